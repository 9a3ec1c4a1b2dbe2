/// A request waiting for an access requirement, and the screen asking the person to meet it.
///
/// It is part of ``NavigationState``, so it is saved and restored with everything else. When
/// the requirement's screen leaves the tree, the root carries the request out if the
/// requirement now holds and drops it if not; either way nothing else has changed meanwhile.
public struct NavigationPendingTarget: Equatable, Sendable, CustomStringConvertible {
    /// What was asked.
    public var request: NavigationRequest
    /// What it waits for.
    public var requirement: NavigationAccessRequirement
    /// The entry of the screen presented to meet the requirement (the sign-in sheet).
    public var screen: NavigationEntryID

    /// Creates a pending target.
    public init(
        request: NavigationRequest, requirement: NavigationAccessRequirement, screen: NavigationEntryID
    ) {
        self.request = request
        self.requirement = requirement
        self.screen = screen
    }

    /// The route it is about.
    public var description: String { request.routeID }
}
