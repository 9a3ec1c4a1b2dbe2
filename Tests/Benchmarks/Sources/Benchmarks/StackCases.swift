import Navigation
import NavigationFlows
import NavigationModels
import NavigationSend
import Observation
import Synchronization

/// Stacks, presentations, redirects, providers, checkpoints, send chains and screen models.
@MainActor
enum StackCases {
    /// Push + pop on a tab's navigator, with the sink installed and the events filtered.
    static var pushPop: BenchCase {
        let tree = BenchTree.make()
        return .batch(
            "push_pop", .headline, "push + pop on a tab (observable, sink below threshold)",
            floor: .arrayAppendRemove
        ) { index in
            try applied(tree.main.push(BenchScreen.item(index)), "push")
            try applied(tree.main.pop(last: 1), "pop")
            if index == 0 { try require(tree.sink.count == 0, "push_pop built events below the threshold") }
        }
    }

    /// Push + pop with an observer re-armed on the root's revision after every change, as a
    /// view that re-renders does.
    static var pushPopTracked: BenchCase {
        let tree = BenchTree.make()
        let changes = ChangeCounter()
        func arm() {
            withObservationTracking {
                _ = tree.root.state
            } onChange: {
                changes.bump()
            }
        }
        return .batch(
            "push_pop_tracked", .engine, "push + pop, observer re-armed after each change",
            floor: .arrayAppendRemove
        ) { index in
            arm()
            try applied(tree.main.push(BenchScreen.item(index)), "push")
            arm()
            try applied(tree.main.pop(last: 1), "pop")
        }
    }

    /// Push + pop on a stack that already holds `depth` entries: should not depend on depth.
    static func pushPopAtDepth(_ depth: Int) -> BenchCase {
        let tree = BenchTree.make()
        BenchTree.fill(tree.main, toEntries: depth)
        return .batch(
            "push_pop_depth_\(depth)", .scaling, "push + pop over \(depth) entries",
            floor: .arrayAppendRemove
        ) { index in
            try applied(tree.main.push(BenchScreen.item(index)), "push")
            try applied(tree.main.pop(last: 1), "pop")
        }
    }

    /// Navigate to an outgoing value (redirected to a push), then pop it.
    static var redirectNavigate: BenchCase {
        let tree = BenchTree.make()
        return .batch(
            "redirect_navigate", .headline, "navigate(to: outgoing) via the redirect (a push) + pop",
            floor: .arrayAppendRemove
        ) { index in
            try applied(tree.main.navigate(to: BenchOutgoing.detail(index)), "navigate")
            try applied(tree.main.pop(last: 1), "pop")
        }
    }

    /// Present a provided destination as a sheet, resolve it as the screen would, dismiss it.
    static var providedPresent: BenchCase {
        let tree = BenchTree.make()
        return .batch(
            "provided_present", .headline, "present provided sheet + resolve its screen + dismiss",
            floor: .arrayAppendRemove, baseline: BaselineCases.presentName
        ) { index in
            try applied(tree.main.present(BenchShared.product(index), style: .sheet), "present")
            guard let entry = tree.root.state.frontEntry else {
                throw BenchFailure("the provided sheet was not presented")
            }
            blackHole(tree.root.resolveProvided(entry.destination))
            try applied(tree.root.handle(for: entry.id).dismiss(), "dismiss")
        }
    }

    /// Only the lookup: the screen for a provided value, through the root's provider table.
    static var providedResolve: BenchCase {
        let tree = BenchTree.make()
        let values: [any NavigationDestination] = [BenchShared.product(7), BenchShared.basket]
        return .batch(
            "provided_resolve", .engine, "resolveProvided of a shared value (provider table)",
            floor: .dictionaryLookup, baseline: BaselineCases.resolverName
        ) { index in
            blackHole(tree.root.resolveProvided(values[index & 1]))
        }
    }

    /// Pop back to the entry at index 10 of an `entries`-entry stack, releasing what was popped.
    ///
    /// Pushing them back is set-up and not timed.
    static func popToEntry(entries: Int) -> BenchCase {
        // The closures hold the tree, not only a handle: a handle does not keep its root alive.
        let tree = BenchTree.make()
        BenchTree.fill(tree.main, toEntries: entries)
        let target = BenchTree.entries(tree.main)[10].id
        return .timedEach(
            "pop_to_entry_\(entries)", entries == 1000 ? .headline : .scaling,
            "pop(to:) to index 10 of \(entries) entries, releasing \(entries - 11)",
            floor: .arrayAppendRemove,
            prepare: { _ in BenchTree.fill(tree.main, toEntries: entries) },
            { _ in
                try applied(tree.main.pop(to: target), "pop(to:)")
                let left = BenchTree.count(tree.main)
                try require(left == 11, "pop_to_entry left \(left) entries")
            }
        )
    }

