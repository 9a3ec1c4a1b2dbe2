import Observation
import Shared

/// The product step's state: its copy of the flow and the catalogue to choose from.
@MainActor
@Observable
final class NewOrderProductModel {
    /// This step's copy of the flow, anchored when the model was made.
    private(set) var flow: NewOrderFlow
    /// What can be ordered.
    let catalog: [Product]

    private let navigator: any NewOrderNavigating
    private let tracker: NewOrderTracker

    /// Takes the step's flow, then the order book whose catalogue it offers, then its navigator
    /// and tracker; a flow that arrived without an anchor is anchored here.
    ///
    /// A flow reached through the provided `SharedDestinations.newOrder` or a link was never
    /// started, so it has no anchor: it gets one that returns to the screen that presented
    /// the wizard, or to ``Shared/SharedCheckpoints/newOrder`` when that screen set it.
    init(
        flow: NewOrderFlow, orderBook: OrderBook, navigator: any NewOrderNavigating, tracker: NewOrderTracker
    ) {
        var flow = flow
        if flow.anchor == nil { navigator.anchor(&flow) }
        self.flow = flow
        self.catalog = orderBook.catalog
        self.navigator = navigator
        self.tracker = tracker
    }

    /// Runs each time the step comes to the front: reports the view. (The step's question
    /// before its sheet goes is its destination's: `NewOrderFlow.leaveGuard`.)
    func appeared() { tracker.viewed() }

    /// Chooses a product and moves on to the quantity.
    func choose(_ product: Product) async {
        tracker.tapped(.product(sku: product.sku))
        flow.product = product
        await navigator.choose(product: product, in: flow)
    }

    /// Abandons the wizard.
    func cancel() {
        tracker.tapped(.cancel)
        navigator.cancel(flow)
    }
}
