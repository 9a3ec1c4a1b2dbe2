import Foundation

// The snapshot coder's fast path. Foundation's JSONEncoder and JSONDecoder spend most of a
// snapshot's time on its own, fixed structure (states, stacks, entries); here that structure
// is written and read by hand, in one pass over one byte buffer, and only the destinations go
// through their `Codable` conformances, with an encoder and a decoder that work on the same
// buffer. The JSON is the same document JSONEncoder writes (keys in declaration order, absent
// optionals left out), so either side can read what the other wrote.
//
// Whatever the fast path is not sure of, it does not guess: a value type JSONEncoder treats
// specially (`Data`, `URL`, `Decimal`), a container used out of order, a number outside plain
// integer syntax, a duplicate key, invalid UTF-8. It gives up, and the coder runs Foundation's
// encoder or decoder instead, so the result, or the error, is exactly theirs.

/// The fast path gave up; the coder falls back to Foundation.
struct SnapshotFastPathUnavailable: Error {}

// MARK: - Writing

/// Compact JSON output with the containers still open, innermost last.
///
/// Containers may only be written innermost first: writing to an outer container closes
/// the inner ones, and writing to a container that was closed gives up.
final class SnapshotJSONOutput {
    // Only this class touches these, one call at a time; the runtime's exclusivity checks
    // on every append cost more than the appends.
    @exclusivity(unchecked) private(set) var bytes: [UInt8] = []
    @exclusivity(unchecked) private var open: [(id: Int, close: UInt8, isEmpty: Bool)] = []
    private var lastID = 0
    /// Set by operations that cannot throw (`superEncoder`); checked at the end.
    var gaveUp = false

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Opens an object or array and returns its id.
    func openContainer(_ opening: UInt8, closing: UInt8) -> Int {
        bytes.append(opening)
        lastID += 1
        open.append((lastID, closing, true))
        return lastID
    }

    /// Makes `id` the innermost open container, closing the ones inside it, and writes the
    /// comma that separates the next element from the previous one.
    func beginElement(in id: Int) throws(SnapshotFastPathUnavailable) {
        while let last = open.last, last.id != id {
            bytes.append(last.close)
            open.removeLast()
        }
        guard !open.isEmpty else { throw SnapshotFastPathUnavailable() }
        if open[open.count - 1].isEmpty {
            open[open.count - 1].isEmpty = false
        } else {
            bytes.append(UInt8(ascii: ","))
        }
    }

    /// Writes `"key":` into the object `id`.
    func beginValue(forKey key: String, in id: Int) throws(SnapshotFastPathUnavailable) {
        try beginElement(in: id)
        writeString(key)
        bytes.append(UInt8(ascii: ":"))
    }

    /// Closes `id` and everything inside it.
    func close(_ id: Int) throws(SnapshotFastPathUnavailable) {
        while let last = open.last {
            bytes.append(last.close)
            open.removeLast()
            if last.id == id { return }
        }
        throw SnapshotFastPathUnavailable()
    }

    // Entries repeat a few destination types: the last one's coding name is kept as JSON
    // (the default name is built with `String(reflecting:)`, which is not cheap).
    private var lastType: ObjectIdentifier?
    private var lastCodingName: [UInt8] = []

    /// Writes the coding name of a destination's type as a JSON string.
    func writeCodingName(of destination: any NavigationDestination) {
        let destinationType = type(of: destination)
        let key = ObjectIdentifier(destinationType)
        guard key != lastType else {
            bytes.append(contentsOf: lastCodingName)
            return
        }
        let start = bytes.count
        writeString(destinationType.codingName)
        lastType = key
        lastCodingName = Array(bytes[start...])
    }

    func writeRaw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        let plain = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            // Most strings need no escaping: one check per byte, then one copy.
            guard utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
            else {
                return false
            }
            bytes.append(contentsOf: utf8)
            return true
        }
        guard plain != true else {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        var text = text
        text.withUTF8 { utf8 in
            var plainStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
                plainStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): writeRaw("\\\"")
                case UInt8(ascii: "\\"): writeRaw("\\\\")
                case 0x0A: writeRaw("\\n")
                case 0x0D: writeRaw("\\r")
                case 0x09: writeRaw("\\t")
                case 0x08: writeRaw("\\b")
                case 0x0C: writeRaw("\\f")
                default:
                    let hex: StaticString = "0123456789abcdef"
                    writeRaw("\\u00")
                    hex.withUTF8Buffer { digits in
                        bytes.append(digits[Int(byte >> 4)])
                        bytes.append(digits[Int(byte & 0x0F)])
                    }
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    func writeInteger(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        writeInteger(value.magnitude)
    }

    func writeInteger(_ value: UInt64) {
        guard value >= 10 else {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var remaining = value
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while remaining > 0 {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remaining % 10)
                remaining /= 10
                count += 1
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(20 - count)..<20]))
        }
    }

    func writeFloatingPoint<Number: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: Number
    ) throws(SnapshotFastPathUnavailable) {
        // JSONEncoder refuses non-finite numbers by default; let it say so.
        guard value.isFinite else { throw SnapshotFastPathUnavailable() }
        bytes.append(contentsOf: value.description.utf8)
    }
}

/// Writes a state's own structure by hand and each destination through ``SnapshotJSONEncoder``.
struct SnapshotJSONWriter {
    let output: SnapshotJSONOutput

    init(entries: Int) { output = SnapshotJSONOutput(capacity: 96 + entries * 64) }

    func write(_ state: NavigationState) throws -> [UInt8] {
        let object = output.openContainer(UInt8(ascii: "{"), closing: UInt8(ascii: "}"))
        if let key = state.restorationKey {
            try output.beginValue(forKey: "restorationKey", in: object)
            output.writeString(key)
        }
        if let tab = state.selectedTab {
            try output.beginValue(forKey: "selectedTab", in: object)
            output.writeString(tab)
        }
        try output.beginValue(forKey: "stacks", in: object)
        let stacks = output.openContainer(UInt8(ascii: "["), closing: UInt8(ascii: "]"))
        for index in state.stacks.indices {
            try output.beginElement(in: stacks)
            try write(state.stacks[index])
        }
        try output.beginValue(forKey: "nextEntryID", in: object)
        output.writeInteger(state.nextEntryID)
        try output.close(object)
        guard !output.gaveUp else { throw SnapshotFastPathUnavailable() }
        return output.bytes
    }

