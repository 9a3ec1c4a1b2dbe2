import Foundation
import Navigation
import NavigationSnapshots
import Observation

/// Runs the console: shows the front-most screen and carries out commands against the tree.
///
/// The host renders inside `withObservationTracking`, so anything the render read (the
/// root's ``/Navigation/NavigationRoot/state`` or an `@Observable` screen model) marks the screen
/// dirty when it changes. After each command the host re-renders only when something it
/// showed changed; nothing polls.
///
/// The front-most screen is the state's front entry (the top of the selected tab's top
/// layer), built with that entry's handle. An alert in the selected tab (the top-most one)
/// is drawn instead, and taps then choose its actions.
///
/// `back`, `dismiss`, `tab` and `open` are the person's own navigation: they go through the
/// root and meet every lock, leave confirmation and access requirement. A refusal prints its
/// sentence as the command's one `error: ...` line on standard error and changes nothing.
///
/// Like the system that shows an app's scenes, the host draws the window in front of the
/// app's ``/NavigationSnapshots/NavigationWindowGroup``, which owns the windows and judges opening,
/// bringing forward and closing them; `window new` asks the app for another
/// (``ConsoleHostConfiguration/newWindow``). With more than one, the location line and the
/// log name the window.
@MainActor
public final class ConsoleHost {
    /// How a command ended.
    public enum Outcome: Hashable, Sendable {
        /// The command ran.
        case completed
        /// The command failed; its `error:` line was written.
        case failed
        /// The session should end.
        case quit
    }

    /// The root the console drives: the window in front.
    public var root: NavigationRoot { windowGroup.front }
    /// The app's windows; the host draws the one in front.
    public let windowGroup: NavigationWindowGroup
    /// Every window's root, in the order they were opened; `window N` counts from 1 here.
    public var windows: [NavigationRoot] { windowGroup.windows }
    /// The index in ``windows`` of the window in front.
    public var focusedWindow: Int { windowGroup.focused }
    /// The services behind `open`, `graph`, `audit`, `save` and `state`.
    public var configuration: ConsoleHostConfiguration
    /// Where text goes.
    public let output: ConsoleOutput
    /// The recent events and analytics lines that `log` prints.
    public let log: ConsoleLog
    /// How many times the front-most screen (or alert) was printed.
    public private(set) var renderCount = 0
    /// The text printed by the last render.
    public private(set) var lastRenderedText: String?

    /// The dependencies handed to screens; changing it re-renders.
    public var environment: ScreenEnvironment {
        get { resolver.environment }
        set {
            resolver.environment = newValue
            dirty.set()
        }
    }

    /// How screens are turned into text; changing it re-renders.
    public var renderer: ConsoleRenderer {
        didSet { dirty.set() }
    }

    private var resolver: ScreenResolver
    private let followsTerminalWidth: Bool
    private let dirty = DirtyFlag()
    private var frame: Frame?
    /// Whether a render is under way (its appear handlers may be running): a resize waits.
    private var isRendering = false
    /// The entries drawn last, whose appear handlers ran, per window: a window brought back
    /// to the front shows the screens it had, which do not appear again.
    private var appearedEntries: [ObjectIdentifier: Set<NavigationEntryID>] = [:]
    private var started = false
    /// Whether the session is ending (a signal came, or the end began): no command runs after.
    var isEnding = false
    /// Whether the end waits for actions started with `&`: a signal meanwhile ends it at once.
    private var endWaits = false
    /// The end's last steps (showing what is left, then the shutdown work), once under way.
    private var lastSteps: Task<Bool, Never>?
    /// Whether the shutdown work (saving the state) has begun: a command a signal came
    /// during says and draws nothing more, as what it would show is not what was saved.
    private var shutdownBegan = false
    /// Actions started with `N &` that have not finished, by start order, with the window each
    /// runs in; each leaves when it ends, or when it is dropped (its window closed, a signal).
    private var background: [Int: BackgroundAction] = [:]
    private var nextBackgroundID = 0
    /// What the command running now was held for, when the engine held it.
    private var held: NavigationHold?
    /// The command each window's leave question holds, said under the question for as long as
    /// it asks (the person may go elsewhere and come back to it).
    private var questions: [ObjectIdentifier: (change: HeldChange, command: String)] = [:]
    /// The command each window's pending request came from, while it waits: a question that
    /// carrying it out raises later (a sign-in lets it go on) holds that command.
    ///
    /// `first` is the command that made it first: made again as it was (the same tab or
    /// link), the request is the later command's, but a send whose step it was goes on with
    /// the rest of its steps, which are still the first command's.
    private var requests: [ObjectIdentifier: (change: HeldChange, command: String, first: String?)] = [:]
    /// The tap the command running now is (`tap 6 (Show order 1001 in the Orders tab)`), if one;
    /// for an answer to a question, the command the question held.
    private var tapped: String?
    /// The window whose question, held for no command this session named, the running command
    /// answered: a question it meets in turn names none either.
    private var answeredUnnamed: ObjectIdentifier?
    /// The action a command is awaiting now (`tap 3 (Continue to payment)`), if any.
    private var awaitedAction: String?
    /// The log position up to which warnings were the running command's own to report.
    private var problemsReported = 0

    /// The most onAppear passes one render runs when appear handlers keep changing what is in front.
    static let maximumAppearPasses = 8

