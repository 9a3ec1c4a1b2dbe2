// swift-tools-version: 6.2
import PackageDescription

/// Settings every Switchyard target shares: Swift 6 mode, strict concurrency, no warnings.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "App",
    // Observation needs these; every package declares the same, so any of them builds alone.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .executable(name: "switchyard", targets: ["switchyard"])
    ],
    dependencies: [
        .package(path: "../Packages/AppComposition")
    ],
    targets: [
        .executableTarget(
            name: "switchyard",
            dependencies: [
                .product(name: "AppLaunch", package: "AppComposition")
            ],
            swiftSettings: strict
        ),
        // Depends on the executable so that `swift test` builds the binary the tests run.
        .testTarget(name: "SwitchyardTests", dependencies: ["switchyard"], swiftSettings: strict),
    ]
)
