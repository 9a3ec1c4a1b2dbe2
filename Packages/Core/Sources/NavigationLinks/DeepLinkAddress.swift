/// Where an app's links point: its own scheme and the host of its universal links.
///
/// The engine knows no app's names; the app says its own once and hands it to its router
/// (the demo's is in Shared: `switchyard://orders/1001` and
/// `https://switchyard.example/orders/1001`).
public struct DeepLinkAddress: Hashable, Sendable {
    /// The custom scheme, lowercased: `switchyard`.
    public let scheme: String
    /// The universal links' host, lowercased: `switchyard.example`.
    public let host: String

    /// An address from a scheme and a host, compared without regard to case.
    public init(scheme: String, host: String) {
        self.scheme = scheme.lowercased()
        self.host = host.lowercased()
    }

    /// The link to a path in the app's own scheme: `switchyard://orders/1001`.
    public func link(to path: String) -> String { scheme + "://" + path }

    /// The two ways to write a link, for error messages.
    var forms: String { "\(scheme):// or https://\(host)/" }
}
