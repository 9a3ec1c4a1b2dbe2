import Foundation
import LayeringRules
import Testing

/// The only tests that run `swift package dump-package`: end to end on fixture trees.
@Suite struct DumpPackageLoaderTests {
    @Test func theJSONManifestsMatchWhatDumpPackagePrintsForTheCleanTree() throws {
        let root = FixtureTrees.tree("clean")
        for directory in FixtureTrees.packageDirectories {
            let packageDirectory = root.appendingPathComponent(directory).standardizedFileURL
            let real = try DumpPackageLoader().loadManifest(at: packageDirectory)
            let recorded = try FixtureTrees.jsonLoader.loadManifest(at: packageDirectory)
            #expect(
                real == recorded, "Fixtures/Manifests/\(packageDirectory.lastPathComponent).json is stale")
        }
    }

    @Test func theRealLoaderPassesTheCleanTreeEndToEnd() throws {
        let report = try LayeringChecker(root: FixtureTrees.tree("clean"), loader: DumpPackageLoader())
            .check()
        #expect(report.violations.isEmpty)
        #expect(report.summary == "layering: 6 packages, 11 files, 22 imports checked; no violations")
    }

    @Test func theRealLoaderReportsAFeatureImportingAFeatureEndToEnd() {
        let outcome = CommandLineTool.run(
            arguments: [FixtureTrees.tree("feature-imports-feature").path],
            currentDirectory: FileManager.default.currentDirectoryPath)
        #expect(outcome.status == 1)
        #expect(
            outcome.errors.first?.hasPrefix(
                "Packages/Home/Sources/Home/HomeScreen.swift:3: error: [feature-imports-feature] ") == true)
    }

    @Test func aManifestThatDoesNotCompileExitsTwoWithTheCompilerError() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(
            "// swift-tools-version: 6.2\nthis is not a manifest\n", to: "Packages/Core/Package.swift")
        let outcome = CommandLineTool.run(arguments: [scratch.url.path], currentDirectory: "/")
        #expect(outcome.status == 2)
        #expect(outcome.errors.count == 1)
        let line = try #require(outcome.errors.first)
        #expect(
            line.hasPrefix(
                "check-layering: error: cannot read the manifest of Packages/Core: `swift package dump-package` "
                    + "exited with status 1: /"))
        #expect(line.contains("/Packages/Core/Package.swift:2:"))
        #expect(line.contains(" error: "))
    }

    @Test func aMissingSwiftExecutableIsAnErrorNotACrash() {
        let loader = DumpPackageLoader(swift: "/nonexistent/swift")
        #expect(throws: ManifestLoadingError.self) {
            try loader.loadManifest(at: FixtureTrees.tree("clean").appendingPathComponent("App"))
        }
    }
}
