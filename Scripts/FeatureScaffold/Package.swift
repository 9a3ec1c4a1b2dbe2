// swift-tools-version: 6.2
import PackageDescription

/// Swift 6 mode, strict concurrency, no warnings: the same settings as every Switchyard package.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "FeatureScaffold",
    // Observation needs these; every package declares the same, so any of them builds alone.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .executable(name: "new-feature", targets: ["new-feature"])
    ],
    targets: [
        .target(name: "FeatureScaffold", swiftSettings: strict),
        .executableTarget(
            name: "new-feature",
            dependencies: ["FeatureScaffold"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "FeatureScaffoldTests",
            dependencies: ["FeatureScaffold"],
            swiftSettings: strict
        ),
    ]
)
