import Navigation
import NavigationFlows
import NavigationModels
import NavigationSend
import Observation

/// Counts how often observers of a root's state are told, re-registering after each call.
@MainActor
final class NotificationCount {
    private(set) var count = 0
    private weak var root: NavigationRoot?

    init(observing root: NavigationRoot) {
        self.root = root
        observe()
    }

    private func observe() {
        guard let root else { return }
        withObservationTracking {
            _ = root.state
        } onChange: { [weak self] in
            MainActor.assumeIsolated {
                self?.count += 1
                self?.observe()
            }
        }
    }
}

extension CheckOperation {
    /// Whether the operation answers an alert, which closes it whatever its action comes to.
    var isAlertChoice: Bool {
        if case .chooseAlert = self { return true }
        return false
    }
}

/// Notifications: one person's action is one transaction.
extension ModelCheckRun {
    /// Performs an operation and checks what observers were told.
    ///
    /// Once, with one revision, when the tree changed; never for a refusal; at most once
    /// otherwise (Leave that asks the next question shows the same alert again). A send
    /// delivers each step as its own change, so there only the count and the revisions must
    /// agree.
    func performCountingNotifications(_ operation: CheckOperation) -> String? {
        let root = self.root
        let before = root.state
        let revision = root.revision
        let notifications = NotificationCount(observing: root)
        lastOutcome = nil
        if let problem = perform(operation) { return problem }
        // A restart replaced the root; the new one has told nobody yet.
        guard self.root === root else { return nil }
        let revisions = root.revision - revision
        guard UInt64(notifications.count) == revisions else {
            return "observers were told \(notifications.count) times for \(revisions) revisions"
        }
        switch operation {
        case .send, .sendFrom: return nil
        default: break
        }
        // Leave closes its question even when the change it carries out is refused now.
        if lastOutcome?.refusal != nil, revisions != 0, !operation.isAlertChoice {
            return "a refusal counted \(revisions) revisions"
        }
        if root.state != before, revisions != 1 {
            return "one action changed the tree in \(revisions) transactions"
        }
        return revisions <= 1 ? nil : "one action counted \(revisions) revisions"
    }
}

/// What an armed observer tries while the next change is being made; every one of them must
/// be refused, so that nothing attaches to a screen on its way out.
enum ObserverAct: String, CaseIterable, CustomStringConvertible {
    case lock, confirm, establish, receive, model, push, send

    var description: String { rawValue }
}

/// Observers that act: one person's change is never joined by a change of the observer's.
extension ModelCheckRun {
    /// Registers an observer that, when the state next changes, tries `act` through `handle`
    /// and records it in `observerActions` if it was not refused.
    func arm(_ act: ObserverAct, through handle: NavigationHandle) {
        let root = self.root
        withObservationTracking {
            _ = root.state
        } onChange: { [weak self, weak root] in
            MainActor.assumeIsolated {
                // Held weakly: the root keeps its observers, and a restart must free it.
                guard let root else { return }
                let took: Bool
                switch act {
                case .lock: took = handle.lockNavigation(reason: "observer") != nil
                case .confirm: took = handle.confirmLeaving(NavigationLeaveConfirmation(title: "?")).isApplied
                case .establish: took = handle.establish(NavigationCheckpoint<Int>("observer")).isApplied
                case .receive: took = handle.onReceive(CheckedPing.self) { _, _ in .auto }.isApplied
                case .model: took = handle.model { CheckedScreenModel() } != nil
                case .push: took = handle.push(CheckedDestination.page(7)).refusal == nil
                case .send: took = root.send(CheckedTab(name: "home")).navigationOutcome.refusal == nil
                }
                if took { self?.observerActions.append("\(act) through \(handle)") }
            }
        }
    }
}
