// swift-tools-version: 6.2
import PackageDescription

/// Swift 6 mode, strict concurrency, no warnings: the settings every Switchyard target uses.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "EndToEnd",
    // Observation needs these; every package declares the same, so any of them builds alone.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [
        .package(path: "../Packages/AppComposition"),
        .package(path: "../Packages/Core"),
    ],
    targets: [
        // The scenarios in Scenarios/ replayed in-process, plus the real `switchyard`
        // binary run as a subprocess (build it first: see the Makefile's release-binary).
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                .product(name: "AppComposition", package: "AppComposition"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "Navigation", package: "Core"),
            ],
            path: "EndToEndTests",
            swiftSettings: strict
        )
    ]
)
