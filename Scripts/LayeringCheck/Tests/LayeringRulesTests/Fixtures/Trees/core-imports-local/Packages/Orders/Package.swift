// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Orders",
    products: [
        .library(name: "Orders", targets: ["Orders"])
    ],
    dependencies: [
        .package(path: "../Core"),
        .package(path: "../Shared"),
    ],
    targets: [
        .target(
            name: "Orders",
            dependencies: [
                .product(name: "Navigation", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ]
        )
    ]
)
