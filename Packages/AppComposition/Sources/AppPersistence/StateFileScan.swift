import Foundation

/// What one pass over a state file's bytes finds before anything is decoded: how many windows
/// it lists, and the first key an object holds twice.
///
/// Both are reasons to set a file aside that decoding would not give. A file of 200,000
/// windows should cost a scan of its bytes, not a decoding of each window. And Foundation's
/// JSON readers keep one of a repeated key's values without a word (the decoder the first,
/// `JSONSerialization` the last), so a file with `"windows"` twice would lose the other list
/// the first time the app saved.
package struct StateFileScan {
    /// The elements of the top-level `windows` list (so far, in a file cut short); `nil` when
    /// it has none.
    package private(set) var windowCount: Int?
    /// The first key that appears twice in one object, and the JSON path of that object
    /// (empty for the top level).
    package private(set) var repeatedKey: (key: String, path: String)?

    /// An open object or list, changed in place as the scan goes (a set of keys copied for
    /// each key would cost an object of many keys the square of their number).
    private struct Level {
        let isObject: Bool
        /// An object's keys so far, its latest one, and whether a key comes next.
        var keys: Set<String> = []
        var key: String?
        var expectsKey = true
        /// A list's element now, whether it has begun, and whether the list is the top-level `windows`.
        var index = 0
        var hasElement = false
        var isWindows = false

        /// The elements of a list so far.
        var count: Int { hasElement ? index + 1 : index }
    }

    /// The deepest nesting scanned: Foundation's decoder refuses anything deeper, and says so.
    package static let deepest = 512

    /// Scans `data` up to the end of its top-level value; bytes that are not JSON stop nothing,
    /// and leave the decoder to say what is wrong.
    package init(_ data: Data) {
        var levels: [Level] = []
        var inString = false
        var escaped = false
        var stringStart = data.startIndex
        scan: for index in data.indices {
            let byte = data[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    let top = levels.count - 1
                    if top >= 0, levels[top].isObject, levels[top].expectsKey {
                        let key = Self.text(of: data[stringStart..<index])
                        if !levels[top].keys.insert(key).inserted, repeatedKey == nil {
                            repeatedKey = (key, Self.path(to: levels.dropLast()))
                        }
                        levels[top].key = key
                        levels[top].expectsKey = false
                    }
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                stringStart = data.index(after: index)
                Self.markElement(in: &levels)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                // Nested past what the decoder reads: it refuses the file, so the scan stops.
                if levels.count == Self.deepest { break scan }
                Self.markElement(in: &levels)
                var level = Level(isObject: byte == UInt8(ascii: "{"))
                level.isWindows = !level.isObject && levels.count == 1 && levels[0].key == "windows"
                levels.append(level)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if let closed = levels.popLast(), closed.isWindows { windowCount = closed.count }
                // What follows the top-level value is not part of it; the decoder refuses it.
                if levels.isEmpty { break scan }
            case UInt8(ascii: ","):
                guard !levels.isEmpty else { break }
                if levels[levels.count - 1].isObject {
                    levels[levels.count - 1].expectsKey = true
                } else {
                    levels[levels.count - 1].index += 1
                    levels[levels.count - 1].hasElement = false
                }
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"),
                UInt8(ascii: ":"):
                break
            default:
                Self.markElement(in: &levels)
            }
        }
        // Cut short inside the windows: the ones so far.
        if let windows = levels.first(where: \.isWindows) { windowCount = windows.count }
    }

    /// A value starts: in a list, that is an element.
    private static func markElement(in levels: inout [Level]) {
        guard let top = levels.indices.last, !levels[top].isObject else { return }
        levels[top].hasElement = true
    }

    /// A key's text, its escapes (`\u0061`) read as JSON reads them, so a key spelled two ways is one key.
    private static func text(of bytes: Data) -> String {
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
        let quoted = Data("\"".utf8) + bytes + Data("\"".utf8)
        let read = try? JSONSerialization.jsonObject(with: quoted, options: [.fragmentsAllowed]) as? String
        return read ?? String(decoding: bytes, as: UTF8.self)
    }

    /// `windows[0].tabs[2]`: where the innermost of `levels` is.
    private static func path(to levels: ArraySlice<Level>) -> String {
        levels.reduce(into: "") { path, level in
            if !level.isObject {
                path += "[\(level.index)]"
            } else if let key = level.key {
                path += (path.isEmpty ? "" : ".") + key
            }
        }
    }
}
