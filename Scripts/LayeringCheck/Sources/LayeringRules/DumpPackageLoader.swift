import Foundation

/// Reads manifests with `swift package dump-package --package-path DIR`.
///
/// Each call runs one `swift` process and waits for it. The process gets its own empty
/// scratch directory, so it never waits for the lock of a build running in the package's
/// `.build` and never writes there.
public struct DumpPackageLoader: ManifestLoading {
    /// The `swift` executable: a path, or a name looked up on `PATH`.
    public var swift: String

    /// Creates a loader that runs `swift` (default: the one on `PATH`).
    public init(swift: String = "swift") {
        self.swift = swift
    }

    /// Runs `dump-package` in `packageDirectory` and decodes what it prints.
    public func loadManifest(at packageDirectory: URL) throws -> PackageManifest {
        let output = try run { scratch in
            [
                "package", "dump-package", "--package-path", packageDirectory.path,
                "--scratch-path", scratch.appendingPathComponent("build").path,
            ]
        }
        do {
            return try JSONDecoder().decode(PackageManifest.self, from: output)
        } catch {
            throw ManifestLoadingError.malformedOutput(reason: String(describing: error))
        }
    }

    /// Runs `swift ARGUMENTS(scratch)` and returns its standard output; fails unless it
    /// exits 0.
    ///
    /// `scratch` is a temporary directory removed afterwards; it is also the process's
    /// `TMPDIR`. Both output streams go to files in it, so a chatty process never blocks on
    /// a full pipe.
    private func run(_ makeArguments: (URL) -> [String]) throws -> Data {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("check-layering-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let arguments = makeArguments(scratch)
        let command = ([swift] + arguments.prefix(2)).joined(separator: " ")
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)

        let process = Process()
        if swift.contains("/") {
            process.executableURL = URL(fileURLWithPath: swift)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [swift] + arguments
        }
        // SwiftPM puts the lock file of a scratch path that does not exist into TMPDIR.
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outHandle
        process.standardError = errHandle
        do {
            try process.run()
        } catch {
            try? outHandle.close()
            try? errHandle.close()
            throw ManifestLoadingError.launchFailed(command: command, reason: error.localizedDescription)
        }
        process.waitUntilExit()
        try? outHandle.close()
        try? errHandle.close()

        let output = (try? Data(contentsOf: outURL)) ?? Data()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let errors = String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self)
            throw ManifestLoadingError.commandFailed(
                command: command, status: process.terminationStatus, message: Self.mainError(in: errors))
        }
        return output
    }

    /// The line of SwiftPM's error output worth showing: the first compiler error in a
    /// source file (the manifest), else the first line without its `(compiled with: ...)`
    /// tail.
    static func mainError(in errors: String) -> String {
        let lines = errors.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        if let diagnostic = lines.first(where: { $0.contains(".swift:") && $0.contains(" error: ") }) {
            return diagnostic
        }
        guard let first = lines.first else { return "" }
        if let tail = first.range(of: " (compiled with:") {
            return String(first[..<tail.lowerBound])
        }
        return first
    }
}