    private struct Frame {
        let screen: Screen
        let entry: NavigationEntry?
        let text: String
        /// The screens whose actions taps choose, by column: the front one alone, or a wide
        /// split's columns (`nil`: a column with nothing selected).
        var columns: [(entry: NavigationEntry, screen: Screen)?] = []
        /// The numbers ``text`` shows before those actions, which taps read.
        var numbering = ActionNumbering(columns: [])
        /// The screens in view, which appear: the front one, or a split's columns.
        var drawn: [(entry: NavigationEntry, screen: Screen)] = []

        /// The alert in front of the screen, whose actions taps choose instead.
        var alert: NavigationAlertState?

        /// Where the frame is and what each number chooses, at any width: what a tap means.
        var choices: [String] {
            if let alert { return [alert.id] + alert.actions.map(\.label) }
            return [entry?.id.description ?? ""] + columns.map { $0.map { "\($0.entry.id)" } ?? "-" }
                + columns.flatMap { $0?.screen.actions.map(\.label) ?? [] }
        }
    }

    /// Creates a host for an app with one window to start with.
    public convenience init(
        root: NavigationRoot,
        environment: ScreenEnvironment = ScreenEnvironment(),
        configuration: ConsoleHostConfiguration = ConsoleHostConfiguration(),
        output: ConsoleOutput = .standard,
        renderer: ConsoleRenderer? = nil,
        forwardingSink: (any NavigationEventSink)? = nil
    ) {
        self.init(
            windows: NavigationWindowGroup(first: root), environment: environment,
            configuration: configuration,
            output: output, renderer: renderer, forwardingSink: forwardingSink)
    }

    /// Creates a host and installs its ``log`` as every window's event sink.
    ///
    /// - Parameters:
    ///   - windows: The app's windows.
    ///   - environment: The dependencies screens read.
    ///   - configuration: The optional services behind some commands.
    ///   - output: Where text goes; defaults to the process's standard streams.
    ///   - renderer: How to draw; `nil` picks ANSI for a terminal without `NO_COLOR` (and
    ///     not `TERM=dumb`), and `COLUMNS`, else the terminal's width as it changes, else 80.
    ///   - forwardingSink: A sink that should keep receiving the root's events as well.
    public init(
        windows: NavigationWindowGroup,
        environment: ScreenEnvironment = ScreenEnvironment(),
        configuration: ConsoleHostConfiguration = ConsoleHostConfiguration(),
        output: ConsoleOutput = .standard,
        renderer: ConsoleRenderer? = nil,
        forwardingSink: (any NavigationEventSink)? = nil
    ) {
        self.windowGroup = windows
        self.resolver = ScreenResolver(environment: environment)
        self.configuration = configuration
        self.output = output
        let environment = ProcessInfo.processInfo.environment
        self.renderer =
            renderer
            ?? .automatic(
                environment: environment, outputIsTerminal: output.isTerminal,
                terminalWidth: output.isTerminal ? output.terminalWidth() : nil)
        // Without a renderer or `COLUMNS`, a terminal's width is followed as it changes.
        self.followsTerminalWidth =
            renderer == nil && output.isTerminal && ConsoleRenderer.columns(from: environment) == nil
        self.log = ConsoleLog(capacity: configuration.logCapacity, forwardingTo: forwardingSink)
        for window in windows.windows { listen(to: window) }
        windows.onClose = { [weak self] window in self?.forget(window) }
        // The log names each line's window as the windows are numbered when it is printed.
        log.windowName = { [weak self] id in self?.windowName(ofID: id) }
        log.frontWindow = { [weak self] in self.map { ObjectIdentifier($0.root) } }
    }

    // MARK: - Windows

    /// Adds a window and brings it to the front; its events go to the ``log`` as well.
    ///
    /// Refused once the group's ``/NavigationSnapshots/NavigationWindowGroup/limit`` windows are open.
    @discardableResult
    public func openWindow(_ window: NavigationRoot) -> NavigationOutcome {
        let opened = windowGroup.open(window)
        guard opened.isApplied else { return opened }
        listen(to: window)
        dirty.set()
        return opened
    }

    /// Sends a window's events to the ``log`` before it opens (a window being restored), so
    /// what its restore says is kept; ``openWindow(_:)`` then adds it.
    public func listen(to window: NavigationRoot) {
        window.setEventSink(WindowEvents(host: self, root: window))
    }

    /// Brings the window at `index` (in ``windows``) to the front, which re-checks what it
    /// shows against the access requirements.
    @discardableResult
    public func focusWindow(at index: Int) -> NavigationOutcome {
        let front = focusedWindow
        let outcome = windowGroup.focus(at: index)
        // The window in front already shows; a change the re-check made it sees itself.
        if focusedWindow != front { dirty.set() }
        return outcome
    }

    /// Closes the window in front through its guards and brings the one before it forward;
    /// a lock refuses, a leave confirmation asks first, and the last window stays.
    private func closeWindow() -> Outcome {
        guard windows.count > 1 else { return fail("this is the only window; 'quit' ends the session") }
        let count = windows.count
        let mark = log.totalCount
        let outcome = windowGroup.close(at: focusedWindow)
        if windows.count < count {
            // Another window in front is shown. A refusal now is the one of the request that
            // waited there (a link's, or a step of a send's), as a tap's would be.
            dirty.set()
            if let refusal = log.finalRefusal(since: mark) { return fail(refusal) }
            return .completed
        }
        if let refusal = outcome.refusal { return windowStaysOpen(refusal) }
        return report(outcome)
    }

