import Navigation

/// The console's recent history: navigation events and analytics lines in a ring buffer.
///
/// The host installs it as the root's ``/Navigation/NavigationEventSink``; the `log` command
/// prints what it holds. Screens (or their trackers) add their own lines with
/// ``record(_:)``. Only the last ``capacity`` lines are kept. Events can also be passed
/// on to another sink, so installing the console log does not silence the app's own logger.
@MainActor
public final class ConsoleLog: NavigationEventSink {
    /// How many lines are kept.
    public let capacity: Int
    /// A sink that also receives every event, if any.
    public var forwardingSink: (any NavigationEventSink)?

    private var storage: [String] = []
    private var start = 0
    /// How many lines were ever recorded, including those that fell out of the buffer.
    public private(set) var totalCount = 0
    /// The most recent warning or error event, with the ``totalCount`` at which it arrived.
    private var lastProblem: (position: Int, event: NavigationEvent)?
    /// The same, by the window whose root sent it, so one window's problem is never reported
    /// as the failure of an action in another.
    private var lastProblemByWindow: [ObjectIdentifier: (position: Int, event: NavigationEvent)] = [:]
    /// Where the most recent refusal and the most recent change of the tree arrived.
    private var lastRefusal: (position: Int, message: String)?
    private var lastChange = 0
    /// The command running now (`tap 1`), named as the cause of each line it brings; the
    /// host sets it around each command.
    public var command: String?
    /// Whether module crossings are kept for ``takeTraces()`` as well (`trace on`).
    public var collectsTraces = false
    private var traces: [String] = []

    /// Creates an empty log keeping at most `capacity` lines (at least one).
    public init(capacity: Int = 100, forwardingTo sink: (any NavigationEventSink)? = nil) {
        self.capacity = max(capacity, 1)
        self.forwardingSink = sink
    }

    /// Records an engine event as its one-line description, followed by its cause.
    ///
    /// `[info] redirect home: redirect  Home  ...  (push on home)  [cause: screen home; command: 1]`
    public func receive(_ event: NavigationEvent) { receive(event, window: nil) }

    /// Records an event from one of several windows, naming it before the cause
    /// (`[window 2 of 3; cause: a link; command: open ...]`).
    public func receive(_ event: NavigationEvent, window: String?) {
        receive(event, window: window, from: nil)
    }

    /// Records an event, remembering which window's root sent it.
    func receive(_ event: NavigationEvent, window: String?, from root: ObjectIdentifier?) {
        let cause = causeText(of: event, window: window)
        append(event.description + cause)
        if event.level >= .warning {
            lastProblem = (totalCount, event)
            if let root { lastProblemByWindow[root] = (totalCount, event) }
        }
        switch event.kind {
        case .refused: lastRefusal = (totalCount, event.message)
        case .push, .pop, .present, .dismiss, .tab, .state: lastChange = totalCount
        default: break
        }
        if collectsTraces, let trace = event.trace { traces.append(trace.description + cause) }
        forwardingSink?.receive(event)
    }

    /// The module crossings recorded since the last call, oldest first, each with its cause.
    public func takeTraces() -> [String] {
        defer { traces.removeAll() }
        return traces
    }

    /// `  [cause: a link; command: open switchyard://orders/1001]`, or nothing when neither is known.
    private func causeText(of event: NavigationEvent, window: String?) -> String {
        let parts = [window, event.trace.map { "cause: \($0.cause)" }, command.map { "command: \($0)" }]
            .compactMap { $0 }
        return parts.isEmpty ? "" : "  [" + parts.joined(separator: "; ") + "]"
    }

    /// Records a plain line, such as an analytics tracker's.
    public func record(_ line: String) { append(line) }

    /// The kept lines, oldest first.
    public var lines: [String] { Array(storage[start...] + storage[..<start]) }

    /// Forgets every line.
    public func removeAll() {
        storage.removeAll()
        start = 0
        lastProblem = nil
        lastProblemByWindow.removeAll()
        lastRefusal = nil
    }

    /// The message of the latest warning or error recorded after `position`, if any.
    public func problem(since position: Int) -> String? {
        guard let lastProblem, lastProblem.position > position else { return nil }
        return lastProblem.event.message
    }

    /// The same, among the events of one window's root.
    func problem(since position: Int, from root: ObjectIdentifier) -> String? {
        guard let problem = lastProblemByWindow[root], problem.position > position else { return nil }
        return problem.event.message
    }

    /// The latest refusal recorded after `position` that no change of the tree followed: the
    /// last thing an action asked for was refused, however much it changed before (a send
    /// whose second step a lock stops, a flow step another tap overtook).
    public func finalRefusal(since position: Int) -> String? {
        guard let lastRefusal, lastRefusal.position > position, lastRefusal.position > lastChange else {
            return nil
        }
        return lastRefusal.message
    }

    private func append(_ line: String) {
        totalCount += 1
        if storage.count < capacity {
            storage.append(line)
        } else {
            storage[start] = line
            start = (start + 1) % capacity
        }
    }
}
