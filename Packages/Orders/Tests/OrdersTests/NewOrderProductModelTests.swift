import Navigation
import NavigationFlows
import Shared
import Testing

@testable import Orders

/// The product step's model against the wizard's fake navigator: it anchors a flow that came
/// without an anchor, offers the catalogue, and choosing a product asks to move on with it.
@MainActor
@Suite struct NewOrderProductModelTests {
    let navigator = FakeNewOrderNavigating()
    let sink = RecordingSink()
    let book = OrderBook.demo()

    func makeModel(_ flow: NewOrderFlow = NewOrderFlow()) -> NewOrderProductModel {
        NewOrderProductModel(
            flow: flow, orderBook: book, navigator: navigator,
            tracker: NewOrderTracker(screen: flow.destination, sink: sink))
    }

    @Test func aFlowThatArrivedWithoutAnAnchorIsAnchoredWhenTheModelIsMade() {
        let model = makeModel()
        #expect(navigator.requests == [.anchor(NewOrderFlow())])
        #expect(model.flow.anchor == FakeNewOrderNavigating.anchor)
    }

    @Test func aStartedFlowKeepsItsAnchorAndIsNotAnchoredAgain() {
        let anchor = NavigationFlowAnchor(checkpointName: nil, entry: NavigationEntryID(rawValue: 7))
        var flow = NewOrderFlow()
        flow.anchor = anchor
        let model = makeModel(flow)
        #expect(navigator.requests.isEmpty)
        #expect(model.flow.anchor == anchor)
    }

    @Test func theStepOffersTheBooksCatalogue() {
        #expect(makeModel().catalog == book.catalog)
    }

    @Test func appearingReportsTheViewAndAsksNothingMoreOfNavigation() {
        let model = makeModel()
        model.appeared()
        #expect(navigator.requests == [.anchor(NewOrderFlow())], "anchored when the model was made")
        #expect(sink.lines == ["view orders/new/product"])
    }

    @Test func choosingAProductKeepsItAndAsksToMoveOnWithIt() async throws {
        let model = makeModel()
        let kettle = try book.demoProduct("kettle")
        await model.choose(kettle)
        #expect(model.flow.product == kettle)
        #expect(navigator.requests.last == .choose(product: kettle, in: model.flow))
        #expect(model.flow == NewOrderFlow(product: kettle).anchoredByTheFake)
        #expect(sink.lines == ["tap orders/new/product product-kettle"])
    }

    @Test func cancellingAsksToCancelTheFlowAsItStands() {
        let model = makeModel()
        model.cancel()
        #expect(navigator.requests.last == .cancel(NewOrderFlow().anchoredByTheFake))
        #expect(sink.lines == ["tap orders/new/product cancel"])
    }
}
