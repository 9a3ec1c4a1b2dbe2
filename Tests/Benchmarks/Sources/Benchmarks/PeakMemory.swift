import Dispatch
import Foundation

/// The highest peak resident set seen per script length.
@MainActor
final class PeakMemory {
    private(set) var kilobytes: [Int: Int] = [:]

    func record(_ value: Int, for commands: Int) {
        kilobytes[commands] = max(kilobytes[commands] ?? 0, value)
    }
}
