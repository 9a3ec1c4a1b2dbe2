import Foundation
import Navigation

// libFuzzer target: bytes through `NavigationSnapshotCoder.decode` and, when they decode,
// `restore`. The checks live in SnapshotFuzzOracle, shared with the slice in `make test`.
// libFuzzer calls both entry points on the main thread, where the main actor runs.

/// libFuzzer calls this once before fuzzing; with `SWITCHYARD_FUZZ_SEEDS` set it writes seeds and exits.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    MainActor.assumeIsolated {
        FuzzSupport.writeSeedsIfAsked(
            seeds: { SnapshotFuzzOracle.seedSnapshots().map { Array($0) } },
            dictionary: SnapshotFuzzOracle.dictionary)
    }
    return 0
}

/// libFuzzer calls this once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzSupport.bytes(data, size)
    let problem = MainActor.assumeIsolated { SnapshotFuzzOracle.check(Data(input)).problem }
    if let problem { FuzzSupport.fail(problem) }
    return 0
}
