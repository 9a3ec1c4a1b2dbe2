import Navigation

/// A ``NavigatorContract`` that records what a screen asked for instead of navigating.
///
/// Per-screen navigators in features are thin: each semantic method (`showOrder(id:)`)
/// picks a navigation value and a style. Tests hand them this mock and assert on
/// ``requests``, the list of what would have happened, in order.
@MainActor
public final class NavigatorMock: NavigatorContract {
    /// One recorded call.
    public enum Request: Equatable, CustomStringConvertible {
        /// `navigate(to:)` with one of the feature's destinations.
        case navigate(AnyNavigationDestination)
        /// `navigate(to:)` with an outgoing value.
        case navigateOutgoing(AnyHashable)
        /// `present(_:style:)` with a destination.
        case present(AnyNavigationDestination, NavigationPresentationStyle)
        /// `present(_:style:)` with an outgoing value.
        case presentOutgoing(AnyHashable, NavigationPresentationStyle)
        /// `send(values:)`.
        case send([AnyHashable])
        /// `returnToCheckpoint(_:value:)`, with the checkpoint's name and the value.
        case returnToCheckpoint(String, AnyHashable?)
        /// `dismiss()`.
        case dismiss
        /// `goBack()`.
        case goBack

        /// A compact, readable form for failure messages.
        public var description: String {
            switch self {
            case .navigate(let destination): "navigate(\(destination.routeID))"
            case .navigateOutgoing(let value): "navigate(outgoing \(value))"
            case .present(let destination, let style): "present(\(destination.routeID), \(style.rawValue))"
            case .presentOutgoing(let value, let style): "present(outgoing \(value), \(style.rawValue))"
            case .send(let values): "send(\(values.map { "\($0)" }.joined(separator: ", ")))"
            case .returnToCheckpoint(let name, let value):
                "returnToCheckpoint(\(name), \(value.map { "\($0)" } ?? "nil"))"
            case .dismiss: "dismiss"
            case .goBack: "goBack"
            }
        }
    }

    /// Every call, oldest first.
    public private(set) var requests: [Request] = []
    /// What every call returns; set to `false` to simulate a refusal.
    public var result = true

    /// Creates an empty mock.
    public init() {}

    /// The last call, the one most tests care about.
    public var lastRequest: Request? { requests.last }

    /// Forgets the recorded calls.
    public func reset() { requests.removeAll() }

    /// Records a navigation to a destination.
    @discardableResult
    public func navigate(to destination: any NavigationDestination) -> Bool {
        requests.append(.navigate(AnyNavigationDestination(destination)))
        return result
    }

    /// Records a navigation to an outgoing value.
    @discardableResult
    public func navigate(to outgoing: any OutgoingNavigation) -> Bool {
        requests.append(.navigateOutgoing(AnyHashable(outgoing)))
        return result
    }

    /// Records a presentation of a destination.
    @discardableResult
    public func present(_ destination: any NavigationDestination, style: NavigationPresentationStyle) -> Bool
    {
        requests.append(.present(AnyNavigationDestination(destination), style))
        return result
    }

    /// Records a presentation of an outgoing value.
    @discardableResult
    public func present(_ outgoing: any OutgoingNavigation, style: NavigationPresentationStyle) -> Bool {
        requests.append(.presentOutgoing(AnyHashable(outgoing), style))
        return result
    }

    /// Records a send.
    public func send(values: [any Hashable & Sendable]) {
        requests.append(.send(values.map { AnyHashable($0) }))
    }

    /// Records a checkpoint return with its value (when the value is hashable).
    @discardableResult
    public func returnToCheckpoint<Value>(_ checkpoint: NavigationCheckpoint<Value>, value: Value) -> Bool {
        requests.append(.returnToCheckpoint(checkpoint.name, value as? AnyHashable))
        return result
    }

    /// Records a dismiss.
    @discardableResult
    public func dismiss() -> Bool {
        requests.append(.dismiss)
        return result
    }

    /// Records a back.
    @discardableResult
    public func goBack() -> Bool {
        requests.append(.goBack)
        return result
    }
}
