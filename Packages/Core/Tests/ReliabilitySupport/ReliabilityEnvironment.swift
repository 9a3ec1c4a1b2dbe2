import Foundation

/// How a randomized test reads its seed and size from the environment.
///
/// `SWITCHYARD_SEED` replays a run (decimal or `0x` hex; `random` picks a fresh seed and prints
/// it); `SWITCHYARD_SEQUENCES` sets how many sequences or inputs it generates.
public enum ReliabilityEnvironment {
    /// `SWITCHYARD_SEED`, or `fallback` when it is unset or unreadable.
    public static func seed(default fallback: UInt64) -> UInt64 {
        guard let text = ProcessInfo.processInfo.environment["SWITCHYARD_SEED"], !text.isEmpty else {
            return fallback
        }
        if text == "random" {
            let seed = UInt64.random(in: 0...UInt64.max)
            print("SWITCHYARD_SEED=random picked seed \(seed)")
            return seed
        }
        if text.hasPrefix("0x"), let value = UInt64(text.dropFirst(2), radix: 16) { return value }
        return UInt64(text) ?? fallback
    }

    /// `SWITCHYARD_SEQUENCES`, or `fallback` when it is unset or not a positive number.
    public static func count(default fallback: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment["SWITCHYARD_SEQUENCES"],
            let value = Int(text), value > 0
        else { return fallback }
        return value
    }
}
