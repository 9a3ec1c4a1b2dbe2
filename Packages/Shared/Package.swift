// swift-tools-version: 6.2
import PackageDescription

/// Swift 6 mode, strict concurrency, no warnings: the same settings in every Switchyard package.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "Shared",
    // Observation needs these; every package declares the same, so any of them builds alone.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Shared", targets: ["Shared"])
    ],
    dependencies: [
        .package(path: "../Core")
    ],
    targets: [
        .target(
            name: "Shared",
            dependencies: [
                .product(name: "Navigation", package: "Core"),
                .product(name: "NavigationLinks", package: "Core"),
                .product(name: "NavigationFlows", package: "Core"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SharedTests",
            dependencies: [
                "Shared",
                .product(name: "Navigation", package: "Core"),
                .product(name: "NavigationTesting", package: "Core"),
            ],
            swiftSettings: strict
        ),
    ]
)
