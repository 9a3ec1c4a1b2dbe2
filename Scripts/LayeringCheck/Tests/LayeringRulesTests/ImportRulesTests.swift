import LayeringRules
import Testing

@Suite struct ImportRulesTests {
    private let core = PackageLocation(directory: "Packages/Core")
    private let shared = PackageLocation(directory: "Packages/Shared")
    private let home = PackageLocation(directory: "Packages/Home")
    private let orders = PackageLocation(directory: "Packages/Orders")
    private let composition = PackageLocation(directory: "Packages/AppComposition")
    private let app = PackageLocation(directory: "App")
    private let tests = PackageLocation(directory: "Tests")

    private var owners: [String: ModuleOwner] {
        [
            "Navigation": ModuleOwner(package: core, exportingProducts: ["Navigation"]),
            "ConsoleUI": ModuleOwner(package: core, exportingProducts: ["ConsoleUI"]),
            "RenderKit": ModuleOwner(package: core, exportingProducts: []),
            "Shared": ModuleOwner(package: shared, exportingProducts: ["Shared"]),
            "Home": ModuleOwner(package: home, exportingProducts: ["Home"]),
            "Orders": ModuleOwner(package: orders, exportingProducts: ["Orders"]),
            "AppComposition": ModuleOwner(package: composition, exportingProducts: ["AppComposition"]),
        ]
    }

    private func check(
        _ module: String,
        from package: PackageLocation,
        target: String,
        kind: TargetKind = .regular,
        declaring declared: Set<String> = []
    ) -> RuleFinding? {
        ImportRules.check(
            module: module,
            from: ImportingTarget(package: package, name: target, kind: kind, declaredModules: declared),
            owners: owners)
    }

    @Test func rolesFollowFromTheDirectory() {
        #expect(core.role == .core)
        #expect(shared.role == .shared)
        #expect(composition.role == .appComposition)
        #expect(home.role == .feature)
        #expect(PackageLocation(directory: "Packages/Settings").role == .feature)
        #expect(app.role == .app)
        #expect(tests.role == .tests)
        #expect(home.name == "Home")
    }

    @Test func declaredAndToolchainImportsBreakNoRule() {
        #expect(check("Navigation", from: home, target: "Home", declaring: ["Navigation"]) == nil)
        for module in ["Foundation", "Observation", "Testing", "XCTest", "Glibc", "Musl", "Swift", "SwiftUI"]
        {
            #expect(check(module, from: home, target: "HomeTests") == nil)
        }
    }

