import AppComposition
import AppCompositionTestSupport
import AppLaunch
import ConsoleUI
import Foundation
import Testing

/// The whole program as `main.swift` runs it, in-process: arguments, start, session, exit status.
@MainActor
@Suite struct SwitchyardMainTests {
    func run(_ arguments: [String], input: [String] = []) async -> (
        status: Int32, transcript: ConsoleTranscript
    ) {
        let transcript = ConsoleTranscript()
        let home = temporaryDirectory()
        let status = await SwitchyardMain.run(
            arguments,
            output: transcript.output,
            input: ConsoleInput(lines: input),
            environment: ["HOME": home, "NO_COLOR": "1"]
        )
        return (status, transcript)
    }

    @Test func openOnTheCommandLineStartsAtTheLink() async {
        let (status, transcript) = await run(
            ["--fresh", "--open", "switchyard://settings/about"], input: ["where"])
        #expect(status == 0)
        #expect(transcript.outputLines.first == "settings: settings | cover: settings/about")
        #expect(transcript.standardError.isEmpty)
    }

    @Test func aBadLinkOnTheCommandLineIsReportedAndTheAppStartsWhereItWould() async {
        let (status, transcript) = await run(["--fresh", "--open", "switchyard://nowhere"], input: ["where"])
        #expect(status == 0)
        #expect(transcript.errorLines == ["error: no screen at 'nowhere'"])
        #expect(transcript.outputLines.first == "home: home")
    }

    @Test func underStrictABadStartingLinkExitsOne() async {
        let (status, _) = await run(["--fresh", "--strict", "--open", "ftp://x"], input: ["where"])
        #expect(status == 1)
    }

    @Test func theAuditSubcommandPrintsTheSummaryAndExitsZero() async throws {
        let (status, transcript) = await run(["audit"])
        #expect(status == 0)
        let screens = try SwitchyardApp().features.flatMap(\.destinationSamples).count
        #expect(
            transcript.outputLines.first?.hasPrefix("audit: \(screens) of \(screens) screens reachable")
                == true)
    }

    @Test func theGraphSubcommandPrintsMermaidByDefaultAndRejectsUnknownFormats() async {
        let (status, transcript) = await run(["graph"])
        #expect(status == 0)
        #expect(transcript.outputLines.first == "flowchart LR")
        let (bad, _) = await run(["graph", "svg"])
        #expect(bad == 2)
    }

    @Test func versionPrintsTheProgramVersion() async {
        let (status, transcript) = await run(["--version"])
        #expect(status == 0)
        #expect(transcript.standardOutput == "switchyard \(SwitchyardMain.version)\n")
    }
}

extension SwitchyardMainTests {
    /// Found by a stranger: the temporary file of a save killed mid-write went without a word.
    @Test func aTemporaryFileAKilledSaveLeftIsRemovedAndSaid() async throws {
        let directory = temporaryDirectory()
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/sh")
        ended.arguments = ["-c", "exit 0"]
        try ended.run()
        ended.waitUntilExit()
        let leftover = directory + "/.s.json.tmp-\(ended.processIdentifier)-0123456789"
        try Data("partial".utf8).write(to: URL(fileURLWithPath: leftover))
        let (status, transcript) = await run(["--state", directory + "/s.json"], input: ["where"])
        #expect(status == 0)
        #expect(
            transcript.errorLines == [
                "notice: removed \(leftover), which a save left when its session was killed"
            ])
        #expect(!FileManager.default.fileExists(atPath: leftover))
    }
}
