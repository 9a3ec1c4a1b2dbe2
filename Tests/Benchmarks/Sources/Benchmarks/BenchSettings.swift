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
