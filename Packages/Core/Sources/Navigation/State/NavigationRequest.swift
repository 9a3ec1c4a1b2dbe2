/// A change asked of navigation, kept as a value so it can wait and be carried out later.
///
/// When an access requirement stops a change, the root keeps the request itself (not a
/// state built from it) as the pending request, saves it with the state, and rebuilds it over
/// the state as it is when the requirement is met.
public enum NavigationRequest: Equatable, Sendable, CustomStringConvertible {
    /// Show a destination from an anchor, with a method (push or a presentation).
    case show(AnyNavigationDestination, method: NavigationMethod, from: NavigationAnchor)
    /// Bring a tab to the front.
    case selectTab(String)
    /// Go to the place a link names.
    indirect case link(NavigationPlace)
    /// Bring back a tab as a restored state had it, and select it.
    indirect case restoreTab(NavigationTabState)

    /// The route the request is about, for events and the console.
    public var routeID: String {
        switch self {
        case .show(let destination, _, _): destination.routeID
        case .selectTab(let name): name
        case .link(let place): place.destination?.routeID ?? place.tab
        case .restoreTab(let tab): tab.frontEntry?.routeID ?? tab.name
        }
    }

    /// Every destination the request holds, in the order snapshots list them.
    package var destinations: [AnyNavigationDestination] {
        switch self {
        case .show(let destination, _, _): [destination]
        case .selectTab: []
        case .link(let place): place.stack + (place.presentation?.stack ?? [])
        case .restoreTab(let tab): tab.layers.flatMap { $0.entries.map(\.destination) }
        }
    }

    /// `push orders/1001`, `tab orders`, `link orders/1001`, `restore orders/1001`.
    public var description: String {
        switch self {
        case .show(let destination, let method, _): "\(method.name) \(destination.routeID)"
        case .selectTab(let name): "tab \(name)"
        case .link: "link \(routeID)"
        case .restoreTab: "restore \(routeID)"
        }
    }
}

/// What a handle or a request is anchored to: one entry, or a tab's own stack.
///
/// An entry anchor dies with its entry, so everything done through it stops when its screen
/// leaves. A tab anchor lives as long as the root, for app-level work such as a receiver
/// that pushes onto the Orders tab.
public enum NavigationAnchor: Hashable, Codable, Sendable, CustomStringConvertible {
    /// One entry, wherever it is in the tree.
    case entry(NavigationEntryID)
    /// A tab's own stack (its bottom layer), by tab name.
    case tab(String)

    /// `#12` or `tab orders`.
    public var description: String {
        switch self {
        case .entry(let id): id.description
        case .tab(let name): "tab \(name)"
        }
    }
}
