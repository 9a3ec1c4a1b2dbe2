import FeatureScaffold
import Testing

/// Each edit that wires a feature into AppComposition, on small copies of the app's files.
@Suite struct AppWiringTests {
    let wiring = AppWiring(try! FeatureName("Loyalty"))

    @Test func theManifestGainsThePackageAndTheTargetsProduct() throws {
        let manifest = """
            name: "AppComposition",
            products: [.library(name: "AppComposition", targets: ["AppComposition"])],
            dependencies: [
                .package(path: "../Core"),
                .package(path: "../Orders"),
            ],
            targets: [
                .target(
                    name: "AppComposition",
                    dependencies: [
                        .product(name: "Navigation", package: "Core"),
                        .product(name: "Orders", package: "Orders"),
                    ],
                ),
                .testTarget(
                    dependencies: [
                        .product(name: "Orders", package: "Orders"),
                    ],
                ),
            ]
            """
        let wired = try wiring.manifest(manifest)
        #expect(wired.contains("    .package(path: \"../Orders\"),\n    .package(path: \"../Loyalty\"),\n],"))
        #expect(
            wired.contains(
                "            .product(name: \"Orders\", package: \"Orders\"),\n            .product(name: \"Loyalty\", package: \"Loyalty\"),\n        ],\n    ),\n    .testTarget("
            ))
        #expect(wired.components(separatedBy: "package: \"Loyalty\"").count == 2)
    }

    @Test func theFeatureListGainsTheImportInOrderAndTheModuleAtTheEnd() throws {
        let list = """
            import ConsoleUI
            import Home
            import Orders

            enum AppFeatures {
                static func modules(resolver: AppResolver) -> [FeatureModule] {
                    [
                        .home(dependencies: resolver),
                        .orders(dependencies: resolver),
                    ]
                }
            }
            """
        let wired = try wiring.features(list)
        #expect(wired.hasPrefix("import ConsoleUI\nimport Home\nimport Loyalty\nimport Orders\n"))
        #expect(
            wired.contains(
                "            .orders(dependencies: resolver),\n            .loyalty(dependencies: resolver),\n        ]"
            ))
    }

    @Test func theRedirectGainsACaseBeforeItsFallbackAndAMappingAtTheEnd() throws {
        let redirect = """
            import Home
            import Settings

            final class AppNavigationRedirect {
                func redirect(_ outgoing: any OutgoingNavigation) -> (any NavigationDestination)? {
                    switch outgoing {
                    case let outgoing as HomeOutgoingNavigation: destination(for: outgoing)
                    default: nil
                    }
                }
            }
            """
        let wired = try wiring.redirect(redirect)
        #expect(wired.hasPrefix("import Home\nimport Loyalty\nimport Settings\n"))
        #expect(
            wired.contains(
                "        case let outgoing as LoyaltyOutgoingNavigation: destination(for: outgoing)\n        default: nil"
            ))
        #expect(
            wired.contains(
                "    public func destination(for outgoing: LoyaltyOutgoingNavigation) -> any NavigationDestination {"
            ))
        #expect(wired.hasSuffix("        }\n    }\n}"))
    }

    @Test func aFileOfAnotherShapeIsRefusedByName() {
        #expect(
            throws: ScaffoldError.cannotWire(
                path: AppWiring.redirectPath, missing: "the `default: nil` case of redirect(_:)")
        ) {
            try wiring.redirect("import Home\nswitch x {\n}")
        }
        #expect(throws: ScaffoldError.self) { try wiring.features("no imports here") }
        #expect(throws: ScaffoldError.self) { try wiring.manifest("let package = Package()") }
    }

    @Test func theResolverConformsInAFileNamedForTheFeature() {
        #expect(wiring.resolverPath.hasSuffix("Resolver/AppResolver+Loyalty.swift"))
        #expect(wiring.resolverExtension.contains("extension AppResolver: LoyaltyDependencies {}"))
    }
}

/// The edits find their place by structure, not by position, and refuse what they cannot place.
@Suite struct AppWiringStructureTests {
    let wiring = AppWiring(try! FeatureName("Loyalty"))

    @Test func theProductGoesIntoTheAppCompositionTargetPastANestedList() throws {
        let manifest = """
            dependencies: [
                .package(path: "../Core"),
            ],
            targets: [
                .target(name: "Helper", dependencies: []),
                .target(
                    name: "AppComposition",
                    dependencies: [
                        .product(name: "Core", package: "Core", condition: .when(platforms: [.linux])),
                        .product(name: "Orders", package: "Orders"),
                    ],
                ),
            ]
            """
        let wired = try wiring.manifest(manifest)
        #expect(
            wired.contains(
                "            .product(name: \"Orders\", package: \"Orders\"),\n            .product(name: \"Loyalty\", package: \"Loyalty\"),\n        ],"
            ))
        #expect(wired.contains(".target(name: \"Helper\", dependencies: []),"))
    }

    @Test func theMappingGoesInsideTheRedirectClassNotAfterAnExtension() throws {
        let redirect = """
            import Home

            public final class AppNavigationRedirect: NavigationRedirecting {
                func redirect(_ outgoing: any OutgoingNavigation) -> (any NavigationDestination)? {
                    switch outgoing {
                    default: nil
                    }
                }
            }

            extension AppNavigationRedirect {
            }
            """
        let wired = try wiring.redirect(redirect)
        #expect(wired.hasSuffix("        }\n    }\n}\n\nextension AppNavigationRedirect {\n}"))
    }

    @Test func aRedirectWithoutHomeIsRefusedWithTheReason() {
        #expect(
            throws: ScaffoldError.cannotWire(
                path: AppWiring.redirectPath,
                missing: "`import Home` (the new case leads to Home's start screen)")
        ) { try wiring.redirect("import Orders\n\nfinal class AppNavigationRedirect {\n    default: nil\n}") }
    }
}
