import Navigation

// The destinations and values the randomized model check uses; the reference model and the
// engine both see exactly these.

/// The screens the model check navigates between.
enum CheckedDestination: NavigationDestination, Comparable {
    /// A pushed page.
    case page(Int)
    /// A pushed page that needs a signed-in customer.
    case vault(Int)
    /// Prefers a plain sheet.
    case note
    /// Prefers a plain cover.
    case banner
    /// Prefers a managed sheet.
    case editor
    /// Prefers a managed cover.
    case player
    /// The requirement's screen: a plain sheet.
    case signIn
    /// A tab's root screen.
    case root(String)

    var routeID: String {
        switch self {
        case .page(let number): "page/\(number)"
        case .vault(let number): "vault/\(number)"
        case .note: "note"
        case .banner: "banner"
        case .editor: "editor"
        case .player: "player"
        case .signIn: "signin"
        case .root(let name): name
        }
    }

    var method: NavigationMethod {
        switch self {
        case .page, .vault, .root: .push
        case .note, .signIn: .present(.sheet)
        case .banner: .present(.cover)
        case .editor: .present(.managedSheet)
        case .player: .present(.managedCover)
        }
    }

    var accessRequirement: NavigationAccessRequirement? {
        if case .vault = self { return .checkedSignIn }
        return nil
    }

    /// Page 5 is locked and page 4 asks before its layer goes, for as long as they are in
    /// the tree, however they got there.
    var leaveGuard: NavigationLeaveGuard? {
        switch self {
        case .page(5): .lock(reason: "declared")
        case .page(4): .confirm(NavigationLeaveConfirmation(title: "Leave page 4?"), scope: .layer)
        default: nil
        }
    }

    static var codingName: String { "ModelCheck.Destination" }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.routeID < rhs.routeID }
}

extension NavigationAccessRequirement {
    /// The model check's one requirement.
    static let checkedSignIn = NavigationAccessRequirement("checked-sign-in")
}

/// Switches tabs when sent (the root's receiver).
struct CheckedTab: Hashable, Sendable {
    let name: String
}

/// Received by screens that registered for it; nobody else takes it.
struct CheckedPing: Hashable, Sendable {
    let number: Int
}

/// Has no receiver, so sending it ends the chain.
struct CheckedOrphan: Hashable, Sendable {}

/// Received by screens that registered for it, which pop their own stack: whether a lock on
/// that layer stands aside depends on who sent it, not on the receiving screen.
struct CheckedPop: Hashable, Sendable {}

/// A value a generated `send` carries.
enum CheckedValue: Hashable, Sendable, CustomStringConvertible {
    case tab(String)
    case page(Int)
    /// A protected screen the orders tab pushes, so a step can meet the gate in either tab.
    case vault(Int)
    case ping(Int)
    case popOwn
    case orphan

    var boxed: any Hashable & Sendable {
        switch self {
        case .tab(let name): CheckedTab(name: name)
        case .page(let number): CheckedDestination.page(number)
        case .vault(let number): CheckedDestination.vault(number)
        case .ping(let number): CheckedPing(number: number)
        case .popOwn: CheckedPop()
        case .orphan: CheckedOrphan()
        }
    }

    var description: String {
        switch self {
        case .tab(let name): "tab(\(name))"
        case .page(let number): "page(\(number))"
        case .vault(let number): "vault(\(number))"
        case .ping(let number): "ping(\(number))"
        case .popOwn: "popOwn"
        case .orphan: "orphan"
        }
    }
}

/// A screen model whose lifetime the check follows with weak references.
final class CheckedScreenModel {}

/// A weak reference the check keeps to prove a model was released.
final class WeakModel {
    let entry: NavigationEntryID
    weak var model: CheckedScreenModel?

    init(_ model: CheckedScreenModel, entry: NavigationEntryID) {
        self.model = model
        self.entry = entry
    }
}

/// What handlers (alert actions, checkpoint returns, receivers) did, in order.
@MainActor
final class EffectLog {
    var lines: [String] = []
}

/// Who is signed in, as the checked root's access requirement reads it.
@MainActor
final class CheckSession {
    var isSignedIn = false
}
