#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the monotonic clock in nanoseconds (a vDSO call: about 20 ns on Linux).
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
}

/// Hands a value to a function the optimiser cannot see into, so the work that produced
/// it is not removed as dead code.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// The floor a case is compared with: the cheapest thing of its kind measured in the same run.
enum Floor: String, Sendable {
    /// An `Array` append followed by `removeLast()`: what a stack push + pop costs at the least.
    case arrayAppendRemove = "floor_array_append_remove"
    /// A `[String: Int]` lookup with short keys: what a lookup by name costs at the least.
    case dictionaryLookup = "floor_dictionary_lookup"
}

/// What a case is, which decides where the table prints it.
enum CaseKind: String, Sendable {
    case floor = "Floors"
    case baseline = "Naive baselines (written in this suite)"
    case goal = "Goals (issue 12)"
    case engine = "More engine cases"
    case scaling = "Scaling"
    case console = "Console (release switchyard binary)"
}

/// One benchmark: a body that performs `n` operations and returns the nanoseconds that
/// count (set-up done between operations is excluded by the body itself).
struct BenchCase {
    /// The name written to the table and to `bench-results.json`.
    let name: String
    /// Where the table prints the case.
    let kind: CaseKind
    /// What one operation is, in a few words.
    let summary: String
    /// The floor the case is compared with; `nil` when no floor means anything (a whole process).
    let floor: Floor?
    /// The naive baseline doing the same job, when there is one.
    let baseline: String?
    /// The goal for the median, in nanoseconds per operation.
    let goal: Double?
    /// Runs `n` operations and returns the measured nanoseconds.
    ///
    /// The loop is inside the body, so an async body costs one async call per batch, not per
    /// operation.
    let body: @MainActor (Int) async throws -> UInt64

    init(
        _ name: String, _ kind: CaseKind, _ summary: String, floor: Floor?, baseline: String? = nil,
        goal: Double? = nil, body: @escaping @MainActor (Int) async throws -> UInt64
    ) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.floor = floor
        self.baseline = baseline
        self.goal = goal
        self.body = body
    }

    /// A case whose operations need no set-up between them: the whole loop is timed.
    static func batch(
        _ name: String, _ kind: CaseKind, _ summary: String, floor: Floor?, baseline: String? = nil,
        goal: Double? = nil, _ operation: @escaping @MainActor (Int) throws -> Void
    ) -> BenchCase {
        BenchCase(name, kind, summary, floor: floor, baseline: baseline, goal: goal) { count in
            let start = monotonicNanoseconds()
            for index in 0..<count { try operation(index) }
            return monotonicNanoseconds() &- start
        }
    }

    /// A case that needs set-up before each operation: only `operation` is timed, one clock
    /// read on each side (about 40 ns in all, small next to the operations timed this way).
    static func timedEach(
        _ name: String, _ kind: CaseKind, _ summary: String, floor: Floor?, baseline: String? = nil,
        goal: Double? = nil, prepare: @escaping @MainActor (Int) throws -> Void,
        _ operation: @escaping @MainActor (Int) throws -> Void
    ) -> BenchCase {
        BenchCase(name, kind, summary, floor: floor, baseline: baseline, goal: goal) { count in
            var total: UInt64 = 0
            for index in 0..<count {
                try prepare(index)
                let start = monotonicNanoseconds()
                try operation(index)
                total &+= monotonicNanoseconds() &- start
            }
            return total
        }
    }
}

/// How long each case runs.
struct BenchSettings: Sendable {
    /// How many times each case is measured; the table reports the median, min and max.
    var repetitions: Int
    /// The least wall-clock time one repetition runs, in nanoseconds.
    var minimumRepetitionNanoseconds: UInt64
    /// Whether this is the `BENCH_QUICK=1` smoke run.
    var isQuick: Bool

    /// Five repetitions of at least half a second each, as the issue asks.
    static let full = BenchSettings(
        repetitions: 5, minimumRepetitionNanoseconds: 500_000_000, isQuick: false)
    /// Two short repetitions: enough to prove every case still runs, nothing to quote.
    static let quick = BenchSettings(repetitions: 2, minimumRepetitionNanoseconds: 5_000_000, isQuick: true)
}

/// Nanoseconds per operation of each repetition of a case.
struct Measurement {
    /// One value per repetition.
    var samples: [Double]
    /// Operations run in one repetition.
    var operationsPerRepetition: Int

    var median: Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
    var minimum: Double { samples.min() ?? 0 }
    var maximum: Double { samples.max() ?? 0 }
}

/// Calibrates and measures cases.
@MainActor
struct BenchRunner {
    let settings: BenchSettings

    /// Finds how many operations fill a repetition, then measures the repetitions.
    ///
    /// Calibration grows the count until a batch takes a tenth of a repetition, then scales
    /// it to the full repetition. A repetition keeps running batches until its wall-clock
    /// time reaches the minimum, so it never ends short even when calibration guessed low.
    func measure(_ benchCase: BenchCase) async throws -> Measurement {
        let target = settings.minimumRepetitionNanoseconds
        var count = 1
        var wall: UInt64 = 0
        while true {
            let start = monotonicNanoseconds()
            _ = try await benchCase.body(count)
            wall = max(monotonicNanoseconds() &- start, 1)
            if wall >= target / 10 || count >= 1 << 40 { break }
            let factor = Double(target / 10) / Double(wall)
            count = Int((Double(count) * min(max(factor * 1.2, 2), 100)).rounded(.up))
        }
        let perRepetition = max(1, Int((Double(count) * Double(target) * 1.02 / Double(wall)).rounded(.up)))
        var samples: [Double] = []
        for _ in 0..<settings.repetitions {
            var measured: UInt64 = 0
            var operations = 0
            let start = monotonicNanoseconds()
            repeat {
                measured &+= try await benchCase.body(perRepetition)
                operations += perRepetition
            } while monotonicNanoseconds() &- start < target
            samples.append(Double(measured) / Double(operations))
        }
        return Measurement(samples: samples, operationsPerRepetition: perRepetition)
    }
}

/// A failure that stops the suite: a case that did not do what it measures.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}

/// Stops the suite when a case's own sanity check fails.
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(BenchFailure) {
    if !condition { throw BenchFailure(message()) }
}
