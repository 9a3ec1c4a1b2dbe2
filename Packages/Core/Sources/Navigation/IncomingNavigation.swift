/// What a feature can show: its own destinations, reachable from anywhere without a redirect.
///
/// Another feature never names these; it names its own ``OutgoingNavigation`` and the
/// app's ``NavigationRedirecting`` maps it to one of these.
public protocol IncomingNavigation: NavigationDestination {}
