/// What an interceptor decides about a state that is about to be applied.
public enum NavigationInterceptDecision: Sendable, Equatable {
    /// Apply the state as it is.
    case proceed
    /// Apply this state instead and keep the original pending (for example: a sign-in sheet
    /// over what the user may see, with the protected target kept for after sign-in).
    case redirect(NavigationState)
    /// Apply nothing and drop the state.
    case cancel
}

/// Decides, possibly asynchronously, whether a state may be applied as it is.
@MainActor
public protocol NavigationInterceptor: AnyObject {
    /// Looks at a state before it is applied.
    func intercept(_ state: NavigationState) async -> NavigationInterceptDecision
}

/// Applies states from outside (deep links, restored snapshots) through an interceptor,
/// keeping at most one pending state for later.
///
/// A redirected state is kept pending; a newer redirected state replaces it; ``resumePending()``
/// runs it through the interceptor again (which now proceeds, say, because the user signed
/// in); ``dropPending()`` forgets it.
@MainActor
public final class NavigationGate {
    /// What happened to a state handed to the gate.
    public enum Outcome: Equatable, Sendable {
        /// The state was applied.
        case applied
        /// Another state was applied and the original is pending.
        case redirected
        /// Nothing was applied.
        case cancelled
        /// Nothing was pending.
        case nothingPending
    }

    private let root: Navigator
    private let interceptor: any NavigationInterceptor
    /// The state waiting for the interceptor to let it through.
    public private(set) var pending: NavigationState?

    /// Creates a gate for a root navigator.
    public init(root: Navigator, interceptor: any NavigationInterceptor) {
        self.root = root.root
        self.interceptor = interceptor
    }

    /// Runs a state through the interceptor and applies the outcome.
    ///
    /// Throws, changing nothing, when the tree refuses the state (locked, invalid).
    @discardableResult
    public func open(_ state: NavigationState) async throws(NavigationError) -> Outcome {
        try root.checkUnlocked(for: "opening a link")
        switch await interceptor.intercept(state) {
        case .proceed:
            try root.apply(state)
            pending = nil
            return .applied
        case .redirect(let replacement):
            try root.apply(replacement)
            if pending != nil {
                root.context.emit(.info, .state, root.id, "a newer target replaced the pending one")
            }
            pending = state
            return .redirected
        case .cancel:
            return .cancelled
        }
    }

    /// Tries the pending state again.
    @discardableResult
    public func resumePending() async throws(NavigationError) -> Outcome {
        guard let state = pending else { return .nothingPending }
        pending = nil
        return try await open(state.refreshed(from: root.exportState()))
    }

    /// Forgets the pending state.
    public func dropPending() {
        if pending != nil { root.context.emit(.info, .state, root.id, "pending target dropped") }
        pending = nil
    }
}

extension NavigationState {
    /// The pending state with the entry counter of now, so resuming never reuses ids.
    fileprivate func refreshed(from current: NavigationState) -> NavigationState {
        var state = self
        state.nextEntryID = Swift.max(state.nextEntryID, current.nextEntryID)
        return state
    }
}
