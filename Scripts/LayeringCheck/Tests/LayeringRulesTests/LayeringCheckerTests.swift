import Foundation
import LayeringRules
import Testing

/// One fixture tree that must fail, and the violations it must report.
struct FailingTree: CustomTestStringConvertible, Sendable {
    var name: String
    var expected: [Expected]

    struct Expected: Equatable, Sendable {
        var file: String
        var line: Int
        var rule: LayeringRule
    }

    var testDescription: String { name }

    static let all: [FailingTree] = [
        FailingTree(
            name: "feature-imports-feature",
            expected: [
                .init(
                    file: "Packages/Home/Sources/Home/HomeScreen.swift", line: 3, rule: .featureImportsFeature
                )
            ]
        ),
        FailingTree(
            name: "app-composition-importer",
            expected: [
                .init(
                    file: "Packages/Orders/Sources/Orders/OrderList.swift", line: 1,
                    rule: .appCompositionImporter)
            ]),
        FailingTree(
            name: "feature-outside-composition",
            expected: [
                .init(
                    file: "Packages/AppComposition/Sources/AppAudit/AppAudit.swift", line: 2,
                    rule: .featureOutsideComposition)
            ]),
        FailingTree(
            name: "core-imports-local",
            expected: [
                .init(file: "Packages/Core/Sources/ConsoleUI/Console.swift", line: 4, rule: .coreImportsLocal)
            ]),
        FailingTree(
            name: "shared-imports-feature",
            expected: [
                .init(
                    file: "Packages/Shared/Sources/Shared/RootTab.swift", line: 1, rule: .sharedImportsFeature
                )
            ]),
        FailingTree(
            name: "navigation-imports",
            expected: [
                .init(
                    file: "Packages/Core/Sources/Navigation/Navigator.swift", line: 1,
                    rule: .navigationImports),
                .init(
                    file: "Packages/Core/Sources/Navigation/Navigator.swift", line: 6,
                    rule: .navigationImports),
                .init(
                    file: "Packages/Core/Sources/Navigation/Navigator.swift", line: 8,
                    rule: .navigationImports),
                .init(
                    file: "Packages/Core/Sources/Navigation/Navigator.swift", line: 13,
                    rule: .navigationImports),
            ]),
        FailingTree(
            name: "undeclared-import",
            expected: [
                .init(file: "App/Sources/switchyard/main.swift", line: 2, rule: .undeclaredImport),
                .init(file: "Packages/Home/Sources/Home/HomeScreen.swift", line: 3, rule: .undeclaredImport),
            ]),
    ]
}

@Suite struct LayeringCheckerTests {
    private func check(_ tree: String) throws -> LayeringReport {
        try LayeringChecker(root: FixtureTrees.tree(tree), loader: FixtureTrees.jsonLoader).check()
    }

    @Test func theCleanTreePassesWithASummaryOfWhatWasChecked() throws {
        let report = try check("clean")
        #expect(report.violations.isEmpty)
        #expect(report.summary == "layering: 6 packages, 11 files, 22 imports checked; no violations")
    }

    @Test(arguments: FailingTree.all)
    func eachViolationTreeFailsNamingTheFileLineAndRule(_ tree: FailingTree) throws {
        let report = try check(tree.name)
        let found = report.violations.map {
            FailingTree.Expected(file: $0.file, line: $0.line, rule: $0.rule)
        }
        #expect(found == tree.expected)
    }

    @Test func everyRuleHasAFixtureTreeNamedAfterIt() {
        let covered = Set(FailingTree.all.flatMap { $0.expected.map(\.rule) })
        #expect(covered == Set(LayeringRule.allCases))
        #expect(FailingTree.all.map(\.name).sorted() == LayeringRule.allCases.map(\.rawValue).sorted())
    }

