import Navigation
import NavigationTesting
import Testing

/// A value whose receiver records its label, so a test can read the order of delivery.
private struct Step: Hashable, Sendable {
    let label: String
    init(_ label: String) { self.label = label }
}

/// A value nobody receives.
private struct Unheard: Hashable, Sendable {}

@MainActor
@Suite struct NavigationSendTests {
    /// A root whose `home` tab receives ``Step`` values, answering `resume` for the labels listed.
    private func stepRoot(
        answers: [String: NavigationReceiveResumeType] = [:],
        configuration: NavigationConfiguration = NavigationConfiguration(),
        clock: ManualNavigationClock? = nil,
        events: NavigationEventRecorder? = nil
    ) throws -> (root: Navigator, log: Log<String>) {
        let root = makeRoot(configuration: configuration, clock: clock, events: events)
        let log = Log<String>()
        let home = try #require(root.navigator(named: "home"))
        home.onReceive(Step.self) { step, _ in
            log.record(step.label)
            return answers[step.label] ?? .auto
        }
        return (root, log)
    }

    /// Receivers like the demo's: the root switches tabs, the orders tab pushes order details.
    private func tabbedReceivers(_ root: Navigator) throws {
        root.onReceive(TabSelection.self) { selection, navigator in
            navigator.selectTab(selection.name)
            return .auto
        }
        try #require(root.navigator(named: "orders")).autoReceive(OrdersDestination.self)
    }

    @Test func sendDeliversEachValueInOrderToTheReceiverForItsType() throws {
        let root = makeRoot()
        try tabbedReceivers(root)
        root.send(TabSelection(name: "orders"), OrdersDestination.detail(1001))
        #expect(root.locationDescription == "orders: orders > orders/1001")
        #expect(!root.hasPendingSend)
    }

    @Test func theReceiverGetsTheNavigatorThatRegisteredIt() throws {
        let root = makeRoot()
        try tabbedReceivers(root)
        root.current.send(OrdersDestination.detail(5))
        #expect(root.routeIDsByNavigator["orders"] == ["orders", "orders/5"])
        #expect(root.routeIDsByNavigator["home"] == ["home"])
    }

