import Foundation
import Navigation

/// A saved destination as a migration sees it: its type's coding name and its value, before decoding.
///
/// An enum value is saved as one key, its case, over an object of its associated values
/// (`{"detail": {"id": 1001}}`, `{"page": {"_0": 2}}`); ``caseName`` and ``subscript(value:)``
/// read and change those. ``drop()`` removes the screen: a tolerant read then leaves it out
/// with what depends on it.
public struct NavigationSavedDestination {
    /// The coding name of the destination's type (`Settings.SettingsIncomingNavigation`).
    public var codingName: String
    /// The value as JSON, as `JSONSerialization` reads it.
    var json: Any
    /// Whether the migration removed the screen.
    private(set) var isDropped = false

    init(codingName: String, json: Any) {
        self.codingName = codingName
        self.json = json
    }

    /// The value's case, when it is an enum's: its one key.
    public var caseName: String? {
        get {
            guard let object = json as? [String: Any], object.count == 1 else { return nil }
            return object.keys.first
        }
        set {
            guard let object = json as? [String: Any], object.count == 1, let old = object.keys.first,
                let newValue
            else { return }
            json = [newValue: object[old] as Any]
        }
    }

    /// An associated value of the case, by label (`_0` for the first unlabelled one).
    public subscript(value label: String) -> Any? {
        get {
            guard let caseName, let values = (json as? [String: Any])?[caseName] as? [String: Any] else {
                return nil
            }
            return values[label]
        }
        set {
            guard let caseName, var values = (json as? [String: Any])?[caseName] as? [String: Any] else {
                return
            }
            values[label] = newValue
            json = [caseName: values]
        }
    }

    /// Removes the screen from the saved state, with what depends on it.
    public mutating func drop() { isDropped = true }
}

/// An entry a tolerant read could not decode: its type's coding name, and its case if the value names one.
struct UnreadableEntry: Error {
    let codingName: String
    let caseName: String?
    let reason: String

    /// The entry, left out as `part` of the state.
    func drop(as part: NavigationSnapshotDrop.Part) -> NavigationSnapshotDrop {
        NavigationSnapshotDrop(codingName: codingName, caseName: caseName, part: part, reason: reason)
    }

    /// What the decoder said, whole; an entry's value whose keys (`keys`) are not one case of
    /// its type says so.
    static func reason(of error: any Error, keys: [String]? = nil) -> String {
        let described = String(describing: error)
        // A synthesized enum decoder says this when the value does not name exactly one of its cases.
        if described.contains("Invalid number of keys found") {
            guard let keys else {
                // A value inside another (a request's method): its keys were not counted.
                if case DecodingError.typeMismatch(_, let context) = error,
                    let key = context.codingPath.last(where: { $0.intValue == nil })
                {
                    return "a value does not name exactly one case, at '\(key.stringValue)'"
                }
                return "a value does not name exactly one case"
            }
            switch keys.count {
            case 0: return "the value names no case"
            case 1: return "this version has no case '\(keys[0])'"
            default:
                return
                    "the value has \(keys.count) keys (\(keys.joined(separator: ", "))) where one case belongs"
            }
        }
        // Foundation's reader names a number its type cannot hold in code: said in words.
        if described.hasPrefix("numberIsNotRepresentableInSwift"),
            let number = described.split(separator: "\"").dropFirst().first
        {
            let isWhole = Double(number).map { $0 == $0.rounded() } ?? true
            return "the number \(number) " + (isWhole ? "is out of range" : "is not a whole number")
        }
        // The field a value was read for, when it has a name (not a place in a list).
        let field = { (context: DecodingError.Context) in
            context.codingPath.last { $0.intValue == nil }.map { "'\($0.stringValue)'" }
        }
        var text: String
        // Where a value of the wrong kind was, said after Foundation's words.
        var place: String?
        switch error {
        // Foundation's wording for these names its own types; say what the value lacks.
        case DecodingError.keyNotFound(let key, _): return "no '\(key.stringValue)' field"
        // Thrown for a null, and for a list that ends before its last value.
        case DecodingError.valueNotFound(_, let context):
            return context.debugDescription.hasPrefix("Unkeyed container is at end")
                ? "a list ends before its last value" : "null where \(field(context) ?? "a value") belongs"
        case DecodingError.typeMismatch(_, let context):
            text = context.debugDescription
            place = field(context)
        case DecodingError.dataCorrupted(let context):
            text = context.debugDescription
            // Foundation's wording for a raw value an enum lacks names the enum's type; say the field.
            if let range = text.range(of: #" from invalid \w+ value "#, options: .regularExpression),
                text.hasPrefix("Cannot initialize "), let key = context.codingPath.last?.stringValue
            {
                return "this version has no \(key) '\(text[range.upperBound...])'"
            }
        // Foundation's reader meets a bad escape or byte in a string only when it reads the
        // string, and names it in code with where it was.
        case _ where described.contains("SourceLocation"):
            return "a string holds an escape or a byte that is not text"
        default: text = described
        }
        if text.hasSuffix(".") { text.removeLast() }
        if let place { text += ", at \(place)" }
        return text.isEmpty ? "cannot be read" : text
    }
}
