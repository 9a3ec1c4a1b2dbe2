// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "App",
    products: [
        .executable(name: "switchyard", targets: ["switchyard"])
    ],
    dependencies: [
        .package(path: "../Packages/AppComposition")
    ],
    targets: [
        .executableTarget(
            name: "switchyard",
            dependencies: [.product(name: "AppComposition", package: "AppComposition")]
        )
    ]
)
