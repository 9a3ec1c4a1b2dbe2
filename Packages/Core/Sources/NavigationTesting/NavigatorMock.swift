import Navigation

/// A ``/Navigation/NavigatorContract`` that records what a screen asked for instead of navigating.
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
        /// `returnToCheckpoint(_:)` without a value.
        case returnToCheckpointWithoutValue(String)
        /// `establish(_:onReturn:)`, with the checkpoint's name.
        case establish(String)
        /// `showAlert(_:)`, with the alert's id.
        case showAlert(String)
        /// `lockNavigation(reason:)`.
        case lock(String)
        /// `unlock(_:)`, with the lock's reason.
        case unlock(String)
        /// `startFlow(_:returningTo:)`, with the flow and the checkpoint's name.
        case startFlow(AnyHashable, checkpoint: String?)
        /// `anchorFlow(_:returningTo:)`, with the flow as it was and the checkpoint's name.
        case anchorFlow(AnyHashable, checkpoint: String?)
        /// `advance(_:)`, with the flow.
        case advance(AnyHashable)
        /// `finish(_:with:)`, with the flow and the step (`complete`, `completeWith(VALUE)`, `cancel`, `show(ROUTE)`).
        case finish(AnyHashable, step: String)
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
            case .returnToCheckpointWithoutValue(let name): "returnToCheckpoint(\(name))"
            case .establish(let name): "establish(\(name))"
            case .showAlert(let id): "showAlert(\(id))"
            case .lock(let reason): "lock(\(reason))"
            case .unlock(let reason): "unlock(\(reason))"
            case .startFlow(let flow, let checkpoint): "startFlow(\(flow), \(checkpoint ?? "nil"))"
            case .anchorFlow(let flow, let checkpoint): "anchorFlow(\(flow), \(checkpoint ?? "nil"))"
            case .advance(let flow): "advance(\(flow))"
            case .finish(let flow, let step): "finish(\(flow), \(step))"
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

    /// The alerts shown, oldest first, so a test can choose one of their actions.
    public private(set) var alerts: [NavigationAlert] = []
    private var checkpointHandlers: [String: (Any) -> Bool] = [:]
    private var lockCount: UInt64 = 0

    /// Records a return to a checkpoint without a value.
    @discardableResult
    public func returnToCheckpoint<Value>(_ checkpoint: NavigationCheckpoint<Value>) -> Bool {
        requests.append(.returnToCheckpointWithoutValue(checkpoint.name))
        return result
    }

    /// Records a checkpoint and keeps its handler for ``deliver(_:to:)``.
    @discardableResult
    public func establish<Value>(
        _ checkpoint: NavigationCheckpoint<Value>,
        onReturn: (@MainActor (Value) -> Void)?
    ) -> Bool {
        requests.append(.establish(checkpoint.name))
        if let onReturn {
            checkpointHandlers[checkpoint.name] = { value in
                guard let value = value as? Value else { return false }
                onReturn(value)
                return true
            }
        }
        return result
    }

    /// Hands a value to a checkpoint's handler, as a real return would; `false` when none takes it.
    @discardableResult
    public func deliver<Value>(_ value: Value, to checkpoint: NavigationCheckpoint<Value>) -> Bool {
        checkpointHandlers[checkpoint.name]?(value) ?? false
    }

    /// Records an alert and keeps it in ``alerts``.
    @discardableResult
    public func showAlert(_ alert: NavigationAlert) -> Bool {
        requests.append(.showAlert(alert.id))
        alerts.append(alert)
        return result
    }

    /// Records a lock; returns `nil` when ``result`` is `false`.
    @discardableResult
    public func lockNavigation(reason: String) -> NavigationLock? {
        requests.append(.lock(reason))
        guard result else { return nil }
        lockCount += 1
        return NavigationLock(entry: NavigationEntryID(rawValue: lockCount), reason: reason, token: lockCount)
    }

    /// Records an unlock.
    @discardableResult
    public func unlock(_ lock: NavigationLock) -> Bool {
        requests.append(.unlock(lock.reason))
        return result
    }

    /// Records a flow start.
    @discardableResult
    public func startFlow<Flow: NavigationFlow>(
        _ flow: Flow,
        returningTo checkpoint: NavigationCheckpoint<Flow.Value>?
    ) -> Bool {
        requests.append(.startFlow(AnyHashable(flow), checkpoint: checkpoint?.name))
        return result
    }

    /// Records an anchoring and gives an unanchored flow a placeholder anchor, as the real one would.
    @discardableResult
    public func anchorFlow<Flow: NavigationFlow>(
        _ flow: inout Flow,
        returningTo checkpoint: NavigationCheckpoint<Flow.Value>?
    ) -> Bool {
        requests.append(.anchorFlow(AnyHashable(flow), checkpoint: checkpoint?.name))
        guard flow.anchor == nil else { return false }
        flow.anchor = NavigationFlowAnchor(checkpointName: checkpoint?.name, navigator: "mock", entry: nil)
        return result
    }

    /// Records an advance without asking the flow for its next step.
    @discardableResult
    public func advance<Flow: NavigationFlow>(_ flow: Flow) async -> Bool {
        requests.append(.advance(AnyHashable(flow)))
        return result
    }

    /// Records how a flow was finished.
    @discardableResult
    public func finish<Flow: NavigationFlow>(_ flow: Flow, with step: NavigationFlowStep<Flow>) -> Bool {
        let text: String
        switch step {
        case .show(let destination): text = "show(\(destination.routeID))"
        case .complete: text = "complete"
        case .completeWith(let value): text = "completeWith(\(value))"
        case .cancel: text = "cancel"
        }
        requests.append(.finish(AnyHashable(flow), step: text))
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
