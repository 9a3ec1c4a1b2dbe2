import Navigation
import NavigationFlows
import NavigationSend
import NavigationSnapshots

/// The cases that must cost in proportion to their size: each runs at two sizes ten times
/// apart, and the larger may cost at most 12 times the smaller (`Report.relativeGoals`).
///
/// Each one grew with the square of its size before the engine looked things up by id, by
/// name, or by walking from where a change acts. Stacks and chains are measured at 1,000 and
/// 10,000; tabs at 100 and 1,000, which is already more tabs than any app shows.
@MainActor
enum LinearCases {
    /// One pair: a case's name without its size, and its two sizes.
    struct Pair: Sendable {
        let name: String
        let small: Int
        let large: Int
    }

    /// Every pair, the console's links (built with the binary, in `BenchSuite`) among them.
    nonisolated static let pairs = [
        Pair(name: "back_with_leave_guards", small: 1000, large: 10_000),
        Pair(name: "checkpoint_return_nearest", small: 1000, large: 10_000),
        Pair(name: "apply_without_bottom_entry", small: 1000, large: 10_000),
        Pair(name: "send_chain", small: 1000, large: 10_000),
        Pair(name: "pop_past_locks", small: 1000, large: 10_000),
        Pair(name: "pop_while_pending", small: 1000, large: 10_000),
        Pair(name: "apply_with_tabs", small: 100, large: 1000),
        Pair(name: "push_with_alerts_in_tabs", small: 100, large: 1000),
        Pair(name: "restore_tolerantly_with_tabs", small: 100, large: 1000),
        Pair(name: "console_links", small: 1000, large: 10_000),
        Pair(name: "push_pop_depth", small: 1000, large: 10_000),
        Pair(name: "recheck_windows", small: 100, large: 1000),
    ]

    /// Every case but the console's, at both its sizes.
    static func cases() -> [CaseEntry] {
        var entries: [CaseEntry] = []
        for size in [1000, 10_000] {
            entries += [
                CaseEntry("back_with_leave_guards_\(size)") { backWithLeaveGuards(size) },
                CaseEntry("checkpoint_return_nearest_\(size)") { checkpointReturnNearest(size) },
                CaseEntry("apply_without_bottom_entry_\(size)") { applyWithoutBottomEntry(size) },
                CaseEntry("send_chain_\(size)") { sendChain(size) },
                CaseEntry("pop_past_locks_\(size)") { popPastLocks(size) },
                CaseEntry("pop_while_pending_\(size)") { popWhilePending(size) },
            ]
        }
        for tabs in [100, 1000] {
            entries += [
                CaseEntry("apply_with_tabs_\(tabs)") { applyWithTabs(tabs) },
                CaseEntry("push_with_alerts_in_tabs_\(tabs)") { pushWithAlertsInTabs(tabs) },
                CaseEntry("restore_tolerantly_with_tabs_\(tabs)") { restoreTolerantlyWithTabs(tabs) },
                CaseEntry("recheck_windows_\(tabs)") { recheckWindows(tabs) },
            ]
        }
        return entries
    }

    /// `back()` from the top of a stack whose every other screen asks before it leaves.
    static func backWithLeaveGuards(_ size: Int) -> BenchCase {
        let tree = BenchTree.make()
        let root = tree.root
        let question = NavigationLeaveConfirmation(title: "Leave?")
        BenchTree.fill(tree.main, toEntries: size - 1)
        for entry in BenchTree.entries(tree.main).dropFirst() {
            root.handle(for: entry.id).confirmLeaving(question)
        }
        return .timedEach(
            "back_with_leave_guards_\(size)", .scaling,
            "back() from the top of \(size) entries, a leave confirmation on every one below",
            floor: .arrayAppendRemove,
            prepare: { _ in BenchTree.fill(tree.main, toEntries: size) },
            { _ in
                try applied(root.back(), "back()")
                try require(BenchTree.count(tree.main) == size - 1, "back() did not pop one screen")
            }
        )
    }

