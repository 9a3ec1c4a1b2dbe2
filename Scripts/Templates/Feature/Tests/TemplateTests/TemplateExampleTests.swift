import ConsoleUI
import TemplateTestSupport
import Testing

/// `TemplateExample`, the feature run alone, as a person sees it in the console.
@MainActor
@Suite struct TemplateExampleTests {
    @Test func theExampleOpensTheSheetAnswersItsOutgoingValueAndGoesBack() async {
        let transcript = ConsoleTranscript()
        let status = await FeatureExample.template().run(
            [String](), output: transcript.output, input: ConsoleInput(lines: ["1", "1", "1", "2", "quit"]))
        #expect(status == 0)
        #expect(transcript.standardError == "")
        #expect(
            transcript.standardOutput == """
                home: example
                Template example
                  Template runs alone here: stand-ins answer what it asks of other modules.
                [1] Open template
                > 1
                home: example | sheet: template
                Template
                  Template is ready for its first real screen.
                [1] Go elsewhere
                [2] Close
                > 1
                home: example | sheet: template > example/asked
                Template asked for: example
                  In the app, the composition decides which screen answers this.
                [1] Back
                > 1
                home: example | sheet: template
                Template
                  Template is ready for its first real screen.
                [1] Go elsewhere
                [2] Close
                > 2
                home: example
                Template example
                  Template runs alone here: stand-ins answer what it asks of other modules.
                [1] Open template
                > quit

                """)
    }
}
