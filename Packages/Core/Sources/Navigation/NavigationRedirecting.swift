/// Maps every feature's outgoing values to incoming destinations; implemented once, by the app.
///
/// An exhaustive `switch` per feature makes a new outgoing case fail to compile until the
/// app decides where it leads. A value the redirect does not know leads to
/// ``NotFoundDestination``, with a warning, never to the value itself.
@MainActor
public protocol NavigationRedirecting: AnyObject {
    /// The destination an outgoing value leads to, or `nil` when the app has no mapping.
    func redirect(_ outgoing: any OutgoingNavigation) -> (any NavigationDestination)?
}
