import Navigation

/// Destinations any feature may ask for without knowing which feature shows them.
///
/// Declared here, provided at the root by the app (Orders supplies the screens). Features
/// navigate to these values; the provider decides what they resolve to when shown.
public enum SharedDestinations: NavigationProvidedDestination {
    /// The new-order wizard, presented with its own stack.
    case newOrder
    /// One order's details.
    case orderDetails(Order)
    /// One product's details.
    case productDetails(Product)
    /// The loyalty programme: deliberately left without a provider, to show the placeholder.
    case loyaltyProgram

    /// The wizard is presented; everything else is pushed.
    public var method: NavigationMethod {
        switch self {
        case .newOrder: .present(.managedSheet)
        case .orderDetails, .productDetails, .loyaltyProgram: .push
        }
    }

    /// `shared/...` paths: provided values are not deep links, the screens they resolve to are.
    public var routeID: String {
        switch self {
        case .newOrder: "shared/new-order"
        case .orderDetails(let order): "shared/orders/\(order.id)"
        case .productDetails(let product): "shared/products/\(Product.pathSegment(product.sku))"
        case .loyaltyProgram: "shared/loyalty"
        }
    }

    /// A stable tag for snapshots.
    public static var codingName: String { "Shared.SharedDestinations" }

    /// One value per case, for the audit.
    public static var providedSamples: [SharedDestinations] {
        let sample = Product(sku: "sample", name: "Sample", priceCents: 100)
        return [
            .newOrder, .orderDetails(Order(id: 1, items: [LineItem(product: sample, quantity: 1)])),
            .productDetails(sample), .loyaltyProgram,
        ]
    }

    /// The loyalty programme is missing on purpose.
    public var isIntentionallyUnprovided: Bool { self == .loyaltyProgram }
}
