import ConsoleUI
import HomeTestSupport
import Testing

/// `HomeExample`, the feature run alone, as a person sees it in the console.
@MainActor
@Suite struct HomeExampleTests {
    /// An outgoing order, the provided wizard and the account view are each answered by a
    /// stand-in with a way back; Next page is Home's own, and `back` returns from it.
    @Test func theExampleAnswersAnOutgoingOrderAProvidedWizardAndTheAccountViewThenPagesAndGoesBack() async {
        let transcript = ConsoleTranscript()
        let status = await FeatureExample.home().run(
            [String](), output: transcript.output,
            input: ConsoleInput(lines: ["1", "1", "5", "1", "8", "1", "10", "back", "quit"]))
        #expect(status == 0)
        #expect(transcript.standardError == "")
        #expect(
            transcript.standardOutput == """
                home: home
                Home
                Recent orders
                [1] Order 1003: 3 items, 29.70 (placed)
                [2] Order 1002: 1 item, 45.00 (shipped)
                [3] Order 1001: 3 items, 31.00 (placed)
                Featured
                [4] Featured: Green tea
                [5] Start a new order
                [6] Show order 1001 in the Orders tab
                  No number picked yet
                [7] Pick a number
                [8] Account settings
                [9] Loyalty programme
                [10] Next page
                > 1
                home: home > example/asked
                Home asked for: orderDetails(id: 1003)
                  In the app, the composition decides which screen answers this.
                [1] Back
                > 1
                home: home
                Home
                Recent orders
                [1] Order 1003: 3 items, 29.70 (placed)
                [2] Order 1002: 1 item, 45.00 (shipped)
                [3] Order 1001: 3 items, 31.00 (placed)
                Featured
                [4] Featured: Green tea
                [5] Start a new order
                [6] Show order 1001 in the Orders tab
                  No number picked yet
                [7] Pick a number
                [8] Account settings
                [9] Loyalty programme
                [10] Next page
                > 5
                home: home | sheet: shared/new-order
                Asked for a provided screen: newOrder
                  In the app, the composition decides which screen answers this.
                [1] Back
                > 1
                home: home
                Home
                Recent orders
                [1] Order 1003: 3 items, 29.70 (placed)
                [2] Order 1002: 1 item, 45.00 (shipped)
                [3] Order 1001: 3 items, 31.00 (placed)
                Featured
                [4] Featured: Green tea
                [5] Start a new order
                [6] Show order 1001 in the Orders tab
                  No number picked yet
                [7] Pick a number
                [8] Account settings
                [9] Loyalty programme
                [10] Next page
                > 8
                home: home > example/asked
                Home asked for the view: accountSummary
                  In the app, the composition decides which screen answers this.
                [1] Back
                > 1
                home: home
                Home
                Recent orders
                [1] Order 1003: 3 items, 29.70 (placed)
                [2] Order 1002: 1 item, 45.00 (shipped)
                [3] Order 1001: 3 items, 31.00 (placed)
                Featured
                [4] Featured: Green tea
                [5] Start a new order
                [6] Show order 1001 in the Orders tab
                  No number picked yet
                [7] Pick a number
                [8] Account settings
                [9] Loyalty programme
                [10] Next page
                > 10
                home: home > home/page/2
                Page 2
                  Page 2 of Home, pushed onto the Home stack; back returns to the one before.
                [1] Next page
                > back
                home: home
                Home
                Recent orders
                [1] Order 1003: 3 items, 29.70 (placed)
                [2] Order 1002: 1 item, 45.00 (shipped)
                [3] Order 1001: 3 items, 31.00 (placed)
                Featured
                [4] Featured: Green tea
                [5] Start a new order
                [6] Show order 1001 in the Orders tab
                  No number picked yet
                [7] Pick a number
                [8] Account settings
                [9] Loyalty programme
                [10] Next page
                > quit

                """)
    }

    /// What the app leaves out on purpose is left out alone too, and a send has no receiver.
    @Test func theLoyaltyProgrammeShowsThePlaceholderAndASendSaysItFoundNoReceiver() async {
        let transcript = ConsoleTranscript()
        let status = await FeatureExample.home().run(
            [String](), output: transcript.output,
            input: ConsoleInput(lines: ["9", "where", "back", "6", "quit"]))
        #expect(status == 0)
        #expect(transcript.outputLines.contains("home: home > shared/loyalty"))
        #expect(transcript.outputLines.contains("  No provider is registered for 'shared/loyalty'."))
        #expect(transcript.errorLines == ["error: no receiver for RootTab; chain ended"])
    }
}
