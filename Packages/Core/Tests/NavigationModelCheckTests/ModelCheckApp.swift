import Foundation
import Navigation
import NavigationModels
import NavigationSend
import NavigationSnapshots
import ReliabilitySupport

/// One generated step: an operation and the window it happens in.
///
/// Signing in or out and restarting belong to the app, not to a window: the session is
/// shared, and a restart saves every window in one document and restores them all from it.
struct CheckStep: CustomStringConvertible {
    let window: Int
    let operation: CheckOperation

    var isAppWide: Bool {
        switch operation {
        case .signIn, .signOut, .restart: true
        default: false
        }
    }

    var description: String { isAppWide ? "\(operation)" : "window \(window + 1): \(operation)" }
}

/// Two windows that share only the session, each with its own root and its own model,
/// driven in turn.
///
/// The window a step acts in must agree with its model in every respect (``ModelCheckRun/check()``).
/// Every other window must not have moved at all: the same state, revision, locks,
/// receivers, models and handler effects, and no observer told. What the windows do share is
/// counted: a sign-in sheet closing in one window carries out that window's request while
/// the other window's request still waits.
@MainActor
final class ModelCheckApp {
    let session = CheckSession()
    private(set) var windows: [ModelCheckRun]
    /// The engine's set of windows, closing them through their guards.
    private var group: NavigationWindowGroup
    /// How often a request was carried out after sign-in while another window's still waited.
    var carriedOutBesideAWaitingWindow = 0
    /// How often a window closed, and the roots of those closed, which must be released.
    var windowsClosed = 0
    /// How often, in windows closed since, a held send went on once its change was made.
    private var restsSentOnInClosedWindows = 0
    private var closedRoots: [WeakRoot] = []

    init() {
        let session = self.session
        windows = [ModelCheckRun(session: session), ModelCheckRun(session: session)]
        group = NavigationWindowGroup(first: windows[0].root)
        group.open(windows[1].root)
        connectGroup()
    }

    /// Hands every window the group, and marks a window the group closes.
    private func connectGroup() {
        for window in windows { window.group = group }
        group.onClose = { [weak self] root in
            self?.windows.first { $0.root === root }?.closedByEngine = true
        }
    }

    /// A restart made every window a new root: the group is made again over them.
    private func regroup() {
        group = NavigationWindowGroup(first: windows[0].root)
        for window in windows.dropFirst() { group.open(window.root) }
        connectGroup()
    }

    /// A window the engine and the model both closed gives way to a new one, as the app
    /// opens one; a window only one of them closed is a disagreement.
    private func replaceClosedWindows() -> String? {
        for index in windows.indices where windows[index].closedByEngine || windows[index].model.closed {
            let window = windows[index]
            guard window.closedByEngine == window.model.closed else {
                return "window \(index + 1) closed in the \(window.closedByEngine ? "engine" : "model") only"
            }
            windowsClosed += 1
            restsSentOnInClosedWindows += window.model.restsSentOn
            closedRoots.append(WeakRoot(window.root))
            let fresh = ModelCheckRun(session: session)
            fresh.model.signedIn = session.isSignedIn
            fresh.outcomes = window.outcomes
            fresh.group = group
            group.open(fresh.root)
            windows[index] = fresh
        }
        if closedRoots.contains(where: { $0.root != nil }) { return "a closed window's root outlived it" }
        return nil
    }

    /// How often each outcome class came up, over every window.
    var outcomes: [String: Int] {
        var all = windows.reduce(into: [:]) { $0.merge($1.outcomes, uniquingKeysWith: +) }
        all["carried out beside a waiting window"] = carriedOutBesideAWaitingWindow
        all["windows closed"] = windowsClosed
        all["held send went on"] =
            windows.reduce(0) { $0 + $1.model.restsSentOn } + restsSentOnInClosedWindows
        return all
    }

    /// The next step: mostly in the first window, so long sequences still reach deep trees,
    /// and often enough in the second that the two interleave.
    func generate(_ random: inout SplitMix64) -> CheckStep {
        let window = random.chance(65) ? 0 : 1
        return CheckStep(window: window, operation: windows[window].generate(&random))
    }