    /// The error of a close that was refused, directly or after its question was answered.
    private func windowStaysOpen(_ refusal: NavigationRefusal) -> Outcome {
        fail("the window stays open: \(refusal)")
    }

    /// Forgets a window the group closed: its events, what appeared in it and its actions
    /// still running.
    private func forget(_ window: NavigationRoot) {
        dirty.set()
        window.setEventSink(nil)
        appearedEntries[ObjectIdentifier(window)] = nil
        questions[ObjectIdentifier(window)] = nil
        requests[ObjectIdentifier(window)] = nil
        // Its actions started with `&` are dropped with it: nothing waits for them or reports
        // them, they are cancelled, and a step they still bring is refused by the closed window.
        for (id, action) in background.sorted(by: { $0.key < $1.key })
        where action.window == ObjectIdentifier(window) {
            background[id] = nil
            action.task.cancel()
            notice("\(action.name) was still running in the window that closed; it is dropped")
        }
    }

    /// `window 2 of 3`, for a window's root, when there is more than one.
    func windowName(of root: NavigationRoot) -> String? { windowName(ofID: ObjectIdentifier(root)) }

    /// The same by the root's identity; `a closed window` for one no longer open.
    func windowName(ofID id: ObjectIdentifier) -> String? {
        guard let index = windows.firstIndex(where: { ObjectIdentifier($0) == id }) else {
            return "a closed window"
        }
        return windows.count > 1 ? "window \(index + 1) of \(windows.count)" : nil
    }

    /// The location line of the window in front, naming it when there is more than one.
    private func locationLine(naming name: (NavigationEntry) -> String, abbreviated: Bool) -> String {
        let line = root.state.locationDescription(naming: name, abbreviated: abbreviated)
        return windowName(of: root).map { "[\($0)] " + line } ?? line
    }

    // MARK: - Session

    /// Prints the first screen; when a URL is given, follows it first (an `open` that may fail).
    @discardableResult
    public func start(openingURL url: String? = nil) async -> Outcome {
        var outcome = Outcome.completed
        if let startup = configuration.startup { await startup() }
        if let url {
            let before = heldChangesOfEveryWindow()
            outcome = await run(.open(url))
            noteRequests(since: before, command: .open(url), busy: [])
        }
        started = true
        dirty.set()
        await renderIfNeeded()
        return outcome
    }

    /// Ends the session: lets actions started with `&` finish, then runs the configured
    /// shutdown work once.
    ///
    /// - Parameter interrupted: Whether a signal ends the session: then actions started
    ///   with `&` that are still running are dropped, like the one a command awaits, and the
    ///   shutdown work runs at once.
    /// - Returns: `false` when the shutdown work failed (its error is one line on standard
    ///   error), `true` otherwise. A later call waits for the end under way and answers as it
    ///   does; a signal's, while the first waits for those actions, ends the session in its
    ///   place.
    @discardableResult
    public func finish(interrupted: Bool = false) async -> Bool {
        isEnding = true
        // A signal while the end shows and saves lets it finish: the state saved is one shown.
        if let lastSteps { return await lastSteps.value }
        guard !endWaits || interrupted else { return true }
        endWaits = true
        // The end waits for actions started with `&`; a signal ends it at once.
        if !interrupted { await waitForBackground() }
        // A signal that came meanwhile ended the session in this call's place.
        if let lastSteps { return await lastSteps.value }
        let steps = Task {
            // What is shown is what is saved: a render under way (its appear handlers wait)
            // ends first, then what changed since is drawn (a step that `&` actions brought,
            // as after `wait`), and nothing runs between the last draw and the save.
            for _ in 0..<Self.maximumAppearPasses {
                while isRendering { try? await Task.sleep(for: .milliseconds(1)) }
                guard dirty.isSet else { break }
                await renderIfNeeded()
            }
            printTraces()
            // A signal ends the session while actions await (a stock check): what they would
            // still do is dropped, not saved and not shown. Said, not left to the log.
            let dropped = stillRunning()
            background.removeAll()
            for name in dropped { notice("\(name) was still running when the session ended; it is dropped") }
            shutdownBegan = true
            guard let shutdown = configuration.shutdown else { return true }
            do {
                try await shutdown()
                return true
            } catch {
                output.standardError("error: \(ConsoleText.visible(String(describing: error)))\n")
                return false
            }
        }
        lastSteps = steps
        return await steps.value
    }

    /// Says something the person did not ask for but must know, on standard error and in the log.
    private func notice(_ text: String) {
        log.note("[notice] " + text)
        guard !shutdownBegan else { return }
        output.standardError("notice: \(ConsoleText.visible(text))\n")
    }

    /// The actions still running, each named with its window when there are several, as the
    /// windows are numbered now: the one a command awaits, then those started with `&`.
    private func stillRunning() -> [String] {
        var names = awaitedAction.map { [$0 + (windowName(of: root).map { " in \($0)" } ?? "")] } ?? []
        names += background.keys.sorted().compactMap { id in
            guard let action = background[id] else { return nil }
            let window = windows.first { ObjectIdentifier($0) == action.window }
            return action.name + (window.flatMap(windowName(of:)).map { " in \($0)" } ?? "")
        }
        return names
    }

