import Foundation
import Navigation

/// Export, encode, decode and restore of the whole tree.
@MainActor
enum SnapshotCases {
    /// A two-tab tree holding `entries` entries in all: the main tab's stack holds all but
    /// one (the other tab's root), with a managed sheet of two over it when there is room,
    /// so the snapshot has a nested layer too.
    static func makeTree(entries: Int) -> (root: Navigator, coder: NavigationSnapshotCoder) {
        let tree = BenchTree.make()
        let sheetEntries = entries >= 10 ? 2 : 0
        BenchTree.fill(tree.main, toEntries: entries - 1 - sheetEntries)
        if sheetEntries > 0 {
            tree.main.present(BenchScreen.picker, method: .managedSheet)
            tree.main.sheet?.push(BenchScreen.sheet(1))
        }
        return (tree.root, NavigationSnapshotCoder(registry: BenchTree.registry))
    }

    /// export + encode + decode + restore; the restored tree equals the exported one.
    static func roundTrip(entries: Int) throws -> BenchCase {
        let (root, coder) = makeTree(entries: entries)
        let state = root.exportState()
        try require(state.allEntries.count == entries, "the tree holds \(state.allEntries.count) entries")
        let decoded = try coder.decode(try coder.encode(state))
        try require(decoded == state, "the snapshot did not round-trip")
        let goal: Double? =
            switch entries {
            case 10: 20_000
            case 1000: 2_000_000
            default: nil
            }
        return .batch(
            "snapshot_roundtrip_\(entries)", goal == nil ? .scaling : .goal,
            "export + encode + decode + restore, \(entries) entries",
            floor: .arrayAppendRemove, goal: goal
        ) { _ in
            let data = try coder.encode(root.exportState())
            try root.restore(from: try coder.decode(data))
        }
    }

    /// Only `encode` of an exported state.
    static func encodeOnly(entries: Int) throws -> BenchCase {
        let (root, coder) = makeTree(entries: entries)
        let state = root.exportState()
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
        let data = try coder.encode(root.exportState())
        return .batch(
            "snapshot_decode_\(entries)", .engine, "decode only, \(entries) entries",
            floor: .arrayAppendRemove
        ) { _ in
            blackHole(try coder.decode(data))
        }
    }
}
