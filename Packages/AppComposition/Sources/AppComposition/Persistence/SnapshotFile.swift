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

    /// One line naming the file and the cause.
    public var description: String {
        switch self {
        case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
        case .cannotWrite(let path, let reason): "cannot save \(path): \(reason)"
        case .cannotSetAside(let path, let reason): "cannot set aside \(path): \(reason)"
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
/// then renamed over the snapshot: readers see the old file or the new one, never a mix.
/// Two processes saving at once each rename a whole file, so the last writer wins with a
/// whole snapshot. Rejected snapshots are renamed aside, never deleted.
public struct SnapshotFile: Sendable {
    /// The snapshot's path.
    public let path: String
    /// Called between flushing the temporary file and renaming it; tests use it to simulate a crash.
    let beforeRename: (@Sendable () throws -> Void)?

    /// A snapshot file at a path.
    public init(path: String) {
        self.path = path
        self.beforeRename = nil
    }

    init(path: String, beforeRename: @escaping @Sendable () throws -> Void) {
        self.path = path
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

    /// The file's bytes, or `nil` when there is no file.
    public func read() throws(SnapshotFileError) -> Data? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .cannotRead(path: path, reason: Self.reason())
        }
        defer { close(descriptor) }
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
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            if data.count > 64 * 1024 * 1024 {
                throw .cannotRead(path: path, reason: "file is larger than 64 MiB")
            }
        }
        return data
    }

    /// Writes the bytes atomically: temporary file, flush, rename; creates the directory (0700).
    public func write(_ data: Data) throws(SnapshotFileError) {
        let directory = (path as NSString).deletingLastPathComponent
        try makeDirectory(directory.isEmpty ? "." : directory)
        let name = (path as NSString).lastPathComponent
        let temporary =
            (directory.isEmpty ? "" : directory + "/")
            + ".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
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
        if failure == nil, rename(temporary, path) != 0 { failure = Self.reason() }
        if let failure {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: failure)
        }
    }

    /// Moves the file aside as `PATH.rejected-YYYYMMDDTHHMMSSZ` and returns the new path.
    @discardableResult
    public func setAside(now: Date = Date()) throws(SnapshotFileError) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        var target = path + ".rejected-" + formatter.string(from: now)
        var attempt = 1
        while access(target, F_OK) == 0 {
            attempt += 1
            target = path + ".rejected-" + formatter.string(from: now) + "-\(attempt)"
        }
        guard rename(path, target) == 0 else { throw .cannotSetAside(path: path, reason: Self.reason()) }
        return target
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
