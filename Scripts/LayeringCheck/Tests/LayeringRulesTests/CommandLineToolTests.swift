import Foundation
import LayeringRules
import Testing

@Suite struct CommandLineToolTests {
    private func run(_ arguments: [String], in directory: URL = FixtureTrees.fixtures)
        -> CommandLineTool.Outcome
    {
        CommandLineTool.run(
            arguments: arguments, currentDirectory: directory.path, loader: FixtureTrees.jsonLoader)
    }

    @Test func aCleanRepositoryExitsZeroWithTheSummaryOnStandardOutput() {
        let outcome = run([FixtureTrees.tree("clean").path])
        #expect(outcome.status == 0)
        #expect(outcome.output == ["layering: 6 packages, 11 files, 22 imports checked; no violations"])
        #expect(outcome.errors.isEmpty)
    }

    @Test func theRootDefaultsToTheCurrentDirectory() {
        #expect(run([], in: FixtureTrees.tree("clean")).status == 0)
    }

    @Test func aRelativeRootIsResolvedAgainstTheCurrentDirectory() {
        #expect(run(["Trees/clean"]).status == 0)
    }

    @Test func violationsExitOneWithOneLineEachThenTheSummary() {
        let outcome = run([FixtureTrees.tree("undeclared-import").path])
        #expect(outcome.status == 1)
        #expect(outcome.output.isEmpty)
        #expect(outcome.errors.count == 3)
        #expect(
            outcome.errors[0].hasPrefix("App/Sources/switchyard/main.swift:2: error: [undeclared-import] "))
        #expect(
            outcome.errors[1].hasPrefix(
                "Packages/Home/Sources/Home/HomeScreen.swift:3: error: [undeclared-import] "))
        #expect(outcome.errors[2] == "layering: 2 violations (6 packages, 11 files, 24 imports checked)")
    }

    @Test func helpPrintsTheUsageAndExitsZero() {
        let outcome = run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.output.first == CommandLineTool.usage)
    }

    @Test func anUnknownOptionExitsTwoWithOneLine() {
        let outcome = run(["--strict"])
        #expect(outcome.status == 2)
        #expect(
            outcome.errors == ["check-layering: error: unknown option '--strict'; \(CommandLineTool.usage)"])
    }

    @Test func moreThanOneRootExitsTwo() {
        let outcome = run(["Trees/clean", "Trees/clean"])
        #expect(outcome.status == 2)
        #expect(outcome.errors.count == 1)
    }

    @Test func aMissingRootExitsTwoNamingIt() {
        let outcome = run(["Trees/nowhere"])
        #expect(outcome.status == 2)
        #expect(
            outcome.errors == [
                "check-layering: error: 'Trees/nowhere' is not a directory; \(CommandLineTool.usage)"
            ])
    }

    @Test func aDirectoryWithoutPackagesExitsTwo() {
        let outcome = run(["Manifests"])
        #expect(outcome.status == 2)
        #expect(outcome.errors.first?.hasPrefix("check-layering: error: no packages found in ") == true)
    }
}
