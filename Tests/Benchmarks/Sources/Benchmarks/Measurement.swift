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
