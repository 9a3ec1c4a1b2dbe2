import Navigation
import NavigationFlows
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationEventTests {
    @Test func eachChangeIsReportedOnceWithTheLayerItHappenedOn() {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(verbosity: .info, recorder: recorder)
        root.push(HomeDestination.detail)
        root.present(HomeDestination.editor, .managedSheet)
        root.push(HomeDestination.list)
        root.back()
        root.dismiss()
        root.selectTab("orders")
        #expect(
            recorder.events.map(\.description) == [
                "[info] push home: push detail",
                "[info] present home: present editor as managedSheet",
                "[info] push home/sheet: push list",
                "[info] pop home/sheet: pop list",
                "[info] dismiss home: dismiss editor",
                "[info] tab root: select tab orders",
            ])
    }

    /// Found by a reviewer: a sweep that takes a waiting request's screen away wrote a state
    /// without the request, but said it with it.
    @Test func aNewStateIsSaidAsItWasWritten() throws {
        let recorder = NavigationEventRecorder()
        let root = makeGatedRoot(session: TestSession(), recorder: recorder)
        root.selectTab("orders")
        #expect(root.push(OrdersDestination.detail(1)) == nil)
        try #require(root.pending != nil)
        recorder.reset()
        root.dismissAll()
        #expect(root.pending == nil)
        #expect(recorder.events(of: .state).map(\.message) == ["applied state: orders: orders"])
    }

    @Test func aRefusalIsReportedAsAWarningWithItsSentence() {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        root.front.pop(last: 1)
        #expect(
            recorder.events(atLeast: .warning).map(\.description) == [
                "[warning] refused home: nothing to pop on home"
            ])
    }

    @Test func eventsBelowTheThresholdAreNeverBuilt() {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(verbosity: .warning, recorder: recorder)
        root.push(HomeDestination.detail)
        root.front.navigate(to: HomeOutgoing.profile)
        // Establishing a checkpoint says so at debug level, below this root's threshold.
        root.front.establish(NavigationCheckpoint<Int>("picked"))
        #expect(recorder.events.isEmpty)
        root.front.navigate(to: HomeOutgoing.unmapped)
        #expect(recorder.events.map(\.kind) == [.redirect])
    }

    @Test func aSinkCanBeReplacedOrRemoved() {
        let first = NavigationEventRecorder()
        let second = NavigationEventRecorder()
        let root = makeRoot(recorder: first)
        root.setEventSink(second)
        root.push(HomeDestination.detail)
        root.setEventSink(nil)
        root.push(HomeDestination.list)
        #expect(first.events.isEmpty)
        #expect(second.events.map(\.message) == ["push detail"])
    }

    @Test func theRecorderFiltersByLevelAndKindAndForgets() {
        let recorder = NavigationEventRecorder()
        let root = makeRoot(recorder: recorder)
        root.push(HomeDestination.detail)
        root.front.navigate(to: HomeOutgoing.unmapped)
        #expect(recorder.events(of: .push).count == 2)
        #expect(recorder.events(atLeast: .warning).count == 1)
        recorder.reset()
        #expect(recorder.events.isEmpty)
    }
}