    /// Waits for every action started with `N &`.
    private func waitForBackground() async {
        while let (id, action) = background.min(by: { $0.key < $1.key }) {
            await action.task.value
            background[id] = nil
        }
    }

    /// Parses and runs one line of text.
    @discardableResult
    public func execute(_ line: String) async -> Outcome {
        do {
            return await perform(try ConsoleCommand.parse(line))
        } catch {
            return fail(error.description)
        }
    }

    /// Parses and runs one raw line, refusing it when too long or not valid UTF-8.
    @discardableResult
    public func execute(bytes: some Collection<UInt8>) async -> Outcome {
        do {
            return await perform(try ConsoleCommand.parse(bytes: bytes))
        } catch {
            return fail(error.description)
        }
    }

    /// Runs a parsed command, then re-renders if anything shown changed.
    ///
    /// With ``tracesCrossings`` on, the module crossings the command caused are printed
    /// after its own output and before the screen, one `trace:` line each.
    @discardableResult
    public func perform(_ command: ConsoleCommand) async -> Outcome {
        let shown = frame?.choices
        await renderIfNeeded()
        log.command = command.description
        defer { log.command = nil }
        // A tap's number is for the screen the person saw: when what the numbers choose changed
        // since (a step an action started with `&` brought landed), the screen is shown, and the
        // tap is refused: the person chooses again on it.
        if command.isTap, let shown, frame?.choices != shown {
            return fail("the screen changed since it was shown, so nothing was tapped: choose again on it")
        }
        held = nil
        tapped = nil
        answeredUnnamed = nil
        let drawn = renderCount
        let mark = log.totalCount
        let before = heldChangesOfEveryWindow()
        let busy = Set(background.values.map(\.window))
        let outcome = await run(command)
        noteRequests(since: before, command: command, busy: busy)
        // A screen a lock kept that a sign-out took away is said: the person may not be looking.
        for line in log.takeReleasedLocks(since: mark) { notice(line) }
        // What went wrong during a command other than `wait` was the command's to say; what
        // goes wrong in an action started with `&` is said when that action ends.
        if command != .wait { problemsReported = log.totalCount }
        await renderIfNeeded()
        // Held behind the screen already shown (a question asked again, a request that now
        // waits in place of another), the command changed nothing drawn: it is said instead.
        if renderCount == drawn, let held, let note = Self.note(held, for: command) { notice(note) }
        printTraces()
        return outcome
    }

    /// What a command held behind the screen shown now waits the person for, if it waits for them.
    private static func note(_ hold: NavigationHold, for command: ConsoleCommand) -> String? {
        switch hold {
        case .confirming: "'\(command)' waits for the answer to the question in front"
        case .pendingAccess(let route, let requirement):
            "'\(command)' waits for \(requirement) (\(route) needs it)"
        case .sendWaiting, .recheckOwed: nil
        }
    }

    /// Whether module crossings print as they happen (`trace on`, `--trace`).
    public var tracesCrossings: Bool {
        get { log.collectsTraces }
        set {
            log.collectsTraces = newValue
            if !newValue { _ = log.takeTraces() }
        }
    }

    /// Prints the crossings recorded since the last call, as `trace:` lines.
    private func printTraces() {
        for line in log.takeTraces() { write("trace: " + ConsoleText.visible(line)) }
    }

    /// Whether something the last render showed has changed since.
    public var needsRender: Bool { dirty.isSet }

    /// Prints the front-most screen if the session started and something it showed changed.
    ///
    /// Before printing, each screen in view (the front one, or a split's columns, left to
    /// right, which taps choose at any width) runs its appear handlers when it has just come
    /// into view; if they change what is shown, the screen is built again first.
    public func renderIfNeeded() async {
        guard started, !shutdownBegan, dirty.isSet else { return }
        isRendering = true
        defer { isRendering = false }
        // Read when a screen is about to be drawn: a resized window wraps the next one anew.
        _ = followTerminalWidth()
        var next = makeFrame()
        // One screen per pass: what one appears does may take the next out of view.
        for _ in 0..<Self.maximumAppearPasses {
            let window = ObjectIdentifier(root)
            // A screen that left view appears again when it comes back.
            appearedEntries[window, default: []].formIntersection(next.drawn.map(\.entry.id))
            let appeared = appearedEntries[window, default: []]
            guard let (entry, screen) = next.drawn.first(where: { !appeared.contains($0.entry.id) }) else {
                break
            }
            appearedEntries[window, default: []].insert(entry.id)
            await screen.appear()
            if dirty.isSet { next = makeFrame() }
        }
        frame = next
        // A change the screen does not show (a value its model keeps, as a step's copy of a
        // flow while the next step is worked out) prints nothing.
        guard next.text != lastRenderedText else { return }
        lastRenderedText = next.text
        renderCount += 1
        // What brought this screen (a link at start, an appear handler) comes before it.
        printTraces()
        write(next.text)
    }

    /// Takes the terminal's width when the host follows it; `true` when it changed.
    private func followTerminalWidth() -> Bool {
        guard followsTerminalWidth, let width = output.terminalWidth(),
            ConsoleRenderer.usable(width) != renderer.width
        else { return false }
        renderer.width = ConsoleRenderer.usable(width)
        return true
    }

