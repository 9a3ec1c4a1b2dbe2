import FeatureScaffold
import Foundation
import Testing

/// `Scripts/remove-feature`: what new-feature made and wired goes, and nothing else moves.
@Suite struct RemovalTests {
    /// Every file under `root` with its bytes, by relative path.
    func files(_ root: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let base = root.standardizedFileURL.path + "/"
        let all = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let file = all?.nextObject() as? URL {
            guard try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else {
                continue
            }
            result[String(file.standardizedFileURL.path.dropFirst(base.count))] = try Data(contentsOf: file)
        }
        return result
    }

    @Test func removingAFeatureJustMadeLeavesEveryFileAsItWas() throws {
        let root = try ScaffoldTests().makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try files(root)
        _ = try Scaffold(root: root).run(name: "Loyalty")
        #expect(try files(root) != before)
        let report = try Scaffold(root: root).remove(name: "Loyalty")
        #expect(report.package == "Packages/Loyalty")
        #expect(report.wired == [AppWiring.manifestPath, AppWiring.featuresPath, AppWiring.redirectPath])
        #expect(try files(root) == before)
    }

    @Test func theRedirectsMappingGoesWholeWhateverItNowAnswers() throws {
        let root = try ScaffoldTests().makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let redirect = root.appendingPathComponent(AppWiring.redirectPath)
        let before = try String(contentsOf: redirect, encoding: .utf8)
        _ = try Scaffold(root: root).run(name: "Loyalty")
        // A person decided where the example leads, and said why.
        let edited = try String(contentsOf: redirect, encoding: .utf8)
            .replacingOccurrences(
                of: "        case .example: HomeIncomingNavigation.home",
                with:
                    "        // Points earned show on the home screen.\n        case .example: HomeIncomingNavigation.home"
            )
        try Data(edited.utf8).write(to: redirect)
        _ = try Scaffold(root: root).remove(name: "Loyalty")
        #expect(try String(contentsOf: redirect, encoding: .utf8) == before)
    }

    @Test(arguments: ["Home", "Orders", "Settings", "Shared", "Core", "AppComposition"])
    func aDemoPackageIsRefused(_ name: String) throws {
        let root = try ScaffoldTests().makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try files(root)
        #expect(
            throws: ScaffoldError.badName(
                "'\(name)' is part of the demo, not a feature Scripts/new-feature made")
        ) { try Scaffold(root: root).remove(name: name) }
        #expect(try files(root) == before)
    }

    @Test func aNameWithNoPackageIsRefused() throws {
        let root = try ScaffoldTests().makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: ScaffoldError.badName("there is no package Packages/Loyalty to remove")) {
            try Scaffold(root: root).remove(name: "Loyalty")
        }
        // A path is not a name: nothing outside Packages/ is ever looked for.
        #expect(throws: ScaffoldError.badName("there is no package Packages/../Packages to remove")) {
            try Scaffold(root: root).remove(name: "../Packages")
        }
        #expect(
            throws: ScaffoldError.badName(
                "the name is empty; give the feature's name as it was given to Scripts/new-feature")
        ) { try Scaffold(root: root).remove(name: "") }
    }

    @Test func aPackageTheScaffoldDidNotWireIsLeftAlone() throws {
        let root = try ScaffoldTests().makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let package = root.appendingPathComponent("Packages/Loyalty")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try Data("// by hand\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        #expect(
            throws: ScaffoldError.cannotUnwire(
                path: AppWiring.manifestPath, missing: "the line `.package(path: \"../Loyalty\"),`")
        ) { try Scaffold(root: root).remove(name: "Loyalty") }
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path))
    }

    @Test func aFileThatStillImportsTheFeatureRefusesTheRemovalAndChangesNothing() throws {
        let root = try ScaffoldTests().makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Scaffold(root: root).run(name: "Loyalty")
        let provider = "Packages/AppComposition/Sources/AppComposition/LoyaltyProvider.swift"
        try Data("import Loyalty\nimport Shared\n".utf8).write(to: root.appendingPathComponent(provider))
        let before = try files(root)
        #expect(
            throws: ScaffoldError.file(path: provider, reason: "imports Loyalty; take that use out first")
        ) { try Scaffold(root: root).remove(name: "Loyalty") }
        #expect(try files(root) == before)
    }

    @Test func wiringTakenOutByHandIsRefusedNamingTheFileAndTheLine() throws {
        let root = try ScaffoldTests().makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Scaffold(root: root).run(name: "Loyalty")
        let features = root.appendingPathComponent(AppWiring.featuresPath)
        let text = try String(contentsOf: features, encoding: .utf8)
            .replacingOccurrences(of: "            .loyalty(dependencies: resolver),\n", with: "")
        try Data(text.utf8).write(to: features)
        #expect(
            throws: ScaffoldError.cannotUnwire(
                path: AppWiring.featuresPath, missing: "the line `.loyalty(dependencies: resolver),`")
        ) { try Scaffold(root: root).remove(name: "Loyalty") }
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Packages/Loyalty").path))
    }
}