    /// As `pop_to_entry_1000`, with a screen model on every entry, so each one is released.
    static var popToEntryWithModels: BenchCase {
        let tree = BenchTree.make()
        let models = tree.root.models
        func fill() throws {
            BenchTree.fill(tree.main, toEntries: 1000)
            for entry in BenchTree.entries(tree.main).dropFirst(11) {
                _ = models.model(for: entry.id) { BenchModel(value: 1) }
            }
            try require(models.count == 989, "the filled stack holds \(models.count) models")
        }
        try? fill()
        let target = BenchTree.entries(tree.main)[10].id
        return .timedEach(
            "pop_to_entry_1000_models", .engine, "pop_to_entry_1000 with a model on each popped entry",
            floor: .arrayAppendRemove, prepare: { _ in try fill() },
            { _ in
                try applied(tree.main.pop(to: target), "pop(to:)")
                try require(models.count == 0, "popped entries kept \(models.count) models")
            }
        )
    }

    /// Return with a value to a checkpoint at index 50 of a 100-entry stack, from a managed
    /// sheet presented over it: dismisses the sheet, pops 49 entries, delivers the value.
    static var checkpointReturn: BenchCase {
        let tree = BenchTree.make()
        let main = tree.main
        let root = tree.root
        let checkpoint = NavigationCheckpoint<Int>("bench.pick")
        var received = 0
        BenchTree.fill(main, toEntries: 51)
        root.handle(for: BenchTree.entries(main)[50].id).establish(checkpoint) { value in received &+= value }
        return .timedEach(
            "checkpoint_return_100", .headline, "returnToCheckpoint(value:) across a sheet, 100 entries",
            floor: .arrayAppendRemove,
            prepare: { index in
                BenchTree.fill(main, toEntries: 100)
                main.present(BenchScreen.picker, style: .managedSheet)
                root.frontHandle?.push(BenchScreen.item(index))
            },
            { _ in
                guard let sheet = root.frontHandle else { throw BenchFailure("the picker was not presented") }
                let before = received
                sheet.returnToCheckpoint(checkpoint, value: 1)
                try require(
                    received == before + 1 && BenchTree.count(main) == 51
                        && root.state.tabs[0].layers.count == 1,
                    "the checkpoint return did not dismiss, pop and deliver")
            }
        )
    }

    /// A send chain of five values with zero step delay: tab switch, push on that tab, tab
    /// switch back, push, then reset (which pops both tabs back to their roots).
    static var sendChain: BenchCase {
        let tree = BenchTree.make()
        let root = tree.root
        root.onReceive(BenchTab.self) { tab, root in
            root.selectTab(tab.rawValue).isApplied ? .auto : .cancel
        }
        tree.main.autoReceive(BenchScreen.self)
        root.tabHandle(BenchTab.other.rawValue).autoReceive(BenchOtherScreen.self)
        root.onReceive(BenchReset.self) { _, root in root.reset().isApplied ? .auto : .cancel }
        return .batch(
            "send_chain_5", .engine, "send 5 values (tab, push, tab, push, reset), zero delay",
            floor: .arrayAppendRemove
        ) { index in
            root.send(
                BenchTab.other, BenchOtherScreen.entry(index), BenchTab.main, BenchScreen.item(index),
                BenchReset())
            if index == 0 {
                try require(
                    !root.hasWaitingSend && root.state.selectedTab == "main"
                        && BenchTree.count(tree.main) == 1,
                    "the send chain did not run to its end")
            }
        }
    }

    /// Push an entry, create its screen model and a model shared by key, pop (both released).
    static var modelStoreChurn: BenchCase {
        let tree = BenchTree.make()
        let main = tree.main
        let models = tree.root.models
        return .batch(
            "model_store_churn", .engine, "push + create own & shared model + pop (both released)",
            floor: .arrayAppendRemove
        ) { index in
            try applied(main.push(BenchScreen.item(index)), "push")
            guard let entry = tree.root.state.frontEntry?.id else { throw BenchFailure("push refused") }
            blackHole(models.model(for: entry) { BenchModel(value: index) })
            blackHole(models.model(sharedBy: "basket", for: entry) { BenchModel(value: 0) })
            try applied(main.pop(last: 1), "pop")
            if index == 0 { try require(models.count == 0, "the store kept \(models.count) models") }
        }
    }
}

/// Counts observation callbacks, which may arrive on any thread.
final class ChangeCounter: Sendable {
    private let count = Atomic<Int>(0)

    func bump() { count.add(1, ordering: .relaxed) }
}

/// A value whose receiver resets the tree: the last step of the send chain case.
struct BenchReset: Hashable, Sendable {}
