// swift-tools-version: 6.2
import PackageDescription

/// Swift 6 mode, strict concurrency, no warnings: the same settings in every Switchyard package.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
]

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
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HomeTests",
            dependencies: [
                "Home",
                .product(name: "Navigation", package: "Core"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "NavigationTesting", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ],
            swiftSettings: strict
        ),
    ]
)