    /// A plain checkpoint return from the top of a stack with the checkpoint on every
    /// screen below it: the nearest one answers, one screen is popped.
    static func checkpointReturnNearest(_ size: Int) -> BenchCase {
        let tree = BenchTree.make()
        let root = tree.root
        let checkpoint = NavigationCheckpoint<Int>("bench.every")
        BenchTree.fill(tree.main, toEntries: size - 1)
        for entry in BenchTree.entries(tree.main) { root.handle(for: entry.id).establish(checkpoint) }
        return .timedEach(
            "checkpoint_return_nearest_\(size)", .scaling,
            "returnToCheckpoint from the top of \(size) entries, the checkpoint on every one below",
            floor: .arrayAppendRemove,
            prepare: { _ in BenchTree.fill(tree.main, toEntries: size) },
            { _ in
                guard let top = root.state.frontEntry else { throw BenchFailure("no screen in front") }
                try applied(root.handle(for: top.id).returnToCheckpoint(checkpoint), "returnToCheckpoint")
                try require(BenchTree.count(tree.main) == size - 1, "the return did not pop one screen")
            }
        )
    }

    /// `apply` of the tree with the entry just above the tab's root left out, so every
    /// entry above it moves down a place.
    static func applyWithoutBottomEntry(_ size: Int) -> BenchCase {
        let tree = BenchTree.make()
        let root = tree.root
        BenchTree.fill(tree.main, toEntries: size)
        let full = root.state
        var cut = full
        return .timedEach(
            "apply_without_bottom_entry_\(size)", .scaling,
            "apply a \(size)-entry stack with its second entry removed",
            floor: .arrayAppendRemove,
            prepare: { _ in
                try applied(root.apply(full), "apply(full)")
                cut = root.state
                cut.tabs[0].layers[0].entries.remove(at: 1)
            },
            { _ in
                try applied(root.apply(cut), "apply")
                try require(BenchTree.count(tree.main) == size - 1, "apply did not remove one entry")
            }
        )
    }

    /// One send of `size` values, each switching to the other tab.
    static func sendChain(_ size: Int) -> BenchCase {
        let tree = BenchTree.make()
        let root = tree.root
        root.onReceive(BenchTab.self) { tab, root in root.selectTab(tab.rawValue).isApplied ? .auto : .cancel
        }
        let values: [any Hashable & Sendable] = (0..<size).map {
            $0.isMultiple(of: 2) ? BenchTab.other : BenchTab.main
        }
        return .batch(
            "send_chain_\(size)", .scaling, "one send of \(size) tab switches, zero delay",
            floor: .arrayAppendRemove
        ) { _ in
            let outcome = root.send(values: values)
            try require(outcome == .delivered, "the send was \(outcome)")
        }
    }

    /// `apply` on a root with `size` tabs of a state that selects another tab.
    static func applyWithTabs(_ size: Int) -> BenchCase {
        let (root, states) = tabbedRoot(size)
        return .batch(
            "apply_with_tabs_\(size)", .scaling, "apply a state of \(size) tabs that selects another tab",
            floor: .arrayAppendRemove
        ) { index in
            try applied(root.apply(states[(index + 1) % 2]), "apply")
        }
    }

    /// `popToRoot()` from the top of a stack whose every screen holds a lock: the locks are
    /// the asking screen's own layer's, so each is looked at and stands aside.
    static func popPastLocks(_ size: Int) -> BenchCase {
        let tree = BenchTree.make()
        let root = tree.root
        return .timedEach(
            "pop_past_locks_\(size)", .scaling,
            "popToRoot() from the top of \(size) entries, a lock on every one, asked by the top screen",
            floor: .arrayAppendRemove,
            prepare: { _ in
                BenchTree.fill(tree.main, toEntries: size)
                for entry in BenchTree.entries(tree.main).dropFirst() {
                    _ = root.handle(for: entry.id).lockNavigation(reason: "bench")
                }
            },
            { _ in
                guard let top = root.state.frontEntry else { throw BenchFailure("no screen in front") }
                try applied(root.handle(for: top.id).popToRoot(), "popToRoot()")
                try require(BenchTree.count(tree.main) == 1, "popToRoot() left screens")
            }
        )
    }

    /// `popToRoot(inTab:)` of a tab `size` entries deep while a request waits for sign-in
    /// behind a sheet in the other tab: each screen that leaves is asked whether it is the
    /// requirement's screen.
    static func popWhilePending(_ size: Int) -> BenchCase {
        let tree = BenchTree.make()
        let root = tree.root
        root.requireAccess(BenchGate.signedIn, isMet: { false }, presenting: BenchGate.signIn)
        let other = root.tabHandle(BenchTab.other.rawValue)
        return .timedEach(
            "pop_while_pending_\(size)", .scaling,
            "popToRoot(inTab:) of \(size) entries while a request waits for sign-in in the other tab",
            floor: .arrayAppendRemove,
            prepare: { _ in
                if root.pending == nil {
                    _ = tree.main.navigate(to: BenchGate.account)
                    try require(root.pending != nil, "the account screen was not held")
                }
                while BenchTree.count(other) < size {
                    other.push(BenchOtherScreen.entry(BenchTree.count(other)))
                }
            },
            { _ in
                try applied(root.popToRoot(inTab: BenchTab.other.rawValue), "popToRoot(inTab:)")
                try require(
                    BenchTree.count(other) == 1 && root.pending != nil, "the pop did not keep the request")
            }
        )
    }

