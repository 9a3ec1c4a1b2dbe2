import Navigation
import Shared
import Testing

private enum ListAction: String, AnalyticsAction {
    case refresh
    case newOrder = "new-order"
}

private enum RowAction: AnalyticsAction {
    case open(id: Int)
    var name: String {
        switch self {
        case .open(let id): "open-\(id)"
        }
    }
}

/// A tracker reports under its screen's route id, with each tap's name.
@MainActor
@Suite struct ScreenTrackerTests {
    @Test func aViewNamesTheScreenByItsRouteID() {
        let sink = RecordingSink()
        ScreenTracker<ListAction>(screen: SharedDestinations.newOrder, sink: sink).viewed()
        #expect(sink.events.map(\.description) == ["view \(SharedDestinations.newOrder.routeID)"])
    }

    @Test func aTapIsNamedByItsRawValueOrItsSpelledOutName() {
        let sink = RecordingSink()
        let list = ScreenTracker<ListAction>(screen: SharedDestinations.newOrder, sink: sink)
        list.tapped(.newOrder)
        list.tapped(.refresh)
        ScreenTracker<RowAction>(screen: SharedDestinations.newOrder, sink: sink).tapped(.open(id: 7))
        let route = SharedDestinations.newOrder.routeID
        #expect(
            sink.events == [
                AnalyticsEvent(screen: route, action: "new-order"),
                AnalyticsEvent(screen: route, action: "refresh"),
                AnalyticsEvent(screen: route, action: "open-7"),
            ])
    }
}
