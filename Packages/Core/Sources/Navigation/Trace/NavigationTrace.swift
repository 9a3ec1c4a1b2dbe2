/// One moment where a feature's request crossed a module boundary, named the way the
/// architecture names it: who asked, with what, through which mechanism, and who answered.
///
/// The root emits one with each ``NavigationEvent`` that crosses modules (its
/// ``NavigationEvent/trace``), so a log or the console's `trace on` can show the
/// architecture at work:
///
/// ```text
/// redirect  Home  HomeOutgoingNavigation.orderDetails(id: 1003)  ->  Orders  OrdersIncomingNavigation.detail(id: 1003)  (push on home)
/// ```
///
/// Modules are read from the values' own types (the module that declares the type), never
/// from route ids: a provided screen whose route id says `shared/…` is still answered by
/// the module whose destination the provider returned.
public struct NavigationTrace: Hashable, Sendable, CustomStringConvertible {
    /// The ways features reach each other without importing each other.
    public enum Mechanism: String, Hashable, Sendable {
        /// An outgoing value the app's redirect turned into another feature's destination.
        case redirect
        /// An outgoing value the redirect had no answer for: a NotFound screen.
        case notFound = "not found"
        /// A shared destination a provider answered with a feature's screen.
        case provided
        /// A shared destination no provider answered: a placeholder.
        case missingProvider = "missing provider"
        /// A view a feature asked its dependencies for, answered by another module.
        case viewProvider = "view provider"
        /// A chain of values sent through the root, step by step.
        case send
        /// A value returned to a checkpoint another screen established.
        case checkpoint
        /// The access gate: a request held for a requirement, resumed or dropped, or a screen
        /// closed by a re-check because its requirement no longer holds.
        case gate
        /// A lock or a leave confirmation that stopped a change.
        case leaveGuard = "guard"
    }

    /// The mechanism.
    public var mechanism: Mechanism
    /// The module whose value or screen asked, when one did.
    public var askingModule: String?
    /// What was asked for: a value named by its type, or the screen concerned.
    public var asked: String
    /// The module that answered, when one did.
    var answeringModule: String?
    /// The answer: a value named by its type, or what happened instead.
    public var answer: String?
    /// What came of it, in the person's terms (`push on home`, `dismiss refused`).
    public var outcome: String?
    /// What set it off.
    public var cause: NavigationCause

    /// A crossing as the engine and its modules report it; the fields are the ones above.
    package init(
        mechanism: Mechanism, askingModule: String? = nil, asked: String, answeringModule: String? = nil,
        answer: String? = nil, outcome: String? = nil, cause: NavigationCause
    ) {
        self.mechanism = mechanism
        self.askingModule = askingModule
        self.asked = asked
        self.answeringModule = answeringModule
        self.answer = answer
        self.outcome = outcome
        self.cause = cause
    }

    /// `redirect  Home  HomeOutgoingNavigation.orderDetails(id: 1003)  ->  Orders  ...  (push on home)`.
    public var description: String {
        var line = mechanism.rawValue + "  "
        if let askingModule { line += askingModule + "  " }
        line += asked
        if let answer { line += "  ->  " + (answeringModule.map { $0 + "  " } ?? "") + answer }
        if let outcome { line += "  (" + outcome + ")" }
        return line
    }

    /// The module that declares a value's type (`Home` for `HomeOutgoingNavigation`).
    public static func module(of value: Any) -> String {
        let value = (value as? AnyNavigationDestination)?.base ?? value
        let qualified = String(reflecting: type(of: value))
        return qualified.split(separator: ".", maxSplits: 1).first.map(String.init) ?? qualified
    }

    /// A value named with its type, as code would write it (`OrdersIncomingNavigation.detail(id: 1003)`).
    ///
    /// A payload longer than `maximumPayloadLength` characters (a whole flow's state, say)
    /// is shortened to `(…)`, so a trace stays one readable line.
    public static func name(of value: Any) -> String {
        let value = (value as? AnyNavigationDestination)?.base ?? value
        return "\(type(of: value)).\(shortDescription(of: value))"
    }

