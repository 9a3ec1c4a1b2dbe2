// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Shared",
    products: [
        .library(name: "Shared", targets: ["Shared"])
    ],
    dependencies: [
        .package(path: "../Core")
    ],
    targets: [
        .target(name: "Shared", dependencies: [.product(name: "Navigation", package: "Core")])
    ]
)
