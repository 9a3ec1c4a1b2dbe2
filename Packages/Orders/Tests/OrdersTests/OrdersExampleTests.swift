import ConsoleUI
import OrdersTestSupport
import Testing

/// `OrdersExample`, the feature run alone, as a person sees it in the console.
@MainActor
@Suite struct OrdersExampleTests {
    /// An order, one of its products and back; Contact support is answered by a stand-in with a
    /// way back, and `back` returns to the list.
    @Test func theExampleShowsAnOrderAndItsProductAnswersSupportAndGoesBack() async {
        let transcript = ConsoleTranscript()
        let status = await FeatureExample.orders().run(
            [String](), output: transcript.output,
            input: ConsoleInput(lines: ["1", "1", "1", "5", "1", "back", "quit"]))
        #expect(status == 0)
        #expect(transcript.standardError == "")
        #expect(
            transcript.standardOutput == """
                orders: orders
                Orders
                [1] Order 1001: 3 items, 31.00 (placed)
                [2] Order 1002: 1 item, 45.00 (shipped)
                [3] Order 1003: 3 items, 29.70 (placed)
                [4] New order
                > 1
                orders: orders ‖ orders/1001
                Order 1001
                  Order 1001: 3 items, 31.00 (placed)
                Items
                [1] Green tea x2: 17.00
                [2] Stoneware mug x1: 14.00
                [3] Cancel order
                [4] Shipping address
                [5] Contact support
                Columns beside it: [6]-[9] Orders
                > 1
                orders: orders ‖ orders/1001 ‖ orders/products/tea
                Green tea
                  Green tea
                  Price: 8.50
                [1] Back
                Columns beside it: [2]-[5] Orders, [6]-[10] Order 1001
                > 1
                orders: orders ‖ orders/1001
                Order 1001
                  Order 1001: 3 items, 31.00 (placed)
                Items
                [1] Green tea x2: 17.00
                [2] Stoneware mug x1: 14.00
                [3] Cancel order
                [4] Shipping address
                [5] Contact support
                Columns beside it: [6]-[9] Orders
                > 5
                orders: orders ‖ orders/1001 ‖ example/asked
                Orders asked for: support(orderID: 1001)
                  In the app, the composition decides which screen answers this.
                [1] Back
                Columns beside it: [2]-[5] Orders, [6]-[10] Order 1001
                > 1
                orders: orders ‖ orders/1001
                Order 1001
                  Order 1001: 3 items, 31.00 (placed)
                Items
                [1] Green tea x2: 17.00
                [2] Stoneware mug x1: 14.00
                [3] Cancel order
                [4] Shipping address
                [5] Contact support
                Columns beside it: [6]-[9] Orders
                > back
                orders: orders
                Orders
                [1] Order 1001: 3 items, 31.00 (placed)
                [2] Order 1002: 1 item, 45.00 (shipped)
                [3] Order 1003: 3 items, 29.70 (placed)
                [4] New order
                > quit

                """)
    }
}
