/// Settings fixed when the root navigator is made.
public struct NavigationConfiguration: Sendable {
    /// Written into snapshots and checked on restore, so a snapshot from another app
    /// (or an incompatible version of this one) is refused instead of misread.
    public var restorationKey: String?
    /// Pause between the steps of a `send` chain; zero runs the chain in one go.
    public var stepDelay: Duration
    /// Events below this level are never built, so logging costs nothing when it is off.
    public var verbosity: NavigationEvent.Level

    /// Creates a configuration; the defaults suit tests and the console.
    public init(
        restorationKey: String? = nil, stepDelay: Duration = .zero, verbosity: NavigationEvent.Level = .info
    ) {
        self.restorationKey = restorationKey
        self.stepDelay = stepDelay
        self.verbosity = verbosity
    }
}
