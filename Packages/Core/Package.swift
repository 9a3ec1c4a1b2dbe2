// swift-tools-version: 6.2
import PackageDescription

/// Settings every Switchyard target shares: Swift 6 mode, strict concurrency, no warnings.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "Core",
    // Observation needs these; every package declares the same, so any of them builds alone.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Navigation", targets: ["Navigation"]),
        .library(name: "NavigationLinks", targets: ["NavigationLinks"]),
        .library(name: "NavigationSnapshots", targets: ["NavigationSnapshots"]),
        .library(name: "NavigationFlows", targets: ["NavigationFlows"]),
        .library(name: "NavigationSend", targets: ["NavigationSend"]),
        .library(name: "NavigationModels", targets: ["NavigationModels"]),
        .library(name: "ConsoleUI", targets: ["ConsoleUI"]),
        .library(name: "NavigationTesting", targets: ["NavigationTesting"]),
    ],
    targets: [
        // The engine: the core, and the modules an app adds when it needs them. A module
        // imports the core alone (Scripts/check-layering says so).
        .target(name: "Navigation", swiftSettings: strict),
        .target(name: "NavigationLinks", dependencies: ["Navigation"], swiftSettings: strict),
        .target(name: "NavigationSnapshots", dependencies: ["Navigation"], swiftSettings: strict),
        .target(name: "NavigationFlows", dependencies: ["Navigation"], swiftSettings: strict),
        .target(name: "NavigationSend", dependencies: ["Navigation"], swiftSettings: strict),
        .target(name: "NavigationModels", dependencies: ["Navigation"], swiftSettings: strict),
        .target(
            name: "ConsoleUI",
            dependencies: ["Navigation", "NavigationLinks", "NavigationSnapshots", "NavigationModels"],
            swiftSettings: strict),
        .target(
            name: "NavigationTesting", dependencies: ["Navigation", "NavigationFlows", "NavigationSend"],
            swiftSettings: strict),
        // Test targets by kind: unit suites, the randomized model check, the deterministic
        // fuzz slices and the fault tests, each runnable alone (`swift test --filter
        // NavigationModelCheckTests`), and the articles' examples (ArticleExampleTests: every
        // ```swift block of a DocC article is code that compiles here or in a package's own
        // sources and tests; Scripts/check-doc-examples holds them to it). ReliabilitySupport
        // is the seeded randomness they share, ConsoleUITestSupport the console fixtures.
        .target(name: "ReliabilitySupport", path: "Tests/ReliabilitySupport", swiftSettings: strict),
        .testTarget(
            name: "NavigationTests",
            dependencies: [
                "Navigation", "NavigationModels", "NavigationLinks", "NavigationSnapshots", "NavigationFlows",
                "NavigationSend",
                "NavigationTesting", "ReliabilitySupport",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "NavigationModelCheckTests",
            dependencies: [
                "Navigation", "NavigationModels", "NavigationSnapshots", "NavigationFlows", "NavigationSend",
                "NavigationTesting",
                "ReliabilitySupport",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "NavigationFuzzTests",
            dependencies: [
                "Navigation", "NavigationLinks", "NavigationSnapshots", "NavigationTesting",
                "ReliabilitySupport",
            ],
            swiftSettings: strict
        ),
        .target(
            name: "ConsoleUITestSupport",
            dependencies: [
                "ConsoleUI", "Navigation", "NavigationModels", "NavigationLinks", "NavigationSnapshots",
            ],
            path: "Tests/ConsoleUITestSupport", swiftSettings: strict),
        .testTarget(
            name: "ArticleExampleTests",
            dependencies: [
                "Navigation", "NavigationModels", "NavigationLinks", "NavigationSnapshots", "NavigationFlows",
                "NavigationTesting",
                "ConsoleUI",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ConsoleUITests",
            dependencies: [
                "ConsoleUI", "Navigation", "NavigationModels", "NavigationLinks", "NavigationSnapshots",
                "NavigationTesting",
                "ConsoleUITestSupport", "ReliabilitySupport",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ConsoleUIFaultTests",
            dependencies: ["ConsoleUI", "Navigation", "NavigationModels", "ConsoleUITestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ConsoleUIFuzzTests",
            dependencies: [
                "ConsoleUI", "Navigation", "NavigationLinks", "NavigationTesting", "ReliabilitySupport",
            ],
            swiftSettings: strict
        ),
    ]
)
