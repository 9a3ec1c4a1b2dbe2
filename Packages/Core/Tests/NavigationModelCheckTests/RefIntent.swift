import Navigation

/// How a pop is bounded.
enum RefPop: Equatable {
    case last(Int)
    case keep(Int)
    case entry(UInt64)
}

/// Who asks for a change.
enum RefOrigin: Equatable {
    case person
    case screen(UInt64)
    case tab(String)

    init(_ anchor: RefAnchor) {
        switch anchor {
        case .entry(let id): self = .screen(id)
        case .tab(let name): self = .tab(name)
        }
    }
}

/// What a returned checkpoint hands over, if anything.
struct RefDelivery: Equatable {
    var checkpoint: String
    var value: String
}

indirect enum RefIntent: Equatable {
    case request(RefRequest)
    case pop(RefAnchor, RefPop)
    case leave(RefAnchor)
    case dismiss(RefAnchor)
    case dismissAll
    case popFront
    case popTab(String)
    case reset
    case apply(RefState)
    /// A return to a checkpoint's screen; `fromPresented` when asked from a layer presented
    /// over that screen's.
    case returnTo(UInt64, RefDelivery?, fromPresented: Bool)
    /// The session changed: every protected screen leaves while signed out.
    case recheck
    /// The window closes: every screen leaves, past its guards.
    case closeWindow
}

/// The outcome classes the check compares.
enum RefOutcome: Equatable, CustomStringConvertible {
    case applied
    case heldAccess
    case heldConfirm
    case heldSend
    case refusedDetached
    case refusedLocked
    /// A question about a screen in a tab the gate would hold, which nobody may be asked yet.
    case refusedUnseen
    /// A lock on a screen in a tab the gate would hold: it refuses, and says what comes first.
    case refusedUnseenLock
    case refused

    init(_ outcome: NavigationOutcome) {
        switch outcome {
        case .applied: self = .applied
        case .held(.pendingAccess): self = .heldAccess
        case .held(.confirming): self = .heldConfirm
        case .held(.sendWaiting): self = .heldSend
        // The check never asks for a re-check from inside a change.
        case .held(.recheckOwed): self = .refused
        case .refused(.detached): self = .refusedDetached
        case .refused(.locked): self = .refusedLocked
        case .refused(.unseenQuestion): self = .refusedUnseen
        case .refused(.unseenLock): self = .refusedUnseenLock
        case .refused: self = .refused
        }
    }

    /// Whether the engine answered a refusal (held is not one).
    var isRefusal: Bool {
        switch self {
        case .applied, .heldAccess, .heldConfirm, .heldSend: false
        case .refusedDetached, .refusedLocked, .refusedUnseen, .refusedUnseenLock, .refused: true
        }
    }

    var description: String {
        switch self {
        case .applied: "applied"
        case .heldAccess: "held for access"
        case .heldConfirm: "held for a confirmation"
        case .heldSend: "a send waiting"
        case .refusedDetached: "refused: detached"
        case .refusedLocked: "refused: locked"
        case .refusedUnseen: "refused: unseen question"
        case .refusedUnseenLock: "refused: unseen lock"
        case .refused: "refused"
        }
    }
}

struct RefGuard: Equatable {
    var token: UInt64
    var isLock: Bool
    var layerScope: Bool
    /// Declared by the screen's destination, whose question is worded unlike the check's own.
    var isDeclared = false
}

/// What an alert's actions do in the model.
enum RefAlertActions: Equatable {
    /// Each action logs its effect (nil: none).
    case effects([String?])
    /// A confirmation: Leave plans the change again with this guard waived, a push link from
    /// the tab it was asked in; Stay does nothing. One held for `apply` stands only `over` the
    /// state it was asked over.
    case leave(RefIntent, RefOrigin, Set<UInt64>, askedIn: String, over: RefState?)
}

enum RefReceiverAnchor: Equatable {
    case root
    case tab(String)
    case entry(UInt64)
}

struct RefReceiver: Equatable {
    var anchor: RefReceiverAnchor
    /// `tab`, `page` or `ping`.
    var type: String
}

/// A held change the rest of a chain waits for: the pending request, or a leave question by
/// its number (the same alert asked again is a new question).
enum RefHeldChange: Equatable {
    case pending(RefPending)
    case question(Int)
}

struct RefChain: Equatable {
    var id: Int
    var values: [CheckedValue]
    var origin: RefOrigin
    /// The tab in front when the chain was sent.
    var startTab: String
}