    /// A push and a pop on one tab of a root with `size` tabs, each showing an alert: after
    /// every change the handlers of alerts that no longer show are dropped.
    static func pushWithAlertsInTabs(_ size: Int) -> BenchCase {
        let root = tabbedRoot(size).root
        for tab in root.state.tabs.dropFirst() {
            root.handle(for: tab.stack.entries[0].id).showAlert(
                NavigationAlert(id: "bench/\(tab.name)", title: "Sure?"))
        }
        let first = root.tabHandle("tab0")
        return .batch(
            "push_with_alerts_in_tabs_\(size)", .scaling,
            "push and back on one tab of \(size), an alert showing in every other tab",
            floor: .arrayAppendRemove
        ) { _ in
            try applied(first.push(BenchOtherScreen.start), "push")
            try applied(root.back(), "back()")
        }
    }

    /// `restoreTolerantly` on a root with `size` tabs of a state that selects another tab.
    static func restoreTolerantlyWithTabs(_ size: Int) -> BenchCase {
        let (root, states) = tabbedRoot(size)
        return .batch(
            "restore_tolerantly_with_tabs_\(size)", .scaling,
            "restoreTolerantly a state of \(size) tabs that selects another tab",
            floor: .arrayAppendRemove
        ) { index in
            let restored = root.restoreTolerantly(states[(index + 1) % 2])
            try applied(restored.outcome, "restoreTolerantly")
            try require(restored.dropped.isEmpty, "restoreTolerantly left out \(restored.dropped)")
        }
    }

    /// `recheck()` of a group of `size` windows, each showing a screen whose requirement
    /// stopped holding: every window cuts it, in one call.
    static func recheckWindows(_ size: Int) -> BenchCase {
        let session = BenchSession()
        let windows = (0..<size).map { _ in
            let tree = BenchTree.make()
            tree.root.requireAccess(
                BenchGate.signedIn, isMet: { session.isSignedIn }, presenting: BenchGate.signIn)
            return tree
        }
        let group = NavigationWindowGroup(first: windows[0].root, limit: size)
        for window in windows.dropFirst() { group.open(window.root) }
        return .timedEach(
            "recheck_windows_\(size)", .scaling,
            "recheck() of \(size) windows, each showing a screen whose requirement stopped holding",
            floor: .arrayAppendRemove,
            prepare: { _ in
                session.isSignedIn = true
                for window in windows where BenchTree.count(window.main) == 1 {
                    try applied(window.main.push(BenchGate.account), "push account")
                }
                session.isSignedIn = false
            },
            { _ in
                group.recheck()
                try require(windows.allSatisfy { BenchTree.count($0.main) == 1 }, "a window kept the account")
            }
        )
    }

    /// A root with `size` tabs, and two states of it: as it is, and with its last tab selected.
    static func tabbedRoot(_ size: Int) -> (root: NavigationRoot, states: [NavigationState]) {
        let tabs = (0..<size).map { NavigationTab("tab\($0)", root: BenchOtherScreen.entry($0)) }
        let root = NavigationRoot(tabs: tabs, configuration: BenchTree.configuration)
        var selectingTheLast = root.state
        selectingTheLast.selectedTab = "tab\(size - 1)"
        return (root, [root.state, selectingTheLast])
    }
}

/// A screen behind a requirement and the screen that meets it, for the gate's cases.
enum BenchGate: NavigationDestination {
    case account
    case signIn

    static let signedIn = NavigationAccessRequirement("bench.signed-in")

    var routeID: String {
        switch self {
        case .account: "account"
        case .signIn: "signin"
        }
    }

    var method: NavigationMethod {
        switch self {
        case .account: .push
        case .signIn: .present(.sheet)
        }
    }

    var accessRequirement: NavigationAccessRequirement? { self == .account ? Self.signedIn : nil }

    static var codingName: String { "Bench.Gate" }
}

/// Whether the bench's customer is signed in, which the gate's cases change between runs.
@MainActor
final class BenchSession {
    var isSignedIn = false
}
