// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "AppComposition",
    products: [
        .library(name: "AppComposition", targets: ["AppComposition"])
    ],
    dependencies: [
        .package(path: "../Core"),
        .package(path: "../Shared"),
        .package(path: "../Home"),
        .package(path: "../Orders"),
    ],
    targets: [
        .target(
            name: "AppComposition",
            dependencies: [
                .product(name: "Navigation", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "Home", package: "Home"),
                .product(name: "Orders", package: "Orders"),
            ]
        ),
        .target(
            name: "AppAudit",
            dependencies: [
                "AppComposition",
                .product(name: "Navigation", package: "Core"),
            ]
        ),
    ]
)