    private func write(_ stack: NavigationStackState) throws {
        let object = output.openContainer(UInt8(ascii: "{"), closing: UInt8(ascii: "}"))
        if let name = stack.name {
            try output.beginValue(forKey: "name", in: object)
            output.writeString(name)
        }
        try output.beginValue(forKey: "entries", in: object)
        let entries = output.openContainer(UInt8(ascii: "["), closing: UInt8(ascii: "]"))
        for index in stack.entries.indices {
            try output.beginElement(in: entries)
            try write(stack.entries[index])
        }
        try output.beginValue(forKey: "presentations", in: object)
        let presentations = output.openContainer(UInt8(ascii: "["), closing: UInt8(ascii: "]"))
        for index in stack.presentations.indices {
            try output.beginElement(in: presentations)
            let presentation = output.openContainer(UInt8(ascii: "{"), closing: UInt8(ascii: "}"))
            try output.beginValue(forKey: "method", in: presentation)
            output.writeString(stack.presentations[index].method.rawValue)
            try output.beginValue(forKey: "stack", in: presentation)
            try write(stack.presentations[index].stack)
            try output.close(presentation)
        }
        if let alert = stack.alert {
            try output.beginValue(forKey: "alert", in: object)
            try write(alert)
        }
        try output.close(object)
    }

    private func write(_ entry: NavigationEntry) throws {
        let object = output.openContainer(UInt8(ascii: "{"), closing: UInt8(ascii: "}"))
        try output.beginValue(forKey: "id", in: object)
        output.writeInteger(entry.id.rawValue)
        let destination = entry.destination.base
        try output.beginValue(forKey: "type", in: object)
        output.writeCodingName(of: destination)
        let encoder = SnapshotJSONEncoder(
            output: output, slot: .key("value", in: object), path: SnapshotPath())
        try destination.encode(to: encoder)
        guard encoder.wroteValue else { throw SnapshotFastPathUnavailable() }
        try output.close(object)
    }

    private func write(_ alert: NavigationAlertState) throws {
        let object = output.openContainer(UInt8(ascii: "{"), closing: UInt8(ascii: "}"))
        try output.beginValue(forKey: "id", in: object)
        output.writeString(alert.id)
        try output.beginValue(forKey: "title", in: object)
        output.writeString(alert.title)
        if let message = alert.message {
            try output.beginValue(forKey: "message", in: object)
            output.writeString(message)
        }
        try output.beginValue(forKey: "actions", in: object)
        let actions = output.openContainer(UInt8(ascii: "["), closing: UInt8(ascii: "]"))
        for action in alert.actions {
            try output.beginElement(in: actions)
            let item = output.openContainer(UInt8(ascii: "{"), closing: UInt8(ascii: "}"))
            try output.beginValue(forKey: "label", in: item)
            output.writeString(action.label)
            try output.beginValue(forKey: "role", in: item)
            output.writeString(action.role.rawValue)
            try output.close(item)
        }
        try output.close(object)
    }
}

/// Where a value goes: after a key in an object, or as the next element of an array.
enum SnapshotJSONSlot {
    case key(String, in: Int)
    case element(in: Int)
}

/// Types JSONEncoder writes its own way rather than through their conformance.
private func isSpeciallyEncoded(_ type: Any.Type) -> Bool {
    type == Data.self || type == URL.self || type == Decimal.self
}

/// The encoder a destination writes itself with: one value, at one slot.
final class SnapshotJSONEncoder: Encoder, SingleValueEncodingContainer {
    let output: SnapshotJSONOutput
    let slot: SnapshotJSONSlot
    let path: SnapshotPath
    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// The object or array this value opened, if it is one.
    private var container: (id: Int, isObject: Bool)?
    private(set) var wroteValue = false

    init(output: SnapshotJSONOutput, slot: SnapshotJSONSlot, path: SnapshotPath) {
        self.output = output
        self.slot = slot
        self.path = path
    }

    /// Writes the key or comma before the value, once.
    private func begin() throws(SnapshotFastPathUnavailable) {
        guard !wroteValue else { throw SnapshotFastPathUnavailable() }
        wroteValue = true
        switch slot {
        case .key(let key, let object): try output.beginValue(forKey: key, in: object)
        case .element(let array): try output.beginElement(in: array)
        }
    }

