import Foundation
import NavigationLinks

/// Something the shop sells.
public struct Product: Hashable, Codable, Sendable, Identifiable {
    /// The stock-keeping unit, lowercase, used in route ids (`orders/products/tea`).
    public let sku: String
    /// The name shown to people.
    public let name: String
    /// The price in cents, so sums never round.
    public let priceCents: Int

    /// Creates a product.
    public init(sku: String, name: String, priceCents: Int) {
        self.sku = sku
        self.name = name
        self.priceCents = priceCents
    }

    /// Decodes only a product the shop could sell, so a hand-edited snapshot cannot show
    /// another: a sku that is not empty and holds no control character, a price of zero or more.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sku = try container.decode(String.self, forKey: .sku)
        name = try container.decode(String.self, forKey: .name)
        priceCents = try container.decode(Int.self, forKey: .priceCents)
        guard !sku.isEmpty, !DeepLink.containsControlCharacter(sku) else {
            throw DecodingError.dataCorruptedError(
                forKey: .sku, in: container,
                debugDescription: "sku \(sku.debugDescription) is empty or holds a control character")
        }
        guard priceCents >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .priceCents, in: container, debugDescription: "price \(priceCents) cents is below 0")
        }
    }

    /// The SKU.
    public var id: String { sku }

    /// A sku as one path segment of a route id: every byte but a letter, a digit, `-`, `.`,
    /// `_` and `~` percent-encoded, so `where` and the link it stands for say unambiguously
    /// where one segment ends (`a%2Fb` is one sku, `a/b`), and a sku such as
    /// `a > home | sheet: x` cannot pass for more of the location line.
    public static func pathSegment(_ sku: String) -> String {
        sku.addingPercentEncoding(withAllowedCharacters: unreservedBytes) ?? sku
    }

    /// What a path segment carries as it is: ASCII letters and digits, `-`, `.`, `_` and `~`.
    private static let unreservedBytes = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// `12.50`, the way the console shows money.
    public var formattedPrice: String { Money.format(cents: priceCents) }
}

/// Money formatting shared by every screen, so amounts look the same everywhere.
public enum Money {
    /// `1250` -> `12.50`.
    public static func format(cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let value = abs(cents)
        let fraction = value % 100
        return "\(sign)\(value / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
