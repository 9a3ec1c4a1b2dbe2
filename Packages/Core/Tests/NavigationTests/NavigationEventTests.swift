import Navigation
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationEventTests {
    @Test func theSinkReceivesTheKindNavigatorMessageAndLevelOfAnOperation() {
        let events = NavigationEventRecorder()
        let root = makeRoot(events: events)
        root.push(HomeDestination.detail)
        #expect(
            events.events == [
                NavigationEvent(kind: .push, navigator: "home", message: "push detail", level: .info)
            ])
    }

    @Test func everyKindOfOperationReportsItsOwnKind() throws {
        let events = NavigationEventRecorder()
        let root = makeRoot(events: events)
        root.push(HomeDestination.detail)
        root.pop()
        root.present(HomeDestination.info, method: .sheet)
        root.dismiss()
        root.selectTab("orders")
        root.showAlert(NavigationAlert(id: "a", title: "A"))
        try root.restore(from: root.exportState())
        root.current.lockNavigation(reason: "r")
        #expect(events.events.map(\.kind) == [.push, .pop, .present, .dismiss, .tab, .alert, .state, .lock])
        #expect(events.events.allSatisfy { $0.level == .info })
    }

    @Test func aRefusedOperationIsAWarning() {
        let events = NavigationEventRecorder()
        let root = makeRoot(events: events)
        root.pop()
        #expect(
            events.events == [
                NavigationEvent(kind: .pop, navigator: "home", message: "nothing to pop", level: .warning)
            ])
    }

    @Test func eventsBelowTheVerbosityThresholdAreNeverDelivered() {
        let events = NavigationEventRecorder()
        let root = makeRoot(configuration: NavigationConfiguration(verbosity: .warning), events: events)
        root.push(HomeDestination.detail)
        root.pop()
        #expect(events.events.isEmpty)
        root.pop()
        #expect(events.events.map(\.level) == [.warning])
    }

    @Test func anErrorThresholdKeepsOnlyErrors() {
        let events = NavigationEventRecorder()
        let root = makeRoot(configuration: NavigationConfiguration(verbosity: .error), events: events)
        root.pop()
        root.send(TabSelection(name: "orders"))
        #expect(events.events.map(\.level) == [.error])
        #expect(events.events.map(\.kind) == [.send])
    }

    @Test func debugVerbosityAlsoDeliversDebugEvents() throws {
        let quiet = NavigationEventRecorder()
        let chatty = NavigationEventRecorder()
        for (recorder, verbosity) in [(quiet, NavigationEvent.Level.info), (chatty, .debug)] {
            let root = makeRoot(
                configuration: NavigationConfiguration(verbosity: verbosity), events: recorder)
            try #require(root.navigator(named: "home")).establish(pickCheckpoint)
        }
        #expect(quiet.events.isEmpty)
        #expect(chatty.events.map(\.kind) == [.checkpoint])
        #expect(chatty.events.map(\.level) == [.debug])
    }

    @Test func replacingTheSinkRedirectsEventsAndNilStopsThem() {
        let first = NavigationEventRecorder()
        let second = NavigationEventRecorder()
        let root = makeRoot(events: first)
        root.push(HomeDestination.detail)
        root.setEventSink(second)
        root.push(HomeDestination.list)
        root.setEventSink(nil)
        root.push(HomeDestination.page(1))
        #expect(first.events.map(\.message) == ["push detail"])
        #expect(second.events.map(\.message) == ["push list"])
    }

    @Test func anEventReadsLikeALogLine() {
        let event = NavigationEvent(
            kind: .redirect, navigator: "home", message: "no redirect", level: .warning)
        #expect(event.description == "[warning] redirect home: no redirect")
    }

    @Test func levelsOrderBySeverity() {
        #expect(NavigationEvent.Level.allCases == [.debug, .info, .warning, .error])
        #expect(NavigationEvent.Level.allCases.sorted() == NavigationEvent.Level.allCases)
        #expect(NavigationEvent.Level.allCases.map(\.description) == ["debug", "info", "warning", "error"])
    }

    @Test func theRecorderFiltersByKindAndLevelAndForgetsOnReset() {
        let events = NavigationEventRecorder()
        let root = makeRoot(events: events)
        root.push(HomeDestination.detail)
        root.pop()
        root.pop()
        #expect(events.events(of: .pop).map(\.level) == [.info, .warning])
        #expect(events.events(atLeast: .warning).map(\.message) == ["nothing to pop"])
        events.reset()
        #expect(events.events.isEmpty)
    }
}
