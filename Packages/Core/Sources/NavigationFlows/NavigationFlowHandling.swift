import Navigation

/// What a screen may ask of navigation with the flows module: everything
/// `NavigationHandling` offers, and checkpoints and flows.
///
/// A per-screen navigator that returns to a checkpoint or runs a flow wraps one of these;
/// ``/Navigation/NavigationHandle`` implements it over the real tree, and
/// `NavigationHandleMock` records the calls.
@MainActor
public protocol NavigationFlowHandling: NavigationHandling {
    /// Returns to a checkpoint with a value.
    @discardableResult func returnToCheckpoint<Value>(_ checkpoint: NavigationCheckpoint<Value>, value: Value)
        -> NavigationOutcome
    /// Returns to a checkpoint without a value.
    @discardableResult func returnToCheckpoint<Value>(_ checkpoint: NavigationCheckpoint<Value>)
        -> NavigationOutcome
    /// Whether a checkpoint of this name is at or below this screen, to return to.
    func canReturnToCheckpoint<Value>(_ checkpoint: NavigationCheckpoint<Value>) -> Bool
    /// Establishes a checkpoint at this screen.
    @discardableResult func establish<Value>(
        _ checkpoint: NavigationCheckpoint<Value>,
        onReturn: (@MainActor (Value) -> Void)?
    ) -> NavigationOutcome
    /// Starts a flow from this screen, returning to it (or to `checkpoint`) when it ends.
    @discardableResult func startFlow<Flow: NavigationFlow>(
        _ flow: Flow,
        returningTo checkpoint: NavigationCheckpoint<Flow.Value>?
    ) -> NavigationOutcome
    /// Anchors a flow that was shown without being started (through a provider or a link).
    @discardableResult func anchorFlow<Flow: NavigationFlow>(
        _ flow: inout Flow,
        returningTo checkpoint: NavigationCheckpoint<Flow.Value>?
    ) -> NavigationOutcome
    /// Asks a flow for its next step and shows it, if nothing in the tree changed meanwhile.
    @discardableResult func advance<Flow: NavigationFlow>(_ flow: Flow) async -> NavigationOutcome
    /// Ends a flow with the given step (complete, complete with a value, or cancel).
    @discardableResult func finish<Flow: NavigationFlow>(_ flow: Flow, with step: NavigationFlowStep<Flow>)
        -> NavigationOutcome
}

extension NavigationHandle: NavigationFlowHandling {}
