import Navigation
import ReliabilitySupport

/// One generated step: an operation and the window it happens in.
///
/// Signing in or out and restarting belong to the app, not to a window: the session is
/// shared, and a restart saves and restores every window.
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
/// After every step every window must still agree with its own model, so a step in one
/// window that changes the other (its tree, locks, checkpoints, receivers, models) fails the
/// run. What they do share is checked too: a sign-in in one window makes the other window's
/// gated screens reachable without carrying out that window's request.
@MainActor
final class ModelCheckApp {
    let session = CheckSession()
    let windows: [ModelCheckRun]

    init() {
        let session = self.session
        windows = [ModelCheckRun(session: session), ModelCheckRun(session: session)]
    }

    /// How often a sign-in came while another window than the one acting was waiting for it.
    var signInsBesideAWaitingWindow = 0

    /// How often each outcome class came up, over every window.
    var outcomes: [String: Int] {
        var all = windows.reduce(into: [:]) { $0.merge($1.outcomes, uniquingKeysWith: +) }
        all["sign-in beside a waiting window"] = signInsBesideAWaitingWindow
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
        let acting = step.operation.isRestart ? windows : [windows[step.window]]
        if case .signIn = step.operation, !session.isSignedIn,
            windows.indices.contains(where: { $0 != step.window && windows[$0].model.state.pending != nil })
        {
            signInsBesideAWaitingWindow += 1
        }
        for window in acting {
            if let problem = window.performCountingNotifications(step.operation) { return problem }
        }
        // The session is the app's: every window's model sees what the step did to it.
        for window in windows { window.model.signedIn = session.isSignedIn }
        for (index, window) in windows.enumerated() {
            if let problem = window.check() { return "window \(index + 1): \(problem)" }
        }
        for window in acting { window.collectAnchors() }
        return nil
    }
}

extension CheckOperation {
    var isRestart: Bool {
        if case .restart = self { return true }
        return false
    }
}