    @Test func violationsPrintAsFileLineErrorRuleAndMessage() throws {
        let report = try check("feature-imports-feature")
        #expect(
            report.violations.map(\.description) == [
                "Packages/Home/Sources/Home/HomeScreen.swift:3: error: [feature-imports-feature] feature Home "
                    + "imports Orders from feature package Orders; features never import each other (navigate "
                    + "through Shared or an AppComposition redirect)"
            ])
        #expect(report.summary == "layering: 1 violation (6 packages, 11 files, 23 imports checked)")
    }

    @Test func packagesAreFoundUnderPackagesThenAppAndTests() throws {
        let scratch = try ScratchDirectory()
        for directory in ["Packages/Zeta", "Packages/Core", "App", "Tests", "Scripts/Tool"] {
            try scratch.write("", to: "\(directory)/Package.swift")
        }
        try scratch.write("", to: "Packages/NotAPackage/README.md")
        #expect(
            RepositoryLayout.packages(in: scratch.url).map(\.directory) == [
                "Packages/Core", "Packages/Zeta", "App", "Tests",
            ])
        #expect(
            RepositoryLayout.packages(in: FixtureTrees.tree("clean")).map(\.directory).sorted()
                == FixtureTrees.packageDirectories.sorted())
    }

    @Test func theFeatureTemplateIsCheckedAsAFeature() throws {
        let scratch = try ScratchDirectory()
        for directory in ["Packages/Core", "Scripts/Templates/Feature", "App"] {
            try scratch.write("", to: "\(directory)/Package.swift")
        }
        let packages = RepositoryLayout.packages(in: scratch.url)
        #expect(packages.map(\.directory) == ["Packages/Core", "Scripts/Templates/Feature", "App"])
        #expect(packages.map(\.role) == [.core, .feature, .app])
    }

    @Test func sourcesHonourPathExcludeAndSourcesAndSkipBuildDirectories() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("", to: "Packages/Core/Package.swift")
        try scratch.write("import Unknown1\n", to: "Packages/Core/Code/Navigation/.build/Built.swift")
        try scratch.write("import Unknown2\n", to: "Packages/Core/Code/Navigation/Generated/Made.swift")
        try scratch.write("import Unknown3\n", to: "Packages/Core/Code/Navigation/Notes.txt")
        try scratch.write(
            "import Foundation\nimport Unknown4\n", to: "Packages/Core/Code/Navigation/Engine.swift")
        try scratch.write("import Unknown5\n", to: "Packages/Core/Sources/Kit/Listed.swift")
        try scratch.write("import Unknown6\n", to: "Packages/Core/Sources/Kit/Unlisted.swift")
        let manifest = PackageManifest(
            name: "Core",
            targets: [
                Target(name: "Navigation", path: "Code/Navigation", exclude: ["Generated"]),
                Target(name: "Kit", sources: ["Listed.swift"]),
                Target(name: "Plugin", kind: .other("plugin")),
            ])
        let loader = StaticManifestLoader(manifests: ["Core": manifest])
        let report = try LayeringChecker(root: scratch.url, loader: loader).check()
        #expect(report.fileCount == 2)
        #expect(report.importCount == 3)
        #expect(
            report.violations.map { "\($0.file):\($0.line) \($0.rule.rawValue)" } == [
                "Packages/Core/Code/Navigation/Engine.swift:2 navigation-imports",
                "Packages/Core/Sources/Kit/Listed.swift:1 undeclared-import",
            ])
    }

    @Test func aByNameDependencyOnAnotherPackagesProductDeclaresItsModules() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("", to: "Packages/Core/Package.swift")
        try scratch.write("", to: "Packages/Home/Package.swift")
        try scratch.write(
            "import Navigation\nimport NavigationCore\n", to: "Packages/Home/Sources/Home/A.swift")
        let core = PackageManifest(
            name: "Core",
            products: [Product(name: "Navigation", targets: ["Navigation", "NavigationCore"])],
            targets: [Target(name: "Navigation"), Target(name: "NavigationCore")])
        let home = PackageManifest(
            name: "Home",
            dependencies: [PackageDependency(identity: "core", path: scratch.url.path + "/Packages/Core")],
            targets: [Target(name: "Home", dependencies: [.byName("Navigation")])])
        let loader = StaticManifestLoader(manifests: ["Core": core, "Home": home])
        let report = try LayeringChecker(root: scratch.url, loader: loader).check()
        #expect(report.violations.isEmpty)
        #expect(report.importCount == 2)
    }

    @Test func anUnreadableManifestStopsTheCheckNamingThePackage() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("", to: "Packages/Core/Package.swift")
        try scratch.write("", to: "Packages/Broken/Package.swift")
        let loader = StaticManifestLoader(manifests: ["Core": PackageManifest(name: "Core")])
        #expect(
            throws: LayeringCheckError.unreadableManifest(
                package: "Packages/Broken", reason: "no manifest for Broken")
        ) {
            try LayeringChecker(root: scratch.url, loader: loader).check()
        }
    }

    @Test func aDirectoryWithoutPackagesIsAnError() throws {
        let scratch = try ScratchDirectory()
        #expect(throws: LayeringCheckError.noPackages(root: scratch.url.standardizedFileURL.path)) {
            try LayeringChecker(root: scratch.url, loader: FixtureTrees.jsonLoader).check()
        }
    }
}
