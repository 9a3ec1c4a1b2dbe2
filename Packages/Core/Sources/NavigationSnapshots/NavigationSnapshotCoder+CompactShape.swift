import Foundation
import Navigation

/// The compact shape snapshots had before this one, read by bringing it to today's: a table of
/// type names (`types`), each tab an array of its name and layers, each layer an array of its
/// style, its entries as one flat array of `id, type index, value`, and its alert.
///
/// ```json
/// {"next":6,"tab":"home","types":["Home.HomeIncomingNavigation"],
///  "tabs":[["home",[null,[1,0,{"home":{}},5,0,{"page":{"_0":2}}]]], ...]}
/// ```
extension NavigationSnapshotCoder {
    /// A tree in today's shape: itself when it is, else expanded from the compact one.
    ///
    /// `namesWritten` counts the bytes of type names written out, over every tree of a file.
    static func expandedIfCompact(_ tree: [String: Any], namesWritten: inout Int) throws -> [String: Any] {
        guard let table = tree["types"] else { return tree }
        guard let types = table as? [String] else {
            throw notASnapshot("the table of types is not a list of names")
        }
        guard let tabs = tree["tabs"] as? [Any] else { throw notASnapshot("a compact snapshot has no tabs") }
        let splits = tree["splits"] as? [String: Any] ?? [:]
        // Each entry gets its type's name written out: a long name shared by many entries
        // would make a small file gigabytes, so the names written are counted.
        func entries(_ rows: Any?) throws -> [Any] {
            guard let rows = rows as? [Any], rows.count % 3 == 0 else {
                throw notASnapshot("entries are not triples of id, type index and value")
            }
            return try stride(from: 0, to: rows.count, by: 3).map { start in
                // Written as it is, so `"0"` is not said as the number 0.
                guard let type = rows[start + 1] as? Int else {
                    throw notASnapshot(
                        "type index \(String(reflecting: rows[start + 1])) is not a whole number")
                }
                guard types.indices.contains(type) else {
                    throw notASnapshot("type index \(type) is not in the table")
                }
                namesWritten += types[type].utf8.count
                guard namesWritten <= largestMigrated else {
                    throw notASnapshot("its type names, written out for each entry, come to more than 1 MiB")
                }
                return ["id": rows[start], "type": types[type], "value": rows[start + 2]]
            }
        }
        func tab(_ tab: Any) throws -> [String: Any] {
            guard let parts = tab as? [Any], let name = parts.first as? String else {
                throw notASnapshot("a tab is not its name followed by its layers")
            }
            let layers = try parts.dropFirst().map { part in
                guard let layer = part as? [Any], layer.count == 2 || layer.count == 3 else {
                    throw notASnapshot("a layer is not a style, entries and an alert")
                }
                var saved: [String: Any] = ["entries": try entries(layer[1])]
                if !(layer[0] is NSNull) { saved["style"] = layer[0] }
                if layer.count == 3 { saved["alert"] = layer[2] }
                return saved
            }
            var saved: [String: Any] = ["name": name, "layers": layers]
            if let columns = splits[name] { saved["columns"] = columns }
            return saved
        }
        var expanded = tree.filter { ["key", "version", "next", "tab"].contains($0.key) }
        expanded["tabs"] = try tabs.map(tab)
        guard let pending = tree["pending"] as? [String: Any] else { return expanded }
        var saved = pending.filter { ["requirement", "screen", "sender"].contains($0.key) }
        // A missing field is written as null, for the read that follows to name.
        func field(_ key: String) -> Any { pending[key] ?? NSNull() }
        switch pending["kind"] as? String {
        case "show":
            guard let destination = try entries(pending["destination"]).first else {
                throw notASnapshot("a pending show has no destination")
            }
            let from: Any =
                if let name = pending["anchorTab"] { ["tab": ["_0": name]] } else {
                    ["entry": ["_0": field("entry")]]
                }
            saved["request"] = [
                "show": ["destination": destination, "method": field("method"), "from": from]
            ]
        case "tab":
            saved["request"] = ["selectTab": ["name": field("tab")]]
        case "link":
            var link: [String: Any] = [
                "tab": field("tab"), "stack": try entries(pending["stack"]),
                "policy": pending["policy"] ?? "replace",
            ]
            if let style = pending["style"] {
                link["presentation"] = ["style": style, "stack": try entries(pending["presentation"])]
            }
            saved["request"] = ["link": link]
        case "restore":
            guard let restored = (pending["tab"] as? [Any])?.first else {
                throw notASnapshot("a pending restore has no tab")
            }
            saved["request"] = ["restoreTab": ["tab": try tab(restored)]]
        default:
            throw notASnapshot("unknown pending request \(field("kind"))")
        }
        expanded["pending"] = saved
        return expanded
    }
}
