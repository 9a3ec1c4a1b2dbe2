import AppComposition
import Foundation
import Navigation
import NavigationSnapshots

/// Saves the navigation state when the app stops and brings it back when it starts.
///
/// Writing is atomic (``SnapshotFile``). On start, a snapshot that cannot be read, cannot be
/// decoded, holds a key twice in one object or more windows than the app keeps open, was
/// written under another restoration key, or does not fit this app's tabs is moved aside
/// (renamed with `.rejected-TIMESTAMP`, never deleted) and the app starts clean with a
/// one-line notice. A fresh session, which never read the file, sets it aside the same way
/// before its first save (``setAsideUnlessRestorable(by:)``). A snapshot with screens this
/// version cannot read (a type or case that is gone) is restored without them and what
/// depends on them (the screens above them, the layers over them, a pending request of
/// theirs), and a tab that breaks a rule of the tree starts at its root; the notice names
/// what was dropped and the original is kept aside the same way. A good snapshot is restored through the root's guards like any
/// other change, so a restored order screen waits behind the sign-in sheet for a signed-out
/// customer; a request that was waiting for sign-in when the app quit is in the snapshot and
/// waits again.
///
/// Alerts are not saved: their actions are closures, and a restored alert whose buttons do
/// nothing would be worse than none. One found in a file (put there by hand) is dropped, and
/// the notice says so. A notice names what it set aside in one line: a long name from the
/// file is shortened in its middle, and a long list of drops counted past the fifth.
@MainActor
public struct AppPersistence {
    /// The snapshot file.
    public let file: SnapshotFile
    /// Why the file there must not be written over, once a rejected one could not be set aside
    /// (or was put back, since what was to take its place could not be saved).
    private let kept = KeptFile()
    /// The file's bytes as this session last read or saved them (`nil`: no file): a save
    /// never writes over other bytes.
    private let seen: SeenFile

    /// Persistence at a path.
    public init(path: String) { self.init(file: SnapshotFile(path: path)) }

    /// Persistence at a file (tests pass one that simulates faults).
    public init(file: SnapshotFile) {
        self.file = file
        seen = SeenFile(content: (try? file.read()) ?? nil)
    }

    /// Writes every window's state, and which one is in front, and returns a one-line
    /// confirmation.
    ///
    /// Refused when the file there is a rejected snapshot that still cannot be moved aside, or
    /// something this app did not write (put there while the session ran): saving would
    /// destroy it.
    @discardableResult
    public func save(_ app: SwitchyardApp, windows: [NavigationRoot], focused: Int) throws -> String {
        // The kept file still there as this session found it is moved aside now if it can be
        // (made writable since), and the confirmation says where; gone or replaced, the checks
        // below judge what is there.
        var movedNow: String?
        if kept.reason != nil, ((try? file.contents()) ?? nil)?.data == seen.content {
            if case .success(let moved) = moveAside() {
                kept.reason = nil
                movedNow = moved
            } else if let reason = kept.reason {
                throw SnapshotFileError.cannotWrite(
                    path: file.path,
                    reason:
                        "the rejected state file there could not be moved aside (\(reason)), so it is kept; "
                        + "move it away, or remove what stopped the move, to save here")
            }
        }
        // Moved now, or by a fresh session's check just before this save.
        let aside = movedNow ?? kept.movedForSave
        kept.movedForSave = nil
        do {
            return try write(app, windows: windows, focused: focused, movedNow: movedNow)
        } catch {
            // The kept file goes back where it was if the save cannot take its place: a start
            // after this session finds it again, not nothing. The error says so, since what set
            // it aside named the place it no longer is.
            guard let aside, file.putBack(from: aside) else { throw error }
            kept.reason = "\(error)"
            guard case SnapshotFileError.cannotWrite(let path, let reason) = error else { throw error }
            throw SnapshotFileError.cannotWrite(
                path: path,
                reason: reason
                    + "; the file set aside for this save is back in its place, and the next save sets it aside first"
            )
        }
    }

