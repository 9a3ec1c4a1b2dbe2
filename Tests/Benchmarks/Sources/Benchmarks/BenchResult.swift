import Foundation

/// One measured case with its ratios.
struct BenchResult {
    let benchCase: BenchCase
    let measurement: Measurement
    var floorRatio: Double?
    var baselineRatio: Double?
    /// For the larger size of a linear case, its cost over the smaller size's, measured in turns.
    var growthRatio: Double?
    var peakResidentKilobytes: Int?

    var name: String { benchCase.name }
}