    /// A value's description, its payload shortened to `(…)` past `maximumPayloadLength`.
    ///
    /// Optionals read as their value (`support(orderID: 1002)`, not `Optional(1002)`).
    public static func shortDescription(of value: Any) -> String {
        let described = withoutOptionalWrappers("\(value)")
        guard described.count > maximumPayloadLength, let open = described.firstIndex(of: "(") else {
            return described
        }
        return "\(described[..<open])(…)"
    }

    /// `detail(id: Optional(3))` as `detail(id: 3)`: each `Optional(` goes with its `)`.
    static func withoutOptionalWrappers(_ text: String) -> String {
        guard text.contains("Optional(") else { return text }
        var result = ""
        var dropsClosing: [Bool] = []
        var rest = Substring(text)
        while let character = rest.first {
            let startsAWord = result.last.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            if startsAWord, rest.hasPrefix("Optional(") {
                dropsClosing.append(true)
                rest = rest.dropFirst("Optional(".count)
                continue
            }
            if character == "(" { dropsClosing.append(false) }
            if character == ")", let drop = dropsClosing.popLast(), drop {
                rest = rest.dropFirst()
                continue
            }
            result.append(character)
            rest = rest.dropFirst()
        }
        return result
    }

    /// The longest value description a trace shows in full.
    static let maximumPayloadLength = 100
}

/// What set a change off, carried by every ``NavigationTrace``.
public enum NavigationCause: Hashable, Sendable, CustomStringConvertible {
    /// The app or the person, through the root (a command, back, a tab).
    case person
    /// A screen, through its handle; its route id.
    case screen(String)
    /// App-level work on one tab, through a tab handle.
    case tab(String)
    /// A deep link.
    case link
    /// Restoring a saved state.
    case restore
    /// A step of a send chain.
    case sendStep
    /// A return to a checkpoint.
    case checkpointReturn
    /// A flow's step.
    case flowStep
    /// The access gate carrying out a held request.
    case gate
    /// An answer to a leave confirmation.
    case guardAnswer
    /// The app asking for a re-check after something it owns changed (a sign-out).
    case recheck

    /// `screen home`, `a link`, `a send step`.
    public var description: String {
        switch self {
        case .person: "the person"
        case .screen(let route): "screen \(route)"
        case .tab(let name): "tab \(name)"
        case .link: "a link"
        case .restore: "a restore"
        case .sendStep: "a send step"
        case .checkpointReturn: "a checkpoint return"
        case .flowStep: "a flow step"
        case .gate: "the gate"
        case .guardAnswer: "a guard's answer"
        case .recheck: "a re-check"
        }
    }
}

/// Something the engine did or refused to do, for logs, the console's `log` and tests.
public struct NavigationEvent: Hashable, Sendable, CustomStringConvertible {
    /// How much an event matters; sinks filter on it.
    public enum Level: Int, Comparable, Hashable, Sendable, CustomStringConvertible {
        case debug, info, warning, error

        /// Orders by severity.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The lowercase name.
        public var description: String { Self.names[rawValue] }
        private static let names = ["debug", "info", "warning", "error"]
    }

    /// The family of operation that produced the event.
    public enum Kind: String, Hashable, Sendable {
        case push, pop, present, dismiss, tab, send, receive, checkpoint, lock, alert
        case redirect, provider, state, flow, model, access, refused
        case leaveGuard = "guard"
    }

    /// The operation's family.
    public let kind: Kind
    /// Where it happened: a layer (`home`, `home/sheet`) or `root`.
    let scope: String
    /// What happened, in one line.
    public let message: String
    /// How much it matters.
    public let level: Level
    /// The module boundary the event crossed, with its cause, when it crossed one.
    public let trace: NavigationTrace?

    /// Creates an event.
    public init(kind: Kind, scope: String, message: String, level: Level, trace: NavigationTrace? = nil) {
        self.kind = kind
        self.scope = scope
        self.message = message
        self.level = level
        self.trace = trace
    }

    /// `[warning] redirect home: no redirect for …`.
    public var description: String { "[\(level)] \(kind.rawValue) \(scope): \(message)" }
}

/// Where navigation events go; the app installs one (a logger, the console's ring buffer).
@MainActor
public protocol NavigationEventSink: AnyObject {
    /// Receives an event that passed the verbosity threshold.
    func receive(_ event: NavigationEvent)
}
