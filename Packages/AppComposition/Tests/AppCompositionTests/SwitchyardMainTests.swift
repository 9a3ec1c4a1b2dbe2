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
