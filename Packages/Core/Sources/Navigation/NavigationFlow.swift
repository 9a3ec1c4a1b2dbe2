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
/// its handle to ``NavigationHandle/advance(_:)``. Because flows are values, going back a
/// step restores exactly what that step had, and a flow survives in a snapshot like any
/// other destination payload.
///
/// ```swift
/// func next() async throws -> NavigationFlowStep<NewOrderFlow> {
///     switch step {
///     case .product: .show(OrdersIncomingNavigation.newOrder(moved(to: .quantity)))
///     case .payment: .completeWith(try await placeOrder())
///     }
/// }
/// ```
public protocol NavigationFlow: Hashable, Codable, Sendable {
    /// What the flow produces when it completes.
    associatedtype Value: Sendable
    /// Where the flow returns; set by ``NavigationHandle/startFlow(_:returningTo:)``.
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
        return perform(flow.start(), of: flow)
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
        guard case .success(let location) = root.location(of: anchor) else { return detached() }
        let layers = root.storedState.tabs[location.tab].layers
        let below: NavigationEntryID?
        if location.index > 0 {
            below = layers[location.layer].entries[location.index - 1].id
        } else if location.layer > 0 {
            below = layers[location.layer - 1].entries.last?.id
        } else {
            below = nil
        }
        flow.anchor = NavigationFlowAnchor(checkpointName: checkpoint?.name, entry: below)
        root.emit(
            .debug, .flow, root.scope(of: anchor),
            "anchored \(Flow.self) at \(below?.description ?? "nothing")")
        return .applied
    }

    /// Asks the flow for its next step and performs it from this screen.
    ///
    /// The step is carried out only if this screen is still where it was when it asked: on
    /// top of its stack, with nothing presented over it (no alert either), in the same place.
    /// Otherwise (the person went back, switched tab, opened something or was asked a
    /// question meanwhile) it is dropped and refused as ``NavigationRefusal/stale(_:)``, so a
    /// step never lands under the person's next tap. A step that throws changes nothing.
    @discardableResult
    public func advance<Flow: NavigationFlow>(_ flow: Flow) async -> NavigationOutcome {
        guard let root, let place = root.placement(of: anchor) else { return detached() }
        let step: NavigationFlowStep<Flow>
        do {
            step = try await flow.next()
        } catch {
            root.emit(.error, .flow, root.scope(of: anchor), "\(Flow.self) failed: \(error)")
            return .refused(.failed(String(describing: error)))
        }
        guard root.placement(of: anchor) == place else {
            return root.refuse(.stale("the next step of \(Flow.self)"), in: "flow")
        }
        return perform(step, of: flow)
    }

    /// Ends a flow now, as if its next step were `step` (explicit cancel buttons use it).
    @discardableResult
    public func finish<Flow: NavigationFlow>(_ flow: Flow, with step: NavigationFlowStep<Flow>)
        -> NavigationOutcome
    {
        perform(step, of: flow)
    }

    private func perform<Flow: NavigationFlow>(_ step: NavigationFlowStep<Flow>, of flow: Flow)
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
    /// value), else its start screen; when both are gone, the flow's own layer is dismissed.
    private func returnToAnchor<Flow: NavigationFlow>(of flow: Flow, value: Flow.Value?, label: String)
        -> NavigationOutcome
    {
        guard let root else { return .refused(.detached(anchor)) }
        guard let flowAnchor = flow.anchor else {
            return root.refuse(.flowNotAnchored, in: root.scope(of: anchor))
        }
        root.emit(.info, .flow, root.scope(of: anchor), "\(Flow.self) \(label)")
        if let name = flowAnchor.checkpointName {
            if root.checkpoint(named: name, below: anchor) != nil {
                return root.returnToCheckpoint(
                    named: name, valueType: Flow.Value.self, value: value, from: anchor)
            }
            root.emit(
                .warning, .flow, root.scope(of: anchor),
                "checkpoint '\(name)' is gone; returning to where the flow started")
        }
        if let entry = flowAnchor.entry, root.storedState.contains(entry) {
            return root.run(.returnTo(entry, then: nil), from: ChangeOrigin(anchor))
        }
        return dismiss()
    }
}

/// Where an entry is, for telling whether it moved while an async step ran.
struct EntryPlacement: Equatable {
    let location: EntryLocation
    let isTopOfLayer: Bool
    let isFrontOfTab: Bool
    let isSelectedTab: Bool
    /// An alert in front of the screen (a question the person has not answered yet).
    let isUnderAlert: Bool
}

extension Navigator {
    func placement(of anchor: NavigationAnchor) -> EntryPlacement? {
        guard case .success(let location) = location(of: anchor) else { return nil }
        let layers = storedState.tabs[location.tab].layers
        return EntryPlacement(
            location: location,
            isTopOfLayer: location.index == layers[location.layer].entries.count - 1,
            isFrontOfTab: location.layer == layers.count - 1,
            isSelectedTab: storedState.tabs[location.tab].name == storedState.selectedTab,
            isUnderAlert: layers[location.layer].alert != nil
        )
    }
}