    @Test func theLatestRegistrationWins() throws {
        let root = makeRoot()
        let log = Log<String>()
        for name in ["home", "orders", "settings"] {
            try #require(root.navigator(named: name)).onReceive(Step.self) { _, navigator in
                log.record(navigator.id.rawValue)
                return .auto
            }
        }
        root.send(Step("a"))
        #expect(log.values == ["settings"])
    }

    @Test func registeringAgainFromTheSameNavigatorReplacesItsReceiver() throws {
        let root = makeRoot()
        let log = Log<String>()
        let home = try #require(root.navigator(named: "home"))
        let orders = try #require(root.navigator(named: "orders"))
        home.onReceive(Step.self) { _, _ in
            log.record("home, first")
            return .auto
        }
        orders.onReceive(Step.self) { _, _ in
            log.record("orders")
            return .auto
        }
        home.onReceive(Step.self) { _, _ in
            log.record("home, second")
            return .auto
        }
        root.send(Step("a"))
        #expect(log.values == ["home, second"])
    }

    @Test func aReceiverWhoseNavigatorLeftTheTreeIsSkipped() throws {
        let (root, log) = try stepRoot()
        root.present(HomeDestination.editor, method: .managedSheet)
        root.current.onReceive(Step.self) { _, _ in
            log.record("sheet")
            return .auto
        }
        root.dismiss()
        root.send(Step("a"))
        #expect(log.values == ["a"])
    }

    @Test func aValueWithNoReceiverEmitsAnErrorAndEndsTheChain() throws {
        let events = NavigationEventRecorder()
        let (root, log) = try stepRoot(events: events)
        root.send(Step("a"), Unheard(), Step("b"))
        #expect(log.values == ["a"])
        #expect(!root.hasPendingSend)
        #expect(messages(events, .send, .error).count == 1)
        #expect(messages(events, .send, .error).first?.contains("no receiver for Unheard") == true)
    }

    @Test func aReceiverWhoseNavigatorLeftCountsAsNoReceiver() throws {
        let events = NavigationEventRecorder()
        let root = makeRoot(events: events)
        root.present(HomeDestination.editor, method: .managedSheet)
        let log = Log<String>()
        root.current.onReceive(Step.self) { step, _ in
            log.record(step.label)
            return .auto
        }
        root.dismiss()
        root.send(Step("a"))
        #expect(log.values.isEmpty)
        #expect(messages(events, .send, .error).count == 1)
    }

    @Test func autoWaitsForTheConfiguredStepDelay() throws {
        let clock = ManualNavigationClock()
        let (root, log) = try stepRoot(
            configuration: NavigationConfiguration(stepDelay: .seconds(1)), clock: clock)
        root.send(Step("a"), Step("b"), Step("c"))
        #expect(log.values == ["a"])
        #expect(root.hasPendingSend)
        clock.advance(by: .milliseconds(999))
        #expect(log.values == ["a"])
        clock.advance(by: .milliseconds(1))
        #expect(log.values == ["a", "b"])
        clock.advance(by: .seconds(1))
        #expect(log.values == ["a", "b", "c"])
        #expect(!root.hasPendingSend)
        #expect(clock.pendingCount == 0)
    }

    @Test func withoutAStepDelayTheWholeChainRunsAtOnce() throws {
        let clock = ManualNavigationClock()
        let (root, log) = try stepRoot(clock: clock)
        root.send(Step("a"), Step("b"), Step("c"))
        #expect(log.values == ["a", "b", "c"])
        #expect(clock.pendingCount == 0)
    }

    @Test func immediatelySkipsTheStepDelay() throws {
        let clock = ManualNavigationClock()
        let (root, log) = try stepRoot(
            answers: ["a": .immediately],
            configuration: NavigationConfiguration(stepDelay: .seconds(1)), clock: clock)
        root.send(Step("a"), Step("b"), Step("c"))
        #expect(log.values == ["a", "b"])
        clock.advance(by: .seconds(1))
        #expect(log.values == ["a", "b", "c"])
    }

    @Test func afterWaitsForItsOwnDelay() throws {
        let clock = ManualNavigationClock()
        let (root, log) = try stepRoot(answers: ["a": .after(.seconds(5))], clock: clock)
        root.send(Step("a"), Step("b"))
        #expect(log.values == ["a"])
        clock.advance(by: .seconds(4))
        #expect(log.values == ["a"])
        clock.advance(by: .seconds(1))
        #expect(log.values == ["a", "b"])
    }

    @Test func insertingPutsValuesBeforeWhatIsLeft() throws {
        let (root, log) = try stepRoot(answers: ["a": .inserting([Step("x"), Step("y")])])
        root.send(Step("a"), Step("b"))
        #expect(log.values == ["a", "x", "y", "b"])
    }

    @Test func appendingPutsValuesAfterWhatIsLeft() throws {
        let (root, log) = try stepRoot(answers: ["a": .appending([Step("x")])])
        root.send(Step("a"), Step("b"))
        #expect(log.values == ["a", "b", "x"])
    }

    @Test func replacingDropsWhatIsLeftForTheNewValues() throws {
        let (root, log) = try stepRoot(answers: ["a": .replacing([Step("x")])])
        root.send(Step("a"), Step("b"), Step("c"))
        #expect(log.values == ["a", "x"])
    }

    @Test func insertedValuesCanBeDestinationsForOtherReceivers() throws {
        let root = makeRoot()
        try tabbedReceivers(root)
        try #require(root.navigator(named: "home")).onReceive(Step.self) { _, _ in
            .inserting([TabSelection(name: "orders"), OrdersDestination.detail(8)])
        }
        root.send(Step("go"))
        #expect(root.locationDescription == "orders: orders > orders/8")
    }

    @Test func pauseWaitsForResume() throws {
        let (root, log) = try stepRoot(answers: ["a": .pause])
        root.send(Step("a"), Step("b"))
        #expect(log.values == ["a"])
        #expect(root.hasPendingSend)
        #expect(root.resume())
        #expect(log.values == ["a", "b"])
        #expect(!root.hasPendingSend)
        #expect(!root.resume())
    }

    @Test func cancelResumeDropsAPausedChain() throws {
        let (root, log) = try stepRoot(answers: ["a": .pause])
        root.send(Step("a"), Step("b"))
        #expect(root.cancelResume())
        #expect(!root.hasPendingSend)
        #expect(!root.resume())
        #expect(log.values == ["a"])
        #expect(!root.cancelResume())
    }

    @Test func cancelResumeAlsoDropsAChainWaitingForItsDelay() throws {
        let clock = ManualNavigationClock()
        let (root, log) = try stepRoot(
            configuration: NavigationConfiguration(stepDelay: .seconds(1)), clock: clock)
        root.send(Step("a"), Step("b"))
        #expect(root.cancelResume())
        clock.advance(by: .seconds(2))
        #expect(log.values == ["a"])
    }

    @Test func resumeIsRefusedWhileAChainIsOnlyWaitingForItsDelay() throws {
        let clock = ManualNavigationClock()
        let (root, log) = try stepRoot(
            configuration: NavigationConfiguration(stepDelay: .seconds(1)), clock: clock)
        root.send(Step("a"), Step("b"))
        #expect(!root.resume())
        #expect(log.values == ["a"])
    }

    @Test func cancelDropsWhatIsLeft() throws {
        let (root, log) = try stepRoot(answers: ["a": .cancel])
        root.send(Step("a"), Step("b"))
        #expect(log.values == ["a"])
        #expect(!root.hasPendingSend)
    }

    @Test func aNewerSendReplacesAPendingChain() throws {
        let clock = ManualNavigationClock()
        let (root, log) = try stepRoot(
            configuration: NavigationConfiguration(stepDelay: .seconds(1)), clock: clock)
        root.send(Step("a"), Step("b"))
        root.send(Step("c"), Step("d"))
        clock.advance(by: .seconds(5))
        #expect(log.values == ["a", "c", "d"])
    }

    @Test func theBuiltInDismissAnyActionDismissesEverything() throws {
        let (root, log) = try stepRoot()
        root.present(HomeDestination.editor, method: .managedSheet)
        root.present(HomeDestination.banner, method: .cover)
        root.send(NavigationAction.dismissAny, Step("after"))
        #expect(root.locationDescription == "home: home")
        #expect(log.values == ["after"])
    }

    @Test func theBuiltInPopAnyActionPopsTheFrontMostStack() throws {
        let (root, _) = try stepRoot()
        root.push(HomeDestination.detail)
        root.push(HomeDestination.list)
        root.send(NavigationAction.popAny)
        #expect(root.locationDescription == "home: home")
    }

    @Test func theBuiltInPopAllActionPopsTheNamedTab() throws {
        let (root, log) = try stepRoot()
        root.push(HomeDestination.detail)
        root.selectTab("orders")
        root.push(OrdersDestination.detail(1))
        root.send(NavigationAction.popAll(in: "home"), NavigationAction.popAll(in: "settings"), Step("z"))
        #expect(root.routeIDsByNavigator["home"] == ["home"])
        #expect(root.routeIDsByNavigator["orders"] == ["orders", "orders/1"])
        #expect(log.values == ["z"])
    }

    @Test func popAllInAnUnknownNavigatorEndsTheChainWithAnError() throws {
        let events = NavigationEventRecorder()
        let (root, log) = try stepRoot(events: events)
        root.send(NavigationAction.popAll(in: "profile"), Step("z"))
        #expect(log.values.isEmpty)
        #expect(messages(events, .send, .error) == ["no navigator named 'profile'; chain ended"])
    }

    @Test func theBuiltInResetActionResetsEveryTab() throws {
        let (root, _) = try stepRoot()
        root.push(HomeDestination.detail)
        root.present(HomeDestination.info, method: .sheet)
        root.selectTab("orders")
        root.push(OrdersDestination.detail(1))
        root.send(NavigationAction.reset)
        #expect(
            root.routeIDsByNavigator == ["home": ["home"], "orders": ["orders"], "settings": ["settings"]])
    }

    @Test(arguments: [NavigationAction.dismissAny, .popAny, .reset])
    func aBuiltInActionRefusedByALockEndsTheChainAndChangesNothing(action: NavigationAction) throws {
        let events = NavigationEventRecorder()
        let (root, log) = try stepRoot(events: events)
        root.push(HomeDestination.detail)
        root.present(HomeDestination.editor, method: .managedSheet)
        root.push(HomeDestination.list)
        try #require(root.current.lockNavigation(reason: "payment") != nil)
        let before = root.exportState()
        root.send(action, Step("after"))
        #expect(root.exportState() == before)
        #expect(log.values.isEmpty)
        #expect(!root.hasPendingSend)
        #expect(messages(events, .send, .error).count == 1)
    }

    @Test func navigatingWithTheSendMethodHandsTheDestinationToTheChain() throws {
        let root = makeRoot()
        try tabbedReceivers(root)
        #expect(root.navigate(to: OrdersDestination.detail(4), method: .send))
        #expect(root.routeIDsByNavigator["orders"] == ["orders", "orders/4"])
        #expect(root.routeIDsByNavigator["home"] == ["home"])
    }

    @Test func autoReceivePresentsDestinationsThatPreferAPresentation() throws {
        let root = makeRoot()
        try #require(root.navigator(named: "home")).autoReceive(SettingsDestination.self)
        root.send(SettingsDestination.picker)
        #expect(root.locationDescription == "home: home | sheet: settings/picker")
    }
}
