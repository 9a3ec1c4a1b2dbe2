import AppComposition
import AppCompositionTestSupport
import Navigation
import Testing

/// Links from outside: whole states, the sign-in gate and its pending request.
@MainActor
@Suite struct DeepLinkJourneyTests {
    @Test func everyDeepLinkableDestinationsRouteIDLeadsBackToIt() throws {
        let app = try SwitchyardApp()
        let samples = app.features.flatMap(\.linkSamples)
        #expect(!samples.isEmpty)
        let router = app.router
        for destination in samples {
            let place = try router.route("switchyard://" + destination.routeID)
            #expect(place.destination == destination, "\(destination.routeID)")
            let universal = try router.route("https://switchyard.example/" + destination.routeID)
            #expect(universal == place)
        }
    }

    @Test func anUnprotectedLinkRebuildsTheWholeState() async throws {
        let harness = try await Harness()
        await harness.tap("Next page")
        #expect(await harness.run("open switchyard://settings/about") == .completed)
        #expect(harness.location == "settings: settings | cover: settings/about")
        #expect(
            harness.app.root.state.tab(named: "home")?.stack.entries.map(\.routeID) == [
                "home", "home/page/2",
            ])
    }

    @Test func aProtectedLinkWhileSignedOutAsksForSignInThenResumes() async throws {
        let harness = try await Harness()
        await harness.run("open switchyard://orders/1001")
        #expect(harness.location == "home: home | sheet: settings/signin | pending: orders/1001")
        #expect(harness.app.root.pending?.request.routeID == "orders/1001")
        await harness.tap("Sign in as")
        #expect(harness.location == "orders: orders ‖ orders/1001")
    }

    @Test func cancellingSignInDropsThePendingLink() async throws {
        let harness = try await Harness()
        await harness.run("open switchyard://orders/1001")
        await harness.tap("Cancel")
        #expect(harness.location == "home: home")
        #expect(harness.app.root.pending == nil)
        await harness.run("tab settings")
        await harness.tap("Sign in")
        await harness.tap("Sign in as")
        #expect(harness.location == "settings: settings")
    }

    @Test func aNewerProtectedLinkReplacesThePendingOne() async throws {
        let harness = try await Harness()
        await harness.run("open switchyard://orders/1001")
        await harness.run("open https://switchyard.example/orders/1002")
        await harness.tap("Sign in as")
        #expect(harness.location == "orders: orders ‖ orders/1002")
    }

    @Test func malformedAndUnknownLinksAreOneLineErrorsAndChangeNothing() async throws {
        let harness = try await Harness()
        let before = harness.app.root.state
        for link in [
            "switchyard://nowhere", "ftp://orders/1", "switchyard://orders/abc",
            "https://evil.example/orders",
        ] {
            #expect(await harness.run("open \(link)") == .failed)
        }
        #expect(harness.app.root.state == before)
        let errors = harness.transcript.errorLines
        #expect(errors.count == 4)
        #expect(errors[0] == "error: no screen at 'nowhere'")
        #expect(errors[2].contains("'id'"))
    }

    @Test func dismissingTheSignInSheetWithoutSigningInDropsThePendingLink() async throws {
        let harness = try await Harness()
        await harness.run("open switchyard://orders/1001")
        #expect(harness.app.root.pending != nil)
        await harness.run("dismiss")
        #expect(harness.app.root.pending == nil)
        await harness.run("tab settings")
        await harness.tap("Sign in")
        await harness.tap("Sign in as")
        #expect(harness.location == "settings: settings")
    }

    /// From a stranger's run: a pushing link opened over a plain sheet in Settings (which
    /// cannot take a push, so the link replaces its tab) would sweep the new-order wizard away
    /// in Orders; its question brings Orders forward, and Leave carries the link out from
    /// where it was opened, not onto the wizard's stack.
    @Test func leavingTheWizardForAPushLinkOpensItWhereItWasAsked() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.run("tab orders")
        await harness.tap("New order")
        await harness.run("open switchyard://settings/picker")
        await harness.run("open switchyard://orders/products/tea")
        #expect(harness.host.root.frontAlert?.title == "Discard this order?")
        await harness.tap("Leave")
        #expect(harness.location == "orders: orders ‖ orders/products/tea")
    }

    /// The about screen is a managed cover, so a pushing link opened over it pushes inside it,
    /// as it would onto any stack the person is on.
    @Test func aPushingLinkOverTheManagedAboutCoverPushesInsideIt() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.run("open switchyard://settings/about")
        await harness.run("open switchyard://orders/products/tea")
        #expect(harness.location == "settings: settings | cover: settings/about > orders/products/tea")
        await harness.run("back")
        #expect(harness.location == "settings: settings | cover: settings/about")
    }
}

