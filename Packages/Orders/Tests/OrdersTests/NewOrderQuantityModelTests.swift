import Navigation
import Shared
import Testing

@testable import Orders

/// The quantity step's model against the wizard's fake navigator: choosing a quantity keeps it
/// and asks to move on with it.
@MainActor
@Suite struct NewOrderQuantityModelTests {
    let navigator = FakeNewOrderNavigating()
    let sink = RecordingSink()

    func makeModel() throws -> NewOrderQuantityModel {
        let flow = NewOrderFlow(step: .quantity, product: try OrderBook.demo().demoProduct("mug"))
            .anchoredByTheFake
        return NewOrderQuantityModel(
            flow: flow, navigator: navigator, tracker: NewOrderTracker(screen: flow.destination, sink: sink))
    }

    @Test func appearingReportsTheViewAndAsksNothingOfNavigation() throws {
        try makeModel().appeared()
        #expect(navigator.requests.isEmpty)
        #expect(sink.lines == ["view orders/new/quantity"])
    }

    @Test func choosingAQuantityKeepsItAndAsksToMoveOnWithIt() async throws {
        let model = try makeModel()
        #expect(model.flow.quantity == nil)
        await model.choose(2)
        #expect(model.flow.quantity == 2)
        #expect(navigator.requests == [.choose(quantity: 2, in: model.flow)])
        #expect(sink.lines == ["tap orders/new/quantity quantity-2"])
    }

    @Test func cancellingAsksToCancelTheFlowAsItStands() throws {
        let model = try makeModel()
        model.cancel()
        #expect(navigator.requests == [.cancel(model.flow)])
        #expect(model.flow.quantity == nil)
    }
}
