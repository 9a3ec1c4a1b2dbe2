import Navigation

/// A multi-step sequence written as a value: it holds what the steps collected and decides
/// the next step.
///
/// Each step screen holds a copy of the flow (inside its destination), changes it, and asks
/// its handle to ``NavigationFlowHandling/advance(_:)``. Because flows are values, going back a
/// step restores exactly what that step had, and a flow survives in a snapshot like any
/// other destination payload.
///
/// ```swift
/// func next() async throws(NewOrderFlowError) -> NavigationFlowStep<NewOrderFlow> {
///     switch step {
///     case .product:
///         try requireProduct()
///         return .show(OrdersIncomingNavigation.newOrder(moved(to: .quantity)))
///     ...
///     case .payment:
///         throw .paymentEndsTheFlow  // the payment screen finishes the flow itself
///     }
/// }
/// ```
public protocol NavigationFlow: Hashable, Codable, Sendable {
    /// What the flow produces when it completes.
    associatedtype Value: Sendable
    /// Where the flow returns; set by ``NavigationFlowHandling/startFlow(_:returningTo:)``.
    var anchor: NavigationFlowAnchor? { get set }
    /// The first step.
    func start() -> NavigationFlowStep<Self>
    /// The step after the current one; may do async work (validation, a payment call) and throw.
    func next() async throws -> NavigationFlowStep<Self>
}

extension NavigationHandle {
    /// Starts a flow from this screen: it returns here (or to `checkpoint`) when it ends.
    @discardableResult
    public func startFlow<Flow: NavigationFlow>(
        _ flow: Flow,
        returningTo checkpoint: NavigationCheckpoint<Flow.Value>? = nil
    ) -> NavigationOutcome {
        guard let root, let id = entryID(in: root) else { return detached() }
        var flow = flow
        flow.anchor = NavigationFlowAnchor(checkpointName: checkpoint?.name, entry: id)
        root.emit(.info, .flow, root.scope(of: anchor), "start \(Flow.self)")
        return take(flow.start(), of: flow)
    }

    /// Anchors a flow whose first step was shown without ``startFlow(_:returningTo:)``.
    ///
    /// A flow can reach the screen through a provider or a deep link, which can only name a
    /// destination. Its first step calls this: the flow is anchored to the screen its layer
    /// was presented from (or, when the step was pushed, to the screen below it), and to
    /// `checkpoint` when one is given. A flow that already has an anchor is refused.
    @discardableResult
    public func anchorFlow<Flow: NavigationFlow>(
        _ flow: inout Flow,
        returningTo checkpoint: NavigationCheckpoint<Flow.Value>? = nil
    ) -> NavigationOutcome {
        guard let root else { return .refused(.detached(anchor)) }
        guard flow.anchor == nil else { return root.refuse(.flowAlreadyAnchored, in: root.scope(of: anchor)) }
        guard let location = try? root.location(of: anchor) else { return detached() }
        let layers = root.storedState.tabs[location.tab].layers
        let below =
            location.index > 0
            ? layers[location.layer].entries[location.index - 1].id
            : location.layer > 0 ? layers[location.layer - 1].entries.last?.id : nil
        flow.anchor = NavigationFlowAnchor(checkpointName: checkpoint?.name, entry: below)
        root.emit(
            .debug, .flow, root.scope(of: anchor),
            "anchored \(Flow.self) at \(below?.description ?? "nothing")")
        return .applied
    }

    /// Asks the flow for its next step and takes it from this screen.
    ///
    /// The step is carried out only if nothing in the tree changed while the flow worked it
    /// out. If the person did anything meanwhile (went back, switched tab, even to come back,
    /// opened something, was asked a question and answered it), the step is dropped and
    /// refused as ``/Navigation/NavigationRefusal/stale(_:)``: a step never lands under the person's next
    /// tap, and never over a question. A step that throws changes nothing.
    @discardableResult
    public func advance<Flow: NavigationFlow>(_ flow: Flow) async -> NavigationOutcome {
        guard let root, let location = try? root.location(of: anchor) else { return detached() }
        // Said by the screen it was asked from: a person knows no flow by its type.
        let from = root.storedState.tabs[location.tab].layers[location.layer].entries[location.index].routeID
        let asked = root.revision
        let step: NavigationFlowStep<Flow>
        do {
            step = try await flow.next()
        } catch {
            root.emit(.error, .flow, root.scope(of: anchor), "\(Flow.self) failed: \(error)")
            return .refused(.failed(String(describing: error)))
        }
        guard root.revision == asked else {
            return root.refuse(.stale("the step after \(from)"), in: "flow")
        }
        return take(step, of: flow)
    }

