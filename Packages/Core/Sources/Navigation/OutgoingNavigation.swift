/// Where a feature wants to go outside itself, named in its own words.
///
/// An outgoing value is not a destination: the app's ``NavigationRedirecting`` turns it into
/// another feature's incoming destination, so the two features never import each other.
///
/// ```swift
/// public enum HomeOutgoingNavigation: OutgoingNavigation {
///     case orderDetails(id: Int)
/// }
///
/// navigator.navigate(to: HomeOutgoingNavigation.orderDetails(id: 1003))
/// ```
public protocol OutgoingNavigation: Hashable, Sendable {}