    /// Draws the screen again when the terminal's new width changes it (a split's columns
    /// unfold or fold away, text wraps anew), clearing the terminal first; `true` when it did.
    ///
    /// The state does not change: a resize only draws it differently.
    public func redrawIfResized() -> Bool {
        // A change not drawn yet is drawn by the next render, with its appear handlers.
        guard started, !shutdownBegan, !dirty.isSet, !isRendering, let shown = frame, followTerminalWidth()
        else {
            return false
        }
        let next = makeFrame()
        guard next.text != shown.text else { return false }
        frame = next
        lastRenderedText = next.text
        output.standardOutput("\u{1B}[H\u{1B}[2J")
        write(next.text)
        return true
    }

    /// Prints the screen in front for a terminal that was just cleared (Ctrl-L): as it is now,
    /// so a step an action started with `&` brought since is seen before the next tap.
    public func redrawCurrent() async {
        let shown = lastRenderedText
        await renderIfNeeded()
        // Printed anew when what it shows changed; else as it was.
        if lastRenderedText == shown { redraw() }
    }

    /// Prints the last screen again as it was, for a terminal that was just cleared (Ctrl-L).
    public func redraw() {
        guard let lastRenderedText else { return }
        write(lastRenderedText)
    }

    /// The screen currently in front, as last rendered.
    public var currentScreen: Screen? { frame?.screen }

    private func makeFrame() -> Frame {
        dirty.clear()
        let flag = dirty
        let number = flag.watchNewFrame()
        return withObservationTracking {
            let state = root.state
            // A stack thousands deep is a short line on every screen; `where --full` has it all.
            let location = locationLine(naming: \.routeID, abbreviated: true)
            let entry = state.frontEntry
            let screen = entry.map { resolver.screen(for: $0, in: root) } ?? ScreenResolver.emptyScreen
            let columns = splitColumns(of: state)?.map { entry in
                entry.map { (entry: $0, screen: resolver.screen(for: $0, in: root)) }
            }
            // What appears: a split's columns, which taps choose at any width (behind an alert
            // too), else the front screen.
            let drawn = columns?.compactMap { $0 } ?? entry.map { [(entry: $0, screen: screen)] } ?? []
            if root.frontAlert == nil, let columns {
                let screens = columns.map { $0?.screen }
                // Numbered once, whatever the width: the text shows these numbers and taps
                // read them, so a tap means the same thing drawn in columns or as one stack.
                let numbering = ActionNumbering(columns: screens)
                let text =
                    renderer.width >= ConsoleRenderer.splitWidth
                    ? renderer.render(columns: screens, numbering: numbering, location: location)
                    : renderer.render(
                        front: screen, columns: screens, numbering: numbering, location: location)
                return Frame(
                    screen: screen, entry: entry, text: text, columns: columns, numbering: numbering,
                    drawn: drawn)
            }
            let text =
                root.frontAlert.map {
                    renderer.render($0, location: location, carriesOut: heldCommand)
                }
                ?? renderer.render(screen, location: location)
            return Frame(
                screen: screen, entry: entry, text: text, columns: [entry.map { ($0, screen) }],
                numbering: ActionNumbering(columns: [screen]), drawn: drawn, alert: root.frontAlert)
        } onChange: {
            flag.set(changing: number)
        }
    }

    /// The entry each column of the selected tab shows when it is a split with nothing
    /// presented over it, at any width (from ``ConsoleRenderer/splitWidth`` on they are drawn
    /// side by side); `nil` for any other screen.
    private func splitColumns(of state: NavigationState) -> [NavigationEntry?]? {
        guard let tab = state.selected, tab.columns > 1, tab.layers.count == 1 else { return nil }
        let entries = tab.layers[0].entries
        return (0..<tab.columns).map { column in
            column < tab.columns - 1
                ? (entries.indices.contains(column) ? entries[column] : nil)
                : (entries.count > column ? entries.last : nil)
        }
    }

    // MARK: - Commands

    private func run(_ command: ConsoleCommand) async -> Outcome {
        switch command {
        case .tap(let number): return await tap(number, inBackground: false)
        case .tapInBackground(let number): return await tap(number, inBackground: true)
        case .wait:
            await waitForBackground()
            return .completed
        case .back:
            return report(root.frontAlert != nil ? root.dismissAlert() : root.back())
        case .dismiss:
            return report(root.frontAlert != nil ? root.dismissAlert() : root.dismiss())
        case .tab(let typed):
            // Spelled in any case, as the command words are, when that names one tab.
            let matches = root.tabNames.filter { $0.lowercased() == typed.lowercased() }
            if !root.tabNames.contains(typed), matches.count > 1 {
                return fail(
                    "\(ConsoleText.quoted(typed)) names \(matches.joined(separator: " and ")) but for case; give it as spelled"
                )
            }
            let name = matches.count == 1 && !root.tabNames.contains(typed) ? matches[0] : typed
            let outcome = root.selectTab(name)
            if case .refused(.unknownTab) = outcome {
                return fail("no tab named \(ConsoleText.quoted(name)); tabs: \(tabNames)")
            }
            return report(outcome)
        case .open(let url): return await open(url)
        case .location(let modules, let full):
            // Always one line: a route id from a link may hold a newline or an escape.
            let line = locationLine(
                naming: { modules ? self.modulesLabel($0) : $0.routeID }, abbreviated: !full)
            write(ConsoleText.visible(line))
            return .completed
        case .trace(let on):
            tracesCrossings = on
            write(on ? "trace on: module crossings print as they happen" : "trace off")
            return .completed
        case .state: return printState()
        case .save: return save()
        case .graph(let format): return await printGraph(format)
        case .audit: return await audit()
        case .log:
            let lines = log.lines
            write(
                lines.isEmpty ? "(the log is empty)" : lines.map(ConsoleText.visible).joined(separator: "\n"))
            return .completed
        case .window(let command): return window(command)
        case .help:
            write(ConsoleCommand.helpText(tabs: root.tabNames))
            return .completed
        case .quit:
            return .quit
        }
    }

