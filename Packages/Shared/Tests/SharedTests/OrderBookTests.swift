import Shared
import Testing

@MainActor
@Suite struct OrderBookTests {
    @Test func placingAnOrderNumbersItAfterTheHighestExistingOrder() {
        let book = OrderBook.demo()
        let tea = book.product(sku: "tea")!
        let order = book.placeOrder(items: [LineItem(product: tea, quantity: 1)])
        #expect(order.id == 1004)
        #expect(book.order(id: 1004) == order)
        #expect(book.recentOrders(limit: 1) == [order])
    }

    @Test func cancellingAPlacedOrderMarksItCancelled() {
        let book = OrderBook.demo()
        #expect(book.cancelOrder(id: 1001))
        #expect(book.order(id: 1001)?.status == .cancelled)
    }

    @Test func cancellingAShippedUnknownOrAlreadyCancelledOrderIsRefused() {
        let book = OrderBook.demo()
        #expect(!book.cancelOrder(id: 1002))
        #expect(!book.cancelOrder(id: 9999))
        #expect(book.cancelOrder(id: 1003))
        #expect(!book.cancelOrder(id: 1003))
        #expect(book.order(id: 1002)?.status == .shipped)
    }

    @Test func recentOrdersListNewestFirstAndRespectTheLimit() {
        let book = OrderBook.demo()
        #expect(book.recentOrders(limit: 2).map(\.id) == [1003, 1002])
        #expect(book.recentOrders(limit: 0).isEmpty)
        #expect(book.recentOrders(limit: -1).isEmpty)
    }
}

@Suite struct MoneyTests {
    @Test func centsFormatWithTwoDecimalPlaces() {
        #expect(Money.format(cents: 1250) == "12.50")
        #expect(Money.format(cents: 5) == "0.05")
        #expect(Money.format(cents: 0) == "0.00")
        #expect(Money.format(cents: -1999) == "-19.99")
    }
}

@Suite struct OrderTests {
    @Test func anOrderSumsItsLineItemsAndSummarisesThem() {
        let mug = Product(sku: "mug", name: "Mug", priceCents: 1400)
        let order = Order(id: 7, items: [LineItem(product: mug, quantity: 2)])
        #expect(order.totalCents == 2800)
        #expect(order.summary == "Order 7: 2 items, 28.00 (placed)")
    }
}