    /// Performs one step and returns the first disagreement in any window.
    func perform(_ step: CheckStep) -> String? {
        let acting = step.isAppWide ? Array(windows.indices) : [step.window]
        if step.operation.isRestart, let problem = save(focused: step.window) { return problem }
        var still = windows.indices.filter { !acting.contains($0) }
        var before = still.map { Stillness(windows[$0]) }
        let carried = windows[step.window].model.carriedOutAfterSignIn
        // By identity only: holding the root would keep a closed window alive.
        let frontBefore = ObjectIdentifier(group.front)
        for index in acting {
            if let problem = windows[index].performCountingNotifications(step.operation) { return problem }
        }
        // A window the step acted in beside its own is checked, not held still.
        func actedToo(_ index: Int) -> Bool {
            guard let position = still.firstIndex(of: index) else { return false }
            still.remove(at: position)
            before.remove(at: position)
            return true
        }
        // A window left alone (the other closed, asked to or by a Leave) may not close: the
        // group re-checks it, and a question about closing it leaves.
        var leftAlone: Int?
        if windows[step.window].closedByEngine,
            let alone = windows.indices.first(where: { $0 != step.window }), still.contains(alone)
        {
            if windows[alone].model.becameTheOnlyWindow() {
                windows[alone].outcomes["window close question left alone", default: 0] += 1
            }
            leftAlone = alone
        }
        // Closing the window in front brings another forward, which carries out its waiting
        // request if it can: the step acted there too.
        if frontBefore != ObjectIdentifier(group.front),
            let forward = windows.firstIndex(where: { $0.root === group.front }), actedToo(forward)
        {
            let answer = windows[forward].model.broughtForward()
            if let problem = windows[forward].check() { return "window \(forward + 1): \(problem)" }
            // A close answers the refusal of the request carried out there, and nothing else.
            if case .closeWindow = step.operation {
                let closing = windows[step.window]
                let refused = answer.flatMap { $0.isRefusal ? $0 : nil }
                if closing.forwardRefusal.map(RefOutcome.init) != refused {
                    return "the close answered \(closing.forwardRefusal.map { "\($0)" } ?? "no refusal") for "
                        + "window \(forward + 1), the model expects \(refused.map { "\($0)" } ?? "none")"
                }
                if refused != nil {
                    windows[forward].outcomes["window close answered the refusal there", default: 0] += 1
                }
            }
        }
        if let leftAlone, actedToo(leftAlone), let problem = windows[leftAlone].check() {
            return "window \(leftAlone + 1): \(problem)"
        }
        for index in acting { windows[index].forwardRefusal = nil }
        if step.operation.isRestart { regroup() }
        if let problem = replaceClosedWindows() { return problem }
        // The session is the app's: every window's model sees what the step did to it.
        for window in windows { window.model.signedIn = session.isSignedIn }
        for index in acting {
            if let problem = windows[index].check() { return "window \(index + 1): \(problem)" }
            windows[index].collectAnchors()
        }
        for (index, stillness) in zip(still, before) {
            if let moved = stillness.moved(windows[index]) {
                return "window \(index + 1), which the step did not act in, \(moved)"
            }
        }
        if windows[step.window].model.carriedOutAfterSignIn > carried,
            still.contains(where: { windows[$0].model.state.pending != nil })
        {
            carriedOutBesideAWaitingWindow += 1
        }
        return nil
    }

    /// Saves every window in one document, as the app does, and hands each window its state
    /// as read back, for the restart that follows.
    private func save(focused: Int) -> String? {
        let saved = NavigationWindows(states: windows.map(\.root.state), focused: focused)
        do {
            let (read, dropped) = try ModelCheckRun.coder.decodeWindowsTolerantly(
                ModelCheckRun.coder.encode(saved))
            guard read == saved, dropped.isEmpty else {
                return "the windows changed through JSON: \(dropped)"
            }
            for (window, state) in zip(windows, read.states) { window.restoring = state }
            return nil
        } catch {
            return "the windows do not survive JSON: \(error)"
        }
    }
}

/// What a window that a step did not act in must keep, and the observers it must not tell.
@MainActor
struct Stillness {
    let state: NavigationState
    let revision: UInt64
    let effects: Int
    let locks: [UInt64]
    let receivers: Int
    let models: [UInt64]
    let notifications: NotificationCount

    init(_ window: ModelCheckRun) {
        state = window.root.state
        revision = window.root.revision
        effects = window.effects.lines.count
        locks = window.root.locks.map(\.entry.rawValue)
        receivers = window.root.receiverCount
        models = window.root.models.owners.map(\.rawValue)
        notifications = NotificationCount(observing: window.root)
    }

    /// What moved, or nil.
    func moved(_ window: ModelCheckRun) -> String? {
        if window.root.state != state { return "changed: \(window.root.locationDescription)" }
        if window.root.revision != revision { return "counted a revision" }
        if notifications.count != 0 { return "told its observers" }
        if window.effects.lines.count != effects { return "ran handlers: \(window.effects.lines.suffix(1))" }
        if window.root.locks.map(\.entry.rawValue) != locks { return "changed its locks" }
        if window.root.receiverCount != receivers { return "changed its receivers" }
        if window.root.models.owners.map(\.rawValue) != models { return "changed its screen models" }
        return nil
    }
}

extension CheckOperation {
    var isRestart: Bool {
        if case .restart = self { return true }
        return false
    }
}
