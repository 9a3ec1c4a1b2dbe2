import ConsoleUI
import Navigation
import Testing

/// A feature run alone: its own tab or a stand-in one, stand-ins for what it asks of others.
@MainActor
@Suite struct FeatureExampleTests {
    private func run(_ example: FeatureExample, _ lines: [String]) async -> (Int32, ConsoleTranscript) {
        let transcript = ConsoleTranscript()
        let status = await example.run(
            [String](), output: transcript.output, input: ConsoleInput(lines: lines))
        return (status, transcript)
    }

    @Test func aTabFeatureRunsOnItsOwnTabAndFollowsItsLinks() async {
        let (status, transcript) = await run(
            FeatureExample(alpha(), standInTab: "home", address: .test),
            ["where", "open switchyard://alpha/3", "where", "quit"])
        #expect(status == 0)
        #expect(transcript.outputLines.contains("alpha: alpha"))
        #expect(transcript.outputLines.contains("alpha: alpha > alpha/3"))
    }

    @Test func anOutgoingValueIsAnsweredByAStandInNamingTheModuleAndTheValue() async {
        let (status, transcript) = await run(
            FeatureExample(alpha(), standInTab: "home", address: .test), ["1", "where", "1", "where", "quit"])
        #expect(status == 0)
        #expect(transcript.standardOutput.contains("Alpha asked for: elsewhere"))
        #expect(transcript.outputLines.contains("alpha: alpha > example/asked"))
        #expect(transcript.outputLines.last { $0.hasPrefix("alpha:") } == "alpha: alpha")
    }

    @Test func aFeatureThatIsNotATabStartsOnAStandInTabLinkingToItsSamples() async {
        let (status, transcript) = await run(
            FeatureExample(alpha(tab: false), standInTab: "home", address: .test),
            ["where", "1", "where", "quit"])
        #expect(status == 0)
        #expect(transcript.standardOutput.contains("Alpha example"))
        #expect(transcript.outputLines.contains("home: example"))
        #expect(transcript.outputLines.contains("home: example > alpha"))
        #expect(transcript.errorLines.isEmpty, "\(transcript.errorLines)")
    }

    @Test func theProgramIsNamedForTheFeature() async {
        let transcript = ConsoleTranscript()
        #expect(
            await FeatureExample(alpha(), standInTab: "home", address: .test).run(
                ["--version"], output: transcript.output) == 0)
        #expect(transcript.standardOutput == "AlphaExample example\n")
    }
}

/// What an example has no use for is refused at start, with the reason.
@MainActor
@Suite struct FeatureExampleRefusalTests {
    @Test(arguments: [
        (["--state", "/tmp/x.json"], "error: --state: AlphaExample keeps no saved state; the app does"),
        (["--fresh"], "error: --fresh: AlphaExample keeps no saved state; the app does"),
        (["audit"], "error: audit: AlphaExample runs one feature; the app audits and draws them all"),
        (["graph"], "error: graph: AlphaExample runs one feature; the app audits and draws them all"),
    ])
    func anOptionForTheAppIsRefused(arguments: [String], line: String) async {
        let transcript = ConsoleTranscript()
        #expect(
            await FeatureExample(alpha(), standInTab: "home", address: .test).run(
                arguments, output: transcript.output) == 2)
        #expect(transcript.errorLines == [line])
        #expect(transcript.standardOutput.isEmpty)
    }
}
