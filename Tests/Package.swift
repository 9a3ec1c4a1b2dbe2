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
        // What both test targets need: where the repository and the built binary are, and
        // a runner for the binary as a subprocess.
        .target(
            name: "EndToEndSupport",
            path: "EndToEndSupport",
            swiftSettings: strict
        ),
        // The scenarios in Scenarios/ replayed in-process, plus the real `switchyard`
        // binary run as a subprocess (build it first: see the Makefile's release-binary).
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "EndToEndSupport",
                .product(name: "AppLaunch", package: "AppComposition"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "Navigation", package: "Core"),
            ],
            path: "EndToEndTests",
            swiftSettings: strict
        ),
        // README.md and docs/*.md checked: every ```console block run through the binary
        // gives the output it shows, and every relative link resolves.
        .testTarget(
            name: "DocumentationTests",
            dependencies: ["EndToEndSupport"],
            path: "DocumentationTests",
            swiftSettings: strict
        ),
    ]
)
