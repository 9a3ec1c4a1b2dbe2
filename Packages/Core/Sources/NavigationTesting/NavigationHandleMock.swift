import Navigation
import NavigationFlows
import NavigationSend

/// A ``/Navigation/NavigationHandling`` that records what a screen asked for instead of navigating.
///
/// Per-screen navigators in features are thin: each semantic method (`showOrder(id:)`)
/// picks a navigation value and a style. Tests hand them this mock and assert on
/// ``requests``, the list of what would have happened, in order:
///
/// ```swift
/// let mock = NavigationHandleMock()
/// HomeNavigator(mock, accountViewProvider: provider).showOrderDetails(id: 7)
/// #expect(mock.requests == [.navigateOutgoing(AnyHashable(HomeOutgoingNavigation.orderDetails(id: 7)))])
/// ```
///
/// Set ``outcome`` to make every call refuse (or wait), and ``sendOutcome`` to make sends
/// find no receiver, to test how a screen copes.
@MainActor
public final class NavigationHandleMock: NavigationFlowHandling, NavigationSendHandling {
    /// A value a call carried, recorded whether or not its type is hashable.
    public struct RecordedValue: Equatable, CustomStringConvertible {
        /// The value, for tests that need it back.
        public let value: Any
        /// How it prints, which is also how non-hashable values compare.
        public let description: String
        private let hashable: AnyHashable?

        /// Records a value.
        public init(_ value: Any) {
            self.value = value
            self.description = String(describing: value)
            self.hashable = value as? AnyHashable
        }