    private func openContainer(object: Bool) -> Int? {
        if let container {
            if container.isObject == object { return container.id }
            output.gaveUp = true
            return nil
        }
        do {
            try begin()
        } catch {
            output.gaveUp = true
            return nil
        }
        let id =
            object
            ? output.openContainer(UInt8(ascii: "{"), closing: UInt8(ascii: "}"))
            : output.openContainer(UInt8(ascii: "["), closing: UInt8(ascii: "]"))
        container = (id, object)
        return id
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let id = openContainer(object: true) ?? 0
        return KeyedEncodingContainer(
            SnapshotKeyedEncodingContainer<Key>(output: output, object: id, path: path))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let id = openContainer(object: false) ?? 0
        return SnapshotUnkeyedEncodingContainer(output: output, array: id, path: path)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    private func single(_ write: () throws(SnapshotFastPathUnavailable) -> Void) throws {
        guard container == nil else { throw SnapshotFastPathUnavailable() }
        try begin()
        try write()
    }

    func encodeNil() throws { try single { output.writeRaw("null") } }
    func encode(_ value: Bool) throws { try single { output.writeRaw(value ? "true" : "false") } }
    func encode(_ value: String) throws { try single { output.writeString(value) } }
    func encode(_ value: Double) throws {
        try single { () throws(SnapshotFastPathUnavailable) in try output.writeFloatingPoint(value) }
    }
    func encode(_ value: Float) throws {
        try single { () throws(SnapshotFastPathUnavailable) in try output.writeFloatingPoint(value) }
    }
    func encode(_ value: Int) throws { try single { output.writeInteger(Int64(value)) } }
    func encode(_ value: Int8) throws { try single { output.writeInteger(Int64(value)) } }
    func encode(_ value: Int16) throws { try single { output.writeInteger(Int64(value)) } }
    func encode(_ value: Int32) throws { try single { output.writeInteger(Int64(value)) } }
    func encode(_ value: Int64) throws { try single { output.writeInteger(Int64(value)) } }
    func encode(_ value: UInt) throws { try single { output.writeInteger(UInt64(value)) } }
    func encode(_ value: UInt8) throws { try single { output.writeInteger(UInt64(value)) } }
    func encode(_ value: UInt16) throws { try single { output.writeInteger(UInt64(value)) } }
    func encode(_ value: UInt32) throws { try single { output.writeInteger(UInt64(value)) } }
    func encode(_ value: UInt64) throws { try single { output.writeInteger(UInt64(value)) } }

    func encode<T: Encodable>(_ value: T) throws {
        guard container == nil, !wroteValue, !isSpeciallyEncoded(T.self) else {
            throw SnapshotFastPathUnavailable()
        }
        // The value writes itself into this same slot.
        try value.encode(to: self)
        guard wroteValue else { throw SnapshotFastPathUnavailable() }
    }

    /// Encodes `value` through its conformance into `slot`.
    static func encode<T: Encodable>(
        _ value: T, output: SnapshotJSONOutput, slot: SnapshotJSONSlot, path: SnapshotPath
    ) throws {
        guard !isSpeciallyEncoded(T.self) else { throw SnapshotFastPathUnavailable() }
        let encoder = SnapshotJSONEncoder(output: output, slot: slot, path: path)
        try value.encode(to: encoder)
        // JSONEncoder writes an empty object for a value that encodes nothing; leave that to it.
        guard encoder.wroteValue else { throw SnapshotFastPathUnavailable() }
    }
}

/// A keyed container writing straight into the output.
struct SnapshotKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let output: SnapshotJSONOutput
    let object: Int
    let path: SnapshotPath

    var codingPath: [any CodingKey] { path.keys }

    private func begin(_ key: Key) throws {
        guard object != 0 else { throw SnapshotFastPathUnavailable() }
        try output.beginValue(forKey: key.stringValue, in: object)
    }