    /// Writes the state where the file is, once the kept file (if any) is moved to `movedNow`.
    private func write(
        _ app: SwitchyardApp, windows: [NavigationRoot], focused: Int, movedNow: String?
    ) throws -> String {
        // Read once: the bytes judged are the bytes compared.
        let now: SnapshotFile.Contents?
        do throws(SnapshotFileError) {
            now = try file.contents()
            if now?.isWhole == false { throw .cannotRead(path: file.path, reason: SnapshotFile.tooLarge) }
        } catch {
            guard case .cannotRead(_, let reason) = error else { throw error }
            throw SnapshotFileError.cannotWrite(
                path: file.path, reason: "what is there cannot be read (\(reason)), so it is left untouched")
        }
        // Another program may have put its own file there since the session began.
        guard file.looksLikeASnapshot(now) else {
            throw SnapshotFileError.cannotWrite(
                path: file.path,
                reason: "something this app did not write has been put there since the session began; "
                    + "it is left untouched: move it away and save again")
        }
        // Another session saved there while this one's lock file was gone, or someone edited
        // it. The bytes are compared, not the file's times: `touch` changes nothing.
        if let now, now.data != seen.content {
            throw SnapshotFileError.cannotWrite(
                path: file.path,
                reason: "it has changed since this session began or last saved it (another session "
                    + "saved it, or it was edited), and that is kept: move it away and save again")
        }
        let states = windows.map { window in
            var state = window.state
            state.stripAlerts()
            return state
        }
        let data = try app.snapshotCoder.encode(NavigationWindows(states: states, focused: focused))
        // Never write what the next start would have to set aside.
        guard data.count <= SnapshotFile.largest else {
            throw SnapshotFileError.cannotWrite(
                path: file.path,
                reason:
                    "the state is \(data.count) bytes, more than the \(SnapshotFile.largest) (64 MiB) the app restores; "
                    + "the file keeps what was saved before: close windows or screens and save again")
        }
        try file.write(data)
        seen.content = data
        let notes = [
            movedNow.map { "the file kept there is moved to \($0)" },
            Self.unsavedAlerts(in: windows).map { "\($0): alerts are not restored" },
        ].compactMap { $0 }
        return "saved navigation state to \(file.path)"
            + (notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")")
    }

    /// Which alerts open in `windows` a save leaves out, in one phrase (`the open alert 'Cancel
    /// order 1001?' in tab orders is not saved`), or `nil` when none is open.
    ///
    /// The session says it when it saves, and at its end, so the person knows the next start
    /// shows the alert's screen without it.
    public static func unsavedAlerts(in windows: [NavigationRoot]) -> String? {
        var alerts: [String] = []
        for (index, window) in windows.enumerated() {
            let owner = windows.count > 1 ? " of window \(index + 1)" : ""
            for tab in window.state.tabs {
                for case let alert? in tab.layers.map(\.alert) {
                    alerts.append("'\(alert.title)' in tab \(tab.name)\(owner)")
                }
            }
        }
        guard !alerts.isEmpty else { return nil }
        // Every window can hold one: the line names as many as a notice lists.
        let more = alerts.count - min(alerts.count, Self.mostParts)
        let named =
            alerts.prefix(Self.mostParts).joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
        return alerts.count == 1
            ? "the open alert \(named) is not saved" : "the open alerts \(named) are not saved"
    }

    /// What a restore brought back: every window (the first is the app's ``SwitchyardApp/root``,
    /// the others windows it made), the one in front, and a notice when something had to be
    /// set aside.
    public struct Restored {
        /// Every window, in the order they were saved; the app's root first.
        public var windows: [NavigationRoot]
        /// The index of the window in front.
        public var focused: Int
        /// Why something had to be set aside, in one line, if anything had.
        public var notice: String?
    }

    /// Restores the saved windows, if any: the first into the app's root, each other into a
    /// window the app makes and hands to `preparing` first (so its events reach the log that
    /// the first window's do, what its restore says included).
    public func restore(into app: SwitchyardApp, preparing: (NavigationRoot) -> Void = { _ in }) -> Restored {
        defer { seen.content = (try? file.read()) ?? nil }
        return restore(into: app, first: app.root, beforeSaving: false, preparing: preparing)
    }

    /// Sets the file there aside, with a notice, when a start would have set it aside or left
    /// part of it out; `nil` when it would restore whole.
    ///
    /// A fresh session never read the file, so its first save asks this first: bytes the app
    /// cannot restore are kept, as a start keeps them, never written over unseen. The check
    /// restores into windows of its own, so nothing of the session changes.
    public func setAsideUnlessRestorable(by app: SwitchyardApp) -> String? {
        // Something this app did not write is never moved: the save refuses to write over it.
        // A save made or an edit since the session began is neither moved nor written over:
        // the save that follows refuses it.
        // (A file too large to read was not read at the start either: it is set aside.)
        guard let now = try? file.contents(), file.looksLikeASnapshot(now),
            (now.isWhole ? now.data : nil) == seen.content
        else {
            return nil
        }
        return restore(into: app, first: app.makeWindow(), beforeSaving: true).notice
    }

