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

    /// The cost of `subject` over that of `baseline`, measured in turns: a repetition of
    /// each, `repetitions` times, and the median of the pairs' ratios.
    ///
    /// A shared host speeds up and slows down over minutes; measured side by side, both
    /// halves of a pair meet the same host, which two medians taken minutes apart do not.
    func ratio(of subject: BenchCase, to baseline: BenchCase) async throws -> Double {
        var once = settings
        once.repetitions = 1
        let runner = BenchRunner(settings: once)
        var ratios: [Double] = []
        for _ in 0..<settings.repetitions {
            let base = try await runner.measure(baseline).median
            let cost = try await runner.measure(subject).median
            ratios.append(cost / max(base, .leastNonzeroMagnitude))
        }
        return Measurement(samples: ratios, operationsPerRepetition: 0).median
    }
}
