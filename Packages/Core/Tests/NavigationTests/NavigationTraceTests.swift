import Navigation
import NavigationFlows
import NavigationSend
import NavigationTesting
import Testing

/// Each cross-module mechanism emits exactly one traced event, naming both sides and its cause.
@MainActor
@Suite struct NavigationTraceTests {
    private func traces(_ recorder: NavigationEventRecorder) -> [NavigationTrace] {
        recorder.events.compactMap(\.trace)
    }

    @Test func aRedirectNamesTheOutgoingValueTheAnswerTheMethodAndTheScreenThatAsked() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        root.front.navigate(to: HomeOutgoing.profile)
        let trace = try #require(traces(recorder).first)
        #expect(traces(recorder).count == 1)
        #expect(trace.mechanism == .redirect)
        #expect(trace.askingModule == "NavigationTests")
        #expect(trace.asked == "HomeOutgoing.profile")
        #expect(trace.answer == "SettingsDestination.profile")
        #expect(trace.outcome == "push on home")
        #expect(trace.cause == .screen("home"))
        #expect(
            trace.description
                == "redirect  NavigationTests  HomeOutgoing.profile  ->  NavigationTests  SettingsDestination.profile  (push on home)"
        )
    }

    @Test func aRedirectTheGateHoldsSaysSoAndIsReadBeforeTheGatesLine() throws {
        let recorder = NavigationEventRecorder()
        let root = makeGatedRoot(session: TestSession(), recorder: recorder)
        let before = recorder.events.count
        let outcome = root.front.navigate(to: HomeOutgoing.orderDetails(3))
        #expect(outcome == .held(.pendingAccess(route: "orders/3", requirement: .signedIn)))
        #expect(traces(recorder).map(\.mechanism) == [.redirect, .gate])
        #expect(traces(recorder).first?.outcome == "push on home held: orders/3 waits for signed-in")
        // Said where it was asked: before the sign-in sheet it led to.
        #expect(recorder.events.dropFirst(before).first?.trace?.mechanism == .redirect)
    }

    @Test func aRedirectALockRefusesSaysItWasRefused() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        let home = try #require(root.frontHandle)
        root.present(HomeDestination.editor, .managedSheet)
        _ = root.front.lockNavigation(reason: "paying")
        let outcome = home.present(HomeOutgoing.profile, style: .sheet)
        #expect(outcome.refusal != nil)
        let redirect = try #require(traces(recorder).first { $0.mechanism == .redirect })
        #expect(redirect.outcome == "sheet over home refused: \(outcome)")
        #expect(root.locationDescription == "home: home | sheet: editor")
    }

    /// A handle's focus travels as a link to its place; the guard's line still calls it a focus,
    /// so a send step's refusal does not read as a link the person opened (a stranger's find).
    @Test func aLockNamesTheChangeItRefusedAFocusALinkOrAnApply() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        let home = try #require(root.frontHandle)
        root.present(HomeDestination.editor, .managedSheet)
        _ = root.front.lockNavigation(reason: "paying")
        #expect(home.focus(on: HomeDestination.detail).refusal != nil)
        #expect(
            root.open(NavigationPlace(tab: "home", stack: [HomeDestination.home, HomeDestination.list]))
                .refusal != nil)
        // A state applied (a SwiftUI path set) is an apply, not a restore (a reader's find).
        var closed = root.state
        closed.tabs[0].layers.removeLast()
        #expect(root.apply(closed).refusal != nil)
        let said = traces(recorder).filter { $0.mechanism == .leaveGuard }.map(\.outcome)
        #expect(said == ["paying: focus refused", "paying: link refused", "paying: apply refused"])
    }

    @Test func aValueWithoutARedirectIsTracedAsNotFoundAtWarningLevel() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        root.front.present(HomeOutgoing.unmapped, style: .sheet)
        let event = try #require(recorder.events.first { $0.trace != nil })
        #expect(event.level == .warning)
        #expect(event.trace?.mechanism == .notFound)
        #expect(event.trace?.asked == "HomeOutgoing.unmapped")
        #expect(event.trace?.answer == nil)
        #expect(traces(recorder).count == 1)
    }

    @Test func aShownProvidedDestinationNamesWhatItsProviderAnswered() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        root.provide(SharedThing.self) { thing in
            if case .order(let id) = thing { return OrdersDestination.detail(id) }
            return nil
        }
        root.front.push(SharedThing.order(7))
        root.front.push(SharedThing.missing)
        let found = traces(recorder)
        #expect(found.map(\.mechanism) == [.provided, .missingProvider])
        #expect(found.first?.asked == "SharedThing.order(7)")
        #expect(found.first?.answer == "OrdersDestination.detail(7)")
        #expect(found.last?.outcome == "no provider; placeholder shown")
    }

    /// How many times a provider was asked.
    private final class Asked {
        var count = 0
    }

    /// A signed-out root that reads info events (so both the gate and the trace look at what a
    /// change shows), whose provider counts the times it is asked.
    private func rootCountingProviderAnswers(_ recorder: NavigationEventRecorder, _ asked: Asked)
        -> NavigationRoot
    {
        let root = makeGatedRoot(session: TestSession(), recorder: recorder)
        root.provide(SharedThing.self) { thing in
            asked.count += 1
            switch thing {
            case .order(let id): return OrdersDestination.detail(id)
            case .product: return HomeDestination.detail
            case .missing: return nil
            }
        }
        return root
    }

    @Test func aProviderIsAskedOncePerChangeForTheGateAndTheTraceTogether() throws {
        let (recorder, asked) = (NavigationEventRecorder(), Asked())
        let root = rootCountingProviderAnswers(recorder, asked)
        #expect(root.front.push(SharedThing.product("tea")) == .applied)
        #expect(asked.count == 1)
        #expect(traces(recorder).last?.answer == "HomeDestination.detail")
        // Held by the gate for what its provider answered: asked once more, for this change.
        #expect(root.front.push(SharedThing.order(3)).refusal == nil)
        #expect(root.pending?.request.routeID == "shared/orders/3")
        #expect(asked.count == 2)
    }

    @Test func aLinkAsksEachProviderOnceForTheGateAndTheTraceTogether() throws {
        let (recorder, asked) = (NavigationEventRecorder(), Asked())
        let root = rootCountingProviderAnswers(recorder, asked)
        let place = NavigationPlace(tab: "home", stack: [HomeDestination.home, SharedThing.product("tea")])
        #expect(root.open(place) == .applied)
        #expect(asked.count == 1)
        #expect(traces(recorder).last?.answer == "HomeDestination.detail")
    }

    @Test func aProvidedDestinationInALinkIsTracedWithTheLinkAsItsCause() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        root.provide(SharedThing.self) { thing in
            if case .order(let id) = thing { return OrdersDestination.detail(id) }
            return nil
        }
        #expect(
            root.open(NavigationPlace(tab: "home", stack: [HomeDestination.home, SharedThing.order(7)]))
                .isApplied)
        let trace = try #require(traces(recorder).first)
        #expect(traces(recorder).count == 1)
        #expect(trace.mechanism == .provided)
        #expect(trace.answer == "OrdersDestination.detail(7)")
        #expect(trace.outcome == "in a link to home")
        #expect(trace.cause == .link)
    }

    @Test func aViewProviderNamesTheViewAskedForAndTheScreenThatAnswered() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        let provider = NavigationViewProvider<String> { _ in SettingsDestination.profile }
        #expect(root.front.navigate(to: "account", through: provider).isApplied)
        #expect(root.locationDescription == "home: home > settings/profile")
        let trace = try #require(traces(recorder).first)
        #expect(traces(recorder).count == 1)
        #expect(trace.mechanism == .viewProvider)
        #expect(trace.askingModule == "Swift")
        #expect(trace.asked == "String.account")
        #expect(trace.answer == "SettingsDestination.profile")
        #expect(trace.outcome == "push on home")
    }

    /// Found by a reader: the line said what was about to happen (`push on home`) for a push
    /// the gate then held, where a redirect's says what the guards decided.
    @Test func aViewProviderSaysWhatTheGuardsDecided() throws {
        let recorder = NavigationEventRecorder()
        let root = makeGatedRoot(session: TestSession(), recorder: recorder)
        let provider = NavigationViewProvider<String> { _ in OrdersDestination.detail(3) }
        #expect(
            root.front.navigate(to: "order", through: provider)
                == .held(.pendingAccess(route: "orders/3", requirement: .signedIn)))
        #expect(traces(recorder).map(\.mechanism) == [.viewProvider, .gate])
        #expect(traces(recorder).first?.outcome == "push on home held: orders/3 waits for signed-in")
    }

    @Test func theGateTracesAHeldRequestItsResumeAndItsDrop() throws {
        let recorder = NavigationEventRecorder()
        let session = TestSession()
        let root = makeGatedRoot(session: session, recorder: recorder)
        root.front.push(OrdersDestination.detail(1))
        session.isSignedIn = true
        root.front.dismiss()
        #expect(root.locationDescription == "home: home > orders/1")
        root.popToRoot(inTab: "home")
        session.isSignedIn = false
        root.front.push(OrdersDestination.detail(2))
        #expect(root.locationDescription == "home: home | sheet: settings/signin | pending: orders/2")
        root.front.dismiss()
        let gate = traces(recorder).filter { $0.mechanism == .gate }
        #expect(gate.count == 4)
        #expect(gate[0].outcome?.hasPrefix("needs signed-in: push orders/1 pending") == true)
        #expect(gate[0].cause == .screen("home"))
        #expect(gate[1].outcome == "signed-in met: resuming push orders/1")
        #expect(gate[1].cause == .gate)
        #expect(gate[3].outcome == "dropped: signed-in not met when its screen closed")
        // The sign-in sheet closed itself: the cause is that screen, named before it left.
        #expect(gate[3].cause == .screen("settings/signin"))
    }

    @Test func aSignOutThatClosesAScreenIsTracedAsTheGatesWithTheReCheckAsItsCause() throws {
        // Found by a stranger: a sign-out took the order away with no trace line, so the
        // cause `a re-check` the console's docs name was never seen.
        let recorder = NavigationEventRecorder()
        let session = TestSession()
        session.isSignedIn = true
        let root = makeGatedRoot(session: session, recorder: recorder)
        root.tabHandle("orders").push(OrdersDestination.detail(1))
        root.tabHandle("orders").push(OrdersDestination.list)
        session.isSignedIn = false
        #expect(root.recheck() == .applied)
        let gate = traces(recorder).filter { $0.mechanism == .gate }
        // One line for the screen that fails; what is above it goes with it.
        #expect(gate.count == 1)
        let trace = try #require(gate.first)
        #expect(trace.asked == "orders/1")
        #expect(trace.outcome == "leaves: signed-in no longer holds")
        #expect(trace.cause == .recheck)
    }

    @Test func aNewerHeldLinkTracesTheRequestItReplacedOnce() throws {
        let recorder = NavigationEventRecorder()
        let session = TestSession()
        let root = makeGatedRoot(session: session, recorder: recorder)
        root.tabHandle("home").push(OrdersDestination.detail(1))
        root.open(
            NavigationPlace(tab: "orders", stack: [OrdersDestination.list, OrdersDestination.detail(2)]))
        let dropped = traces(recorder).filter { $0.outcome?.hasPrefix("dropped") == true }
        #expect(dropped.count == 1)
        #expect(dropped.first?.asked == "orders/1")
        #expect(dropped.first?.outcome == "dropped: replaced by link orders/2")
        #expect(dropped.first?.cause == .link)
    }

    /// Asked twice from the same tab, a request is the same one waiting (a send's step made
    /// again by the person: `NavigationSendHeldStepTests`).
    @Test func theSameRequestMadeAgainWhileItWaitsTracesNoDrop() throws {
        let recorder = NavigationEventRecorder()
        let session = TestSession()
        let root = makeGatedRoot(session: session, recorder: recorder)
        root.tabHandle("home").push(OrdersDestination.detail(1))
        let waiting = try #require(root.pending)
        #expect(
            root.tabHandle("home").push(OrdersDestination.detail(1))
                == .held(.pendingAccess(route: "orders/1", requirement: .signedIn)))
        #expect(traces(recorder).allSatisfy { $0.outcome?.hasPrefix("dropped") != true })
        #expect(root.pending == waiting)
        session.isSignedIn = true
        root.front.dismiss()
        #expect(root.locationDescription == "home: home > orders/1")
    }

    @Test func aLinkElsewhereDropsThePendingRequestOnceAndClosesItsSignInSheet() throws {
        let recorder = NavigationEventRecorder()
        let session = TestSession()
        let root = makeGatedRoot(session: session, recorder: recorder)
        root.tabHandle("home").push(OrdersDestination.detail(1))
        #expect(
            root.open(
                NavigationPlace(
                    tab: "settings", stack: [SettingsDestination.main, SettingsDestination.profile])
            ).isApplied)
        let dropped = traces(recorder).filter { $0.outcome?.hasPrefix("dropped") == true }
        #expect(dropped.count == 1)
        #expect(dropped.first?.outcome == "dropped: replaced by link settings/profile")
        #expect(dropped.first?.cause == .link)
        #expect(root.pending == nil)
        #expect(root.state.tab(named: "home")?.layers.count == 1)
    }

    @Test func aRestoredStateThatWasWaitingSaysSoOnce() throws {
        let session = TestSession()
        let first = makeGatedRoot(session: session)
        first.front.push(OrdersDestination.detail(1))
        let saved = first.state
        #expect(saved.pending != nil)
        let recorder = NavigationEventRecorder()
        let next = makeGatedRoot(session: session, recorder: recorder)
        #expect(next.restore(saved).isApplied)
        let gate = traces(recorder).filter { $0.mechanism == .gate }
        #expect(gate.count == 1)
        #expect(gate.first?.outcome == "restored: push orders/1 still waits for signed-in")
        #expect(gate.first?.cause == .restore)
    }

    @Test func answeringALeaveConfirmationIsTracedAsTheGuardsAnswer() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        root.present(HomeDestination.editor, .managedSheet)
        root.front.confirmLeaving(NavigationLeaveConfirmation(title: "Discard?"), scope: .screen)
        let asked = root.dismiss()
        #expect(asked.refusal == nil && !asked.isApplied)
        #expect(root.chooseAlertAction(at: 0).isApplied)
        let guarded = traces(recorder).filter { $0.mechanism == .leaveGuard }
        #expect(guarded.count == 2)
        #expect(guarded.first?.answer == "leave confirmation")
        #expect(guarded.last?.cause == .guardAnswer)
        #expect(guarded.last?.outcome == "left: dismiss planned again")
    }

    /// Leave is said before what comes of it.
    ///
    /// Found by a stranger: said after, a console that forgets a window as it closes never
    /// heard the Leave that closed it, and one a question asked in turn held was said as
    /// carried out.
    @Test func leavingIsSaidBeforeWhatComesOfIt() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        root.handle(for: sheet).confirmLeaving(NavigationLeaveConfirmation(title: "Discard?"), scope: .layer)
        root.dismiss()
        #expect(root.chooseAlertAction(at: 0) == .applied)
        let messages = recorder.events.map(\.message)
        let answer = try #require(messages.firstIndex { $0.contains("left: dismiss planned again") })
        let dismissed = try #require(messages.firstIndex { $0.hasPrefix("dismiss editor") })
        #expect(answer < dismissed)
    }

    @Test func aLockTracesTheChangeItRefused() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        root.present(HomeDestination.editor, .managedSheet)
        _ = root.front.lockNavigation(reason: "paying")
        #expect(root.dismiss().refusal != nil)
        let trace = try #require(traces(recorder).first { $0.mechanism == .leaveGuard })
        #expect(trace.asked == "editor")
        #expect(trace.outcome == "paying: dismiss refused")
        #expect(trace.answer == "lock")
        #expect(trace.cause == .person)
    }

    @Test func aCheckpointReturnNamesTheScreenThatReturnedTheOwnerAndTheValue() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        let checkpoint = NavigationCheckpoint<Int>("picked")
        root.front.establish(checkpoint, onReturn: nil)
        root.present(SettingsDestination.profile, .sheet)
        #expect(root.front.returnToCheckpoint(checkpoint, value: 42).isApplied)
        let trace = try #require(traces(recorder).first { $0.mechanism == .checkpoint })
        #expect(trace.asked == "'picked'")
        #expect(trace.answer == "42")
        #expect(trace.outcome == "back to home")
        #expect(trace.cause == .screen("settings/profile"))
    }

    @Test func aSendTracesItsChainAndEachReceiverWithASendStepAsTheCause() throws {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        root.tabHandle("orders").onReceive(OrdersDestination.self) { destination, tab in
            tab.push(destination)
            return .auto
        }
        root.front.send(values: [OrdersDestination.detail(3)])
        let send = traces(recorder).filter { $0.mechanism == .send }
        #expect(send.count == 2)
        #expect(send[0].asked == "[OrdersDestination.detail(3)]")
        #expect(send[0].cause == .screen("home"))
        #expect(send[1].answer == "received by tab orders")
        #expect(send[1].cause == .sendStep)
    }

    @Test func linksAndRestoresAreTheCauseOfWhatTheyHold() throws {
        let recorder = NavigationEventRecorder()
        let session = TestSession()
        let place = NavigationPlace(
            tab: "orders", stack: [OrdersDestination.list, OrdersDestination.detail(1)])
        let root = makeGatedRoot(session: session, recorder: recorder)
        root.open(place)
        #expect(traces(recorder).last?.cause == .link)

        session.isSignedIn = true
        let signedIn = makeGatedRoot(session: session)
        #expect(signedIn.open(place).isApplied)
        let saved = signedIn.state
        session.isSignedIn = false
        recorder.reset()
        let next = makeGatedRoot(session: session, recorder: recorder)
        #expect(next.restore(saved).refusal == nil)
        #expect(traces(recorder).map(\.mechanism) == [.gate])
        #expect(traces(recorder).last?.cause == .restore)
    }

    @Test func optionalsReadAsTheirValues() {
        let value: Int? = 1002
        #expect(
            NavigationTrace.shortDescription(of: OptionalCarrier.support(orderID: value))
                == "support(orderID: 1002)")
        #expect(
            NavigationTrace.shortDescription(of: OptionalCarrier.support(orderID: nil))
                == "support(orderID: nil)")
        #expect(
            NavigationTrace.shortDescription(of: OptionalCarrier.nested(Optional(Optional(7)))) == "nested(7)"
        )
    }

    @Test func optionalInsideANameIsLeftAlone() {
        #expect(NavigationTrace.shortDescription(of: Described(text: "makeOptional(3)")) == "makeOptional(3)")
    }

    @Test func longPayloadsAreShortenedSoATraceStaysOneReadableLine() {
        let long = String(repeating: "x", count: 120)
        #expect(NavigationTrace.name(of: SharedThing.product(long)) == "SharedThing.product(…)")
        #expect(NavigationTrace.name(of: SharedThing.product("tea")) == #"SharedThing.product("tea")"#)
        #expect(
            NavigationTrace.module(of: AnyNavigationDestination(SharedThing.missing)) == "NavigationTests")
    }
}

/// A value whose description holds optionals, as a destination's associated values can.
private enum OptionalCarrier {
    case support(orderID: Int?)
    case nested(Int??)
}

/// A value that describes itself with a given text.
private struct Described: CustomStringConvertible {
    let text: String
    var description: String { text }
}
