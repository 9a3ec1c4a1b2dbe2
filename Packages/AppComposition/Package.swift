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
        // The composed app (the benchmarks build it) and its launch (App and the end-to-end
        // tests run it); the audit and persistence are used only through the launch.
        .library(name: "AppComposition", targets: ["AppComposition"]),
        .library(name: "AppLaunch", targets: ["AppLaunch"]),
    ],
    dependencies: [
        .package(path: "../Core"),
        .package(path: "../Shared"),
        .package(path: "../Home"),
        .package(path: "../Settings"),
        .package(path: "../Orders"),
    ],
    targets: [
        // The composition, and the only target that imports a feature: `Scripts/new-feature`
        // adds each new one here.
        .target(
            name: "AppComposition",
            dependencies: [
                .product(name: "Navigation", package: "Core"),
                .product(name: "NavigationLinks", package: "Core"),
                .product(name: "NavigationSnapshots", package: "Core"),
                .product(name: "NavigationSend", package: "Core"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "Shared", package: "Shared"),
                .product(name: "Home", package: "Home"),
                .product(name: "Settings", package: "Settings"),
                .product(name: "Orders", package: "Orders"),
            ],
            swiftSettings: strict
        ),
        // Built on the composed app, one target per job, and none imports a feature (the
        // layering check's feature-outside-composition). The explorer taps through the app,
        // the audit proves its wiring, the graph draws it.
        .target(
            name: "AppAudit",
            dependencies: [
                "AppComposition",
                .product(name: "Navigation", package: "Core"),
                .product(name: "NavigationLinks", package: "Core"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ],
            swiftSettings: strict
        ),
        // The state file: restored at start, saved at the end, set aside when unreadable.
        .target(
            name: "AppPersistence",
            dependencies: [
                "AppComposition",
                .product(name: "Navigation", package: "Core"),
                .product(name: "NavigationSnapshots", package: "Core"),
            ],
            swiftSettings: strict
        ),
        // Everything `main.swift` does: parse, build, restore, run, save.
        .target(
            name: "AppLaunch",
            dependencies: [
                "AppComposition", "AppAudit", "AppPersistence",
                .product(name: "ConsoleUI", package: "Core"),
            ],
            swiftSettings: strict
        ),
        // Test targets by kind: unit and journey suites, and the fault tests (a full disk, a
        // read-only mount, writers racing, a dying terminal), sharing the in-process Harness.
        .target(
            name: "AppCompositionTestSupport",
            dependencies: [
                "AppComposition", "AppLaunch",
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "Navigation", package: "Core"),
                .product(name: "NavigationSnapshots", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ],
            path: "Tests/AppCompositionTestSupport",
            swiftSettings: strict
        ),
        .testTarget(
            name: "AppCompositionFaultTests",
            dependencies: [
                "AppComposition", "AppLaunch", "AppPersistence", "AppCompositionTestSupport",
                .product(name: "Navigation", package: "Core"),
                .product(name: "NavigationSnapshots", package: "Core"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "AppCompositionTests",
            dependencies: [
                "AppComposition", "AppAudit", "AppLaunch", "AppPersistence", "AppCompositionTestSupport",
                .product(name: "Navigation", package: "Core"),
                .product(name: "NavigationSnapshots", package: "Core"),
                .product(name: "NavigationFlows", package: "Core"),
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
