import Foundation

/// One measured case with its ratios.
struct BenchResult {
    let benchCase: BenchCase
    let measurement: Measurement
    var floorRatio: Double?
    var baselineRatio: Double?
    var peakResidentKilobytes: Int?

    var name: String { benchCase.name }
}