    // MARK: - The commands that call the app's services

    private func open(_ url: String) async -> Outcome {
        guard let openURL = configuration.openURL else { return fail("no deep-link router is configured") }
        // A link that asks for a window of its own gets one, unless it is refused there.
        let previous = focusedWindow
        let shown = (revision: root.revision, needsRender: dirty.isSet)
        let asksForWindow: Bool
        do {
            asksForWindow = try configuration.opensNewWindow?(url) ?? false
        } catch {
            return fail(String(describing: error))
        }
        let newWindow = asksForWindow ? configuration.newWindow.map { $0() } : nil
        if let newWindow, let refusal = openWindow(newWindow).refusal { return fail(refusal.description) }
        do {
            let revision = root.revision
            let outcome = try await openURL(url, root)
            let reported = report(outcome)
            // A link to where the person already is changes nothing; show them where that is
            // (a link held again as it was is said by its notice).
            if newWindow == nil, root.revision == revision, held == nil { redraw() }
            return reported
        } catch {
            if let newWindow, let index = windows.firstIndex(where: { $0 === newWindow }) {
                windowGroup.close(at: index)
                focusWindow(at: previous)
                // Nothing changed: the screen shown before the link is still the one to show.
                if !shown.needsRender, root.revision == shown.revision { dirty.clear() }
            }
            return fail(String(describing: error))
        }
    }

    private func window(_ command: ConsoleCommand.WindowCommand) -> Outcome {
        switch command {
        case .new:
            guard let newWindow = configuration.newWindow else { return fail("this app has one window") }
            if let refusal = openWindow(newWindow()).refusal { return fail(refusal.description) }
            return .completed
        case .list:
            // Numbers right-aligned, so the lines start together at 10 windows and at 100.
            let width = String(windows.count).count
            let lines = windows.indices.map { index in
                let line = windows[index].state.locationDescription(naming: \.routeID, abbreviated: true)
                let number = String(index + 1)
                return (index == focusedWindow ? "* " : "  ")
                    + String(repeating: " ", count: width - number.count)
                    + number + "  " + ConsoleText.visible(line)
            }
            write(lines.joined(separator: "\n"))
            return .completed
        case .focus(let number):
            guard windows.indices.contains(number - 1) else {
                let count = windows.count == 1 ? "is 1 window" : "are \(windows.count) windows"
                return fail("no window \(number); there \(count) ('window list' shows them)")
            }
            // A request that waited there is carried out now; its refusal (a link's, or a step
            // of a send's) is this command's, as a tap's would be.
            let mark = log.totalCount
            focusWindow(at: number - 1)
            if let refusal = log.finalRefusal(since: mark) { return fail(refusal) }
            return .completed
        case .close:
            return closeWindow()
        }
    }

    private func printState() -> Outcome {
        guard let coder = configuration.snapshotCoder else { return fail("state is not configured yet") }
        do {
            // What the state file holds: every window, and the one in front.
            let json = String(decoding: try coder.encode(windowGroup.state, pretty: true), as: UTF8.self)
            write(ConsoleText.jsonWithEscapedControls(json))
            return .completed
        } catch {
            return fail("could not encode the state: \(error)")
        }
    }

    private func save() -> Outcome {
        guard let save = configuration.save else { return fail("save is not configured yet") }
        do {
            write(ConsoleText.visibleLines(try save()))
            return .completed
        } catch {
            return fail(String(describing: error))
        }
    }

    private func printGraph(_ format: ConsoleCommand.GraphFormat) async -> Outcome {
        guard let graph = configuration.graph else { return fail("graph is not configured yet") }
        do {
            write(ConsoleText.visibleLines(try await graph(format.rawValue)))
            return .completed
        } catch {
            return fail(String(describing: error))
        }
    }

    private func audit() async -> Outcome {
        guard let audit = configuration.audit else { return fail("audit is not configured yet") }
        let result = await audit()
        write(ConsoleText.visibleLines(result.report))
        return result.ok ? .completed : fail("audit found problems (see the report above)")
    }

    // MARK: - Taps

