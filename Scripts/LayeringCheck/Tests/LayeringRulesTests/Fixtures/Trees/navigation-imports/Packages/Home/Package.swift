// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Home",
    products: [
        .library(name: "Home", targets: ["Home"])
    ],
    dependencies: [
        .package(path: "../Core"),
        .package(path: "../Shared"),
    ],
    targets: [
        .target(
            name: "Home",
            dependencies: [
                .product(name: "Navigation", package: "Core"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ]
        ),
        .testTarget(
            name: "HomeTests",
            dependencies: ["Home", .product(name: "Navigation", package: "Core")]
        ),
    ]
)
