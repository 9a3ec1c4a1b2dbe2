// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Core",
    products: [
        .library(name: "Navigation", targets: ["Navigation"]),
        .library(name: "ConsoleUI", targets: ["ConsoleUI"]),
    ],
    targets: [
        .target(name: "Navigation"),
        .target(name: "RenderKit"),
        .target(name: "ConsoleUI", dependencies: ["Navigation", "RenderKit"]),
        .testTarget(name: "NavigationTests", dependencies: ["Navigation"]),
    ]
)