    @Test func aFeatureImportingAnotherFeatureBreaksOnlyTheFeatureRule() {
        let finding = check("Orders", from: home, target: "Home", declaring: ["Orders"])
        #expect(finding?.rule == .featureImportsFeature)
        #expect(
            finding?.message
                == "feature Home imports Orders from feature package Orders; features never import each "
                + "other (navigate through Shared or an AppComposition redirect)")
        #expect(check("Orders", from: home, target: "HomeTests")?.rule == .featureImportsFeature)
    }

    @Test func onlyAppAndTheEndToEndTestsMayImportAppComposition() {
        #expect(
            check("AppComposition", from: app, target: "switchyard", declaring: ["AppComposition"]) == nil)
        #expect(
            check("AppComposition", from: tests, target: "EndToEndTests", declaring: ["AppComposition"])
                == nil)
        for (package, target) in [(home, "Home")] {
            let finding = check(
                "AppComposition", from: package, target: target, declaring: ["AppComposition"])
            #expect(finding?.rule == .appCompositionImporter)
        }
        #expect(
            check("AppComposition", from: orders, target: "Orders")?.message
                == "Orders imports AppComposition from package AppComposition; only App (and the end-to-end Tests) import AppComposition"
        )
    }

    @Test func onlyTheCompositionTargetAndItsTestsImportFeatures() {
        #expect(check("Home", from: composition, target: "AppComposition", declaring: ["Home"]) == nil)
        #expect(
            check("Home", from: composition, target: "AppCompositionTests", kind: .test, declaring: ["Home"])
                == nil)
        for target in ["AppAudit", "AppLaunch", "AppCompositionTestSupport"] {
            #expect(
                check("Orders", from: composition, target: target, declaring: ["Orders"])?.rule
                    == .featureOutsideComposition)
        }
        #expect(
            check("Home", from: composition, target: "AppAudit")?.message
                == "target AppAudit imports Home from feature package Home; only the AppComposition target "
                + "knows features (reach them through SwitchyardApp)")
        #expect(
            check("AppComposition", from: composition, target: "AppAudit", declaring: ["AppComposition"])
                == nil)
    }

    @Test func coreImportingAnyOtherLocalPackageBreaksTheCoreRule() {
        for module in ["Shared", "Home", "AppComposition"] {
            #expect(
                check(module, from: core, target: "ConsoleUI", declaring: [module])?.rule == .coreImportsLocal
            )
        }
        #expect(
            check("Shared", from: core, target: "ConsoleUI")?.message
                == "Core imports Shared from package Shared; Core depends on no other local package")
        #expect(check("Navigation", from: core, target: "ConsoleUI", declaring: ["Navigation"]) == nil)
    }

    @Test func sharedImportingAFeatureOrAppCompositionBreaksTheSharedRule() {
        #expect(check("Home", from: shared, target: "Shared")?.rule == .sharedImportsFeature)
        #expect(check("AppComposition", from: shared, target: "Shared")?.rule == .sharedImportsFeature)
        #expect(
            check("Home", from: shared, target: "Shared")?.message
                == "Shared imports Home from feature package Home; Shared depends on Core only")
        #expect(check("Navigation", from: shared, target: "Shared", declaring: ["Navigation"]) == nil)
    }

    @Test func theNavigationEngineImportsOnlyFoundationAndObservation() {
        for module in ["Foundation", "Observation"] {
            #expect(check(module, from: core, target: "Navigation") == nil)
        }
        for module in [
            "ConsoleUI", "XCTest", "FoundationNetworking", "Dispatch", "Glibc", "Darwin", "Musl", "Unknown",
            "SwiftUI", "UIKit",
        ] {
            #expect(check(module, from: core, target: "Navigation")?.rule == .navigationImports)
        }
        #expect(
            check("Glibc", from: core, target: "Navigation")?.message
                == "target Navigation imports Glibc; the navigation engine may import only Foundation and Observation"
        )
        #expect(check("XCTest", from: core, target: "NavigationTests") == nil)
        #expect(check("Glibc", from: core, target: "ConsoleUI") == nil)
    }

    @Test func anEngineLayerImportsOnlyTheCoreFoundationAndObservation() {
        for module in ["Navigation", "Foundation", "Observation"] {
            #expect(check(module, from: core, target: "NavigationLinks", declaring: ["Navigation"]) == nil)
        }
        for module in ["ConsoleUI", "NavigationTesting", "Glibc", "Dispatch"] {
            #expect(
                check(module, from: core, target: "NavigationLinks", declaring: [module])?.rule
                    == .navigationImports)
        }
        #expect(
            check("ConsoleUI", from: core, target: "NavigationLinks", declaring: ["ConsoleUI"])?.message
                == "engine module NavigationLinks imports ConsoleUI; a module of the engine may import only the core "
                + "(Navigation), Foundation and Observation")
        #expect(
            check("ConsoleUI", from: core, target: "NavigationLinksTests", declaring: ["ConsoleUI"]) == nil)
        #expect(check("ConsoleUI", from: core, target: "NavigationTesting", declaring: ["ConsoleUI"]) == nil)
    }

    @Test func aCallIntoACLibraryByModuleNameIsFoundOutsideComments() {
        #expect(ImportRules.platformCalls(in: "let n = Glibc.read(fd, buffer, count)") == ["Glibc.read"])
        #expect(
            ImportRules.platformCalls(in: "Darwin.write(1, p, 2); Glibc.fsync(1)") == [
                "Darwin.write", "Glibc.fsync",
            ])
        #expect(ImportRules.platformCalls(in: "// Glibc.read is not called here").isEmpty)
        #expect(ImportRules.platformCalls(in: "let name = myGlibc.read").isEmpty)
        #expect(ImportRules.platformCalls(in: "import Foundation").isEmpty)
    }

    @Test func anUndeclaredProductModuleNamesTheProductToDeclare() {
        let finding = check("Navigation", from: app, target: "switchyard", declaring: ["AppComposition"])
        #expect(finding?.rule == .undeclaredImport)
        #expect(
            finding?.message
                == "target switchyard imports Navigation without declaring it; add .product(name: "
                + "\"Navigation\", package: \"Core\") to the target's dependencies")
    }

    @Test func aNonProductTargetOfAnotherPackageIsNeverImportable() {
        let finding = check("RenderKit", from: home, target: "Home", declaring: ["Navigation"])
        #expect(finding?.rule == .undeclaredImport)
        #expect(
            finding?.message
                == "target Home imports RenderKit, a target of package Core that no product exports; "
                + "import only the modules of products")
    }

    @Test func anUndeclaredTargetOfTheSamePackageAsksForATargetDependency() {
        #expect(
            check("RenderKit", from: core, target: "NavigationTests")?.message
                == "target NavigationTests imports RenderKit without declaring it; add \"RenderKit\" to the "
                + "target's dependencies")
    }

    @Test func anUnknownModuleIsUndeclared() {
        let finding = check("Alamofire", from: home, target: "Home")
        #expect(finding?.rule == .undeclaredImport)
        #expect(
            finding?.message
                == "target Home imports Alamofire, which none of its declared dependencies provides")
    }

    @Test func aTargetImportingItselfIsIgnored() {
        #expect(check("Home", from: home, target: "Home") == nil)
    }
}