    private func tap(_ number: Int, inBackground: Bool) async -> Outcome {
        if let alert = root.frontAlert {
            guard alert.actions.indices.contains(number - 1) else {
                return fail("the alert has no action \(number); it has \(alert.actions.count)")
            }
            guard frontQuestion(of: root) != nil else {
                return report(root.chooseAlertAction(at: number - 1))
            }
            // Leave carries out the change the question held: a question that change meets in
            // turn (another layer's) holds the same command, or none when this one named none.
            let window = ObjectIdentifier(root)
            tapped = heldCommand
            let outcome = root.chooseAlertAction(at: number - 1)
            // A close refused after Leave (a lock taken since) says so as `window close` does.
            if let refusal = outcome.refusal, tapped == ConsoleCommand.window(.close).description {
                return windowStaysOpen(refusal)
            }
            let reported = report(outcome, as: tapped)
            if tapped == nil { (questions[window], answeredUnnamed) = (nil, window) }
            return reported
        }
        guard let frame, frame.columns.contains(where: { $0 != nil }) else {
            return fail("no screen is shown yet")
        }
        // The numbers the screen shows: the front screen's from 1 at any width.
        guard let (column, index) = frame.numbering.action(numbered: number),
            let (entry, screen) = frame.columns[column]
        else {
            let count = frame.numbering.count
            if count == 0 { return fail("this screen has no actions") }
            return fail("no action \(number); this screen has \(count)")
        }
        let action = screen.actions[index]
        let handle = root.handle(for: entry.id)
        // An action still running from `N &` on this screen is not started again: the two runs
        // would race, and the step that lost would be dropped as stale.
        if case .perform = action.behavior,
            let running = background.values.first(where: {
                $0.window == ObjectIdentifier(root) && $0.screen == entry.id && $0.label == action.label
            })
        {
            return fail("\(running.name) is still running; 'wait' waits for it")
        }
        let tapped = "tap \(number) (\(action.label))"
        self.tapped = tapped
        switch action.behavior {
        case .perform(let handler) where inBackground:
            // The action runs on its own; the next command does not wait for it (`wait` does).
            // Yielding once lets it run up to its first suspension before the next command,
            // so what it does first always happens first.
            let name = "tap \(number) & (\(action.label))"
            self.tapped = name
            let acting = root
            let mark = log.totalCount
            let id = nextBackgroundID
            nextBackgroundID += 1
            let task = Task { @MainActor [weak self] in
                await ConsoleLog.$backgroundCommand.withValue(
                    ConsoleCommand.tapInBackground(number).description
                ) {
                    await handler()
                }
                // A step the engine dropped meanwhile (the person moved on) is said here, unless
                // the action itself was dropped (its window closed, the session ended).
                guard let self, let action = background.removeValue(forKey: id),
                    let problem = log.problem(since: max(mark, problemsReported), from: action.window)
                else { return }
                problemsReported = log.totalCount
                // With several windows, a late problem says which one the action ran in, as the
                // windows are numbered now.
                let place = windowName(of: acting).map { " in \($0)" } ?? ""
                _ = fail("\(name)\(place): \(problem)")
            }
            background[id] = BackgroundAction(
                name: name, window: ObjectIdentifier(root), screen: entry.id, label: action.label, task: task)
            await Task.yield()
            return .completed
        case .perform(let handler):
            let mark = log.totalCount
            let acting = root
            let revision = acting.revision
            awaitedAction = tapped
            let asking = frontQuestion(of: acting)
            await handler()
            awaitedAction = nil
            // A question the action's navigation raised holds what the action asked for.
            if let question = frontQuestion(of: acting), question != asking {
                questions[ObjectIdentifier(acting)] = (question, tapped)
            }
            // A handler whose navigation the engine refused left a warning; report it like
            // any other refusal instead of failing silently: when it changed nothing, or when
            // the last thing it asked for was refused, whatever changed before (meanwhile
            // another action may have changed the tree too).
            if let refusal = log.finalRefusal(since: mark) { return fail(refusal) }
            // Only this window's problems: a sign-out here that releases a lock in another
            // window is not this tap's failure.
            if acting.revision == revision,
                let problem = log.problem(since: mark, from: ObjectIdentifier(acting))
            {
                return fail(problem)
            }
            return .completed
        case .navigate(let destination, let method):
            return report(
                handle.navigate(to: destination.base, method: method ?? destination.method), as: tapped)
        case .navigateOutgoing(let outgoing, let method):
            if let method { return report(handle.navigate(to: outgoing, method: method), as: tapped) }
            return report(handle.navigate(to: outgoing), as: tapped)
        }
    }

    private var tabNames: String { root.tabNames.joined(separator: ", ") }

    /// `shared/products/tea [Shared -> Orders]`: an entry with the module that declares its
    /// destination and, for a provided one, the module whose screen its provider answers with.
    private func modulesLabel(_ entry: NavigationEntry) -> String {
        let declared = NavigationTrace.module(of: entry.destination)
        let shown = root.resolveProvided(entry.destination, reporting: false)
        let answer: String
        switch shown {
        case is UnprovidedDestination: answer = "no provider: placeholder"
        case is NotFoundDestination: answer = "not found"
        default: answer = NavigationTrace.module(of: shown)
        }
        return entry.routeID + " [" + (answer == declared ? declared : declared + " -> " + answer) + "]"
    }

    /// A refusal becomes the command's `error:` line; anything else completed.
    ///
    /// `command` names the command for a question that holds it (a tap by its label), else
    /// the one typed.
    private func report(_ outcome: NavigationOutcome, as command: String? = nil) -> Outcome {
        if let refusal = outcome.refusal { return fail(refusal.description) }
        if case .held(let hold) = outcome {
            held = hold
            if case .confirming = hold, let change = root.heldChange(for: hold),
                let command = command ?? log.command
            {
                questions[ObjectIdentifier(root)] = (change, command)
            }
        }
        return .completed
    }

    /// A window's pending request and the question it shows in front, as held changes.
    private func heldChanges(of window: NavigationRoot) -> (request: HeldChange?, question: HeldChange?) {
        (window.pending.map(HeldChange.pending), frontQuestion(of: window))
    }

