import EndToEndSupport
import Foundation
import Testing

/// Every ```` ```console ```` block of README.md and docs/*.md, run through the release
/// binary: its `> ` lines typed, and the whole block, `…` lines aside, printed back.
///
/// Each block runs with `--fresh` and a state file in a new temporary directory, standard
/// output and standard error merged in order (as on a terminal), with the environment the
/// process tests give the binary (`NO_COLOR=1`, `COLUMNS=80`, a home of its own). The output
/// is normalised as the scenarios' is (`TranscriptText`): that directory's path reads
/// `<state-dir>`, a set-aside snapshot's timestamp `<time>`.
@Suite("The console sessions in the documentation")
struct ConsoleBlockTests {
    @Test("README.md shows at least one console session, so deleting its walkthrough fails")
    func theReadmeHasAConsoleBlock() throws {
        let readme = DocumentationFile(path: "README.md")
        let examples = ConsoleExample.examples(in: try readme.text(), file: readme.path)
        #expect(
            !examples.isEmpty,
            "README.md has no ```console block; its walkthrough of a session must be one, so it is run")
    }

    @Test(
        "Typing a block's `> ` lines into switchyard prints exactly the block", arguments: ConsoleExample.all)
    func aConsoleBlockRunsAsWritten(_ example: ConsoleExample) throws {
        let home = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-docs")
        defer { try? FileManager.default.removeItem(at: home) }
        let process = SwitchyardProcess(executable: try SwitchyardProcess.locate(), home: home)
        let result = try process.runMerged(
            ["--fresh", "--state", home.appendingPathComponent("state.json").path],
            input: example.standardInput)
        let file = DocumentationFile(path: example.file)

        #expect(
            !result.timedOut, "\(example.file):\(example.line): switchyard did not finish the session",
            sourceLocation: file.sourceLocation(line: example.line))
        let output = TranscriptText.normalize(result.standardOutput, stateDirectory: home.path)
        if let failure = example.failure(output: output) {
            Issue.record(
                Comment(rawValue: failure + "\n  (switchyard exited with status \(result.status))"),
                sourceLocation: file.sourceLocation(line: example.line))
        }
    }
}
