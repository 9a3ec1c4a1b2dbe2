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
        .library(name: "ConsoleUI", targets: ["ConsoleUI"]),
        .library(name: "NavigationTesting", targets: ["NavigationTesting"]),
    ],
    targets: [
        .target(name: "Navigation", swiftSettings: strict),
        .target(name: "ConsoleUI", dependencies: ["Navigation"], swiftSettings: strict),
        .target(name: "NavigationTesting", dependencies: ["Navigation"], swiftSettings: strict),
        .testTarget(
            name: "NavigationTests",
            dependencies: ["Navigation", "NavigationTesting"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ConsoleUITests",
            dependencies: ["ConsoleUI", "Navigation", "NavigationTesting"],
            swiftSettings: strict
        ),
    ]
)
