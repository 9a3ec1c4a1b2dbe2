// swift-tools-version: 6.2
import PackageDescription

/// Swift 6 mode, strict concurrency, no warnings: the same settings in every Switchyard package.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "AppComposition",
    // Observation needs these; every package declares the same, so any of them builds alone.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "AppComposition", targets: ["AppComposition"])
    ],
    dependencies: [
        .package(path: "../Core"),
        .package(path: "../Shared"),
        .package(path: "../Home"),
        .package(path: "../Settings"),
        .package(path: "../Orders"),
    ],
    targets: [
        .target(
            name: "AppComposition",
            dependencies: [
                .product(name: "Navigation", package: "Core"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "Home", package: "Home"),
                .product(name: "Settings", package: "Settings"),
                .product(name: "Orders", package: "Orders"),
            ],
            swiftSettings: strict
        ),
        // Test targets by kind: unit and journey suites, and the fault tests (a full disk, a
        // read-only mount, writers racing, a dying terminal), sharing the in-process Harness.
        .target(
            name: "AppCompositionTestSupport",
            dependencies: [
                "AppComposition",
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "Navigation", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ],
            path: "Tests/AppCompositionTestSupport",
            swiftSettings: strict
        ),
        .testTarget(
            name: "AppCompositionFaultTests",
            dependencies: [
                "AppComposition", "AppCompositionTestSupport",
                .product(name: "Navigation", package: "Core"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "AppCompositionTests",
            dependencies: [
                "AppComposition", "AppCompositionTestSupport",
                .product(name: "Navigation", package: "Core"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "NavigationTesting", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "Home", package: "Home"),
                .product(name: "Settings", package: "Settings"),
                .product(name: "Orders", package: "Orders"),
            ],
            swiftSettings: strict
        ),
    ]
)
