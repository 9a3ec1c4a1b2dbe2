import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The release binary driven as a user's script would drive it.
@MainActor
enum ConsoleCases {
    /// Cheap navigation commands, cycled: pushes, backs, tab switches, a `where` now and then.
    ///
    /// Every command succeeds (the runs use `--strict`), and the cycle ends where it
    /// started, so the tree does not grow with the script.
    static let cycle = [
        "1", "where", "back", "tab orders", "1", "back", "tab settings", "1", "back", "tab home", "10",
        "where",
        "back",
    ]

    /// The script's bytes: `commands` lines from the cycle.
    static func script(commands: Int) -> [UInt8] {
        var text = ""
        for index in 0..<commands { text += cycle[index % cycle.count] + "\n" }
        return Array(text.utf8)
    }

    /// The script lengths measured: the peak memory of the two is compared.
    static let scriptLengths = [1000, 10_000]

    /// `links` links that each push a product onto the stack the person is on, so the stack
    /// grows to `links` screens: a link must cost the same at any depth.
    static func links(binary: String, links: Int) throws -> BenchCase {
        let script = Array((0..<links).map { "open switchyard://orders/products/p\($0)\n" }.joined().utf8)
        try validate(binary: binary, script: script, commands: links)
        return BenchCase(
            "console_links_\(links)", .console,
            "\(links) piped links, each pushing onto a stack that grows with them, spawn to exit",
            floor: nil
        ) { count in
            var total: UInt64 = 0
            for _ in 0..<count {
                total &+= try run(binary: binary, script: script, standardOutput: "/dev/null").nanoseconds
            }
            return total
        }
    }

    /// The case for one script length; its peak memory goes into `memory`.
    static func make(binary: String, commands: Int, memory: PeakMemory) throws -> BenchCase {
        let script = script(commands: commands)
        try validate(binary: binary, script: script, commands: commands)
        let watched = try run(binary: binary, script: script, standardOutput: "/dev/null", watchMemory: true)
        if let peak = watched.peakResidentKilobytes { memory.record(peak, for: commands) }
        return BenchCase(
            "console_\(commands)_commands", .console,
            "\(commands) piped commands through the release binary, spawn to exit",
            floor: nil
        ) { count in
            var total: UInt64 = 0
            for _ in 0..<count {
                total &+= try run(binary: binary, script: script, standardOutput: "/dev/null").nanoseconds
            }
            return total
        }
    }

    /// One run with the output kept, to check that every command ran and was echoed.
    static func validate(binary: String, script: [UInt8], commands: Int) throws {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("switchyard-bench-\(getpid())-out.txt").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        _ = try run(binary: binary, script: script, standardOutput: output)
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        let echoed = text.split(separator: "\n").count { $0.hasPrefix("> ") }
        try require(echoed == commands, "switchyard echoed \(echoed) of \(commands) commands")
    }

    /// Spawns `binary --fresh --state TMP --strict`, pipes the script into its standard
    /// input from another thread, and waits for it.
    ///
    /// With `watchMemory`, the wait polls the child's `VmHWM` (its peak resident set) in
    /// `/proc` every millisecond until it exits; timed runs do not poll. `wait4`'s maxrss
    /// cannot be used: `posix_spawn` starts the child with vfork semantics, and Linux then
    /// carries this (larger) process's peak into the child's figure.
    static func run(
        binary: String, script: [UInt8], standardOutput: String, watchMemory: Bool = false
    ) throws -> ConsoleRun {
        let state = FileManager.default.temporaryDirectory
            .appendingPathComponent("switchyard-bench-\(getpid())-state.json").path
        defer { try? FileManager.default.removeItem(atPath: state) }

        var descriptors: [Int32] = [0, 0]
        try require(pipe(&descriptors) == 0, "pipe failed: \(String(cString: strerror(errno)))")
        let (readEnd, writeEnd) = (descriptors[0], descriptors[1])

        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, 0)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let arguments = [binary, "--fresh", "--state", state, "--strict"]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }

        var child: pid_t = 0
        let start = monotonicNanoseconds()
        let spawned = posix_spawn(&child, binary, &actions, nil, argv, envp)
        close(readEnd)
        guard spawned == 0 else {
            close(writeEnd)
            throw BenchFailure("cannot run \(binary): \(String(cString: strerror(spawned)))")
        }

        let writer = DispatchGroup()
        DispatchQueue.global().async(group: writer) {
            script.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(writeEnd, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        break
                    }
                    offset += written
                }
            }
            close(writeEnd)
        }

        var status: Int32 = 0
        var peak: Int?
        while true {
            if watchMemory, let reading = highWaterMark(of: child) { peak = max(peak ?? 0, reading) }
            let reaped = waitpid(child, &status, watchMemory ? WNOHANG : 0)
            if reaped == child { break }
            if reaped < 0 {
                guard errno == EINTR else {
                    throw BenchFailure("waitpid failed: \(String(cString: strerror(errno)))")
                }
                continue
            }
            usleep(1000)
        }
        let elapsed = monotonicNanoseconds() &- start
        writer.wait()
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        try require(exited && code == 0, "switchyard ended with status \(status) (a command failed?)")
        return ConsoleRun(nanoseconds: elapsed, peakResidentKilobytes: peak)
    }

    /// The `VmHWM` line of `/proc/PID/status`, in kilobytes; `nil` once the process is gone.
    static func highWaterMark(of process: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8) else {
            return nil
        }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        }
        return nil
    }
}