    mutating func encodeNil(forKey key: Key) throws {
        try begin(key)
        output.writeRaw("null")
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try begin(key)
        output.writeRaw(value ? "true" : "false")
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
        try begin(key)
        output.writeString(value)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        try begin(key)
        try output.writeFloatingPoint(value)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        try begin(key)
        try output.writeFloatingPoint(value)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { try integer(Int64(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(Int64(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(Int64(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(Int64(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(Int64(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(UInt64(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(UInt64(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(UInt64(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(UInt64(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(UInt64(value), key) }

    private func integer(_ value: Int64, _ key: Key) throws {
        try begin(key)
        output.writeInteger(value)
    }

    private func integer(_ value: UInt64, _ key: Key) throws {
        try begin(key)
        output.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        guard object != 0 else { throw SnapshotFastPathUnavailable() }
        try SnapshotJSONEncoder.encode(
            value, output: output, slot: .key(key.stringValue, in: object),
            path: path.appending(key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        var id = 0
        do {
            try begin(key)
            id = output.openContainer(UInt8(ascii: "{"), closing: UInt8(ascii: "}"))
        } catch {
            output.gaveUp = true
        }
        return KeyedEncodingContainer(
            SnapshotKeyedEncodingContainer<NestedKey>(
                output: output, object: id, path: path.appending(key)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        var id = 0
        do {
            try begin(key)
            id = output.openContainer(UInt8(ascii: "["), closing: UInt8(ascii: "]"))
        } catch {
            output.gaveUp = true
        }
        return SnapshotUnkeyedEncodingContainer(
            output: output, array: id, path: path.appending(key))
    }

    mutating func superEncoder() -> any Encoder {
        output.gaveUp = true
        return SnapshotJSONEncoder(output: output, slot: .element(in: 0), path: path)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        output.gaveUp = true
        return SnapshotJSONEncoder(output: output, slot: .element(in: 0), path: path)
    }
}

/// An unkeyed container writing straight into the output.
struct SnapshotUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let output: SnapshotJSONOutput
    let array: Int
    let path: SnapshotPath
    private(set) var count = 0

    init(output: SnapshotJSONOutput, array: Int, path: SnapshotPath) {
        self.output = output
        self.array = array
        self.path = path
    }

    var codingPath: [any CodingKey] { path.keys }

    private mutating func begin() throws {
        guard array != 0 else { throw SnapshotFastPathUnavailable() }
        try output.beginElement(in: array)
        count += 1
    }

    mutating func encodeNil() throws {
        try begin()
        output.writeRaw("null")
    }
    mutating func encode(_ value: Bool) throws {
        try begin()
        output.writeRaw(value ? "true" : "false")
    }
    mutating func encode(_ value: String) throws {
        try begin()
        output.writeString(value)
    }
    mutating func encode(_ value: Double) throws {
        try begin()
        try output.writeFloatingPoint(value)
    }
    mutating func encode(_ value: Float) throws {
        try begin()
        try output.writeFloatingPoint(value)
    }
    mutating func encode(_ value: Int) throws { try integer(Int64(value)) }
    mutating func encode(_ value: Int8) throws { try integer(Int64(value)) }
    mutating func encode(_ value: Int16) throws { try integer(Int64(value)) }
    mutating func encode(_ value: Int32) throws { try integer(Int64(value)) }
    mutating func encode(_ value: Int64) throws { try integer(Int64(value)) }
    mutating func encode(_ value: UInt) throws { try integer(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { try integer(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { try integer(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { try integer(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { try integer(UInt64(value)) }

    private mutating func integer(_ value: Int64) throws {
        try begin()
        output.writeInteger(value)
    }

    private mutating func integer(_ value: UInt64) throws {
        try begin()
        output.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        guard array != 0 else { throw SnapshotFastPathUnavailable() }
        let index = count
        count += 1
        try SnapshotJSONEncoder.encode(
            value, output: output, slot: .element(in: array),
            path: path.appending(SnapshotIndexKey(index)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        var id = 0
        let path = self.path.appending(SnapshotIndexKey(count))
        do {
            try begin()
            id = output.openContainer(UInt8(ascii: "{"), closing: UInt8(ascii: "}"))
        } catch {
            output.gaveUp = true
        }
        return KeyedEncodingContainer(
            SnapshotKeyedEncodingContainer<NestedKey>(output: output, object: id, path: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        var id = 0
        let path = self.path.appending(SnapshotIndexKey(count))
        do {
            try begin()
            id = output.openContainer(UInt8(ascii: "["), closing: UInt8(ascii: "]"))
        } catch {
            output.gaveUp = true
        }
        return SnapshotUnkeyedEncodingContainer(output: output, array: id, path: path)
    }

    mutating func superEncoder() -> any Encoder {
        output.gaveUp = true
        return SnapshotJSONEncoder(output: output, slot: .element(in: 0), path: path)
    }
}

/// An array index as a coding key, for coding paths.
struct SnapshotIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.intValue = intValue }
}

// MARK: - Reading

/// A parsed JSON document: one token per value, in document order.
///
/// Objects and arrays record how many children they have and where their subtree ends, so a
/// reader can skip a value without looking inside it. Strings and numbers are byte ranges,
/// converted only when asked for.
final class SnapshotJSONDocument {
    enum Kind: UInt8 {
        case object, array, string, number, `true`, `false`, null
    }

    struct Token {
        var kind: Kind
        /// Strings: whether there are escapes; numbers: whether there is a fraction or exponent.
        var flag: Bool
        var start: Int32
        var end: Int32
        /// Objects and arrays: the children (pairs for an object).
        var count: Int32
        /// The index of the first token after this value's subtree.
        var next: Int32
    }

    let bytes: [UInt8]
    private(set) var tokens: [Token] = []
    let userInfo: [CodingUserInfoKey: Any]
    /// Set when a decoder met something it is not sure JSONDecoder reads the same way.
    var gaveUp = false

    /// Parses strict JSON (RFC 8259) whose top level is an object; anything else gives up.
    init(data: Data, userInfo: [CodingUserInfoKey: Any]) throws(SnapshotFastPathUnavailable) {
        bytes = [UInt8](data)
        self.userInfo = userInfo
        guard bytes.count < Int32.max else { throw SnapshotFastPathUnavailable() }
        tokens = try bytes.withUnsafeBufferPointer { buffer throws(SnapshotFastPathUnavailable) in
            try Self.tokenize(buffer)
        }
    }

    /// One pass over the bytes, with the open containers on a stack of their own rather than
    /// the call stack.
    private static func tokenize(_ input: UnsafeBufferPointer<UInt8>) throws(SnapshotFastPathUnavailable)
        -> [Token]
    {
        let count = input.count
        guard let bytes = input.baseAddress else { throw SnapshotFastPathUnavailable() }
        var tokens: [Token] = []
        tokens.reserveCapacity(count / 6 + 4)
        var open: [Int] = []
        open.reserveCapacity(16)
        var position = 0

        func skipWhitespace() {
            while position < count {
                let byte = bytes[position]
                guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
                position += 1
            }
        }

        func scanString() throws(SnapshotFastPathUnavailable) {
            position += 1
            let start = position
            var escaped = false
            var ascii = true
            while true {
                while position < count, bytes[position] >= 0x20, bytes[position] != UInt8(ascii: "\""),
                    bytes[position] != UInt8(ascii: "\\")
                {
                    if bytes[position] >= 0x80 { ascii = false }
                    position += 1
                }
                guard position < count, bytes[position] >= 0x20 else { throw SnapshotFastPathUnavailable() }
                if bytes[position] == UInt8(ascii: "\"") { break }
                // An escape: checked here, decoded only if the string is read.
                escaped = true
                guard position + 1 < count else { throw SnapshotFastPathUnavailable() }
                switch bytes[position + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                    UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    position += 2
                case UInt8(ascii: "u"):
                    guard position + 6 <= count,
                        (position + 2..<position + 6).allSatisfy({ bytes[$0].isHexDigit })
                    else { throw SnapshotFastPathUnavailable() }
                    position += 6
                default:
                    throw SnapshotFastPathUnavailable()
                }
            }
            // JSONDecoder refuses a document with a string that is not valid UTF-8 (or whose
            // escapes do not make Unicode), even where nothing reads it: so does this reader.
            if !ascii || escaped {
                let raw = UnsafeBufferPointer(start: bytes + start, count: position - start)
                guard (try? decodeString(raw, escaped: escaped)) != nil else {
                    throw SnapshotFastPathUnavailable()
                }
            }
            tokens.append(
                Token(
                    kind: .string, flag: escaped, start: Int32(start), end: Int32(position), count: 0,
                    next: Int32(tokens.count + 1)))
            position += 1
        }

        func scanLiteral(_ text: StaticString, _ kind: Kind) throws(SnapshotFastPathUnavailable) {
            let length = text.utf8CodeUnitCount
            guard count - position >= length, memcmp(bytes + position, text.utf8Start, length) == 0 else {
                throw SnapshotFastPathUnavailable()
            }
            tokens.append(
                Token(
                    kind: kind, flag: false, start: Int32(position), end: Int32(position + length), count: 0,
                    next: Int32(tokens.count + 1)))
            position += length
        }

        func scanDigits() -> Int {
            let first = position
            while position < count, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
            return position - first
        }

        func scanNumber() throws(SnapshotFastPathUnavailable) {
            let start = position
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            let integerStart = position
            let integerDigits = scanDigits()
            guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
                throw SnapshotFastPathUnavailable()
            }
            var isInteger = true
            if position < count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                guard scanDigits() > 0 else { throw SnapshotFastPathUnavailable() }
                isInteger = false
            }
            if position < count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")
            {
                position += 1
                if position < count,
                    bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
                {
                    position += 1
                }
                guard scanDigits() > 0 else { throw SnapshotFastPathUnavailable() }
                isInteger = false
            }
            tokens.append(
                Token(
                    kind: .number, flag: !isInteger, start: Int32(start), end: Int32(position), count: 0,
                    next: Int32(tokens.count + 1)))
        }

        /// Closes the innermost container, whose closing byte is at `position`.
        func closeContainer() {
            let index = open.removeLast()
            position += 1
            tokens[index].end = Int32(position)
            tokens[index].next = Int32(tokens.count)
        }

        skipWhitespace()
        guard position < count, bytes[position] == UInt8(ascii: "{") else {
            throw SnapshotFastPathUnavailable()
        }
        // Each pass reads one element: a key and its value inside an object, a value elsewhere.
        elements: while true {
            skipWhitespace()
            if let top = open.last, tokens[top].kind == .object {
                guard position < count, bytes[position] == UInt8(ascii: "\"") else {
                    throw SnapshotFastPathUnavailable()
                }
                try scanString()
                skipWhitespace()
                guard position < count, bytes[position] == UInt8(ascii: ":") else {
                    throw SnapshotFastPathUnavailable()
                }
                position += 1
                skipWhitespace()
            }
            guard position < count else { throw SnapshotFastPathUnavailable() }
            switch bytes[position] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[position] == UInt8(ascii: "{")
                // JSONDecoder has a depth limit of its own; far below it, nothing is in doubt.
                guard open.count < 256 else { throw SnapshotFastPathUnavailable() }
                tokens.append(
                    Token(
                        kind: isObject ? .object : .array, flag: false, start: Int32(position), end: 0,
                        count: 0,
                        next: 0))
                open.append(tokens.count - 1)
                position += 1
                skipWhitespace()
                guard position < count else { throw SnapshotFastPathUnavailable() }
                guard bytes[position] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    continue elements
                }
                closeContainer()
            case UInt8(ascii: "\""): try scanString()
            case UInt8(ascii: "t"): try scanLiteral("true", .true)
            case UInt8(ascii: "f"): try scanLiteral("false", .false)
            case UInt8(ascii: "n"): try scanLiteral("null", .null)
            default: try scanNumber()
            }
            // A value is complete: count it in its container, then a comma or the container's end.
            while let top = open.last {
                tokens[top].count += 1
                skipWhitespace()
                guard position < count else { throw SnapshotFastPathUnavailable() }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                    continue elements
                }
                let closing = tokens[top].kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard bytes[position] == closing else { throw SnapshotFastPathUnavailable() }
                closeContainer()
            }
            break
        }
        skipWhitespace()
        guard position == count else { throw SnapshotFastPathUnavailable() }
        return tokens
    }

    // MARK: Values

    // Entries repeat a few destination types: the last type name read, as raw bytes, with the
    // registry's decoding function for it, spares a string and a hash lookup per entry.
    private var lastTypeName: (start: Int32, end: Int32)?
    private var lastDecode: NavigationDestinationRegistry.Decode?

    func cachedDecodeFunction(for token: Int) -> NavigationDestinationRegistry.Decode? {
        let name = tokens[token]
        guard name.kind == .string, !name.flag, let last = lastTypeName, let lastDecode,
            name.end - name.start == last.end - last.start
        else { return nil }
        let length = Int(name.end - name.start)
        let same = bytes.withUnsafeBufferPointer { buffer in
            memcmp(buffer.baseAddress! + Int(name.start), buffer.baseAddress! + Int(last.start), length) == 0
        }
        return same ? lastDecode : nil
    }

    func cacheDecodeFunction(_ decode: @escaping NavigationDestinationRegistry.Decode, for token: Int) {
        let name = tokens[token]
        guard name.kind == .string, !name.flag else { return }
        lastTypeName = (name.start, name.end)
        lastDecode = decode
    }

    func kind(_ token: Int) -> Kind { tokens[token].kind }

    /// Gives up: the caller throws and the coder reads the document with JSONDecoder.
    func giveUp() -> SnapshotFastPathUnavailable {
        gaveUp = true
        return SnapshotFastPathUnavailable()
    }

    func string(_ token: Int) throws(SnapshotFastPathUnavailable) -> String {
        let value = tokens[token]
        guard value.kind == .string else { throw giveUp() }
        do {
            return try bytes.withUnsafeBufferPointer { buffer throws(SnapshotFastPathUnavailable) in
                try Self.decodeString(
                    UnsafeBufferPointer(rebasing: buffer[Int(value.start)..<Int(value.end)]),
                    escaped: value.flag)
            }
        } catch {
            throw giveUp()
        }
    }

    /// The text of a string's raw bytes (between the quotes).
    private static func decodeString(_ raw: UnsafeBufferPointer<UInt8>, escaped: Bool)
        throws(SnapshotFastPathUnavailable) -> String
    {
        escaped ? try unescape(raw) : try text(raw)
    }

    private static func unescape(_ raw: UnsafeBufferPointer<UInt8>) throws(SnapshotFastPathUnavailable)
        -> String
    {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = 0
        func hexQuad(at offset: Int) throws(SnapshotFastPathUnavailable) -> UInt32 {
            guard offset + 4 <= raw.count else { throw SnapshotFastPathUnavailable() }
            var value: UInt32 = 0
            for byte in raw[offset..<(offset + 4)] {
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: throw SnapshotFastPathUnavailable()
                }
                value = value << 4 | digit
            }
            return value
        }
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            guard index + 1 < raw.count else { throw SnapshotFastPathUnavailable() }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hexQuad(at: index)
                index += 4
                if (0xD800..<0xDC00).contains(scalar) {
                    // A high surrogate must be followed by an escaped low one.
                    guard index + 6 <= raw.count, raw[index] == UInt8(ascii: "\\"),
                        raw[index + 1] == UInt8(ascii: "u")
                    else { throw SnapshotFastPathUnavailable() }
                    let low = try hexQuad(at: index + 2)
                    guard (0xDC00..<0xE000).contains(low) else { throw SnapshotFastPathUnavailable() }
                    index += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(scalar) {
                    throw SnapshotFastPathUnavailable()
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw SnapshotFastPathUnavailable() }
                output.append(contentsOf: UTF8.encode(unicode)!)
            default:
                throw SnapshotFastPathUnavailable()
            }
        }
        return try output.withUnsafeBufferPointer { buffer throws(SnapshotFastPathUnavailable) in
            try text(buffer)
        }
    }

    /// Valid UTF-8 as a string.
    ///
    /// ASCII, the common case, skips `String(validating:)`, whose generic validation looks up
    /// type metadata on every call.
    private static func text(_ utf8: UnsafeBufferPointer<UInt8>) throws(SnapshotFastPathUnavailable) -> String
    {
        if utf8.allSatisfy({ $0 < 0x80 }) { return String(decoding: utf8, as: UTF8.self) }
        guard let text = String(validating: utf8, as: UTF8.self) else { throw SnapshotFastPathUnavailable() }
        return text
    }

    /// An integer in plain integer syntax that `Integer` holds exactly.
    func integer<Integer: FixedWidthInteger>(_ token: Int, as type: Integer.Type)
        throws(SnapshotFastPathUnavailable)
        -> Integer
    {
        let value = tokens[token]
        guard value.kind == .number, !value.flag else { throw giveUp() }
        var index = Int(value.start)
        let end = Int(value.end)
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative {
            guard Integer.isSigned else { throw giveUp() }
            index += 1
        }
        var magnitude: UInt64 = 0
        while index < end {
            let (times, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(bytes[index] - UInt8(ascii: "0")))
            guard !overflow, !carry else { throw giveUp() }
            magnitude = sum
            index += 1
        }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { throw giveUp() }
            let signed = magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
            guard let result = Integer(exactly: signed) else { throw giveUp() }
            return result
        }
        guard let result = Integer(exactly: magnitude) else { throw giveUp() }
        return result
    }

    func double(_ token: Int) throws(SnapshotFastPathUnavailable) -> Double {
        let value = tokens[token]
        guard value.kind == .number,
            let number = Double(String(decoding: bytes[Int(value.start)..<Int(value.end)], as: UTF8.self)),
            number.isFinite
        else { throw giveUp() }
        return number
    }

    /// The value token of `key` in the object `token`; `nil` when the key is absent.
    ///
    /// A key that appears twice gives up (which one JSONDecoder keeps is its business).
    func value(forKey key: String, in token: Int) throws(SnapshotFastPathUnavailable) -> Int? {
        let object = tokens[token]
        guard object.kind == .object else { throw giveUp() }
        var key = key
        // -1: absent; -2: give up (a duplicate, or an escaped key that does not decode).
        let found = key.withUTF8 { keyBytes -> Int in
            var found = -1
            var child = token + 1
            for _ in 0..<object.count {
                let valueIndex = child + 1
                switch keyMatches(child, keyBytes) {
                case true?:
                    guard found == -1 else { return -2 }
                    found = valueIndex
                case false?: break
                case nil: return -2
                }
                child = Int(tokens[valueIndex].next)
            }
            return found
        }
        guard found != -2 else { throw giveUp() }
        return found == -1 ? nil : found
    }

    /// Whether the key token spells `key`; `nil` when an escaped key cannot be decoded.
    private func keyMatches(_ token: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool? {
        let name = tokens[token]
        // An escaped key is compared by its decoded text.
        if name.flag { return (try? string(token)).map { $0.utf8.elementsEqual(key) } }
        let length = Int(name.end - name.start)
        guard length == key.count else { return false }
        guard length > 0 else { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            buffer[Int(name.start)] == key[0]
                && memcmp(buffer.baseAddress! + Int(name.start), key.baseAddress!, length) == 0
        }
    }

    /// The keys of the object `token` that `Key` knows, in document order.
    ///
    /// A key that appears twice gives up.
    func keys<Key: CodingKey>(of token: Int, as type: Key.Type) throws(SnapshotFastPathUnavailable) -> [Key] {
        let object = tokens[token]
        guard object.kind == .object else { throw giveUp() }
        var result: [Key] = []
        result.reserveCapacity(Int(object.count))
        var names: [String] = []
        var child = token + 1
        for _ in 0..<object.count {
            let name = try string(child)
            if object.count > 1 {
                guard !names.contains(name) else { throw giveUp() }
                names.append(name)
            }
            if let key = Key(stringValue: name) { result.append(key) }
            child = Int(tokens[child + 1].next)
        }
        return result
    }

    /// The values of an entry's `id`, `type` and `value` keys, found in one pass; a missing or
    /// repeated key gives up.
    func entryMembers(of token: Int) throws(SnapshotFastPathUnavailable) -> (id: Int, type: Int, value: Int) {
        let object = tokens[token]
        guard object.kind == .object else { throw giveUp() }
        var found = (id: -1, type: -1, value: -1)
        var child = token + 1
        for _ in 0..<object.count {
            let name = tokens[child]
            let valueIndex = child + 1
            if !name.flag {
                let start = Int(name.start)
                switch name.end - name.start {
                case 2 where bytes[start] == UInt8(ascii: "i") && bytes[start + 1] == UInt8(ascii: "d"):
                    guard found.id < 0 else { throw giveUp() }
                    found.id = valueIndex
                case 4 where spells(start, "type"):
                    guard found.type < 0 else { throw giveUp() }
                    found.type = valueIndex
                case 5 where spells(start, "value"):
                    guard found.value < 0 else { throw giveUp() }
                    found.value = valueIndex
                default: break
                }
            } else if let key = try? string(child), ["id", "type", "value"].contains(key) {
                throw giveUp()
            }
            child = Int(tokens[valueIndex].next)
        }
        guard found.id >= 0, found.type >= 0, found.value >= 0 else { throw giveUp() }
        return found
    }

    /// Whether the bytes at `start` spell `text` (the caller checked the length).
    private func spells(_ start: Int, _ text: StaticString) -> Bool {
        text.withUTF8Buffer { expected in
            bytes.withUnsafeBufferPointer {
                memcmp($0.baseAddress! + start, expected.baseAddress!, expected.count) == 0
            }
        }
    }

    /// The element tokens of the array `token`.
    func elements(of token: Int) throws(SnapshotFastPathUnavailable) -> [Int] {
        let array = tokens[token]
        guard array.kind == .array else { throw giveUp() }
        var result: [Int] = []
        result.reserveCapacity(Int(array.count))
        var child = token + 1
        for _ in 0..<array.count {
            result.append(child)
            child = Int(tokens[child].next)
        }
        return result
    }
}

/// Reads a state's own structure by hand and each destination through ``SnapshotJSONDecoder``,
/// mirroring what the synthesized `Decodable` conformances of the state types accept.
struct SnapshotJSONReader {
    let document: SnapshotJSONDocument
    let registry: NavigationDestinationRegistry

    func readState() throws -> NavigationState {
        let root = 0
        let stacks = try document.elements(of: try required("stacks", in: root))
        var state = NavigationState(
            restorationKey: try optionalString("restorationKey", in: root),
            selectedTab: try optionalString("selectedTab", in: root),
            stacks: [],
            nextEntryID: try document.integer(try required("nextEntryID", in: root), as: UInt64.self)
        )
        state.stacks.reserveCapacity(stacks.count)
        for stack in stacks { state.stacks.append(try readStack(stack)) }
        return state
    }

    private func required(_ key: String, in object: Int) throws -> Int {
        guard let value = try document.value(forKey: key, in: object) else { throw document.giveUp() }
        return value
    }

    private func optionalString(_ key: String, in object: Int) throws -> String? {
        guard let value = try document.value(forKey: key, in: object), document.kind(value) != .null else {
            return nil
        }
        return try document.string(value)
    }

    private func readStack(_ token: Int) throws -> NavigationStackState {
        let entries = try document.elements(of: try required("entries", in: token))
        let presentations = try document.elements(of: try required("presentations", in: token))
        var stack = NavigationStackState(name: try optionalString("name", in: token), entries: [])
        stack.entries.reserveCapacity(entries.count)
        for entry in entries { stack.entries.append(try readEntry(entry)) }
        for presentation in presentations {
            guard
                let method = NavigationMethod(
                    rawValue: try document.string(try required("method", in: presentation)))
            else { throw document.giveUp() }
            stack.presentations.append(
                NavigationPresentationState(
                    method: method, stack: try readStack(try required("stack", in: presentation))))
        }
        if let alert = try document.value(forKey: "alert", in: token), document.kind(alert) != .null {
            stack.alert = try readAlert(alert)
        }
        return stack
    }

    private func readEntry(_ token: Int) throws -> NavigationEntry {
        let (idToken, typeToken, valueToken) = try document.entryMembers(of: token)
        let id = NavigationEntryID(rawValue: try document.integer(idToken, as: UInt64.self))
        let decoder = SnapshotJSONDecoder(document: document, token: valueToken, path: nil)
        if let decode = document.cachedDecodeFunction(for: typeToken) {
            return NavigationEntry(id: id, destination: try decode(decoder))
        }
        let name = try document.string(typeToken)
        if let decode = registry.decodeFunction(named: name) {
            document.cacheDecodeFunction(decode, for: typeToken)
        }
        return NavigationEntry(id: id, destination: try registry.decode(name, from: decoder))
    }

    private func readAlert(_ token: Int) throws -> NavigationAlertState {
        var actions: [NavigationAlertState.Action] = []
        for action in try document.elements(of: try required("actions", in: token)) {
            guard
                let role = NavigationAlert.Role(
                    rawValue: try document.string(try required("role", in: action)))
            else { throw document.giveUp() }
            actions.append(.init(label: try document.string(try required("label", in: action)), role: role))
        }
        return NavigationAlertState(
            id: try document.string(try required("id", in: token)),
            title: try document.string(try required("title", in: token)),
            message: try optionalString("message", in: token),
            actions: actions
        )
    }
}

/// A coding path kept as links to the parent, built into an array only when asked for.
final class SnapshotCodingPath {
    let parent: SnapshotCodingPath?
    let key: any CodingKey

    init(parent: SnapshotCodingPath?, key: any CodingKey) {
        self.parent = parent
        self.key = key
    }

    static func array(_ path: SnapshotCodingPath?) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var node = path
        while let current = node {
            keys.append(current.key)
            node = current.parent
        }
        return keys.reversed()
    }
}

/// A coding path whose last key is held inline, so a container nested one level deeper than
/// its parent (an enum case's payload, say) costs no allocation; deeper levels link nodes.
struct SnapshotPath {
    var node: SnapshotCodingPath?
    var last: (any CodingKey)?

    var keys: [any CodingKey] { SnapshotCodingPath.array(node) + (last.map { [$0] } ?? []) }

    /// The path one key deeper.
    func appending(_ key: any CodingKey) -> SnapshotPath {
        SnapshotPath(node: last.map { SnapshotCodingPath(parent: node, key: $0) } ?? node, last: key)
    }

    /// The path as linked nodes only, for a decoder that must stay small.
    var linked: SnapshotCodingPath? { last.map { SnapshotCodingPath(parent: node, key: $0) } ?? node }
}

/// The decoder a destination reads itself with: one value of the document.
struct SnapshotJSONDecoder: Decoder, SingleValueDecodingContainer {
    let document: SnapshotJSONDocument
    let token: Int
    let path: SnapshotCodingPath?

    var codingPath: [any CodingKey] { SnapshotCodingPath.array(path) }
    var userInfo: [CodingUserInfoKey: Any] { document.userInfo }

    private func mismatch(_ type: Any.Type, _ description: String) -> DecodingError {
        if document.kind(token) == .null {
            return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: description))
        }
        return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: description))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try Self.container(keyedBy: type, document: document, token: token, path: SnapshotPath(node: path))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try Self.unkeyedContainer(document: document, token: token, path: SnapshotPath(node: path))
    }

    static func container<Key: CodingKey>(
        keyedBy type: Key.Type, document: SnapshotJSONDocument, token: Int, path: SnapshotPath
    ) throws -> KeyedDecodingContainer<Key> {
        guard document.kind(token) == .object else {
            throw mismatch(document, token, path, [String: Any].self, "Expected to decode a dictionary")
        }
        return KeyedDecodingContainer(
            SnapshotKeyedDecodingContainer<Key>(document: document, object: token, path: path))
    }

    static func unkeyedContainer(document: SnapshotJSONDocument, token: Int, path: SnapshotPath) throws
        -> any UnkeyedDecodingContainer
    {
        guard document.kind(token) == .array else {
            throw mismatch(document, token, path, [Any].self, "Expected to decode an array")
        }
        return SnapshotUnkeyedDecodingContainer(document: document, array: token, path: path)
    }

    private static func mismatch(
        _ document: SnapshotJSONDocument, _ token: Int, _ path: SnapshotPath, _ type: Any.Type,
        _ description: String
    ) -> DecodingError {
        let context = DecodingError.Context(codingPath: path.keys, debugDescription: description)
        return document.kind(token) == .null ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { document.kind(token) == .null }

    private func expect(_ kind: SnapshotJSONDocument.Kind, _ type: Any.Type) throws {
        guard document.kind(token) == kind else { throw mismatch(type, "Expected \(type)") }
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        switch document.kind(token) {
        case .true: return true
        case .false: return false
        default: throw mismatch(type, "Expected Bool")
        }
    }

    func decode(_ type: String.Type) throws -> String {
        try expect(.string, type)
        return try document.string(token)
    }

    func decode(_ type: Double.Type) throws -> Double {
        try expect(.number, type)
        return try document.double(token)
    }

    func decode(_ type: Float.Type) throws -> Float { throw document.giveUp() }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        try expect(.number, type)
        return try document.integer(token, as: type)
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isSpeciallyEncoded(T.self) else { throw document.giveUp() }
        return try T(from: self)
    }
}

/// A keyed container over one object of the document.
struct SnapshotKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let document: SnapshotJSONDocument
    let object: Int
    let path: SnapshotPath

    var codingPath: [any CodingKey] { path.keys }

    var allKeys: [Key] {
        (try? document.keys(of: object, as: Key.self)) ?? []
    }

    func contains(_ key: Key) -> Bool { (try? document.value(forKey: key.stringValue, in: object)) != nil }

    /// The value at `key`; a missing key is `keyNotFound`, as with JSONDecoder.
    private func value(for key: Key) throws -> Int {
        guard let value = try document.value(forKey: key.stringValue, in: object) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "No value for key \(key.stringValue)"))
        }
        return value
    }

    /// The decoder of the value at `key`.
    ///
    /// The key is linked into its coding path only for values that may nest further: a
    /// primitive's error (which sends the snapshot to JSONDecoder anyway) names the container,
    /// saving an allocation per field.
    private func decoder(for key: Key, nesting: Bool) throws -> SnapshotJSONDecoder {
        SnapshotJSONDecoder(
            document: document, token: try value(for: key),
            path: nesting ? path.appending(key).linked : path.linked)
    }

    func decodeNil(forKey key: Key) throws -> Bool { document.kind(try value(for: key)) == .null }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try decoder(for: key, nesting: false).decode(type)
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try decoder(for: key, nesting: false).decode(type)
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try decoder(for: key, nesting: false).decode(type)
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try decoder(for: key, nesting: false).decode(type)
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try decoder(for: key, nesting: false).decode(type)
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try decoder(for: key, nesting: false).decode(type)
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try decoder(for: key, nesting: false).decode(type)
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try decoder(for: key, nesting: false).decode(type)
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try decoder(for: key, nesting: false).decode(type)
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try decoder(for: key, nesting: false).decode(type)
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try decoder(for: key, nesting: false).decode(type)
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try decoder(for: key, nesting: false).decode(type)
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try decoder(for: key, nesting: false).decode(type)
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try decoder(for: key, nesting: false).decode(type)
    }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder(for: key, nesting: true).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try SnapshotJSONDecoder.container(
            keyedBy: type, document: document, token: try value(for: key), path: path.appending(key))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try SnapshotJSONDecoder.unkeyedContainer(
            document: document, token: try value(for: key), path: path.appending(key))
    }

    func superDecoder() throws -> any Decoder { throw document.giveUp() }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw document.giveUp() }
}

/// An unkeyed container over one array of the document.
struct SnapshotUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let document: SnapshotJSONDocument
    let path: SnapshotPath
    let count: Int?
    private(set) var currentIndex = 0
    private var next: Int

    init(document: SnapshotJSONDocument, array: Int, path: SnapshotPath) {
        self.document = document
        self.path = path
        self.count = Int(document.tokens[array].count)
        self.next = array + 1
    }

    var codingPath: [any CodingKey] { path.keys }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    /// The decoder of the current element; the index moves on only when decoding succeeds.
    private func current(_ type: Any.Type) throws -> SnapshotJSONDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, .init(codingPath: codingPath, debugDescription: "Unkeyed container is at end."))
        }
        return SnapshotJSONDecoder(
            document: document, token: next,
            path: path.appending(SnapshotIndexKey(currentIndex)).linked)
    }

    private mutating func advance() {
        next = Int(document.tokens[next].next)
        currentIndex += 1
    }

    private mutating func take<T>(_ type: T.Type, _ read: (SnapshotJSONDecoder) throws -> T) throws -> T {
        let value = try read(try current(type))
        advance()
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard try current(Never.self).decodeNil() else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: String.Type) throws -> String { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try take(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try take(type) { try $0.decode(type) } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try take(type) { try $0.decode(type) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try take(KeyedDecodingContainer<NestedKey>.self) { try $0.container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try take((any UnkeyedDecodingContainer).self) { try $0.unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder { throw document.giveUp() }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
