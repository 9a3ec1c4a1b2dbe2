// swift-tools-version: 6.2
import PackageDescription

/// Swift 6 mode, strict concurrency, no warnings: the settings every Switchyard target uses.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "Settings",
    // Observation needs these; every package declares the same, so any of them builds alone.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Settings", targets: ["Settings"]),
        .executable(name: "SettingsExample", targets: ["SettingsExample"]),
    ],
    dependencies: [
        .package(path: "../Core"),
        .package(path: "../Shared"),
    ],
    targets: [
        .target(
            name: "Settings",
            dependencies: [
                .product(name: "Navigation", package: "Core"),
                .product(name: "NavigationLinks", package: "Core"),
                .product(name: "NavigationFlows", package: "Core"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ],
            swiftSettings: strict
        ),
        // Stand-ins for what Settings asks of the app, shared by the tests and the example.
        .target(
            name: "SettingsTestSupport",
            dependencies: [
                "Settings",
                .product(name: "Navigation", package: "Core"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ],
            swiftSettings: strict
        ),
        // Settings alone in the console, over the stand-ins.
        .executableTarget(
            name: "SettingsExample",
            dependencies: [
                "SettingsTestSupport",
                .product(name: "ConsoleUI", package: "Core"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SettingsTests",
            dependencies: [
                "Settings",
                "SettingsTestSupport",
                .product(name: "Navigation", package: "Core"),
                .product(name: "NavigationLinks", package: "Core"),
                .product(name: "NavigationFlows", package: "Core"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "NavigationModels", package: "Core"),
                .product(name: "NavigationTesting", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ],
            swiftSettings: strict
        ),
    ]
)
