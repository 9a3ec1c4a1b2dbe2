import Foundation

/// What the command line asked for.
struct BenchOptions {
    /// Where `bench-results.json` goes.
    var jsonPath = "bench-results.json"
    /// The release `switchyard` binary; without one the console cases are skipped.
    var switchyardBinary: String?
    /// Runs only the cases whose name contains one of these (floors and the baselines a
    /// selected case refers to always run).
    var filters: [String] = []
    /// Full or quick.
    var settings = BenchSettings.full
    /// Runs one case's body once with a fixed count and no calibration, for a profiler
    /// (`valgrind --tool=callgrind Benchmarks --profile push_pop --iterations 10000`).
    var profileCase: String?
    /// Operations in the profiled run.
    var profileIterations = 10_000

    static let usage = """
        usage: Benchmarks [--quick] [--json PATH] [--switchyard PATH] [--filter TEXT]...
          --quick            two short repetitions per case (also BENCH_QUICK=1): a smoke run
          --json PATH        where to write the results (default: bench-results.json)
          --switchyard PATH  the release switchyard binary, for the console cases
                             (also SWITCHYARD_BIN); without it they are skipped
          --filter TEXT      run only cases whose name contains TEXT (repeatable)
          --profile NAME     run one case once, uncalibrated, for perf or callgrind
          --iterations N     operations in the --profile run (default 10000)
        """

    /// Reads arguments and the environment; `nil` with a message for bad arguments.
    static func parse(_ arguments: [String], environment: [String: String]) -> Result<
        BenchOptions, BenchFailure
    > {
        var options = BenchOptions()
        if environment["BENCH_QUICK"].map({ !$0.isEmpty && $0 != "0" }) == true { options.settings = .quick }
        options.switchyardBinary = environment["SWITCHYARD_BIN"].flatMap { $0.isEmpty ? nil : $0 }
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": options.settings = .quick
            case "--json", "--switchyard", "--filter", "--profile", "--iterations":
                guard let value = remaining.popFirst() else {
                    return .failure(BenchFailure("\(argument) needs a value\n\(usage)"))
                }
                switch argument {
                case "--json": options.jsonPath = value
                case "--switchyard": options.switchyardBinary = value
                case "--profile": options.profileCase = value
                case "--iterations":
                    guard let count = Int(value), count > 0 else {
                        return .failure(BenchFailure("--iterations needs a positive number"))
                    }
                    options.profileIterations = count
                default: options.filters.append(value)
                }
            case "--help", "-h": return .failure(BenchFailure(usage))
            default: return .failure(BenchFailure("unknown argument '\(argument)'\n\(usage)"))
            }
        }
        return .success(options)
    }
}
