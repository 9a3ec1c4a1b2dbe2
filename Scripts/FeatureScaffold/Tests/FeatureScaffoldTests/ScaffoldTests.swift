import FeatureScaffold
import Foundation
import Testing

/// The whole run on a small repository: the template and the three app files it edits.
@Suite struct ScaffoldTests {
    /// The repository this package is in.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A temporary repository with the real template and the real app files.
    func makeRepository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scaffold-\(UUID().uuidString)")
        let paths = [
            TemplateCopy.templatePath, AppWiring.manifestPath, AppWiring.featuresPath, AppWiring.redirectPath,
        ]
        for path in paths {
            let target = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.repository.appendingPathComponent(path), to: target)
        }
        try? FileManager.default.removeItem(
            at: root.appendingPathComponent(TemplateCopy.templatePath + "/.build"))
        return root
    }

    func text(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func itMakesThePackageAndWiresItIntoEveryAppFile() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try Scaffold(root: root).run(name: "Loyalty")
        #expect(report.package == "Packages/Loyalty")
        #expect(report.wired.count == 4)
        let manifest = try text(root, "Packages/Loyalty/Package.swift")
        #expect(manifest.contains(".package(path: \"../Core\")"))
        #expect(!manifest.contains("Template") && !manifest.contains("../../../"))
        let module = try text(root, "Packages/Loyalty/Sources/Loyalty/FeatureModule+Loyalty.swift")
        #expect(module.contains("public static func loyalty(dependencies: any LoyaltyDependencies)"))
        #expect(try text(root, AppWiring.featuresPath).contains(".loyalty(dependencies: resolver),"))
        #expect(
            try text(root, AppWiring.redirectPath).contains("case let outgoing as LoyaltyOutgoingNavigation"))
        #expect(try text(root, AppWiring.manifestPath).contains(".package(path: \"../Loyalty\")"))
        #expect(
            try text(root, AppWiring(try FeatureName("Loyalty")).resolverPath).contains("LoyaltyDependencies")
        )
    }

    @Test func nothingOfTheTemplatesNamesIsLeftInThePackage() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Scaffold(root: root).run(name: "GiftCards")
        let package = root.appendingPathComponent("Packages/GiftCards")
        let paths = FileManager.default.enumerator(atPath: package.path)?.allObjects as? [String] ?? []
        #expect(paths.contains("Sources/GiftCardsExample/main.swift"))
        for path in paths {
            #expect(!path.lowercased().contains("template"), "\(path)")
            if path.hasSuffix(".swift") || path.hasSuffix(".md") {
                #expect(!(try text(package, path)).lowercased().contains("template"), "\(path)")
            }
        }
    }

    @Test func aSecondRunWithTheSameNameIsRefusedAndChangesNothing() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Scaffold(root: root).run(name: "Loyalty")
        let before = try text(root, AppWiring.featuresPath)
        #expect(throws: ScaffoldError.self) { try Scaffold(root: root).run(name: "Loyalty") }
        #expect(try text(root, AppWiring.featuresPath) == before)
    }

    @Test func anAppFileOfAnotherShapeStopsTheRunBeforeAnythingIsWritten() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("import Home\n".utf8).write(to: root.appendingPathComponent(AppWiring.redirectPath))
        let manifest = try text(root, AppWiring.manifestPath)
        #expect(throws: ScaffoldError.self) { try Scaffold(root: root).run(name: "Loyalty") }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Packages/Loyalty").path))
        #expect(try text(root, AppWiring.manifestPath) == manifest)
    }
}

/// A directory that is not a Switchyard repository is refused before anything is written.
@Suite struct ScaffoldOutsideARepositoryTests {
    @Test func aRootWithoutTheTemplateIsRefusedAndNothingIsMade() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "not-a-repo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(
            throws: ScaffoldError.file(
                path: TemplateCopy.templatePath,
                reason: "no template package here; is this a Switchyard repository?")
        ) { try Scaffold(root: root).run(name: "Loyalty") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }
}

/// What the scaffold reads from the real repository, and a write that fails half way.
@Suite struct ScaffoldRepositoryTests {
    @Test func thePublicTypesOfCoreAndSharedAreFoundWithOrWithoutAttributes() {
        let types = Scaffold(root: ScaffoldTests.repository).publicTypes()
        for name in ["NavigationRoot", "FeatureModule", "RootTab", "ScreenTracker", "NavigationTrace"] {
            #expect(types.contains(name), "\(name)")
        }
    }

    @Test func hiddenFilesInTheTemplateAreNotCopied() throws {
        let root = try ScaffoldTests().makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let junk = root.appendingPathComponent(TemplateCopy.templatePath + "/Sources/.DS_Store")
        try Data([0xFF, 0xFE]).write(to: junk)
        let paths = try TemplateCopy.readTemplate(root: root).map(\.path)
        #expect(paths.contains("Package.swift"))
        #expect(!paths.contains { $0.contains(".DS_Store") })
    }

    @Test func aWriteThatFailsPutsBackEveryFileAlreadyWritten() throws {
        let root = try ScaffoldTests().makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        // A file where the resolver's directory should be: the last write fails.
        let resolver = root.appendingPathComponent("Packages/AppComposition/Sources/AppComposition/Resolver")
        try Data().write(to: resolver)
        let paths = [AppWiring.manifestPath, AppWiring.featuresPath, AppWiring.redirectPath]
        let before = try paths.map { try ScaffoldTests().text(root, $0) }
        #expect(throws: ScaffoldError.self) { try Scaffold(root: root).run(name: "Loyalty") }
        #expect(try paths.map { try ScaffoldTests().text(root, $0) } == before)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Packages/Loyalty").path))
    }
}
