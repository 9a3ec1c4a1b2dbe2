import Foundation
import Navigation
import NavigationFlows
import NavigationModels
import NavigationSend
import NavigationTesting
import ReliabilitySupport

/// What the engine holds beside its state, as far as its public API shows it.
struct AttachmentSnapshot: Equatable, CustomStringConvertible {
    var checkpoints: [String]
    var locks: [NavigationLock]
    var alertHandlers: [Bool]
    var receivers: Int
    var pendingSend: Bool
    var models: [ObjectIdentifier]
    var owners: [NavigationEntryID]

    @MainActor
    init(_ root: NavigationRoot, state: NavigationState, models: [WeakModel]) {
        checkpoints = state.allEntries.map { "\($0.id): \(root.checkpointNames(at: $0.id))" }
        locks = root.locks
        alertHandlers = state.tabs.flatMap {
            $0.layers.compactMap { $0.alert.map { root.alertHasHandlers(at: $0.entry) } }
        }
        receivers = root.receiverCount
        pendingSend = root.hasWaitingSend
        self.models = models.compactMap { weak in
            weak.model.flatMap { model in
                root.models.existingModel(for: weak.entry, as: CheckedScreenModel.self) === model
                    ? ObjectIdentifier(model) : nil
            }
        }
        owners = root.models.owners
    }

    var description: String {
        "checkpoints \(checkpoints), locks \(locks.map(\.entry)), alert handlers \(alertHandlers), receivers \(receivers), models \(models.count) of \(owners)"
    }
}

/// A weak reference to a root that a restart replaced.
@MainActor
final class WeakRoot {
    weak var root: NavigationRoot?
    init(_ root: NavigationRoot) { self.root = root }
}

extension RefModel {
    /// Locks in the order they were taken, with their entries.
    var locksInOrder: [(entry: UInt64, token: UInt64)] {
        guards.flatMap { entry, list in list.filter(\.isLock).map { (entry, $0.token) } }.sorted {
            $0.token < $1.token
        }
    }

    /// Whether an alert shows in the selected tab.
    var frontAlertShows: Bool { state.tabs[state.selectedIndex].layers.contains { $0.alert != nil } }
}

extension RefLink {
    /// The link as the engine takes it.
    var place: NavigationPlace {
        NavigationPlace(
            tab: tab, stack: stack,
            presentation: presentationStyle.map { NavigationPlace.Presentation(style: $0, stack: presented) },
            policy: policy)
    }
}

extension RefState {
    /// The engine's state as the model's values.
    init(_ state: NavigationState) {
        self.init(
            selected: state.selectedTab,
            tabs: state.tabs.map(RefTab.init),
            counter: state.nextEntryID,
            pending: state.pending.map {
                RefPending(request: RefRequest($0.request), screen: $0.screen.rawValue)
            }
        )
    }

    /// One line per tab, for failure messages.
    var summary: String {
        let lines = tabs.map { tab in
            tab.name + ": "
                + tab.layers.map { layer in
                    (layer.style.map { "\($0) " } ?? "")
                        + layer.entries.map { "\($0.destination.routeID)#\($0.id)" }.joined(separator: " > ")
                        + (layer.alert.map { " [alert \($0.id) on #\($0.owner)]" } ?? "")
                }.joined(separator: " | ")
        }
        return "selected \(selected), next \(counter), pending \(pending.map { "\($0)" } ?? "none"); "
            + lines.joined(separator: "; ")
    }
}

extension RefTab {
    init(_ tab: NavigationTabState) {
        self.init(
            name: tab.name,
            layers: tab.layers.map { layer in
                RefLayer(
                    style: layer.style,
                    entries: layer.entries.map {
                        RefEntry(id: $0.id.rawValue, destination: $0.destination.base as! CheckedDestination)
                    },
                    alert: layer.alert.map {
                        RefAlert(id: $0.id, owner: $0.entry.rawValue, labels: $0.actions.map(\.label))
                    })
            })
    }
}

extension RefRequest {
    init(_ request: NavigationRequest) {
        switch request {
        case .show(let destination, let method, let anchor):
            let refAnchor: RefAnchor =
                switch anchor {
                case .entry(let id): .entry(id.rawValue)
                case .tab(let name): .tab(name)
                }
            self = .show(destination.base as! CheckedDestination, method, refAnchor)
        case .selectTab(let name):
            self = .selectTab(name)
        case .link(let place):
            self = .link(
                RefLink(
                    tab: place.tab, stack: place.stack.map { $0.base as! CheckedDestination },
                    presentationStyle: place.presentation?.style,
                    presented: (place.presentation?.stack ?? []).map { $0.base as! CheckedDestination },
                    policy: place.policy))
        case .restoreTab(let tab):
            self = .restoreTab(RefTab(tab))
        }
    }
}
