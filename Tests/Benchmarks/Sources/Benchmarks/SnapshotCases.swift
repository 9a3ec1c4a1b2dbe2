import Foundation
import Navigation
import NavigationSnapshots

/// Export, encode, decode and restore of the whole tree.
@MainActor
enum SnapshotCases {
    /// A two-tab tree holding `entries` entries in all: the main tab's stack holds all but
    /// one (the other tab's root), with a managed sheet of two over it when there is room,
    /// so the snapshot has a nested layer too.
    static func makeTree(entries: Int) -> (root: NavigationRoot, coder: NavigationSnapshotCoder) {
        let tree = BenchTree.make()
        let sheetEntries = entries >= 10 ? 2 : 0
        BenchTree.fill(tree.main, toEntries: entries - 1 - sheetEntries)
        if sheetEntries > 0 {
            tree.main.present(BenchScreen.picker, style: .managedSheet)
            tree.root.frontHandle?.push(BenchScreen.sheet(1))
        }
        return (tree.root, NavigationSnapshotCoder(registry: BenchTree.registry))
    }

    /// export + encode + decode + restore; the restored tree equals the exported one.
    ///
    /// The goal is relative: at most 1.5 times what Foundation's coders take for as many plain
    /// structs (`baseline_foundation_json_N`), measured in the same run.
    static func roundTrip(entries: Int) throws -> BenchCase {
        let (root, coder) = makeTree(entries: entries)
        let state = root.state
        try require(state.allEntries.count == entries, "the tree holds \(state.allEntries.count) entries")
        let decoded = try coder.decode(try coder.encode(state))
        try require(decoded == state, "the snapshot did not round-trip")
        let isHeadline = entries == 10 || entries == 1000
        return .batch(
            "snapshot_roundtrip_\(entries)", isHeadline ? .headline : .scaling,
            "export + encode + decode + restore, \(entries) entries",
            floor: .arrayAppendRemove, baseline: isHeadline ? BaselineCases.foundationJSONName(entries) : nil
        ) { _ in
            let data = try coder.encode(root.state)
            let outcome = root.restore(try coder.decode(data))
            if outcome != .applied { throw BenchFailure("restore was \(outcome)") }
        }
    }

    /// Three windows holding `entries` entries in all, saved and read back as the app does:
    /// export each, encode the windows as one document, decode it tolerantly, restore each.
    ///
    /// The goal is the one-tree goal, at most 1.5 times Foundation's coders on as many plain
    /// structs, so a second window costs what its entries cost and nothing more.
    static func windowsRoundTrip(entries: Int) throws -> BenchCase {
        let sizes = [entries - 2 * (entries / 3), entries / 3, entries / 3]
        let trees = sizes.map { makeTree(entries: $0) }
        let roots = trees.map(\.root)
        let coder = trees[0].coder
        let windows = NavigationWindows(states: roots.map(\.state), focused: 1)
        let total = windows.states.map(\.allEntries.count).reduce(0, +)
        try require(total == entries, "the windows hold \(total) entries")
        let (decoded, dropped) = try coder.decodeWindowsTolerantly(try coder.encode(windows))
        try require(decoded == windows && dropped.isEmpty, "the windows did not round-trip")
        return .batch(
            "snapshot_windows_\(entries)", .engine,
            "3 windows: export + encode + tolerant decode + restore, \(entries) entries in all",
            floor: .arrayAppendRemove, baseline: BaselineCases.foundationJSONName(entries)
        ) { _ in
            let data = try coder.encode(NavigationWindows(states: roots.map(\.state), focused: 1))
            let (restored, _) = try coder.decodeWindowsTolerantly(data)
            for (root, state) in zip(roots, restored.states) {
                let outcome = root.restore(state)
                if outcome != .applied { throw BenchFailure("restore was \(outcome)") }
            }
        }
    }

    /// Only `encode` of an exported state.
    static func encodeOnly(entries: Int) throws -> BenchCase {
        let (root, coder) = makeTree(entries: entries)
        let state = root.state
        return .batch(
            "snapshot_encode_\(entries)", .engine, "encode only, \(entries) entries",
            floor: .arrayAppendRemove
        ) { _ in
            blackHole(try coder.encode(state))
        }
    }

    /// Only `decode` of encoded bytes.
    static func decodeOnly(entries: Int) throws -> BenchCase {
        let (root, coder) = makeTree(entries: entries)
        let data = try coder.encode(root.state)
        return .batch(
            "snapshot_decode_\(entries)", .engine, "decode only, \(entries) entries",
            floor: .arrayAppendRemove
        ) { _ in
            blackHole(try coder.decode(data))
        }
    }
}