        /// Hashable values compare by value; others by their description.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            if let left = lhs.hashable, let right = rhs.hashable { return left == right }
            return lhs.hashable == nil && rhs.hashable == nil && lhs.description == rhs.description
        }
    }

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
        case returnToCheckpoint(String, RecordedValue)
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
        /// `confirmLeaving(_:scope:)`, with the question's title.
        case confirmLeaving(String, NavigationGuardScope)
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
        /// `back()`.
        case back

        /// A compact, readable form for failure messages.
        public var description: String {
            switch self {
            case .navigate(let destination): "navigate(\(destination.routeID))"
            case .navigateOutgoing(let value): "navigate(outgoing \(value))"
            case .present(let destination, let style): "present(\(destination.routeID), \(style.rawValue))"
            case .presentOutgoing(let value, let style): "present(outgoing \(value), \(style.rawValue))"
            case .send(let values): "send(\(values.map { "\($0)" }.joined(separator: ", ")))"
            case .returnToCheckpoint(let name, let value): "returnToCheckpoint(\(name), \(value))"
            case .returnToCheckpointWithoutValue(let name): "returnToCheckpoint(\(name))"
            case .establish(let name): "establish(\(name))"
            case .showAlert(let id): "showAlert(\(id))"
            case .lock(let reason): "lock(\(reason))"
            case .unlock(let reason): "unlock(\(reason))"
            case .confirmLeaving(let title, let scope): "confirmLeaving(\(title), \(scope))"
            case .startFlow(let flow, let checkpoint): "startFlow(\(flow), \(checkpoint ?? "nil"))"
            case .anchorFlow(let flow, let checkpoint): "anchorFlow(\(flow), \(checkpoint ?? "nil"))"
            case .advance(let flow): "advance(\(flow))"
            case .finish(let flow, let step): "finish(\(flow), \(step))"
            case .dismiss: "dismiss"
            case .back: "back"
            }
        }
    }

    /// Every call, oldest first.
    public private(set) var requests: [Request] = []
    /// What every call returns; set a refusal (or a hold) to see how a screen copes.
    public var outcome: NavigationOutcome = .applied
    /// What `send(values:)` returns; `.stopped(.noReceiver(...))` simulates nobody receiving.
    public var sendOutcome: NavigationSendOutcome = .delivered
    /// What `canReturnToCheckpoint(_:)` answers; `false` simulates a caller gone (a restart).
    public var checkpointIsBelow = true
    /// The alerts shown, oldest first, so a test can choose one of their actions.
    public private(set) var alerts: [NavigationAlert] = []
    private var checkpointHandlers: [String: (Any) -> Bool] = [:]
    private var lockCount: UInt64 = 0

    /// Creates an empty mock that applies everything.
    public init() {}

    /// The last call, the one most tests care about.
    public var lastRequest: Request? { requests.last }

    /// Forgets the recorded calls.
    public func reset() { requests.removeAll() }

    /// Makes every later call refuse with `refusal`.
    public func refuseEverything(with refusal: NavigationRefusal) { outcome = .refused(refusal) }

    /// Makes every later send find no receiver for the first value's type.
    public func hasNoReceivers(for type: String) { sendOutcome = .stopped(.noReceiver(type)) }

    private func record(_ request: Request) -> NavigationOutcome {
        requests.append(request)
        return outcome
    }

    /// Records a navigation to a destination.
    @discardableResult
    public func navigate(to destination: any NavigationDestination) -> NavigationOutcome {
        record(.navigate(AnyNavigationDestination(destination)))
    }

    /// Records a navigation to an outgoing value.
    @discardableResult
    public func navigate(to outgoing: any OutgoingNavigation) -> NavigationOutcome {
        record(.navigateOutgoing(AnyHashable(outgoing)))
    }

    /// Records a navigation to what a view provider answers, as a navigation to that answer.
    @discardableResult
    public func navigate<View>(to view: View, through provider: any NavigationViewProviding<View>)
        -> NavigationOutcome
    {
        record(.navigate(AnyNavigationDestination(provider.view(for: view))))
    }

    /// Records a presentation of a destination.
    @discardableResult
    public func present(_ destination: any NavigationDestination, style: NavigationPresentationStyle)
        -> NavigationOutcome
    {
        record(.present(AnyNavigationDestination(destination), style))
    }

    /// Records a presentation of an outgoing value.
    @discardableResult
    public func present(_ outgoing: any OutgoingNavigation, style: NavigationPresentationStyle)
        -> NavigationOutcome
    {
        record(.presentOutgoing(AnyHashable(outgoing), style))
    }

    /// Records a send and answers ``sendOutcome``.
    @discardableResult
    public func send(values: [any Hashable & Sendable]) -> NavigationSendOutcome {
        requests.append(.send(values.map { AnyHashable($0) }))
        return sendOutcome
    }

    /// Records a checkpoint return with its value, whatever its type.
    @discardableResult
    public func returnToCheckpoint<Value>(_ checkpoint: NavigationCheckpoint<Value>, value: Value)
        -> NavigationOutcome
    {
        record(.returnToCheckpoint(checkpoint.name, RecordedValue(value)))
    }

    /// Records a return to a checkpoint without a value.
    @discardableResult
    public func returnToCheckpoint<Value>(_ checkpoint: NavigationCheckpoint<Value>) -> NavigationOutcome {
        record(.returnToCheckpointWithoutValue(checkpoint.name))
    }

    /// Answers ``checkpointIsBelow``; a question, so nothing is recorded.
    public func canReturnToCheckpoint<Value>(_ checkpoint: NavigationCheckpoint<Value>) -> Bool {
        checkpointIsBelow
    }

    /// Records a checkpoint and keeps its handler for ``deliver(_:to:)``.
    @discardableResult
    public func establish<Value>(
        _ checkpoint: NavigationCheckpoint<Value>,
        onReturn: (@MainActor (Value) -> Void)?
    ) -> NavigationOutcome {
        if let onReturn {
            checkpointHandlers[checkpoint.name] = { value in
                guard let value = value as? Value else { return false }
                onReturn(value)
                return true
            }
        }
        return record(.establish(checkpoint.name))
    }

    /// Hands a value to a checkpoint's handler, as a real return would; `false` when none takes it.
    @discardableResult
    public func deliver<Value>(_ value: Value, to checkpoint: NavigationCheckpoint<Value>) -> Bool {
        checkpointHandlers[checkpoint.name]?(value) ?? false
    }

    /// Records an alert and keeps it in ``alerts``.
    @discardableResult
    public func showAlert(_ alert: NavigationAlert) -> NavigationOutcome {
        alerts.append(alert)
        return record(.showAlert(alert.id))
    }

    /// Records a lock; returns `nil` when ``outcome`` is not applied.
    @discardableResult
    public func lockNavigation(reason: String) -> NavigationLock? {
        guard record(.lock(reason)).isApplied else { return nil }
        lockCount += 1
        return NavigationLock(entry: NavigationEntryID(rawValue: lockCount), reason: reason, token: lockCount)
    }

    /// Records an unlock.
    @discardableResult
    public func unlock(_ lock: NavigationLock) -> NavigationOutcome { record(.unlock(lock.reason)) }

    /// Records a leave confirmation.
    @discardableResult
    public func confirmLeaving(_ confirmation: NavigationLeaveConfirmation, scope: NavigationGuardScope)
        -> NavigationOutcome
    {
        record(.confirmLeaving(confirmation.title, scope))
    }

    /// Records a flow start.
    @discardableResult
    public func startFlow<Flow: NavigationFlow>(
        _ flow: Flow,
        returningTo checkpoint: NavigationCheckpoint<Flow.Value>?
    ) -> NavigationOutcome {
        record(.startFlow(AnyHashable(flow), checkpoint: checkpoint?.name))
    }

    /// Records an anchoring and gives an unanchored flow a placeholder anchor, as the real one would.
    @discardableResult
    public func anchorFlow<Flow: NavigationFlow>(
        _ flow: inout Flow,
        returningTo checkpoint: NavigationCheckpoint<Flow.Value>?
    ) -> NavigationOutcome {
        let result = record(.anchorFlow(AnyHashable(flow), checkpoint: checkpoint?.name))
        guard flow.anchor == nil else { return .refused(.flowAlreadyAnchored) }
        if result.isApplied {
            flow.anchor = NavigationFlowAnchor(checkpointName: checkpoint?.name, entry: nil)
        }
        return result
    }

    /// Records an advance without asking the flow for its next step.
    @discardableResult
    public func advance<Flow: NavigationFlow>(_ flow: Flow) async -> NavigationOutcome {
        record(.advance(AnyHashable(flow)))
    }

    /// Records how a flow was finished.
    @discardableResult
    public func finish<Flow: NavigationFlow>(_ flow: Flow, with step: NavigationFlowStep<Flow>)
        -> NavigationOutcome
    {
        let text: String
        switch step {
        case .show(let destination): text = "show(\(destination.routeID))"
        case .complete: text = "complete"
        case .completeWith(let value): text = "completeWith(\(value))"
        case .cancel: text = "cancel"
        }
        return record(.finish(AnyHashable(flow), step: text))
    }

    /// Records a dismiss.
    @discardableResult
    public func dismiss() -> NavigationOutcome { record(.dismiss) }

    /// Records a back.
    @discardableResult
    public func back() -> NavigationOutcome { record(.back) }
}
