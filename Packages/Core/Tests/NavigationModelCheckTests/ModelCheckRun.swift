import Foundation
import Navigation
import NavigationFlows
import NavigationModels
import NavigationSend
import NavigationSnapshots
import NavigationTesting
import ReliabilitySupport

/// One window: its root beside its reference model, and where they part.
@MainActor
final class ModelCheckRun {
    static let tabs = ["home", "orders"]
    /// Whether a replay prints the engine's events and both states after every step.
    nonisolated static let traced = ProcessInfo.processInfo.environment["SWITCHYARD_TRACE"] != nil
    /// Orders is a three-column split, so every rule is checked on a split as on a plain stack.
    nonisolated static let columns = ["orders": 3]

    var root: NavigationRoot
    var model = RefModel(tabs: ModelCheckRun.tabs, selected: "home")
    /// The app's session, shared with the other windows.
    let session: CheckSession
    let effects = EffectLog()
    var anchors: [RefAnchor] = ModelCheckRun.tabs.map { .tab($0) }
    var weakModels: [WeakModel] = []
    var retiredRoots: [WeakRoot] = []
    /// What the next restart restores, read back from the app's saved document.
    var restoring: NavigationState?
    /// The app's windows, which close this one; set by the app.
    weak var group: NavigationWindowGroup?
    /// Whether the app's group closed this window.
    var closedByEngine = false

    /// What armed observers did in the middle of a change that was not refused; stays empty.
    var observerActions: [String] = []
    /// What the engine answered to the last operation, when it answers an outcome.
    var lastOutcome: NavigationOutcome?
    /// The refusal a close answered once the window had closed: the one of the request that
    /// waited in the window brought forward, which the app checks against that window's model.
    var forwardRefusal: NavigationOutcome?
    /// How often each outcome class came up, to show what the run exercised.
    var outcomes: [String: Int] = [:]

    static let coder: NavigationSnapshotCoder = {
        var registry = NavigationDestinationRegistry()
        try? registry.register(CheckedDestination.self)
        return NavigationSnapshotCoder(registry: registry)
    }()

    init(session: CheckSession) {
        self.session = session
        root = Self.makeRoot(session: session)
        anchors.append(.entry(1))
    }

    static func makeRoot(session: CheckSession) -> NavigationRoot {
        let root = NavigationRoot(
            tabs: tabs.map {
                NavigationTab($0, root: CheckedDestination.root($0), columns: columns[$0] ?? 1)
            },
            configuration: NavigationConfiguration(
                restorationKey: "check.v1", verbosity: traced ? .debug : .error),
            eventSink: traced ? PrintedEvents() : nil)
        root.requireAccess(
            .checkedSignIn, isMet: { session.isSignedIn }, presenting: CheckedDestination.signIn)
        root.onReceive(CheckedTab.self) { tab, root in root.selectTab(tab.name).isApplied ? .auto : .cancel }
        root.tabHandle("orders").autoReceive(CheckedDestination.self)
        return root
    }

    func handle(_ index: Int) -> (NavigationHandle, RefAnchor) {
        let anchor = anchors[index % anchors.count]
        switch anchor {
        case .entry(let id): return (root.handle(for: NavigationEntryID(rawValue: id)), anchor)
        case .tab(let name): return (root.tabHandle(name), anchor)
        }
    }

    // MARK: - Checking

