import Foundation
import Navigation
import NavigationLinks
import Shared

/// Everything the Orders feature can show: its destinations, reachable from anywhere.
///
/// Each case's `routeID` is also its deep-link path. The list and product pages are public;
/// an order's details and the new-order wizard need a signed-in customer: they say so with
/// their access requirement, and the root holds back any change that would show them to a
/// signed-out customer, however it was asked for (a tap, a link, a send, a restore). The
/// value only names a screen; each is built in `OrdersIncomingNavigation+Screen.swift`.
public enum OrdersIncomingNavigation: IncomingNavigation {
    /// Every order in the book (`orders`).
    case list
    /// One order, its items and what can be done with it (`orders/ID`).
    case detail(id: Int)
    /// One product of the catalogue (`orders/products/SKU`).
    case product(sku: String)
    /// One step of the new-order wizard (`orders/new/STEP`), carrying the flow as it stands.
    case newOrder(NewOrderFlow)

    /// A lowercase path: `orders`, `orders/1001`, `orders/products/tea`, `orders/new/quantity`.
    public var routeID: String {
        switch self {
        case .list: "orders"
        case .detail(let id): "orders/\(id)"
        case .product(let sku): "orders/products/\(Product.pathSegment(sku))"
        case .newOrder(let flow): "orders/new/\(flow.step.rawValue)"
        }
    }

    /// The wizard's first step opens its own managed sheet; everything else is pushed.
    public var method: NavigationMethod {
        switch self {
        case .newOrder(let flow) where flow.step == .product: .present(.managedSheet)
        case .list, .detail, .product, .newOrder: .push
        }
    }

    /// An order's details and placing an order need a signed-in customer; browsing does not.
    public var accessRequirement: NavigationAccessRequirement? {
        switch self {
        case .list, .product: nil
        case .detail, .newOrder: .signedIn
        }
    }

    /// The wizard's steps guard themselves (`NewOrderFlow.leaveGuard`); nothing else does.
    public var leaveGuard: NavigationLeaveGuard? {
        guard case .newOrder(let flow) = self else { return nil }
        return flow.leaveGuard
    }

    /// A stable tag for snapshots, independent of the module's name.
    public static var codingName: String { "Orders.OrdersIncomingNavigation" }

    /// The lowest order id a link opens (`orders/:id<int:1...>`); a snapshot holds to it too.
    public static let firstOrderID = 1

    /// Decodes only what a link could open, so a hand-edited snapshot cannot show more.
    ///
    /// The synthesized form is read, then held to the links' rules: an order id from
    /// ``firstOrderID`` up, a sku that is not empty, holds no control character and fits in
    /// a link; and a wizard to what its steps could have made (a price of zero or more, a
    /// total an `Int` holds). A snapshot that breaks them fails to decode and is set aside,
    /// not shown.
    public init(from decoder: any Decoder) throws {
        func refuse(_ reason: String) -> DecodingError {
            .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: reason))
        }
        switch try Stored(from: decoder) {
        case .list:
            self = .list
        case .detail(let id):
            guard id >= Self.firstOrderID else {
                throw refuse("order id \(id) is below \(Self.firstOrderID)")
            }
            self = .detail(id: id)
        case .product(let sku):
            guard !sku.isEmpty,
                !DeepLink.containsControlCharacter(sku)
            else { throw refuse("sku \(sku.debugDescription) is empty or holds a control character") }
            let product = Self.product(sku: sku)
            let limit = DeepLink.Limits().maxLength
            guard DeepLinkAddress.switchyard.link(to: product.routeID).utf8.count <= limit else {
                throw refuse("a sku of \(sku.utf8.count) bytes is longer than a link of \(limit) can carry")
            }
            self = product
        case .newOrder(let flow):
            if let problem = flow.problem { throw refuse(problem) }
            self = .newOrder(flow)
        }
    }

    /// The same cases, for their synthesized coding (which ``encode(to:)`` writes too).
    private enum Stored: Decodable {
        case list
        case detail(id: Int)
        case product(sku: String)
        case newOrder(NewOrderFlow)
    }
}
