import Observation

/// The support screen's state and actions; owned by its navigation entry.
@MainActor
@Observable
final class SupportModel {
    /// How to reach support.
    static let contactLine = "Write to help@switchyard.example or call 0800 000 123, weekdays 9:00-17:00."

    /// The order the customer asks about, if any.
    let orderID: Int?

    private let navigator: any SupportNavigating
    private let tracker: SupportTracker

    /// Takes the order its destination carries, then its navigator and tracker.
    init(orderID: Int?, navigator: any SupportNavigating, tracker: SupportTracker) {
        self.orderID = orderID
        self.navigator = navigator
        self.tracker = tracker
    }

    /// "Support for order N", or "Support" without an order.
    var headline: String { orderID.map { "Support for order \($0)" } ?? "Support" }

    /// Runs each time the screen comes to the front: reports the view.
    func appeared() { tracker.viewed() }

    /// Leaves support.
    func done() {
        tracker.tapped(.done)
        navigator.done()
    }
}
