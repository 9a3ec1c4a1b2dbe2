import Foundation
import Shared
import Testing

/// A saved shared screen holds a whole order or product: decoding holds each to what the shop
/// could have made, as Orders holds its own screens' values, so a hand-edited snapshot cannot
/// show an order or a product no link could.
@Suite struct SharedModelDecodingTests {
    private func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    /// The reason a decoding error gives, in its own words.
    private func reason<Value: Decodable>(decoding type: Value.Type, _ json: String) -> String? {
        do {
            _ = try decode(type, json)
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return context.debugDescription
        } catch {
            return "\(error)"
        }
    }

    @Test func aProductAndAnOrderTheShopCouldMakeRoundTrip() throws {
        let tea = Product(sku: "tea", name: "Green tea", priceCents: 850)
        let order = Order(id: 1001, items: [LineItem(product: tea, quantity: 2)], status: .shipped)
        let data = try JSONEncoder().encode(order)
        #expect(try JSONDecoder().decode(Order.self, from: data) == order)
    }

    /// Found by a stranger: `shared/orders/-5` and `shared/products/` restored and were saved again.
    @Test(arguments: [
        (#"{"sku":"","name":"X","priceCents":1}"#, #"sku "" is empty or holds a control character"#),
        (
            #"{"sku":"a\u001bb","name":"X","priceCents":1}"#,
            #"sku "a\u{1B}b" is empty or holds a control character"#
        ),
        (#"{"sku":"tea","name":"X","priceCents":-1}"#, "price -1 cents is below 0"),
    ])
    func aProductTheShopCouldNotSellIsNotDecoded(json: String, said: String) {
        #expect(reason(decoding: Product.self, json) == said)
    }

    @Test(arguments: [
        (#"{"id":-5,"items":[],"status":"placed"}"#, "order id -5 is below 1"),
        (#"{"id":0,"items":[],"status":"placed"}"#, "order id 0 is below 1"),
        (
            #"{"id":1,"items":[{"product":{"sku":"tea","name":"X","priceCents":1},"quantity":0}],"status":"placed"}"#,
            "quantity 0 is below 1"
        ),
        (
            #"{"id":1,"items":[{"product":{"sku":"tea","name":"X","priceCents":2},"quantity":9223372036854775807}],"status":"placed"}"#,
            "9223372036854775807 at 2 cents each comes to a total no order can hold"
        ),
        (
            #"{"id":1,"items":[{"product":{"sku":"a","name":"X","priceCents":4611686018427387904},"quantity":1},{"product":{"sku":"b","name":"X","priceCents":4611686018427387904},"quantity":1}],"status":"placed"}"#,
            "the items come to a total no order can hold"
        ),
    ])
    func anOrderTheShopCouldNotHoldIsNotDecoded(json: String, said: String) {
        #expect(reason(decoding: Order.self, json) == said)
    }
}
