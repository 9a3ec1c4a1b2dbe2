import AppComposition
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a snapshot file could not be read, written or set aside.
public enum SnapshotFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Reading failed for a reason other than the file being absent.
    case cannotRead(path: String, reason: String)
    /// Writing failed; the previous snapshot, if any, is untouched.
    case cannotWrite(path: String, reason: String)
    /// Moving a rejected snapshot aside failed.
    case cannotSetAside(path: String, reason: String)
    /// The path names something that is not a state file (a directory, a FIFO, a device).
    case unusable(path: String, reason: String)
    /// Another session holds the file (``SnapshotFile/lock()``); `process` is its id when known.
    case inUse(path: String, process: Int32?)

    /// One line naming the file and the cause.
    public var description: String {
        switch self {
        case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
        case .cannotWrite(let path, let reason): "cannot save \(path): \(reason)"
        case .cannotSetAside(let path, let reason): "cannot set aside \(path): \(reason)"
        case .unusable(let path, let reason): "cannot keep the state in '\(path)': \(reason)"
        case .inUse(let path, let process):
            "cannot keep the state in '\(path)': "
                + (process.map { "another switchyard (process \($0))" } ?? "another switchyard")
                + " is using it; quit that one, or give this one another --state file"
        }
    }
}

/// `read(2)` and `write(2)` by names that do not clash with the file's own methods; each
/// platform's C library provides them, imported above under `#if canImport`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// One snapshot file on disk, written so that a crash never leaves a torn file.
///
/// A write goes to a temporary file in the same directory (mode 0600), is flushed to disk,
/// then renamed over the snapshot, and the directory is flushed: readers see the old file
/// or the new one, never a mix.
/// Two processes saving at once each rename a whole file, so the last writer wins with a
/// whole snapshot. Rejected snapshots are renamed aside, never deleted. Only a regular file
/// is read, replaced or set aside: call ``checked()`` first to refuse a path that names
/// anything else and to follow a symbolic link to the file it names.
public struct SnapshotFile: Sendable {
    /// The snapshot's path.
    public let path: String
    /// Whether the path is the app's default one, in its own folder: whatever is there is the
    /// app's to set aside, so a damaged file never locks the app out.
    public let isDefault: Bool
    /// Called between flushing the temporary file and renaming it; tests use it to simulate a crash.
    let beforeRename: (@Sendable () throws -> Void)?

    /// A snapshot file at a path; `isDefault` for the app's own path (``defaultPath(environment:)``).
    public init(path: String, isDefault: Bool = false) {
        self.path = path
        self.isDefault = isDefault
        self.beforeRename = nil
    }

    init(path: String, isDefault: Bool = false, beforeRename: (@Sendable () throws -> Void)?) {
        self.path = path
        self.isDefault = isDefault
        self.beforeRename = beforeRename
    }

