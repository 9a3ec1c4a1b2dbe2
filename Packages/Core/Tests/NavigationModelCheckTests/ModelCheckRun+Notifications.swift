import Navigation
import Observation

/// Counts how often observers of a root's state are told, re-registering after each call.
@MainActor
final class NotificationCount {
    private(set) var count = 0
    private weak var root: Navigator?

    init(observing root: Navigator) {
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
        let before = root.exportState()
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
        case .send, .sendFrom, .resume: return nil
        default: break
        }
        // Leave closes its question even when the change it carries out is refused now.
        if lastOutcome?.refusal != nil, revisions != 0, !operation.isAlertChoice {
            return "a refusal counted \(revisions) revisions"
        }
        if root.exportState() != before, revisions != 1 {
            return "one action changed the tree in \(revisions) transactions"
        }
        return revisions <= 1 ? nil : "one action counted \(revisions) revisions"
    }
}
