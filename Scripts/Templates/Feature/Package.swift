// swift-tools-version: 6.2
import PackageDescription

/// Swift 6 mode, strict concurrency, no warnings: the settings every Switchyard target uses.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "Template",
    // Observation needs these; every package declares the same, so any of them builds alone.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Template", targets: ["Template"]),
        .executable(name: "TemplateExample", targets: ["TemplateExample"]),
    ],
    dependencies: [
        .package(path: "../../../Packages/Core"),
        .package(path: "../../../Packages/Shared"),
    ],
    targets: [
        .target(
            name: "Template",
            dependencies: [
                .product(name: "Navigation", package: "Core"),
                .product(name: "NavigationLinks", package: "Core"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ],
            swiftSettings: strict
        ),
        // Stand-ins for what Template asks of the app, shared by the tests and the example.
        .target(
            name: "TemplateTestSupport",
            dependencies: [
                "Template",
                .product(name: "Navigation", package: "Core"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "TemplateExample",
            dependencies: [
                "TemplateTestSupport",
                .product(name: "ConsoleUI", package: "Core"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "TemplateTests",
            dependencies: [
                "Template",
                "TemplateTestSupport",
                .product(name: "Navigation", package: "Core"),
                .product(name: "NavigationLinks", package: "Core"),
                .product(name: "ConsoleUI", package: "Core"),
                .product(name: "NavigationModels", package: "Core"),
                .product(name: "NavigationTesting", package: "Core"),
                .product(name: "Shared", package: "Shared"),
            ],
            swiftSettings: strict
        ),
    ]
)