    /// Ends a flow now, as if its next step were `step` (explicit cancel buttons use it).
    @discardableResult
    public func finish<Flow: NavigationFlow>(_ flow: Flow, with step: NavigationFlowStep<Flow>)
        -> NavigationOutcome
    {
        take(step, of: flow)
    }

    private func take<Flow: NavigationFlow>(_ step: NavigationFlowStep<Flow>, of flow: Flow)
        -> NavigationOutcome
    {
        switch step {
        case .show(let destination): navigate(to: destination)
        case .complete: returnToAnchor(of: flow, value: nil, label: "completed")
        case .completeWith(let value): returnToAnchor(of: flow, value: value, label: "completed with a value")
        case .cancel: returnToAnchor(of: flow, value: nil, label: "cancelled")
        }
    }

    /// Returns where the flow's anchor says: its checkpoint when one answers (with the
    /// value), else its start screen; when both are gone, or the flow has no anchor (a saved
    /// value that lost it), the flow's own layer is dismissed, or, on a tab's own stack (a
    /// hand-edited state put it there), this screen leaves.
    ///
    /// A start screen that has not set the checkpoint yet (a restore or a link put it under
    /// the flow, and it has not appeared since) is handed the value when it does. A flow
    /// without an anchor is said as a warning, and still ends: a locked step always has a way
    /// out.
    private func returnToAnchor<Flow: NavigationFlow>(of flow: Flow, value: Flow.Value?, label: String)
        -> NavigationOutcome
    {
        guard let root else { return .refused(.detached(anchor)) }
        root.emit(.info, .flow, root.scope(of: anchor), "\(Flow.self) \(label)")
        let name = flow.anchor?.checkpointName
        if let name, root.checkpoint(named: name, below: anchor) != nil {
            return root.attributing(to: .flowStep) {
                root.returnToCheckpoint(named: name, valueType: Flow.Value.self, value: value, from: anchor)
            }
        }
        // The start screen counts only where the flow can return to it: below this screen in
        // its tab. An id that now names a screen elsewhere (a restored state renumbered it)
        // would leave the flow showing, so the flow's own layer is dismissed instead.
        // Nor is this screen itself (a hand-edited anchor): returning there would leave it showing.
        if let entry = flow.anchor?.entry, entry != entryID(in: root), root.isAtOrBelow(entry, anchor) {
            var keep: (@MainActor () -> Void)?
            if let name, let value {
                keep = { [weak root] in root?.keepUntilEstablished(value, named: name, at: entry) }
            }
            return root.run(root.returning(to: entry, from: anchor, then: keep), from: anchor)
        }
        root.emit(
            .warning, .flow, root.scope(of: anchor),
            flow.anchor == nil
                ? "\(Flow.self) has no anchor (start it with startFlow or anchorFlow); it closes where it stands"
                : "\(Flow.self)'s start screen is not below it\(name.map { ", nor is checkpoint '\($0)'" } ?? ""); "
                    + "it closes where it stands")
        guard let layer = try? root.location(of: anchor).layer, layer > 0 else { return back() }
        return dismiss()
    }
}

extension NavigationRoot {
    /// Whether `entry` is on the way back from `anchor`: in its tab, on its layer at or
    /// below it, or on a layer under it.
    func isAtOrBelow(_ entry: NavigationEntryID, _ anchor: NavigationAnchor) -> Bool {
        guard let from = try? location(of: anchor), let location = storedState.locate(entry)
        else { return false }
        return location.tab == from.tab
            && (location.layer < from.layer || (location.layer == from.layer && location.index <= from.index))
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

/// Where a flow returns when it ends: a checkpoint, or the screen it started from.
public struct NavigationFlowAnchor: Hashable, Codable, Sendable {
    /// The checkpoint to return to, when the flow was started with one.
    public var checkpointName: String?
    /// The screen the flow started from; the flow returns there when no checkpoint answers.
    public var entry: NavigationEntryID?

    /// Creates an anchor.
    public init(checkpointName: String? = nil, entry: NavigationEntryID?) {
        self.checkpointName = checkpointName
        self.entry = entry
    }
}
