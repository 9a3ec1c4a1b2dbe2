import Navigation
import NavigationFlows
import NavigationSend
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationLeaveConfirmationTests {
    static let discard = NavigationLeaveConfirmation(
        title: "Discard this order?", message: "Nothing is saved.")

    /// Home with a managed wizard sheet (editor > list) whose first screen asks before the layer leaves.
    private func wizard() throws -> (root: NavigationRoot, sheet: NavigationEntryID, step: NavigationEntryID)
    {
        let root = makeRoot()
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        #expect(root.handle(for: sheet).confirmLeaving(Self.discard, scope: .layer) == .applied)
        let step = try #require(root.push(HomeDestination.list))
        return (root, sheet, step)
    }

    /// The wizard in Home, and in front in Orders a managed sheet of order 7 that asks before
    /// it leaves.
    private func wizardsInHomeAndOrders() throws -> NavigationRoot {
        let (root, _, _) = try wizard()
        root.selectTab("orders")
        let sheet = try #require(root.present(OrdersDestination.detail(7), .managedSheet))
        root.handle(for: sheet).confirmLeaving(
            NavigationLeaveConfirmation(title: "Discard order 7?"), scope: .layer)
        return root
    }

    @Test func dismissingAGuardedLayerAsksAndChangesNothingButTheQuestion() throws {
        let (root, _, step) = try wizard()
        let entries = root.state.allEntries
        #expect(root.dismiss() == .held(.confirming(route: "editor", alert: "editor/leave")))
        #expect(root.state.allEntries == entries)
        let alert = try #require(root.frontAlert)
        #expect(alert.title == "Discard this order?")
        #expect(alert.message == "Nothing is saved.")
        #expect(alert.actions.map(\.label) == ["Leave", "Stay"])
        #expect(alert.entry == step)
        #expect(root.locationDescription == "home: home | sheet: editor > list | alert: editor/leave")
    }

    @Test func leavingCarriesOutTheChange() throws {
        let (root, _, _) = try wizard()
        root.dismiss()
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.locationDescription == "home: home")
    }

    /// A question held for `apply` is outdated by any other change.
    ///
    /// `apply` names a whole state, so Leave cannot plan it again over what changed since: it
    /// would take that change away unsaid. Found by a reader: a screen pushed in another tab
    /// while the question showed was gone after Leave.
    @Test func leavingAnApplyAfterTheStateChangedSaysTheQuestionIsOutdatedAndKeepsTheChange() throws {
        let (root, _, _) = try wizard()
        var closed = root.state
        closed.tabs[0].layers.removeLast()
        #expect(root.apply(closed) == .held(.confirming(route: "editor", alert: "editor/leave")))
        #expect(root.selectTab("orders") == .applied)
        try #require(root.push(OrdersDestination.detail(9)) != nil)
        #expect(root.selectTab("home") == .applied)
        #expect(root.chooseAlertAction(at: 0) == .refused(.alertOutdated("editor/leave")))
        #expect(root.state.tabs[1].layers[0].entries.map(\.routeID) == ["orders", "orders/9"])
        #expect(root.locationDescription == "home: home | sheet: editor > list")
        // Unchanged meanwhile, the same apply goes ahead.
        #expect(root.apply(closed) == .held(.confirming(route: "editor", alert: "editor/leave")))
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.locationDescription == "home: home")
    }

    /// What the rule compares is the state: a tab switched away and back leaves it as it was,
    /// and Stay on an outdated question is refused as Leave is, changing nothing more.
    @Test func aQuestionHeldForApplyStandsOverTheSameStateAndEitherAnswerOfAnOutdatedOneIsRefused() throws {
        let (root, _, _) = try wizard()
        var closed = root.state
        closed.tabs[0].layers.removeLast()
        #expect(root.apply(closed) == .held(.confirming(route: "editor", alert: "editor/leave")))
        #expect(root.selectTab("orders") == .applied)
        #expect(root.selectTab("home") == .applied)
        #expect(root.chooseAlertAction(at: 1) == .applied)
        #expect(root.locationDescription == "home: home | sheet: editor > list")
        #expect(root.apply(closed) == .held(.confirming(route: "editor", alert: "editor/leave")))
        #expect(root.selectTab("settings") == .applied)
        try #require(root.push(SettingsDestination.profile) != nil)
        #expect(root.selectTab("home") == .applied)
        let before = root.state.tabs[2]
        #expect(root.chooseAlertAction(at: 1) == .refused(.alertOutdated("editor/leave")))
        #expect(root.state.tabs[2] == before)
        #expect(root.locationDescription == "home: home | sheet: editor > list")
    }

    /// Questions on one layer are about what leaves together: one answer covers them.
    @Test func aChangeThatMeetsSeveralQuestionsOnOneLayerAsksOnlyTheFirst() throws {
        let (root, _, step) = try wizard()
        root.handle(for: step).confirmLeaving(
            NavigationLeaveConfirmation(title: "Lose this step?"), scope: .layer)
        #expect(root.dismiss() == .held(.confirming(route: "editor", alert: "editor/leave")))
        #expect(root.frontAlert?.title == "Discard this order?")
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.frontAlert == nil)
        #expect(root.locationDescription == "home: home")
    }

    /// Found by a stranger: closing a window with a wizard in Home and the one in sight in
    /// Orders asked about Home's (switching to it), never about the one in front.
    ///
    /// And by another: Leave then discarded Home's order too, which nobody was asked about.
    /// Each layer's question asks in turn, the one in front first.
    @Test func aChangeThatMeetsQuestionsInSeveralTabsAsksTheOneInFrontThenTheOthers() throws {
        let root = try wizardsInHomeAndOrders()
        #expect(root.dismissAll() == .held(.confirming(route: "orders/7", alert: "orders/7/leave")))
        #expect(root.locationDescription == "orders: orders | sheet: orders/7 | alert: orders/7/leave")
        // Leave answers Orders' question; Home's asks next, in Home.
        #expect(root.chooseAlertAction(at: 0) == .held(.confirming(route: "editor", alert: "editor/leave")))
        #expect(root.locationDescription == "home: home | sheet: editor > list | alert: editor/leave")
        #expect(root.state.routeIDs(inTab: "orders") == ["orders"])
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.state.allEntries.map(\.routeID) == ["home", "orders", "settings"])
        // Staying on the second keeps what it asks about; what the first answered is gone.
        let again = try wizardsInHomeAndOrders()
        #expect(again.dismissAll() == .held(.confirming(route: "orders/7", alert: "orders/7/leave")))
        #expect(again.chooseAlertAction(at: 0) == .held(.confirming(route: "editor", alert: "editor/leave")))
        #expect(again.chooseAlertAction(at: 1) == .applied)
        #expect(again.locationDescription == "home: home | sheet: editor > list")
        #expect(again.state.routeIDs(inTab: "orders") == ["orders"])
    }

    /// Two questions on one stack, each about its own screen, ask in turn, the oldest first.
    ///
    /// A reviewer found one Leave answered both.
    @Test func questionsAboutTwoScreensOfOneStackAskInTurn() throws {
        let root = makeRoot()
        let first = try #require(root.push(HomeDestination.list))
        let second = try #require(root.push(HomeDestination.detail))
        root.handle(for: first).confirmLeaving(NavigationLeaveConfirmation(title: "Lose the list?"))
        root.handle(for: second).confirmLeaving(NavigationLeaveConfirmation(title: "Lose the detail?"))
        #expect(root.popToRoot() == .held(.confirming(route: "list", alert: "list/leave")))
        #expect(root.chooseAlertAction(at: 0) == .held(.confirming(route: "detail", alert: "detail/leave")))
        #expect(root.frontAlert?.title == "Lose the detail?")
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.locationDescription == "home: home")
    }

    /// A change whose later question is out of sight is refused before any is asked.
    ///
    /// A reviewer found the question in a tab the gate holds refused the change only once the
    /// person had left the first.
    @Test func aChangeWhoseLaterQuestionIsOutOfSightIsRefusedBeforeAnyIsAsked() throws {
        let session = TestSession()
        session.isSignedIn = true
        let root = makeGatedRoot(session: session)
        root.selectTab("orders")
        let order = try #require(root.push(OrdersDestination.detail(1)))
        root.handle(for: order).confirmLeaving(Self.discard)
        root.selectTab("home")
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        root.handle(for: sheet).confirmLeaving(Self.discard, scope: .layer)
        // Signed out, and the app has not re-checked yet: the order waits out of sight.
        session.isSignedIn = false
        let before = root.state
        #expect(root.reset() == .refused(.unseenQuestion(route: "orders/1", requirement: .signedIn)))
        #expect(root.state == before)
        #expect(root.frontAlert == nil)
    }

    /// The same for an alert that is no question, showing where a later question would ask:
    /// it is answered first.
    @Test func aChangeWhoseLaterQuestionWouldAskOverAnotherAlertIsRefusedBeforeAnyIsAsked() throws {
        let (root, _, _) = try wizard()
        root.selectTab("orders")
        let order = try #require(root.push(OrdersDestination.detail(7)))
        root.handle(for: order).confirmLeaving(Self.discard)
        #expect(root.handle(for: order).showAlert(NavigationAlert(id: "sure", title: "Sure?")) == .applied)
        root.selectTab("home")
        #expect(root.reset() == .refused(.alertShowing("sure")))
        #expect(root.frontAlert == nil)
        #expect(root.locationDescription == "home: home | sheet: editor > list")
    }

    @Test func stayingKeepsEverythingAsItWas() throws {
        let (root, _, _) = try wizard()
        let before = root.state
        root.dismiss()
        #expect(root.chooseAlertAction(at: 1) == .applied)
        #expect(root.state == before)
        root.dismiss()
        #expect(root.dismissAlert() == .applied)
        #expect(root.state == before)
    }

    @Test func goingBackWithinTheLayerDoesNotAskButLeavingItsFirstScreenDoes() throws {
        let (root, _, _) = try wizard()
        #expect(root.back() == .applied)
        #expect(root.locationDescription == "home: home | sheet: editor")
        #expect(root.back() == .held(.confirming(route: "editor", alert: "editor/leave")))
    }

    /// A tab's stack never leaves, so a question for the layer of a screen pushed there was
    /// never asked (found by a stranger, with the wizard's steps edited onto a stack): it is
    /// asked when its screen leaves, as a screen's question is.
    @Test func aLayerQuestionOnATabsStackIsAskedWhenItsScreenLeaves() throws {
        let root = makeRoot()
        let editor = try #require(root.push(HomeDestination.editor))
        #expect(root.handle(for: editor).confirmLeaving(Self.discard, scope: .layer) == .applied)
        #expect(root.push(HomeDestination.list) != nil)
        #expect(root.back() == .applied)
        #expect(root.locationDescription == "home: home > editor")
        #expect(root.back() == .held(.confirming(route: "editor", alert: "editor/leave")))
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.locationDescription == "home: home")
    }

    /// Found by a reviewer: with each step of a flow pushed on a stack asking for its layer,
    /// going back one step asked; the steps in a row are one part, as a sheet is.
    @Test func goingBackOneStepOfAFlowPushedOnAStackDoesNotAsk() throws {
        let root = makeRoot()
        for step in [HomeDestination.editor, .list] {
            let pushed = try #require(root.push(step))
            #expect(root.handle(for: pushed).confirmLeaving(Self.discard, scope: .layer) == .applied)
        }
        #expect(root.back() == .applied)
        #expect(root.locationDescription == "home: home > editor")
        #expect(root.back() == .held(.confirming(route: "editor", alert: "editor/leave")))
    }

    /// Found by a reviewer: a change asked from below the part, in the same column, was let
    /// through as the part's own.
    @Test func aChangeAskedFromBelowAFlowPushedOnAStackAsks() throws {
        let root = makeRoot()
        let editor = try #require(root.push(HomeDestination.editor))
        #expect(root.handle(for: editor).confirmLeaving(Self.discard, scope: .layer) == .applied)
        #expect(root.push(HomeDestination.list) != nil)
        let home = root.state.tabs[0].stack.entries[0].id
        #expect(
            root.handle(for: home).popToRoot() == .held(.confirming(route: "editor", alert: "editor/leave")))
        #expect(root.state.tabs[0].stack.entries.count == 3)
    }

    @Test func aScreenScopedQuestionIsAskedWhenThatScreenIsPopped() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        root.handle(for: detail).confirmLeaving(NavigationLeaveConfirmation(title: "Discard edits?"))
        #expect(root.back() == .held(.confirming(route: "detail", alert: "detail/leave")))
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.locationDescription == "home: home")
    }

    @Test(arguments: ["dismissAll", "reset", "link", "checkpoint from home", "send"])
    func sweepsAndChangesFromElsewhereAskToo(_ path: String) throws {
        let (root, _, _) = try wizard()
        root.handle(for: root.state.tabs[0].stack.entries[0].id).establish(NavigationCheckpoint<Int>("home"))
        root.onReceive(String.self) { _, root in root.dismissAll().isApplied ? .auto : .cancel }
        let entries = root.state.allEntries
        let outcome: NavigationOutcome
        switch path {
        case "dismissAll": outcome = root.dismissAll()
        case "reset": outcome = root.reset()
        case "link": outcome = root.open(NavigationPlace(tab: "home", stack: [HomeDestination.home]))
        case "checkpoint from home":
            outcome = root.handle(for: root.state.tabs[0].stack.entries[0].id).returnToCheckpoint(
                NavigationCheckpoint<Int>("home"))
        default:
            _ = root.send("sweep")
            outcome =
                root.frontAlert == nil ? .applied : .held(.confirming(route: "editor", alert: "editor/leave"))
        }
        #expect(outcome == .held(.confirming(route: "editor", alert: "editor/leave")), "\(path)")
        #expect(root.state.allEntries == entries, "\(path)")
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.state.tabs[0].layers.count == 1, "\(path)")
    }

    @Test func theLayersOwnScreensLeaveWithoutBeingAsked() throws {
        let (root, sheet, step) = try wizard()
        root.handle(for: root.state.tabs[0].stack.entries[0].id).establish(NavigationCheckpoint<Int>("home"))
        #expect(root.handle(for: step).returnToCheckpoint(NavigationCheckpoint<Int>("home")) == .applied)
        #expect(root.locationDescription == "home: home")
        let again = try #require(root.present(HomeDestination.editor, .managedSheet))
        root.handle(for: again).confirmLeaving(Self.discard, scope: .layer)
        #expect(root.handle(for: again).dismiss() == .applied)
        #expect(!root.contains(sheet))
    }

    @Test func leavingPlansTheChangeAgainOverTheStateAsItIsThen() throws {
        let (root, _, _) = try wizard()
        #expect(
            root.open(NavigationPlace(tab: "home", stack: [HomeDestination.home, HomeDestination.list]))
                .isApplied == false)
        // Meanwhile the person pushes onto the orders tab.
        root.tabHandle("orders").push(OrdersDestination.detail(4))
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.locationDescription == "home: home > list")
        #expect(root.state.routeIDs(inTab: "orders") == ["orders", "orders/4"])
    }

    @Test func aChangeThatNoLongerAppliesWhenThePersonLeavesIsDroppedWithAnEvent() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        let detail = try #require(root.push(HomeDestination.detail))
        root.handle(for: detail).establish(NavigationCheckpoint<Int>("detail"))
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        root.handle(for: sheet).confirmLeaving(Self.discard, scope: .layer)
        let info = try #require(root.present(HomeDestination.banner, .cover))
        #expect(
            root.handle(for: info).returnToCheckpoint(NavigationCheckpoint<Int>("detail")).isApplied == false)
        // Before the person answers, the checkpoint's screen is popped from under the layers.
        #expect(root.tabHandle("home").pop(last: 1) == .applied)
        let before = root.state.allEntries
        // Leave answers with what became of the change: it cannot be made any more.
        #expect(root.chooseAlertAction(at: 0) == .refused(.detached(.entry(detail))))
        #expect(root.state.allEntries == before)
        #expect(
            recorder.events.contains {
                $0.kind == .leaveGuard
                    && $0.message.hasPrefix("the change that asked to leave editor was dropped")
            })
    }

    @Test func aLockRefusesBeforeAnyQuestionIsAsked() throws {
        let (root, _, step) = try wizard()
        root.handle(for: step).lockNavigation(reason: "paying")
        #expect(root.dismiss() == .refused(.locked(route: "list", reason: "paying")))
        #expect(root.frontAlert == nil)
    }

    @Test func aQuestionIsNotAskedOverAnotherAlert() throws {
        let (root, _, _) = try wizard()
        root.front.showAlert(NavigationAlert(id: "busy", title: "Busy"))
        let before = root.state
        #expect(root.dismiss() == .refused(.alertShowing("busy")))
        #expect(root.state == before)
    }

    @Test func removingTheQuestionLetsTheLayerGo() throws {
        let (root, sheet, _) = try wizard()
        #expect(root.handle(for: sheet).removeLeaveConfirmation() == .applied)
        #expect(root.dismiss() == .applied)
    }

    @Test func theSameQuestionInstalledAgainKeepsTheAnswerAlreadyGiven() throws {
        let (root, sheet, _) = try wizard()
        root.dismiss()
        // The screen shows again (a re-render) and installs the same question once more.
        #expect(root.handle(for: sheet).confirmLeaving(Self.discard, scope: .layer) == .applied)
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.frontAlert == nil)
        #expect(root.locationDescription == "home: home")
    }

    @Test func onlyOneQuestionIsOpenAtATime() throws {
        let (root, _, _) = try wizard()
        root.dismiss()
        root.selectTab("orders")
        // A link that would sweep the wizard away asks too: the earlier question closes, and
        // the new one shows where the wizard is, in Home.
        let place = NavigationPlace(tab: "home", stack: [HomeDestination.home])
        #expect(root.open(place) == .held(.confirming(route: "editor", alert: "editor/leave")))
        #expect(root.state.selectedTab == "home")
        #expect(root.state.tabs.flatMap(\.layers).compactMap(\.alert).map(\.id) == ["editor/leave"])
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.locationDescription == "home: home")
        #expect(root.state.routeIDs(inTab: "home") == ["home"])
        #expect(root.state.tabs.allSatisfy { $0.layers.allSatisfy { $0.alert == nil } })
    }

    /// Found by the model check: a layer's question asked about its second screen stayed open
    /// after that screen was replaced in place, asking about a screen no longer there.
    @Test func aQuestionWhoseScreenLeavesClosesUnanswered() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        try #require(root.present(HomeDestination.editor, .managedSheet) != nil)
        let list = try #require(root.push(HomeDestination.list))
        root.handle(for: list).confirmLeaving(Self.discard, scope: .layer)
        try #require(root.present(HomeDestination.player, .managedCover) != nil)
        #expect(root.reset() == .held(.confirming(route: "list", alert: "list/leave")))
        // The same tree with the list changed in place: its layer stays, so nothing asks.
        var changed = root.state
        changed.tabs[0].layers[1].entries[1] = NavigationEntry(id: list, destination: HomeDestination.detail)
        #expect(root.apply(changed) == .applied)
        #expect(root.frontAlert == nil)
        #expect(root.locationDescription == "home: home | sheet: editor > detail | cover: player")
        #expect(recorder.events.map(\.message).contains("list/leave closed: the screen it asked about left"))
    }

    /// Found by the model check (a random seed): a state that gave the id of a screen a
    /// question asks about to the same screen in a tab walked earlier moved the question's
    /// screen there, and the question stayed open in the tab it no longer asked about.
    @Test func aQuestionWhoseScreenARenumberedStateMovesToAnotherTabCloses() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        try #require(root.push(HomeDestination.list) != nil)
        #expect(root.selectTab("settings") == .applied)
        let guarded = try #require(root.push(HomeDestination.list))
        root.handle(for: guarded).confirmLeaving(Self.discard)
        try #require(root.present(HomeDestination.player, .managedCover) != nil)
        #expect(root.reset() == .held(.confirming(route: "list", alert: "list/leave")))
        #expect(root.locationDescription == "settings: settings > list | cover: player | alert: list/leave")
        var state = root.state
        state.tabs[0].layers[0].entries[1].id = guarded
        #expect(root.apply(state) == .applied)
        #expect(root.frontAlert == nil)
        #expect(root.locationDescription == "settings: settings > list | cover: player")
        #expect(recorder.events.map(\.message).contains("list/leave closed: the screen it asked about left"))
    }

    /// Found by a stranger: a link that pushed over the screen a question stood on took the
    /// question away, and the change it held, without a word in the log.
    @Test func aQuestionCoveredByAPushClosesUnansweredAndSaysSo() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        try #require(root.present(HomeDestination.editor, .managedSheet) != nil)
        let list = try #require(root.push(HomeDestination.list))
        root.handle(for: list).confirmLeaving(Self.discard, scope: .layer)
        #expect(root.dismiss() == .held(.confirming(route: "list", alert: "list/leave")))
        #expect(root.handle(for: list).push(HomeDestination.detail) == .applied)
        #expect(root.frontAlert == nil)
        #expect(root.locationDescription == "home: home | sheet: editor > list > detail")
        let said = recorder.events.map(\.message).filter { $0.hasPrefix("list/leave closed") }
        #expect(said == ["list/leave closed unanswered: the change it held is dropped"])
        // Asked again, the question is answered as any other.
        #expect(root.dismiss() == .held(.confirming(route: "list", alert: "list/leave")))
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(recorder.events.map(\.message).filter { $0.contains("closed unanswered") }.count == 1)
    }

    /// Found by a stranger: a sign-out that took the screen a question stood on away dropped
    /// the change it held without a word, where a link covering it says so.
    @Test func aQuestionWhoseScreenASignOutTakesAwayClosesUnansweredAndSaysSo() throws {
        let recorder = NavigationEventRecorder()
        let session = TestSession()
        session.isSignedIn = true
        let root = makeGatedRoot(session: session, recorder: recorder)
        root.selectTab("orders")
        let order = try #require(root.push(OrdersDestination.detail(1)))
        root.handle(for: order).confirmLeaving(Self.discard)
        #expect(root.back() == .held(.confirming(route: "orders/1", alert: "orders/1/leave")))
        session.isSignedIn = false
        #expect(root.recheck() == .applied)
        #expect(root.locationDescription == "orders: orders")
        let said = recorder.events.map(\.message).filter { $0.hasPrefix("orders/1/leave closed") }
        #expect(said == ["orders/1/leave closed unanswered: the change it held is dropped"])
    }
}
