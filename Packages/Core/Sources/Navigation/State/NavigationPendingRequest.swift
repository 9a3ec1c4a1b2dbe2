/// A request waiting for an access requirement, and the screen asking the person to meet it.
///
/// It is part of ``NavigationState``, so it is saved and restored with everything else. When
/// the requirement's screen leaves the tree, the root carries the request out over the state as
/// it is then if the requirement is met, and drops it if not. Other changes go on meanwhile.
public struct NavigationPendingRequest: Equatable, Sendable, CustomStringConvertible {
    /// What was asked.
    public var request: NavigationRequest
    /// What it waits for.
    public var requirement: NavigationAccessRequirement
    /// The entry of the screen presented to meet the requirement (the sign-in sheet).
    public var screen: NavigationEntryID
    /// The leave confirmations the person already answered for this request (their guards'
    /// tokens), so carrying it out does not ask them again.
    ///
    /// They belong to the request: a state applied with another pending request asks its own
    /// questions. Never saved, since tokens are the running root's; after a restart the
    /// screens install their questions anew.
    var answered: Set<UInt64> = []
    /// Who asked, when a send chain did; `nil` when the request's own anchor asked.
    ///
    /// That is the chain's sender, not the receiver that ran the step: guards judge the
    /// carried-out request as the sender's, so a lock that would refuse the sender refuses it
    /// after sign-in too.
    package var sender: NavigationSender?

    /// Creates a pending request.
    public init(
        request: NavigationRequest, requirement: NavigationAccessRequirement, screen: NavigationEntryID
    ) {
        self.request = request
        self.requirement = requirement
        self.screen = screen
    }

    /// The route it is about.
    public var description: String { request.routeID }

    /// The same request, for the same requirement, behind the same screen; the answers
    /// given for it are bookkeeping, not part of what the state shows.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.waits(as: rhs) && lhs.sender == rhs.sender
    }

    /// Whether it is the same request as `other`, behind the same screen, whoever asked it
    /// (a state applied from outside does not carry who sent it).
    func waits(as other: Self) -> Bool {
        request == other.request && requirement == other.requirement && screen == other.screen
    }

    /// Who the request acts for when it is carried out: its sender, else its own anchor.
    var asker: NavigationAnchor? {
        switch sender {
        case nil: NavigationRoot.origin(of: request)
        case .person?: nil
        case .anchor(let anchor)?: anchor
        }
    }
}

/// Who sent the send chain whose step waits: the person (through the root), or a screen or
/// tab through its handle.
package enum NavigationSender: Hashable, Sendable {
    case person
    case anchor(NavigationAnchor)
}