extension DeepLinkJourneyTests {
    /// Found by a stranger: Home's "Show order 1001 in the Orders tab", tapped over the wizard
    /// in Orders, asked "Discard this order?" without saying what Leave would do.
    @Test func aQuestionATapRaisedSaysTheTapByItsLabel() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.run("tab orders")
        await harness.tap("New order")
        await harness.run("tab home")
        await harness.tap("Show order 1001 in the Orders tab")
        #expect(harness.host.root.frontAlert?.title == "Discard this order?")
        let hint = "  Leave carries out 'tap 6 (Show order 1001 in the Orders tab)'"
        #expect(
            harness.host.lastRenderedText?.contains(hint) == true, "\(harness.host.lastRenderedText ?? "")")
    }

    /// Saves a signed-in session's wizard in Orders at `path`.
    private func aWizardIsSaved(at path: String) async throws {
        let first = try await Harness(statePath: path, arguments: [], signedIn: true)
        await first.run("tab orders")
        await first.tap("New order")
        await first.host.finish()
    }

    /// A session signed out over a restored wizard, which a link waits behind for the sign-in.
    private func aLinkWaitsOverARestoredWizard(
        at path: String = temporaryDirectory() + "/state.json"
    ) async throws -> Harness {
        try await aWizardIsSaved(at: path)
        let second = try await Harness(statePath: path, arguments: [])
        // The sign-in the restored wizard waits behind is cancelled; the wizard stays in Orders.
        await second.tap("Cancel")
        await second.run("open switchyard://orders/1001")
        #expect(second.location.hasSuffix("| pending: orders/1001"), "\(second.location)")
        return second
    }

    /// Signs in from a new window's Settings, then brings window 1 forward again.
    private func signInInAnotherWindow(_ harness: Harness) async {
        await harness.run("window new")
        await harness.run("tab settings")
        await harness.tap("Sign in")
        await harness.tap("Sign in as")
        await harness.run("window 1")
    }

    /// Expects the wizard's question in front, saying that Leave carries out `command`, or
    /// saying no command when `nil`.
    private func expectTheWizardsQuestion(
        in harness: Harness, carryingOut command: String?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(harness.host.root.frontAlert?.title == "Discard this order?", sourceLocation: sourceLocation)
        let text = harness.host.lastRenderedText ?? ""
        if let command {
            #expect(
                text.contains("  Leave carries out '\(command)'"), "\(text)", sourceLocation: sourceLocation)
        } else {
            #expect(!text.contains("carries out"), "\(text)", sourceLocation: sourceLocation)
        }
    }

    /// Found by a stranger: the question a waiting link raised once the person signed in said
    /// `Leave carries out 'tap 1 (Sign in as Ada Lovelace)'`, a sign-in already made; Leave
    /// opens the link.
    @Test func aQuestionARequestRaisedOnceItWentOnSaysTheRequestsCommand() async throws {
        let harness = try await aLinkWaitsOverARestoredWizard()
        await harness.tap("Sign in as")
        expectTheWizardsQuestion(in: harness, carryingOut: "open switchyard://orders/1001")
        await harness.tap("Leave")
        #expect(harness.location == "orders: orders ‖ orders/1001")
    }

    /// Found by a stranger: signed in from another window, the question the link raised when
    /// its window came forward named no command at all.
    @Test func aQuestionARequestRaisedInAWindowBroughtForwardSaysTheRequestsCommand() async throws {
        let harness = try await aLinkWaitsOverARestoredWizard()
        await signInInAnotherWindow(harness)
        expectTheWizardsQuestion(in: harness, carryingOut: "open switchyard://orders/1001")
    }

    /// Home's send waits at its first step (the switch to Orders) for the sign-in; signed in,
    /// here or in another window, the rest of the send asks, and the question names the tap.
    ///
    /// Found by a stranger: it named the sign-in here, and nothing from another window.
    @Test(arguments: [false, true])
    func aQuestionTheRestOfAWaitingSendRaisedNamesTheTapThatSentIt(signingInElsewhere: Bool) async throws {
        let path = temporaryDirectory() + "/state.json"
        try await aWizardIsSaved(at: path)
        let harness = try await Harness(statePath: path, arguments: [])
        await harness.tap("Cancel")
        await harness.tap("Show order 1001 in the Orders tab")
        #expect(harness.location.hasSuffix("| pending: orders"), "\(harness.location)")
        if signingInElsewhere {
            await signInInAnotherWindow(harness)
        } else {
            await harness.tap("Sign in as")
        }
        expectTheWizardsQuestion(in: harness, carryingOut: "tap 6 (Show order 1001 in the Orders tab)")
    }

    /// A send started with `&` names the action that sent it, as it is named when it ends
    /// (a stranger found it named the sign-in).
    @Test func aQuestionASendStartedWithAnAmpersandRaisedNamesTheAction() async throws {
        let path = temporaryDirectory() + "/state.json"
        try await aWizardIsSaved(at: path)
        let harness = try await Harness(statePath: path, arguments: [])
        await harness.tap("Cancel")
        await harness.run("6 &")
        await harness.run("wait")
        #expect(harness.location.hasSuffix("| pending: orders"), "\(harness.location)")
        await harness.tap("Sign in as")
        expectTheWizardsQuestion(in: harness, carryingOut: "tap 6 & (Show order 1001 in the Orders tab)")
    }

    /// Found by a stranger: `6 &` over the wizard asked at once and named nothing, where `6`
    /// names its tap.
    @Test func aQuestionAnActionStartedWithAnAmpersandRaisesAtOnceNamesTheAction() async throws {
        let harness = try await Harness(signedIn: true)
        await harness.run("tab orders")
        await harness.tap("New order")
        await harness.run("tab home")
        await harness.run("6 &")
        expectTheWizardsQuestion(in: harness, carryingOut: "tap 6 & (Show order 1001 in the Orders tab)")
    }

    /// Found by a stranger: `tab orders` made the send's waiting tab switch again, and the
    /// question the rest of the send raised named `tab orders`; Leave opens order 1001, the
    /// send's next step.
    @Test func aQuestionTheRestOfASendRaisedNamesTheSendAfterItsStepWasMadeAgain() async throws {
        let path = temporaryDirectory() + "/state.json"
        try await aWizardIsSaved(at: path)
        let harness = try await Harness(statePath: path, arguments: [])
        await harness.tap("Cancel")
        await harness.tap("Show order 1001 in the Orders tab")
        await harness.run("tab orders")
        #expect(harness.location.hasSuffix("| pending: orders"), "\(harness.location)")
        await harness.tap("Sign in as")
        expectTheWizardsQuestion(in: harness, carryingOut: "tap 6 (Show order 1001 in the Orders tab)")
        await harness.tap("Leave")
        #expect(harness.location == "orders: orders ‖ orders/1001")
    }

    /// `--open`'s link is the session's first command: a question its request raises names it.
    @Test func aQuestionALinkGivenAtStartRaisedNamesTheLink() async throws {
        let path = temporaryDirectory() + "/state.json"
        try await aWizardIsSaved(at: path)
        let link = "switchyard://orders/1001"
        let harness = try await Harness(statePath: path, arguments: [], opening: link)
        #expect(harness.location.hasSuffix("| pending: orders/1001"), "\(harness.location)")
        await harness.tap("Sign in as")
        expectTheWizardsQuestion(in: harness, carryingOut: "open \(link)")
    }

    /// The same link opened again over a restored one makes the request this session's: its
    /// question names the link (a stranger found it named none, as for the restored one).
    @Test func aQuestionARequestMadeAgainRaisedNamesTheCommandThatMadeItAgain() async throws {
        let path = temporaryDirectory() + "/state.json"
        let first = try await aLinkWaitsOverARestoredWizard(at: path)
        await first.host.finish()
        let second = try await Harness(statePath: path, arguments: [])
        await second.run("open switchyard://orders/1001?again=1")
        await second.run("open switchyard://orders/1001")
        #expect(second.location.hasSuffix("| pending: orders/1001"), "\(second.location)")
        await second.tap("Sign in as")
        expectTheWizardsQuestion(in: second, carryingOut: "open switchyard://orders/1001")
    }

    /// A request the file held came from no command of this session: its question names none.
    @Test func aQuestionARestoredRequestRaisedNamesNoCommand() async throws {
        let path = temporaryDirectory() + "/state.json"
        let first = try await aLinkWaitsOverARestoredWizard(at: path)
        await first.host.finish()
        let second = try await Harness(statePath: path, arguments: [])
        #expect(second.location.hasSuffix("| pending: orders/1001"), "\(second.location)")
        await second.tap("Sign in as")
        expectTheWizardsQuestion(in: second, carryingOut: nil)
    }
}