    /// Each window's ``heldChanges(of:)``, before a command runs.
    private func heldChangesOfEveryWindow() -> [ObjectIdentifier: (
        request: HeldChange?, question: HeldChange?
    )] {
        Dictionary(uniqueKeysWithValues: windows.map { (ObjectIdentifier($0), heldChanges(of: $0)) })
    }

    /// Keeps the command each window's new pending request came from, for the question its
    /// carrying out may raise.
    ///
    /// A question the gate asks as it carries the request out, leaving nothing waiting, holds
    /// the command that made the request last; one the rest of a send whose step waited asks
    /// holds the command that made it first (the send's). Neither holds the command that let
    /// the request go on (a sign-in here, a window brought forward), which Leave does not
    /// carry out. A request no command of this session made (a restored one, or one an action
    /// started with `&` by an earlier command made while `wait` or another command ran) names
    /// none: `busy` are the windows such actions ran in when the command began. Any other new
    /// question no path recorded (an `&` action's, asked as it began) is the command's.
    private func noteRequests(
        since before: [ObjectIdentifier: (request: HeldChange?, question: HeldChange?)],
        command: ConsoleCommand,
        busy: Set<ObjectIdentifier>
    ) {
        var heldForAccess = false
        if case .pendingAccess? = held { heldForAccess = true }
        let said = tapped ?? command.description
        for window in windows {
            let id = ObjectIdentifier(window)
            let (waited, asked) = before[id] ?? (nil, nil)
            let (waiting, asking) = heldChanges(of: window)
            let unsure = command == .wait || busy.contains(id) || answeredUnnamed == id
            let carriedOut = waited != nil && waiting == nil
            let cause = log.questionCauses[id]
            if let asking, asking != asked, questions[id]?.change != asking || carriedOut {
                if carriedOut, cause == .gate || cause == .sendStep {
                    let made = requests[id].flatMap { $0.change == waited ? $0 : nil }
                    questions[id] = (cause == .gate ? made?.command : made?.first).map { (asking, $0) }
                } else if !unsure {
                    // A question no other path recorded (an action started with `&` raised it
                    // as it began) is this command's.
                    questions[id] = (asking, said)
                }
            }
            guard let waiting else {
                requests[id] = nil
                continue
            }
            // A request made again as it was (the same link) is this command's now.
            if waiting != waited {
                requests[id] = unsure ? nil : (waiting, said, said)
            } else if heldForAccess, window === root {
                requests[id] = unsure ? nil : (waiting, said, requests[id]?.first)
            }
        }
    }

    /// The question a window shows in front, when its front alert is one.
    private func frontQuestion(of window: NavigationRoot) -> HeldChange? {
        window.frontAlert.flatMap { window.heldChange(for: .confirming(route: "", alert: $0.id)) }
    }

    /// The command the question in front of the window holds, when a command of this session
    /// asked it.
    private var heldCommand: String? {
        guard let question = questions[ObjectIdentifier(root)], frontQuestion(of: root) == question.change
        else { return nil }
        return question.command
    }

    // MARK: - Output

    private func write(_ text: String) {
        guard !shutdownBegan else { return }
        output.standardOutput(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Writes one `error: ...` line to standard error (none once the shutdown work has begun)
    /// and reports the failure.
    @discardableResult
    public func fail(_ message: String) -> Outcome {
        // Spelled out, newlines too: a message that quotes input stays one unambiguous line.
        let line = ConsoleText.visible(message)
        if !shutdownBegan { output.standardError("error: \(line)\n") }
        return .failed
    }
}

/// An action started with `N &` that has not finished.
private struct BackgroundAction {
    /// `tap 1 & (Continue to payment)`, as messages name it.
    let name: String
    /// The root of the window it runs in.
    let window: ObjectIdentifier
    /// The screen it was chosen on, and its label there: the same action is not started twice.
    let screen: NavigationEntryID
    let label: String
    let task: Task<Void, Never>
}

/// Passes a window's events to the host's log, naming the window when there is more than one.
@MainActor
private final class WindowEvents: NavigationEventSink {
    private weak var host: ConsoleHost?
    private weak var root: NavigationRoot?

    init(host: ConsoleHost, root: NavigationRoot) {
        self.host = host
        self.root = root
    }

    func receive(_ event: NavigationEvent) {
        guard let host else { return }
        host.log.receive(event, from: root.map(ObjectIdentifier.init))
    }
}

/// A flag the observation callback may set from any thread; the host reads it on the main actor.
///
/// Each frame watches what it showed until the next change; a frame that a newer one
/// replaced (another window came to the front) no longer counts, so a change in a window
/// behind never draws the one in front again.
private final class DirtyFlag: @unchecked Sendable {
    // `value` and `frame` are only read or written while holding `lock`.
    private let lock = NSLock()
    private var value = true
    private var frame = 0

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }

    func clear() {
        lock.lock()
        value = false
        lock.unlock()
    }

    /// Starts watching a new frame and returns its number.
    func watchNewFrame() -> Int {
        lock.lock()
        defer { lock.unlock() }
        frame += 1
        return frame
    }

    /// Sets the flag for a change to what `frame` showed, if it is still the frame shown.
    func set(changing frame: Int) {
        lock.lock()
        if frame == self.frame { value = true }
        lock.unlock()
    }
}
