// swift-tools-version: 6.2
import PackageDescription

/// Swift 6 mode, strict concurrency, no warnings: the same settings in every Switchyard package.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "Home",
    // Observation needs these; every package declares the same, so any of them builds alone.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Home", targets: ["Home"]),
        .executable(name: "HomeExample", targets: ["HomeExample"]),
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
                .product(name: "NavigationLinks", package: "Core"),
                .product(name: "NavigationFlows", package: "Core"),
                .product(name: "NavigationSend", package: "Core"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ],
            swiftSettings: strict
        ),
        // Stand-ins for what Home asks of the app, shared by the tests and the example.
        .target(
            name: "HomeTestSupport",
            dependencies: [
                "Home",
                .product(name: "Navigation", package: "Core"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ],
            swiftSettings: strict
        ),
        // Home alone in the console, over the stand-ins.
        .executableTarget(
            name: "HomeExample",
            dependencies: [
                "HomeTestSupport",
                .product(name: "ConsoleUI", package: "Core"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HomeTests",
            dependencies: [
                "Home",
                "HomeTestSupport",
                .product(name: "Navigation", package: "Core"),
                .product(name: "NavigationLinks", package: "Core"),
                .product(name: "NavigationFlows", package: "Core"),
                .product(name: "NavigationSend", package: "Core"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "NavigationModels", package: "Core"),
                .product(name: "NavigationTesting", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ],
            swiftSettings: strict
        ),
    ]
)
