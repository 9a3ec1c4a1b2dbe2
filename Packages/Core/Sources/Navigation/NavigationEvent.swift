/// Something the engine did or refused to do, for logs, the console's `log` and tests.
public struct NavigationEvent: Hashable, Sendable, CustomStringConvertible {
    /// How much an event matters; sinks filter on it.
    public enum Level: Int, Comparable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        case debug, info, warning, error

        /// Orders by severity.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The lowercase name.
        public var description: String {
            switch self {
            case .debug: "debug"
            case .info: "info"
            case .warning: "warning"
            case .error: "error"
            }
        }
    }

    /// The family of operation that produced the event.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case push, pop, present, dismiss, tab, send, receive, checkpoint, lock, alert
        case redirect, provider, state, flow, model, access, refused
        case leaveGuard = "guard"
    }

    /// The operation's family.
    public let kind: Kind
    /// Where it happened: a layer (`home`, `home/sheet`) or `root`.
    public let scope: String
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
