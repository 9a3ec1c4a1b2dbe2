import ConsoleUI
import SettingsTestSupport
import Testing

/// `SettingsExample`, the feature run alone, as a person sees it in the console.
@MainActor
@Suite struct SettingsExampleTests {
    /// Order history is answered by a stand-in with a way back; the sign-in sheet signs Ada in
    /// through the fake session, and the profile then shows her until `back`.
    @Test func theExampleAnswersOrderHistorySignsInThroughTheFakeSessionAndShowsTheProfile() async {
        let transcript = ConsoleTranscript()
        let status = await FeatureExample.settings().run(
            [String](), output: transcript.output,
            input: ConsoleInput(lines: ["3", "1", "6", "1", "1", "back", "quit"]))
        #expect(status == 0)
        #expect(transcript.standardError == "")
        #expect(
            transcript.standardOutput == """
                settings: settings
                Settings
                  Not signed in.
                Account
                [1] Profile
                [2] Shipping address
                [3] Order history
                Help
                [4] Support
                [5] About
                [6] Sign in
                > 3
                settings: settings > example/asked
                Settings asked for: orderHistory
                  In the app, the composition decides which screen answers this.
                [1] Back
                > 1
                settings: settings
                Settings
                  Not signed in.
                Account
                [1] Profile
                [2] Shipping address
                [3] Order history
                Help
                [4] Support
                [5] About
                [6] Sign in
                > 6
                settings: settings | sheet: settings/signin
                Sign in
                  Sign in to open your orders and see your shipping address.
                [1] Sign in as Ada Lovelace
                [2] Cancel
                > 1
                settings: settings
                Settings
                  Signed in as Ada Lovelace.
                Account
                [1] Profile
                [2] Shipping address
                [3] Order history
                Help
                [4] Support
                [5] About
                [6] Sign out
                > 1
                settings: settings > settings/profile
                Profile
                  Ada Lovelace
                [1] Sign out
                > back
                settings: settings
                Settings
                  Signed in as Ada Lovelace.
                Account
                [1] Profile
                [2] Shipping address
                [3] Order history
                Help
                [4] Support
                [5] About
                [6] Sign out
                > quit

                """)
    }
}