    /// Everything the engine and the model must agree on, and the engine's own invariants.
    func check() -> String? {
        if !observerActions.isEmpty { return "an observer acted during a change: \(observerActions)" }
        let exported = root.state
        let converted = RefState(exported)
        if Self.traced { print("engine: \(converted.summary)\nmodel:  \(model.state.summary)") }
        if converted != model.state {
            return "the state differs:\n    engine: \(converted.summary)\n    model:  \(model.state.summary)"
        }
        if effects.lines != model.effects {
            return "handlers ran \(effects.lines), the model expects \(model.effects)"
        }
        if root.locks.map(\.entry.rawValue) != model.locksInOrder.map(\.entry) {
            return "locks on \(root.locks.map(\.entry)), the model expects \(model.locksInOrder.map(\.entry))"
        }
        if root.hasWaitingSend != !model.chains.isEmpty { return "waiting send \(root.hasWaitingSend)" }
        // The two the root starts with: tabs, and the orders tab's destinations.
        if root.receiverCount != 2 + model.receivers.count {
            return "\(root.receiverCount) receivers, the model expects \(2 + model.receivers.count)"
        }
        for entry in exported.allEntries {
            let names = root.checkpointNames(at: entry.id)
            let expected = (model.checkpoints[entry.id.rawValue] ?? [:]).keys.sorted()
            if names != expected { return "checkpoints \(names) on \(entry), the model expects \(expected)" }
        }
        // Every entry, not only those showing an alert: handlers must go with their alert.
        for entry in exported.allEntries
        where root.alertHasHandlers(at: entry.id) != (model.alertActions[entry.id.rawValue] != nil) {
            return "the alert handlers on \(entry) disagree with the model"
        }
        if !model.guards.isEmpty {
            for entry in exported.allEntries
            where root.leavingIsGuarded(entry.id) != model.leavingIsGuarded(entry.id.rawValue) {
                return
                    "leaving \(entry) is \(root.leavingIsGuarded(entry.id) ? "" : "not ")guarded, the model disagrees"
            }
        }
        if root.models.owners.map(\.rawValue) != model.models.sorted() {
            return "models owned by \(root.models.owners), the model expects \(model.models.sorted())"
        }
        weakModels.removeAll { $0.model == nil }
        for weak in weakModels where !exported.contains(weak.entry) {
            return "the model of \(weak.entry) outlived its entry"
        }
        if retiredRoots.contains(where: { $0.root != nil }) { return "a root outlived its restart" }
        // Access is what is on screen: signed out, nothing protected shows or is one back away.
        if !session.isSignedIn, let tab = exported.selected,
            let shown = tab.layers.flatMap(\.entries).dropFirst().first(where: {
                $0.destination.accessRequirement != nil
            })
        {
            return "\(shown.routeID) is in sight or one back away while signed out"
        }
        // A leave question shows in front of the screen it asks about, never from another
        // tab: so, with the rule above, nobody signed out is asked about a protected screen.
        let routes = Set(exported.allEntries.map(\.routeID))
        for tab in exported.tabs {
            for alert in tab.layers.compactMap(\.alert)
            where alert.id.hasSuffix("/leave") && root.alertHasHandlers(at: alert.entry) {
                let route = String(alert.id.dropLast("/leave".count))
                if routes.contains(route),
                    !tab.layers.contains(where: { $0.entries.contains { $0.routeID == route } })
                {
                    return "the question \(alert.id) shows in \(tab.name), away from the screen it asks about"
                }
            }
        }
        return invariants(of: exported) ?? applyingTheExportIsTheIdentity(exported)
    }

    func invariants(of state: NavigationState) -> String? {
        guard state.hasWellFormedEntryIDs else { return "entry ids are not well formed" }
        if let pending = state.pending, !state.contains(pending.screen) {
            return "the pending request lost its screen"
        }
        for tab in state.tabs {
            for (index, layer) in tab.layers.enumerated() {
                if (index == 0) != (layer.style == nil) {
                    return "layer \(index) of \(tab.name) has the wrong style"
                }
                if layer.entries.isEmpty { return "an empty layer" }
                if let style = layer.style, !style.isManaged, layer.entries.count != 1 {
                    return "a plain presentation holds \(layer.entries.count) screens"
                }
                if let alert = layer.alert, alert.entry != layer.entries.last?.id,
                    index > 0
                        || !layer.entries.prefix(tab.columns - 1).contains(where: { $0.id == alert.entry })
                {
                    return "alert \(alert.id) belongs to a screen that does not show"
                }
                if let alert = layer.alert, index < tab.layers.count - 1 {
                    return "alert \(alert.id) is under a presented layer"
                }
            }
        }
        return nil
    }

    /// `apply(state)` changes nothing, attachments included, and is no change at all:
    /// the revision stays, so no observer is told and a late flow step still lands.
    func applyingTheExportIsTheIdentity(_ state: NavigationState) -> String? {
        let before = AttachmentSnapshot(root, state: state, models: weakModels)
        let revision = root.revision
        let outcome = root.apply(state)
        guard outcome == .applied else { return "applying the exported state was \(outcome)" }
        guard root.state == state else { return "applying the exported state changed it" }
        guard root.revision == revision else { return "applying the exported state counted as a change" }
        let after = AttachmentSnapshot(root, state: state, models: weakModels)
        return before == after
            ? nil : "applying the exported state changed what hangs on entries:\n    \(before)\n    \(after)"
    }
}

/// Prints each of the engine's events, for `SWITCHYARD_TRACE`.
final class PrintedEvents: NavigationEventSink {
    func receive(_ event: NavigationEvent) { print("event: \(event)") }
}