    /// `$XDG_STATE_HOME/switchyard/state.json`, else `~/.local/state/switchyard/state.json`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/switchyard/state.json"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/state/switchyard/state.json"
    }

    /// The file a state path stands for, checked before anything is read or written.
    ///
    /// Nothing there yet, or a regular file: the path itself. A symbolic link is followed
    /// (through at most 16 links) to the file it names, which need not exist yet, so saving
    /// writes through the link and the link stays a link. Anything else (a directory, a
    /// FIFO, a device, a socket) is refused: reading a FIFO would hang, and setting a
    /// directory aside or replacing a device would destroy what is not the app's.
    public func checked() throws(SnapshotFileError) -> SnapshotFile {
        guard !path.isEmpty else { throw .unusable(path: path, reason: "the path is empty") }
        guard !path.hasSuffix("/") else {
            throw .unusable(path: path, reason: "a path that ends in '/' names a directory, not a file")
        }
        var current = path
        for _ in 0..<16 {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                if errno == ENOTDIR, let file = Self.firstFolderThatIsNot(on: current) {
                    throw .unusable(path: path, reason: "'\(file)' is a file, not a folder")
                }
                guard errno == ENOENT else { throw .unusable(path: path, reason: Self.reason()) }
                // A link the kernel follows to something with no name of its own (`/dev/stdin`
                // to a pipe) is not a file that does not exist yet.
                var reached = stat()
                if current != path, stat(path, &reached) == 0 {
                    let kind = reached.st_mode & S_IFMT
                    throw .unusable(
                        path: path,
                        reason: kind == S_IFREG
                            ? "its link leads to a file with no name of its own"
                            : "it is \(Self.describe(kind)), not a file")
                }
                return SnapshotFile(
                    path: current, isDefault: isDefault && current == path, beforeRename: beforeRename)
            }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFREG {
                let file = SnapshotFile(
                    path: current, isDefault: isDefault && current == path, beforeRename: beforeRename)
                let isSnapshot: Bool
                do { isSnapshot = try file.looksLikeASnapshot() } catch {
                    guard case .cannotRead(_, let reason) = error else { throw error }
                    throw .unusable(
                        path: path, reason: "it cannot be read (\(reason)), so it is left untouched")
                }
                guard isSnapshot else {
                    throw .unusable(
                        path: path,
                        reason: "it holds something this app cannot tell is its own (a state file is a JSON "
                            + "object with the fields of a saved state), so it is left untouched; move it "
                            + "away, or give another --state path")
                }
                return file
            }
            guard kind == S_IFLNK else {
                let named = current == path ? "it" : "its link's target '\(current)'"
                throw .unusable(path: path, reason: "\(named) is \(Self.describe(kind)), not a file")
            }
            current = try linkTarget(of: current)
        }
        throw .unusable(path: path, reason: "too many levels of symbolic links")
    }

    /// The first folder of a path that is something else (a file where a folder goes), to
    /// name it when the path cannot be reached.
    private static func firstFolderThatIsNot(on path: String) -> String? {
        var folder = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/").dropLast() {
            folder += "/" + part
            var info = stat()
            guard stat(folder, &info) == 0 else { return nil }
            if info.st_mode & S_IFMT != S_IFDIR {
                return path.hasPrefix("/") ? folder : String(folder.dropFirst(2))
            }
        }
        return nil
    }

    /// Whether the file could be one this app wrote.
    ///
    /// At the default path, always: the folder is the app's own, and anything there it cannot
    /// read is set aside with its bytes kept. Elsewhere, a file whose top-level `key` is the
    /// app's restoration key is the app's, however it is damaged after that key (this version
    /// writes it second, after `focused`). Else a whole JSON document is judged by the
    /// keys of its top-level object (all of them fields of a snapshot, one of them a field only
    /// a snapshot has), and a file cut short by its start (one that is not a JSON object, cut
    /// or whole, is not the app's): a file this version wrote starts with
    /// the windows document's first field, `{"focused":`, however much was lost after that (a
    /// file cut anywhere, even inside those bytes, is still the app's), and an older one cut
    /// after an identifying field, even inside the next key, is known too. An empty file
    /// passes; one that cannot be read throws (nothing shows it is the app's). Only such a
    /// file may be set aside and written over, so `--state notes.txt` or another program's
    /// `{"settings": …, "version": 3}` is never taken.
    func looksLikeASnapshot() throws(SnapshotFileError) -> Bool {
        // Not read at the default path: there, what cannot be read is set aside too.
        guard !isDefault else { return true }
        return looksLikeASnapshot(try contents())
    }

    /// The same for bytes read at the path (``contents()``), `nil` when there was no file.
    func looksLikeASnapshot(_ contents: Contents?) -> Bool {
        guard !isDefault, let bytes = contents?.data, !bytes.isEmpty else { return true }
        // A whole object is judged by its keys, so another program's object that happens to
        // start the same way is not taken; one cut short also by how this version starts a
        // file. One that is neither (a second value after the first, a key without quotes)
        // was never written by the app.
        switch Self.scanObject([UInt8](bytes)) {
        case .ownKey: return true
        case .whole(let isSnapshot): return isSnapshot
        case .broken: return false
        case .cut(let identified, let foreign):
            let opening = [UInt8](bytes.drop { Self.whitespace.contains($0) }.prefix(Self.firstField.count))
            let startsAsTheAppsFiles =
                !opening.isEmpty && opening == Array(Self.firstField.prefix(opening.count))
            return !foreign && (identified || startsAsTheAppsFiles)
        }
    }

    /// How every file this version writes starts: the windows document's keys are sorted.
    static let firstField = Array(#"{"focused":"#.utf8)

    /// Every top-level field of a snapshot: this version's, then version 1's.
    static let snapshotFields: Set<String> = [
        "key", "next", "tab", "tabs", "types", "pending", "version", "splits", "windows", "focused",
        "restorationKey", "nextEntryID", "selectedTab", "stacks",
    ]

    /// The fields only a snapshot has; the others (`tabs`, `version`) are common words.
    static let identifyingFields: Set<String> = ["key", "next", "nextEntryID", "restorationKey"]

    /// What one pass over a top-level object found: whole, cut off before its end, or broken.
    ///
    /// Whole is its `}` reached, nothing but whitespace or zero bytes after it; broken is not
    /// one JSON object. Whole, it is a snapshot's when its keys are snapshot fields, one of
    /// them a field only a snapshot has. Cut off, the keys so far say whether one identifies a
    /// snapshot and whether one is foreign (not a snapshot field, or a count such as
    /// `focused` whose value is not a number).
    enum ObjectScan: Equatable {
        case whole(isSnapshot: Bool)
        case cut(identified: Bool, foreign: Bool)
        case broken
        /// A top-level `key` (or version 1's `restorationKey`) is the app's own restoration
        /// key, so the file is the app's, however it is damaged after it.
        case ownKey
    }

    /// One pass over a top-level object (``ObjectScan``).
    ///
    /// The object's own structure is checked (string keys, `:` and `,` where they belong,
    /// nothing after its `}`); values are skipped, so a bracket or a quote inside a string does
    /// not count, and what is inside a nested value is left to the decoder. A key that is not
    /// a snapshot's makes it not one, and the pass goes on to learn whether it is whole.
    static func scanObject(_ bytes: [UInt8]) -> ObjectScan {
        var index = 0
        func skipWhitespace() {
            while index < bytes.count, whitespace.contains(bytes[index]) { index += 1 }
        }
        /// Moves past the string that starts at `index`; false when it does not end.
        func skipString() -> Bool {
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""):
                    index += 1
                    return true
                default: index += 1
                }
            }
            return false
        }
        var identified = false
        var foreign = false
        // What the keys seen so far say, cut off here.
        var cut: ObjectScan { .cut(identified: identified, foreign: foreign) }
        let broken = ObjectScan.broken
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return broken }
        index += 1
        while true {
            skipWhitespace()
            guard index < bytes.count else { return cut }
            guard bytes[index] == UInt8(ascii: "\"") else { return broken }
            let keyStart = index + 1
            // A key the file ends inside was cut off: what came before it decides.
            guard skipString() else { return cut }
            let key = String(decoding: bytes[keyStart..<(index - 1)], as: UTF8.self)
            if !snapshotFields.contains(key) { foreign = true }
            identified = identified || identifyingFields.contains(key)
            skipWhitespace()
            guard index < bytes.count else { return cut }
            guard bytes[index] == UInt8(ascii: ":") else { return broken }
            index += 1
            skipWhitespace()
            // The value: a string, a nested object or array, or a number, `true`, `false`, `null`.
            guard index < bytes.count else { return cut }
            // A snapshot's counts are numbers: another program's `"focused": "editor"` is not one.
            if Self.countFields.contains(key), !Self.numberStarts.contains(bytes[index]) { foreign = true }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                let valueStart = index + 1
                guard skipString() else { return cut }
                if key == "key" || key == "restorationKey",
                    bytes[valueStart..<(index - 1)].elementsEqual(SwitchyardApp.restorationKey.utf8)
                {
                    return .ownKey
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                repeat {
                    switch bytes[index] {
                    case UInt8(ascii: "\""):
                        guard skipString() else { return cut }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                    default: break
                    }
                    index += 1
                } while depth > 0 && index < bytes.count
                guard depth == 0 else { return cut }
            default:
                let start = index
                while index < bytes.count, Self.scalarBytes.contains(bytes[index]) { index += 1 }
                guard index > start else { return broken }
            }
            skipWhitespace()
            guard index < bytes.count else { return cut }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                // Zero bytes after it are how a crash can leave a file's end; restoring says so.
                index += 1
                while index < bytes.count, bytes[index] == 0 || whitespace.contains(bytes[index]) {
                    index += 1
                }
                return index == bytes.count ? .whole(isSnapshot: identified && !foreign) : broken
            default: return broken
            }
        }
    }

    /// The snapshot fields that hold a number, in every version.
    static let countFields: Set<String> = ["focused", "next", "nextEntryID", "version"]

    /// The bytes a JSON number starts with.
    private static let numberStarts = Set("-0123456789".utf8)

    /// JSON's whitespace.
    private static let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

    /// The bytes a number, `true`, `false` or `null` is written with.
    private static let scalarBytes = Set("0123456789+-.eEtruefalsn".utf8)

    /// Where the symbolic link at `link` points, a relative target read from the link's directory.
    private func linkTarget(of link: String) throws(SnapshotFileError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { throw .unusable(path: path, reason: Self.reason()) }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard !target.hasPrefix("/") else { return target }
        let directory = Self.directory(of: link)
        return directory.isEmpty ? target : directory + "/" + target
    }

    /// The directory part of a path, empty for a bare name.
    ///
    /// Not `NSString.deletingLastPathComponent`: in swift-corelibs-foundation 6.3 it traps on
    /// a path of one character, so `--state s` crashed the app when it saved.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        let directory = path[..<slash]
        return directory.isEmpty ? "/" : String(directory)
    }

    /// What a file type is called in a sentence.
    private static func describe(_ kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "something other than a regular file"
        }
    }

    /// Why the file there is not replaced although its folder allows it: its mode says no
    /// one may write it, or this user may not (another user's file); `nil` when it may be.
    ///
    /// A save renames a new file over the old one, which only the folder's permission governs,
    /// so without this a file made read-only to keep it would be replaced without a word.
    private func readOnlyReason() -> String? {
        var info = stat()
        guard stat(path, &info) == 0, access(path, W_OK) != 0 || info.st_mode & 0o222 == 0 else { return nil }
        return "the file is read-only, so it is kept as it is"
    }

    /// Refuses a save, or a probe for one, over a read-only file: a rename would replace it.
    private func refuseSavingIfReadOnly() throws(SnapshotFileError) {
        if let reason = readOnlyReason() {
            throw .cannotWrite(path: path, reason: reason + ": make it writable to save here")
        }
    }

    /// Whether something other than a regular file stands at the path (nothing there is fine).
    private func holdsSomethingElse() -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFREG
    }

    /// The file's bytes, or `nil` when there is no file.
    ///
    /// Only a regular file is read: it is opened without waiting (a FIFO put there since the
    /// path was checked does not hang the app) and its type checked on the open descriptor.
    public func read() throws(SnapshotFileError) -> Data? {
        guard let (data, isWhole) = try contents() else { return nil }
        guard isWhole else { throw .cannotRead(path: path, reason: Self.tooLarge) }
        return data
    }

    /// The largest state file read.
    public static let largest = 64 * 1024 * 1024
    /// Why a file past ``largest`` is not read.
    static let tooLarge = "file is larger than 64 MiB"

    /// A file's first bytes: all of them, or, past ``largest``, a start (`isWhole` false).
    typealias Contents = (data: Data, isWhole: Bool)

    /// The file's bytes up to just past ``largest``, or `nil` when there is no file; read as
    /// ``read()`` reads.
    func contents() throws(SnapshotFileError) -> Contents? {
        try read(atMost: Self.largest)
    }

    /// The file's first bytes, more than `limit` only when it is longer (then `isWhole` is
    /// false), or `nil` when there is no file.
    private func read(atMost limit: Int) throws(SnapshotFileError) -> Contents? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .cannotRead(path: path, reason: Self.reason())
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .cannotRead(path: path, reason: Self.reason()) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .cannotRead(
                path: path, reason: "\(Self.describe(info.st_mode & S_IFMT)) is not a state file")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                systemRead(descriptor, raw.baseAddress, raw.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, reason: Self.reason())
            }
            if count == 0 { return (data, true) }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { return (data, false) }
        }
    }

    /// Writes the bytes atomically: temporary file, flush, rename; creates the directory (0700).
    public func write(_ data: Data) throws(SnapshotFileError) {
        try refuseSavingIfReadOnly()
        let directory = Self.directory(of: path)
        try makeDirectory(directory.isEmpty ? "." : directory)
        let temporary = temporaryPath()
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: Self.reason()) }
        var failure: String?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = Self.reason()
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = Self.reason() }
        if close(descriptor) != 0, failure == nil { failure = Self.reason() }
        if failure == nil, let beforeRename {
            do { try beforeRename() } catch { failure = "\(error)" }
        }
        // A rename would replace whatever stands at the path; only a state file may be replaced.
        if failure == nil, holdsSomethingElse() { failure = "it is no longer a regular file" }
        if failure == nil, rename(temporary, path) != 0 { failure = Self.reason() }
        if let failure {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: failure)
        }
        // The rename is in the directory: flush it too, or a crash could lose the new name.
        let directoryDescriptor = open(directory.isEmpty ? "." : directory, O_RDONLY)
        if directoryDescriptor >= 0 {
            let flushed = fsync(directoryDescriptor) == 0
            close(directoryDescriptor)
            guard flushed else { throw .cannotWrite(path: path, reason: Self.reason()) }
        }
    }

    /// Removes what saves of this snapshot left when their process was killed mid-save.
    ///
    /// Only names this file's saves make (`.NAME.tmp-PID-RANDOM`), only regular files, and only
    /// those of a process that is gone (`kill -9` during a save). Returns the paths that went,
    /// for the session to say.
    ///
    /// Call it while holding the snapshot's ``lock()``: a session saving this file now is
    /// this one.
    public func removeLeftoverTemporaries() -> [String] {
        let directory = Self.directory(of: path)
        guard
            let names = try? FileManager.default.contentsOfDirectory(
                atPath: directory.isEmpty ? "." : directory)
        else { return [] }
        var removed: [String] = []
        for name in names.sorted() {
            // The end of the name: `.tmp-`, the process id, `-`, ten digits.
            let parts = name.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count >= 3, let random = parts.last, random.count == 10, random.allSatisfy(\.isASCII),
                random.allSatisfy(\.isNumber), let process = Int32(parts[parts.count - 2]), process > 0
            else { continue }
            let candidate = (directory.isEmpty ? "" : directory + "/") + name
            guard candidate == besidePath(suffix: ".tmp-\(process)-\(random)") else { continue }
            var info = stat()
            guard lstat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            // A process that is gone cannot be saving; one that runs (even as another program
            // that got its id) is left alone.
            guard kill(process, 0) != 0, errno == ESRCH else { continue }
            if unlink(candidate) == 0 { removed.append(candidate) }
        }
        return removed
    }

    /// A new temporary file's path beside the snapshot, as long for every save of it.
    ///
    /// The name is `.NAME.tmp-PID-RANDOM`, the random part ten digits wide, so a crash leaves
    /// a name no later save reuses.
    private func temporaryPath() -> String {
        let random = String(UInt32.random(in: 0...UInt32.max))
        return besidePath(
            suffix: ".tmp-\(getpid())-" + String(repeating: "0", count: 10 - random.count) + random)
    }

    /// A name beside the snapshot, `.NAME` then `suffix`, no longer than a file name may be.
    ///
    /// NAME is cut short, at a character, when the whole would pass the 255 bytes a file name
    /// may have, so a snapshot with a long name can still be saved and locked; a name cut
    /// short ends in a digest of the whole name, so two long names that share their start
    /// never share a lock file.
    private func besidePath(suffix: String) -> String {
        let directory = Self.directory(of: path)
        let whole = Substring(path.split(separator: "/").last ?? Substring(path))
        var name = whole
        if 1 + name.utf8.count + suffix.utf8.count > Self.longestName {
            let digest = "-" + Self.digest(of: whole)
            while 1 + name.utf8.count + digest.utf8.count + suffix.utf8.count > Self.longestName {
                name = name.dropLast()
            }
            name += digest
        }
        return (directory.isEmpty ? "" : directory + "/") + "." + name + suffix
    }

    /// 16 hex digits of FNV-1a over the bytes: the same in every run, unlike `Hasher`.
    private static func digest(of name: Substring) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The longest file name, in bytes, the file systems this app runs on accept (NAME_MAX).
    static let longestName = 255

    /// Checks that a save can be made now, so a session can say at its start that it will
    /// not be kept: the file is not read-only, the directory exists or is made (0700), and a
    /// byte can be written and flushed in a file beside the snapshot, which is removed at once.
    public func probe() throws(SnapshotFileError) {
        try refuseSavingIfReadOnly()
        let directory = Self.directory(of: path)
        try makeDirectory(directory.isEmpty ? "." : directory)
        // Named as a save's temporary file is, to the length: a name the file system finds
        // too long fails here as the save would.
        let probe = temporaryPath()
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: Self.reason()) }
        defer { unlink(probe) }
        var byte: UInt8 = 0x0A
        var failure: String?
        if systemWrite(descriptor, &byte, 1) != 1 || fsync(descriptor) != 0 { failure = Self.reason() }
        if close(descriptor) != 0, failure == nil { failure = Self.reason() }
        if let failure { throw .cannotWrite(path: path, reason: failure) }
    }

    /// Holds the file for this session, so a second session on it is refused instead of each
    /// silently writing over the other's saves.
    ///
    /// The hold is an advisory `flock(2)` on `.NAME.lock` beside the snapshot (the snapshot
    /// itself cannot carry it: every save renames a new file over it). The lock file holds the
    /// holder's process id, so the refusal names it, and stays when the lock is released; a
    /// lock whose process ended is free. The answer is nil, and the session goes on without a
    /// hold, when no lock file can be made there (nothing can be saved there either, and
    /// ``probe()`` says so) or the file system has no locks.
    public func lock() throws(SnapshotFileError) -> SnapshotLock? {
        let directory = Self.directory(of: path)
        do { try makeDirectory(directory.isEmpty ? "." : directory) } catch { return nil }
        let lockPath = besidePath(suffix: ".lock")
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            // Something in the lock file's place that cannot be opened (a directory, a
            // symbolic link, a file of another user's) would let every session in unlocked
            // while saving there works, so nothing else would say it: refused. Where saving
            // cannot work either (a read-only directory or file system), the session says so
            // at its start, and runs unlocked.
            let reason = Self.reason()
            var info = stat()
            guard lstat(lockPath, &info) == 0, (try? probe()) != nil else { return nil }
            let kind = info.st_mode & S_IFMT
            let what =
                kind == S_IFLNK
                ? "is a symbolic link"
                : kind == S_IFREG ? "cannot be opened (\(reason))" : "is \(Self.describe(kind))"
            throw .unusable(
                path: path,
                reason: "its lock file \(lockPath) \(what); remove it, or give another --state file")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let isHeld = errno == EWOULDBLOCK
            let holder = isHeld ? Self.holder(of: descriptor) : nil
            close(descriptor)
            if isHeld { throw .inUse(path: path, process: holder) }
            return nil
        }
        // A lock file holds a process id or nothing: anything else is a file of someone's
        // that happens to have its name, and writing the id would destroy it.
        var info = stat()
        guard fstat(descriptor, &info) == 0,
            info.st_size == 0 || (info.st_size <= 32 && Self.processID(in: descriptor) != nil)
        else {
            close(descriptor)
            throw .unusable(
                path: path,
                reason: "its lock file \(lockPath) holds something this app did not write; move it away, "
                    + "or give another --state file")
        }
        let line = Array("\(getpid())\n".utf8)
        if ftruncate(descriptor, 0) == 0 { _ = systemWrite(descriptor, line, line.count) }
        return SnapshotLock(descriptor: descriptor)
    }

    /// This session's lock, or the file's lock taken again when `held` no longer is it: before
    /// each save, so a session that started without the lock (in a read-only directory since
    /// made writable) or whose lock file was removed never writes over the saves of a session
    /// that took the file meanwhile.
    ///
    /// Throws ``SnapshotFileError/inUse(path:process:)`` when another session holds the file now.
    public func relock(_ held: SnapshotLock?) throws(SnapshotFileError) -> SnapshotLock? {
        if let held, held.isTheLockFile(at: besidePath(suffix: ".lock")) { return held }
        return try lock()
    }

    /// The live process that holds a lock file, when it says which.
    ///
    /// A session that has just taken the lock writes its id a moment later, so a file that
    /// names no live process yet is read again for up to a tenth of a second.
    private static func holder(of descriptor: Int32) -> Int32? {
        for attempt in 0..<20 {
            if attempt > 0 { usleep(5_000) }
            // Only a positive id names one process: `kill` takes 0 and -1 for groups.
            if let process = processID(in: descriptor), process > 0, kill(process, 0) == 0 || errno == EPERM {
                return process
            }
        }
        return nil
    }

    /// The process id a lock file holds, if it holds one as a session writes it (`4242` and a
    /// line end): ` 42 ` or `-5` is someone else's file.
    private static func processID(in descriptor: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &bytes, bytes.count, 0)
        guard count > 0 else { return nil }
        var digits = bytes[..<count]
        if digits.last == UInt8(ascii: "\n") { digits.removeLast() }
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else {
            return nil
        }
        return Int32(String(decoding: digits, as: UTF8.self)).flatMap { $0 > 0 ? $0 : nil }
    }

    /// Moves the file aside as `PATH.rejected-YYYYMMDDTHHMMSSZ` and returns the new path.
    ///
    /// Only a regular file that is not read-only is set aside, and never over an earlier one:
    /// the new name is made as a hard link, which fails rather than replace a file already
    /// there (then `-2`, `-3`, … is tried), and the old name is removed after. On a file system
    /// without hard links the file is renamed to the first name that is free.
    @discardableResult
    public func setAside(now: Date = Date()) throws(SnapshotFileError) -> String {
        // Moved aside, it would be replaced by a save all the same.
        if let reason = readOnlyReason() { throw .cannotSetAside(path: path, reason: reason) }
        var info = stat()
        guard lstat(path, &info) == 0 else { throw .cannotSetAside(path: path, reason: Self.reason()) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .cannotSetAside(
                path: path, reason: "\(Self.describe(info.st_mode & S_IFMT)) is not a state file")
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let stem = path + ".rejected-" + formatter.string(from: now)
        for attempt in 1...1000 {
            let target = attempt == 1 ? stem : stem + "-\(attempt)"
            if link(path, target) == 0 {
                guard unlink(path) == 0 else { throw .cannotSetAside(path: path, reason: Self.reason()) }
                return target
            }
            switch errno {
            case EEXIST:
                continue
            case EPERM, ENOTSUP, EMLINK:
                guard access(target, F_OK) != 0 else { continue }
                guard rename(path, target) == 0 else {
                    throw .cannotSetAside(path: path, reason: Self.reason())
                }
                return target
            default:
                throw .cannotSetAside(path: path, reason: Self.reason())
            }
        }
        throw .cannotSetAside(path: path, reason: "a thousand set-aside files are already there")
    }

    /// Puts a file ``setAside(now:)`` moved away back at the path, unless something is there
    /// now: a save that could not write where it moved the file leaves the path as it was.
    ///
    /// Returns whether the file is back.
    func putBack(from aside: String) -> Bool {
        // As a link first, which never replaces what is there, as setting aside does.
        if link(aside, path) == 0 {
            unlink(aside)
            return true
        }
        guard [EPERM, ENOTSUP, EMLINK].contains(errno), access(path, F_OK) != 0 else { return false }
        return rename(aside, path) == 0
    }

    private func makeDirectory(_ directory: String) throws(SnapshotFileError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .cannotWrite(path: path, reason: "\(directory) is not a directory")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(
                atPath: directory,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw .cannotWrite(path: path, reason: "cannot create \(directory)")
        }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}

/// A session's hold on its state file, from ``SnapshotFile/lock()``.
///
/// Released by ``release()`` when the session ends, and in any case when it is freed or the
/// process ends, so a crash never leaves a file held.
public final class SnapshotLock: Sendable {
    private let descriptor: Int32

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// Lets another session take the file; calling it again does nothing.
    public func release() { flock(descriptor, LOCK_UN) }

    /// Whether the file at `path` is the one this lock holds, not a new one made since.
    func isTheLockFile(at path: String) -> Bool {
        var held = stat()
        var named = stat()
        guard fstat(descriptor, &held) == 0, lstat(path, &named) == 0 else { return false }
        return held.st_dev == named.st_dev && held.st_ino == named.st_ino
    }

    deinit { close(descriptor) }
}
