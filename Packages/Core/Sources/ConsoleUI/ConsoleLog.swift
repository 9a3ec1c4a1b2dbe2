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

    /// One kept line: its text, the window it came from, and what else its bracket says.
    private struct Line {
        let text: String
        let window: ObjectIdentifier?
        let details: [String]
    }

    private var storage: [Line] = []
    private var start = 0
    /// How a window is named now (`window 2 of 3`; `nil` while there is one): set by the
    /// host, so every line names its window as the windows are numbered when it is printed.
    public var windowName: ((ObjectIdentifier) -> String?)?
    /// The window a plain line (an analytics tracker's) comes from: the one in front.
    public var frontWindow: (() -> ObjectIdentifier?)?
    /// How many lines were ever recorded, including those that fell out of the buffer.
    public private(set) var totalCount = 0
    /// The most recent warning or error event, with the ``totalCount`` at which it arrived.
    private var lastProblem: (position: Int, event: NavigationEvent)?
    /// The same, by the window whose root sent it, so one window's problem is never reported
    /// as the failure of an action in another.
    private var lastProblemByWindow: [ObjectIdentifier: (position: Int, event: NavigationEvent)] = [:]
    /// The locks a re-check released (a sign-out took their screens), each with the
    /// ``totalCount`` at which it arrived, for the host to say.
    private var releasedLocks: [(position: Int, line: Line)] = []
    /// What set off each window's latest leave question: the gate, or a send's step, when
    /// carrying out a request that waited raised it.
    private(set) var questionCauses: [ObjectIdentifier: NavigationCause] = [:]
    /// Where the most recent refusal and the most recent change of the tree arrived.
    private var lastRefusal: (position: Int, message: String)?
    private var lastChange = 0
    /// The command running now (`tap 1`), named as the cause of each line it brings; the
    /// host sets it around each command.
    public var command: String?
    /// The command an action started with `&` belongs to (`tap 1 &`), for the lines it brings
    /// while other commands run or none does: the host binds it around the action's work.
    @TaskLocal static var backgroundCommand: String?
    /// Whether module crossings are kept for ``takeTraces()`` as well (`trace on`).
    public var collectsTraces = false
    private var traces: [Line] = []

    /// Creates an empty log keeping at most `capacity` lines (at least one).
    public init(capacity: Int = 100, forwardingTo sink: (any NavigationEventSink)? = nil) {
        self.capacity = max(capacity, 1)
        self.forwardingSink = sink
    }

    /// Records an engine event as its one-line description, followed by its cause.
    ///
    /// `[info] redirect home: redirect  Home  ...  (push on home)  [cause: screen home; command: 1]`
    public func receive(_ event: NavigationEvent) { receive(event, from: nil) }

    /// Records an event from one of several windows, naming it before the cause
    /// (`[window 2 of 3; cause: a link; command: open ...]`) as the windows are numbered when
    /// the log is printed.
    public func receive(_ event: NavigationEvent, from root: ObjectIdentifier?) {
        let command = Self.backgroundCommand ?? command
        let details = [event.trace.map { "cause: \($0.cause)" }, command.map { "command: \($0)" }].compactMap
        { $0 }
        let line = Line(text: event.description, window: root, details: details)
        append(line)
        if event.kind == .lock, event.level >= .warning {
            releasedLocks.append((totalCount, Line(text: event.message, window: root, details: [])))
        }
        if event.level >= .warning {
            lastProblem = (totalCount, event)
            if let root { lastProblemByWindow[root] = (totalCount, event) }
        }
        if event.kind == .leaveGuard, let trace = event.trace, trace.answer == "leave confirmation", let root
        {
            questionCauses[root] = trace.cause
        }
        switch event.kind {
        case .refused: lastRefusal = (totalCount, event.message)
        case .push, .pop, .present, .dismiss, .tab, .state: lastChange = totalCount
        default: break
        }
        if collectsTraces, let trace = event.trace {
            traces.append(Line(text: trace.description, window: root, details: details))
        }
        forwardingSink?.receive(event)
    }

    /// The module crossings recorded since the last call, oldest first, each with its cause
    /// and its window as the windows are numbered now.
    public func takeTraces() -> [String] {
        defer { traces.removeAll() }
        return traces.map(render)
    }

    /// A line with its bracket, `  [window 2 of 3; cause: a link; command: open ...]`, naming
    /// the window as the windows are numbered now (`a closed window` once it is gone).
    private func render(_ line: Line) -> String {
        let window = line.window.flatMap { id in windowName.map { $0(id) } ?? nil }
        let parts = (window.map { [$0] } ?? []) + line.details
        return parts.isEmpty ? line.text : line.text + "  [" + parts.joined(separator: "; ") + "]"
    }

    /// Records a plain line, such as an analytics tracker's, from the window in front.
    public func record(_ line: String) { append(Line(text: line, window: frontWindow?(), details: [])) }

    /// Records a line that belongs to no window (the host's own notices).
    func note(_ line: String) { append(Line(text: line, window: nil, details: [])) }

    /// The kept lines, oldest first, each naming its window as the windows are numbered now.
    public var lines: [String] { (storage[start...] + storage[..<start]).map(render) }

    /// Forgets every line.
    public func removeAll() {
        storage.removeAll()
        start = 0
        lastProblem = nil
        lastProblemByWindow.removeAll()
        lastRefusal = nil
    }

    /// The locks a re-check released after `position`, each named with its window, and
    /// forgotten: `lock 'payment in progress' of orders/new/payment#8 released: access changed`.
    func takeReleasedLocks(since position: Int) -> [String] {
        defer { releasedLocks.removeAll() }
        return releasedLocks.filter { $0.position > position }.map { render($0.line) }
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

    private func append(_ line: Line) {
        totalCount += 1
        if storage.count < capacity {
            storage.append(line)
        } else {
            storage[start] = line
            start = (start + 1) % capacity
        }
    }
}