    /// Restores into `first` and windows the app makes; `beforeSaving`, the notice says the
    /// session's save comes next instead of a clean start, and nothing restored is saved.
    private func restore(
        into app: SwitchyardApp, first: NavigationRoot, beforeSaving: Bool,
        preparing: (NavigationRoot) -> Void = { _ in }
    ) -> Restored {
        var restored = Restored(windows: [first], focused: 0, notice: nil)
        let setAside = { (problem: String) in notice(settingAside: problem, beforeSaving: beforeSaving) }
        let data: Data
        do {
            guard let read = try file.read() else { return restored }
            data = read
        } catch {
            restored.notice = setAside("cannot be read (\(Self.reason(error)))")
            return restored
        }
        // Looked for before anything is decoded (see StateFileScan).
        let scan = StateFileScan(data)
        if let count = scan.windowCount, count > app.windows.limit {
            restored.notice = setAside(
                "holds \(count) windows; this app keeps at most \(app.windows.limit) open")
            return restored
        }
        // A key twice is named before the decoder reads either value: what it made of the first
        // (a version that needs a migration the file does not fit) would mislead.
        if let (key, path) = scan.repeatedKey {
            let place = path.isEmpty ? "at the top level" : "at \(path)"
            restored.notice = setAside(
                "has the key '\(key)' twice in one object, \(place): one of the two would be lost")
            return restored
        }
        let saved: NavigationWindows
        let dropped: [NavigationSnapshotDrop]
        do {
            // A screen this version cannot read goes with what depends on it; the rest stays.
            (saved, dropped) = try app.snapshotCoder.decodeWindowsTolerantly(data)
        } catch {
            restored.notice = setAside("cannot be decoded (\(Self.reason(error, decoding: data)))")
            return restored
        }
        let key = saved.states[0].restorationKey
        guard key == SwitchyardApp.restorationKey else {
            let key = key.map { "'\($0)'" } ?? "none"
            restored.notice = setAside(
                "has restoration key \(key), not '\(SwitchyardApp.restorationKey)'")
            return restored
        }
        // No more windows than the app keeps open: a file with more is not one it wrote.
        guard saved.states.count <= app.windows.limit else {
            restored.notice = setAside(
                "holds \(saved.states.count) windows; this app keeps at most \(app.windows.limit) open")
            return restored
        }
        let windows =
            [first]
            + saved.states.dropFirst().map { _ in
                let window = app.makeWindow()
                preparing(window)
                return window
            }
        // Said with its window when there is more than one: "does not fit (window 2: …)",
        // "dropped window 2's tab orders: …".
        let name = { (index: Int) in windows.count > 1 ? "window \(index + 1): " : "" }
        let owner = { (index: Int) in windows.count > 1 ? "window \(index + 1)'s " : "" }
        // By window, said in window order whatever the order of restoring.
        var droppedTabs = [[String]](repeating: [], count: windows.count)
        // The app never saves an alert, so one in the file was put there by hand: restored, its
        // buttons would do nothing.
        var states = saved.states
        for index in states.indices {
            droppedTabs[index] = states[index].stripAlerts().map { owner(index) + $0 }
        }
        // The other windows first, then the app's own: a window that does not fit sets the
        // whole file aside before the app's root has changed.
        for index in Array(windows.indices.dropFirst()) + [0] {
            // A tab that breaks a rule (a stack that does not start at its root) goes the same way.
            let (outcome, leftOut) = windows[index].restoreTolerantly(states[index])
            if let refusal = outcome.refusal {
                restored.notice = setAside("does not fit this app (\(name(index))\(refusal))")
                return restored
            }
            droppedTabs[index] += leftOut.map { owner(index) + $0 }
        }
        restored.windows = windows
        restored.focused = saved.focused
        let droppedInOrder = droppedTabs.joined()
        guard !dropped.isEmpty || !droppedInOrder.isEmpty else { return restored }
        // The rest is restored; the original bytes are kept aside, as for a file set aside whole.
        let parts = dropped.map(\.description) + droppedInOrder
        // A file can hold any number of them; a notice stays a line.
        let more = parts.count - min(parts.count, Self.mostParts)
        let list =
            parts.prefix(Self.mostParts).map(Self.clipped).joined(separator: "; ")
            + (more > 0 ? "; and \(more) more" : "")
        let held =
            "state file \(file.path) held what this app cannot restore; dropped \(list); "
            + (beforeSaving ? "" : "restored the rest; ")
        switch moveAside() {
        case .success(let moved):
            if beforeSaving { kept.movedForSave = moved }
            restored.notice =
                held + "the original is kept at \(moved)"
                + (beforeSaving ? "; this session saves in its place" : "")
            // What was restored is saved at once, so a session that ends without saving (killed)
            // starts again where this one did, not from nothing. A save that fails (a full disk)
            // puts the original back, which the session's next save moves aside first.
            if !beforeSaving {
                do {
                    try save(app, windows: windows, focused: saved.focused)
                } catch {
                    if file.putBack(from: moved) {
                        kept.reason = "\(error)"
                        restored.notice =
                            held + "the original stays at \(file.path), since what was restored could not be "
                            + "saved in its place (\(Self.reason(error))); the session's next save moves it aside first"
                    }
                }
            }
        case .failure(let error):
            restored.notice =
                held + "the original could not be moved aside (\(error)), so it will not be written over"
        }
        return restored
    }

