// swift-tools-version: 6.2
import PackageDescription

/// Swift 6 mode, strict concurrency, no warnings: the same settings as every Switchyard package.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "LayeringCheck",
    // Observation needs these; every package declares the same, so any of them builds alone.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .executable(name: "check-layering", targets: ["check-layering"])
    ],
    targets: [
        .target(name: "LayeringRules", swiftSettings: strict),
        .executableTarget(
            name: "check-layering",
            dependencies: ["LayeringRules"],
            swiftSettings: strict
        ),
        // The fixture trees are small repositories read from the source tree (see
        // FixtureTrees.swift); they are data, not part of the test module.
        .testTarget(
            name: "LayeringRulesTests",
            dependencies: ["LayeringRules"],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
    ]
)
