import Dispatch
import Foundation

/// Runs the built `switchyard` executable as a subprocess with piped standard streams.
///
/// Each run gets `NO_COLOR=1`, `COLUMNS` set to ``columns`` (80 unless a test asks for
/// another width), and `HOME` / `XDG_STATE_HOME` pointing at a directory of the caller's, so
/// the user's own saved state is never touched. Standard output and standard error are read
/// concurrently (neither pipe can fill up and stall the child), and a run that takes longer
/// than ``timeout`` is terminated and reported.
/// ``runMerged(_:input:)`` gives both streams one pipe instead, so they come back
/// interleaved as a terminal shows them.
package struct SwitchyardProcess: Sendable {
    /// What one run produced.
    package struct Result: Sendable {
        /// The exit status.
        package let status: Int32
        /// Everything written to standard output (and standard error too, for a merged run).
        package let standardOutput: String
        /// Everything written to standard error; empty for a merged run.
        package let standardError: String
        /// Whether the run was stopped for taking too long.
        package let timedOut: Bool
    }

    /// Why no binary can be run.
    package struct Missing: Error, CustomStringConvertible {
        /// The paths that were tried.
        package let searched: [String]

        package var description: String {
            "the switchyard binary was not found: build it with `swift build -c release --package-path App "
                + "--product switchyard` (or `make release-binary`), or set SWITCHYARD_BINARY; looked in: "
                + searched.joined(separator: ", ")
        }
    }

    /// The executable.
    package let executable: URL
    /// The directory used as `HOME` and `XDG_STATE_HOME`, and the one the binary runs in, so
    /// a relative path names a file there.
    package let home: URL
    /// How long a run may take.
    package var timeout: TimeInterval = 60
    /// The console's width, as `COLUMNS`: from 120 on, a split tab shows its columns side by side.
    package var columns = 80
    /// The largest file the binary may write, in kilobytes (`ulimit -f`); `nil` for no limit.
    package var fileSizeLimit: Int?

    /// A runner for `executable` with `home` as its home and working directory.
    package init(executable: URL, home: URL) {
        self.executable = executable
        self.home = home
    }

    /// The first existing binary of ``RepositoryLayout/binaryCandidates(environment:)``.
    package static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(Missing) -> URL {
        let candidates = RepositoryLayout.binaryCandidates(environment: environment)
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Missing(searched: candidates)
        }
        return URL(fileURLWithPath: found)
    }

    /// Runs the binary with `arguments`, writes `input` to its standard input and closes it.
    package func run(_ arguments: [String], input: String = "") throws -> Result {
        try run(arguments, inputBytes: Array(input.utf8))
    }

    /// Runs the binary as ``run(_:input:)`` does, but with standard output and standard
    /// error on one pipe: ``Result/standardOutput`` holds both, in the order they were
    /// written (as `2>&1` would), and ``Result/standardError`` is empty.
    package func runMerged(_ arguments: [String], input: String = "") throws -> Result {
        try run(arguments, inputBytes: Array(input.utf8), mergingStandardError: true)
    }

    /// A process for the binary with `arguments`, set up as every run is (plain output,
    /// ``columns`` wide, ``home`` as its home and working directory) but not started, for
    /// tests that wire its streams themselves (a signal while it waits, a reader that goes away).
    package func makeProcess(_ arguments: [String]) -> Process {
        // The child may be gone before the test writes all of its input.
        Self.ignoreBrokenPipes()
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let fileSizeLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments =
                ["-c", "ulimit -f \(fileSizeLimit); exec \"$0\" \"$@\"", executable.path] + arguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = String(columns)
        environment["HOME"] = home.path
        environment["XDG_STATE_HOME"] = home.path
        environment["SWITCHYARD_BINARY"] = nil
        process.environment = environment
        process.currentDirectoryURL = home
        return process
    }

    /// Runs the binary with raw bytes on standard input.
    package func run(_ arguments: [String], inputBytes: [UInt8]) throws -> Result {
        try run(arguments, inputBytes: inputBytes, mergingStandardError: false)
    }

    /// Runs the binary with raw bytes on standard input; with `mergingStandardError`, its
    /// standard error writes to the standard output pipe.
    private func run(
        _ arguments: [String], inputBytes: [UInt8], mergingStandardError: Bool
    ) throws -> Result {
        let process = makeProcess(arguments)
        let standardInput = Pipe()
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = mergingStandardError ? standardOutput : standardError
        try process.run()

        let group = DispatchGroup()
        let outputBox = DataBox()
        let errorBox = DataBox()
        var reading = [(standardOutput, outputBox)]
        if !mergingStandardError { reading.append((standardError, errorBox)) }
        for (pipe, box) in reading {
            let handle = pipe.fileHandleForReading
            DispatchQueue.global().async(group: group) {
                box.set(handle.readDataToEndOfFile())
            }
        }
        let writer = standardInput.fileHandleForWriting
        let bytes = Data(inputBytes)
        DispatchQueue.global().async(group: group) {
            // The child may exit before reading everything; a broken pipe is not our failure.
            try? writer.write(contentsOf: bytes)
            try? writer.close()
        }

        let timedOut = group.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            process.terminate()
            _ = group.wait(timeout: .now() + 5)
        }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputBox.get(), as: UTF8.self),
            standardError: String(decoding: errorBox.get(), as: UTF8.self),
            timedOut: timedOut
        )
    }
}

extension SwitchyardProcess {
    /// A child that exits before reading its input must not kill the test runner with SIGPIPE.
    private static let ignoringBrokenPipes: Bool = {
        signal(SIGPIPE, SIG_IGN)
        return true
    }()

    private static func ignoreBrokenPipes() { _ = ignoringBrokenPipes }
}

/// Data handed from a reader thread to the test; guarded by a lock.
private final class DataBox: @unchecked Sendable {
    // `data` is only touched while holding `lock`.
    private let lock = NSLock()
    private var data = Data()

    func set(_ value: Data) {
        lock.lock()
        data = value
        lock.unlock()
    }

    func get() -> Data {
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}
