/// Where a flow returns when it ends: a checkpoint, or the screen it started from.
public struct NavigationFlowAnchor: Hashable, Codable, Sendable {
    /// The checkpoint to return to, when the flow was started with one.
    public var checkpointName: String?
    /// The navigator the flow started from.
    public var navigator: NavigatorID
    /// The screen the flow started from.
    public var entry: NavigationEntryID?

    /// Creates an anchor.
    public init(checkpointName: String? = nil, navigator: NavigatorID, entry: NavigationEntryID?) {
        self.checkpointName = checkpointName
        self.navigator = navigator
        self.entry = entry
    }
}

/// What a flow does next.
public enum NavigationFlowStep<Flow: NavigationFlow> {
    /// Shows a step; the destination usually carries the updated flow.
    case show(any NavigationDestination)
    /// Ends the flow without a value.
    case complete
    /// Ends the flow, handing the value to the anchor's checkpoint.
    case completeWith(Flow.Value)
    /// Abandons the flow and returns without a value.
    case cancel
}

/// A multi-step sequence written as a value: it holds what the steps collected and decides
/// the next step.
///
/// Each step screen holds a copy of the flow (inside its destination), changes it, and asks
/// its navigator to ``Navigator/advance(_:)``. Because flows are values, going back a step
/// restores exactly what that step had, and a flow survives in a snapshot like any other
/// destination payload.
public protocol NavigationFlow: Hashable, Codable, Sendable {
    /// What the flow produces when it completes.
    associatedtype Value: Sendable
    /// Where the flow returns; set by ``Navigator/startFlow(_:returningTo:)``.
    var anchor: NavigationFlowAnchor? { get set }
    /// The first step.
    func start() -> NavigationFlowStep<Self>
    /// The step after the current one; may do async work (validation, a payment call) and throw.
    func next() async throws -> NavigationFlowStep<Self>
}

extension Navigator {
    /// Starts a flow from this navigator's top screen, or returning to a checkpoint.
    @discardableResult
    public func startFlow<Flow: NavigationFlow>(
        _ flow: Flow,
        returningTo checkpoint: NavigationCheckpoint<Flow.Value>? = nil
    ) -> Bool {
        if isRoot { return delegateToCurrent { $0.startFlow(flow, returningTo: checkpoint) } }
        var flow = flow
        flow.anchor = NavigationFlowAnchor(
            checkpointName: checkpoint?.name, navigator: id, entry: topEntry?.id)
        context.emit(.info, .flow, id, "start \(Flow.self)")
        return apply(flow.start(with: flow.anchor))
    }

    /// Anchors a flow whose first step was shown without ``startFlow(_:returningTo:)``.
    ///
    /// A flow can reach the screen through a provider or a deep link, which can only name a
    /// destination. Its first step calls this: the flow is anchored to the screen that
    /// presented the step's layer (or, when the step was pushed, to the screen below it),
    /// and to `checkpoint` when one is given. A flow that already has an anchor is left alone.
    @discardableResult
    public func anchorFlow<Flow: NavigationFlow>(
        _ flow: inout Flow,
        returningTo checkpoint: NavigationCheckpoint<Flow.Value>? = nil
    ) -> Bool {
        guard flow.anchor == nil else { return false }
        var layer: Navigator = self
        while layer.presentationMethod == nil, let parent = layer.parent, !parent.isRoot { layer = parent }
        if layer.presentationMethod != nil, let presenter = layer.parent {
            flow.anchor = NavigationFlowAnchor(
                checkpointName: checkpoint?.name,
                navigator: presenter.id,
                entry: presenter.topEntry?.id
            )
        } else {
            let below = path.count >= 2 ? path[path.count - 2].id : rootEntry?.id
            flow.anchor = NavigationFlowAnchor(checkpointName: checkpoint?.name, navigator: id, entry: below)
        }
        context.emit(.debug, .flow, id, "anchored \(Flow.self) at \(flow.anchor?.navigator.rawValue ?? "")")
        return true
    }

    /// Asks the flow for its next step and performs it from this navigator.
    ///
    /// A thrown error is reported and changes nothing. If this navigator left the tree while
    /// the flow was thinking, the step is dropped.
    @discardableResult
    public func advance<Flow: NavigationFlow>(_ flow: Flow) async -> Bool {
        let step: NavigationFlowStep<Flow>
        do {
            step = try await flow.next()
        } catch {
            context.emit(.error, .flow, id, "\(Flow.self) failed: \(error)")
            return false
        }
        guard isAttached else {
            context.emit(.warning, .flow, id, "\(Flow.self) step dropped: its screen left")
            return false
        }
        return apply(step, anchor: flow.anchor)
    }

    /// Ends a flow now, as if its next step were `step` (used for explicit cancel buttons).
    @discardableResult
    public func finish<Flow: NavigationFlow>(_ flow: Flow, with step: NavigationFlowStep<Flow>) -> Bool {
        apply(step, anchor: flow.anchor)
    }

    private func apply<Flow: NavigationFlow>(_ step: (NavigationFlowStep<Flow>, NavigationFlowAnchor?))
        -> Bool
    {
        apply(step.0, anchor: step.1)
    }

    private func apply<Flow: NavigationFlow>(_ step: NavigationFlowStep<Flow>, anchor: NavigationFlowAnchor?)
        -> Bool
    {
        switch step {
        case .show(let destination):
            return navigate(to: destination)
        case .complete:
            return returnToAnchor(anchor, valueType: Flow.Value.self, value: nil, label: "completed")
        case .completeWith(let value):
            return returnToAnchor(
                anchor, valueType: Flow.Value.self, value: value, label: "completed with a value")
        case .cancel:
            return returnToAnchor(anchor, valueType: Flow.Value.self, value: nil, label: "cancelled")
        }
    }

    private func returnToAnchor(
        _ anchor: NavigationFlowAnchor?, valueType: Any.Type, value: Any?, label: String
    ) -> Bool {
        guard let anchor else {
            return refuse(.flow, "flow has no anchor; was it started with startFlow?") ?? false
        }
        context.emit(.info, .flow, id, "flow \(label)")
        if let name = anchor.checkpointName {
            if findCheckpoint(named: name) != nil {
                return returnToCheckpoint(named: name, valueType: valueType, value: value)
            }
            context.emit(
                .warning, .flow, id, "checkpoint '\(name)' is gone; returning to where the flow started")
        }
        guard let navigator = root.navigator(withID: anchor.navigator) else {
            return refuse(.flow, "flow anchor \(anchor.navigator) is gone") ?? false
        }
        navigator.transaction {
            navigator.dismissPresentedViews()
            if let entry = anchor.entry { navigator.pop(toEntry: entry) }
        }
        return true
    }
}

extension NavigationFlow {
    fileprivate func start(with anchor: NavigationFlowAnchor?) -> (
        NavigationFlowStep<Self>, NavigationFlowAnchor?
    ) {
        (start(), anchor)
    }
}
