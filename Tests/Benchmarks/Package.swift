// swift-tools-version: 6.2
import PackageDescription

/// Swift 6 mode, strict concurrency, no warnings: the settings every Switchyard target uses.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
]

// The release-mode performance suite. `make bench` builds it with `-c release` and runs it;
// `swift test --package-path Tests/Benchmarks` runs every case once, quickly, in debug, so
// the suite cannot rot (it checks shapes, never timings).
let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(path: "../../Packages/Core"),
        .package(path: "../../Packages/AppComposition"),
    ],
    targets: [
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                .product(name: "Navigation", package: "Core"),
                .product(name: "NavigationLinks", package: "Core"),
                .product(name: "NavigationSnapshots", package: "Core"),
                .product(name: "NavigationFlows", package: "Core"),
                .product(name: "NavigationSend", package: "Core"),
                .product(name: "NavigationModels", package: "Core"),
                .product(name: "AppComposition", package: "AppComposition"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "BenchmarksTests",
            dependencies: [
                "Benchmarks",
                .product(name: "Navigation", package: "Core"),
            ],
            swiftSettings: strict
        ),
    ]
)