    /// A part of a notice as a person can read it: each word past ``longestWord`` characters
    /// (a name a file made five megabytes long, however often the part quotes it) keeps its
    /// start and its end with the count of what went between, so the words around it still say
    /// why; a part still past ``longestPart`` (a name of many words) is cut the same way.
    ///
    /// Counted in Unicode scalars: one character can hold any number of combining marks.
    static func clipped(_ part: String) -> String {
        let words = part.split(separator: " ", omittingEmptySubsequences: false)
        let shortened = words.map { clipped(Substring($0), to: longestWord) }.joined(separator: " ")
        return clipped(Substring(shortened), to: longestPart)
    }

    /// `text` cut in its middle to `limit` scalars, with the count of what went.
    private static func clipped(_ text: Substring, to limit: Int) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > limit else { return String(text) }
        let kept = limit / 2
        let start = String(scalars.prefix(kept))
        let end = String(scalars.suffix(kept))
        return "\(start)…(\(scalars.count - 2 * kept) characters)…\(end)"
    }

    /// The longest word of a notice shown whole.
    static let longestWord = 120
    /// The longest part of a notice shown whole.
    static let longestPart = 300
    /// The most parts a notice lists; it counts the rest.
    static let mostParts = 5

    /// Moves the file aside for `problem`, and says so: before a clean start, or before a
    /// fresh session's first save.
    private func notice(settingAside problem: String, beforeSaving: Bool) -> String {
        let problem = Self.clipped(problem)
        switch moveAside() {
        case .success(let moved):
            if beforeSaving { kept.movedForSave = moved }
            return "state file \(file.path) \(problem); moved to \(moved); "
                + (beforeSaving ? "this session saves in its place" : "starting clean")
        case .failure(let error):
            return "state file \(file.path) \(problem) and could not be moved aside (\(error)); "
                + (beforeSaving
                    ? "it will not be written over" : "starting clean, and it will not be written over")
        }
    }

    /// Moves the file aside; when it cannot be, every later save is refused, so it is never written over.
    private func moveAside() -> Result<String, any Error> {
        do {
            return .success(try file.setAside())
        } catch {
            kept.reason = "\(error)"
            return .failure(error)
        }
    }

    /// One line for any error, including Foundation's multi-line decoding errors; a decoding
    /// error names where it is as a JSON path (`tabs[0][1]`).
    static func reason(_ error: any Error, decoding data: Data? = nil) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context),
            DecodingError.keyNotFound(_, let context),
            DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context):
            if context.codingPath.isEmpty,
                context.debugDescription.hasPrefix("The given data was not valid JSON"),
                let data
            {
                return jsonFault(in: data)
            }
            var keys = context.codingPath[...]
            // A file of one tree (an earlier version's) is read as the first window of today's
            // shape: a place in it is said as the file has it, not as `windows[0]`.
            if let data, keys.first?.stringValue == "windows", StateFileScan(data).windowCount == nil {
                keys = keys.dropFirst(2)
            }
            let path = keys.reduce(into: "") { path, key in
                if let index = key.intValue {
                    path += "[\(index)]"
                } else {
                    path += (path.isEmpty ? "" : ".") + key.stringValue
                }
            }
            // Whole, a line break in a value included: the notice spells control characters out.
            var detail = context.debugDescription.isEmpty ? "invalid data" : context.debugDescription
            if detail.hasSuffix(".") { detail.removeLast() }
            // Foundation's wording for these two names its own types; say what the file lacks.
            if case DecodingError.keyNotFound(let key, _) = error { detail = "no '\(key.stringValue)' field" }
            if case DecodingError.valueNotFound = error { detail = "null where a value belongs" }
            return path.isEmpty ? detail : "\(detail), at \(path)"
        default:
            return String(describing: error).split(separator: "\n").first.map(String.init) ?? "unknown error"
        }
    }

    /// What is wrong with bytes the JSON decoder calls "not valid JSON", which it also says of
    /// valid JSON holding a number that does not fit (`"version":2.5`, `"next":-5`).
    static func jsonFault(in data: Data) -> String {
        // Foundation counts such a fault in its own units; name the byte a person can find.
        if let offset = firstNonUTF8Offset(in: data) {
            let byte = String(data[data.startIndex + offset], radix: 16, uppercase: true)
            return "not valid JSON: the byte at offset \(offset) (0x\(byte)) is not UTF-8 text"
        }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            var detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            if detail.hasSuffix(".") { detail.removeLast() }
            // Valid JSON, only deeper than Foundation's reader goes (512 levels).
            if detail.hasPrefix("Too many nested") {
                return "nested deeper than the JSON reader goes: \(detail)"
            }
            return "not valid JSON: \(detail)"
        }
        guard let (path, number) = unfitNumber(in: parsed, at: "") else { return "not valid JSON" }
        // One too large is not quoted: read as a double, it is no longer the digits in the file.
        let written =
            number == number.rounded() && abs(number) < 0x1p63 ? String(Int64(number)) : String(number)
        let problem =
            number < 0
            ? "\(written) at \(path) is below zero"
            : number == number.rounded()
                ? "at \(path) is too large" : "\(written) at \(path) is not a whole number"
        return "the number \(problem), where a snapshot holds a count or an id"
    }

    /// The offset of the first byte that does not belong to UTF-8 text, or `nil` when all do.
    private static func firstNonUTF8Offset(in data: Data) -> Int? {
        var offset = 0
        let failed = transcode(data.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) {
            offset += UTF8.width(Unicode.Scalar($0)!)
        }
        return failed ? offset : nil
    }

    /// The first number, keys in order, that no count or id can hold: a fraction, below zero,
    /// or past `Int.max`.
    private static func unfitNumber(in value: Any, at path: String) -> (String, Double)? {
        switch value {
        case let object as [String: Any]:
            for key in object.keys.sorted() {
                let inner = path.isEmpty ? key : path + "." + key
                if let found = unfitNumber(in: object[key]!, at: inner) { return found }
            }
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                if let found = unfitNumber(in: element, at: path + "[\(index)]") { return found }
            }
        case let number as NSNumber where !(value is Bool):
            let double = number.doubleValue
            if double < 0 || double != double.rounded() || double >= 0x1p63 { return (path, double) }
        default:
            break
        }
        return nil
    }
}

/// The reason a rejected snapshot stays where it is (it could not be set aside, or was put
/// back), shared by the copies of one persistence: the next save sets it aside first.
@MainActor
private final class KeptFile {
    var reason: String?
    /// Where a fresh session's check moved the file just before its first save, which puts
    /// it back if it cannot take its place.
    var movedForSave: String?
}

/// The bytes this session last knew at its path.
private final class SeenFile {
    var content: Data?

    init(content: Data?) { self.content = content }
}

extension NavigationState {
    /// Removes every alert, at every depth, and says which went, one line each.
    @discardableResult
    mutating func stripAlerts() -> [String] {
        var removed: [String] = []
        for tab in tabs.indices {
            for layer in tabs[tab].layers.indices {
                guard let alert = tabs[tab].layers[layer].alert else { continue }
                removed.append("alert '\(alert.id)' in tab \(tabs[tab].name): alerts are not restored")
                tabs[tab].layers[layer].alert = nil
            }
        }
        return removed
    }
}
