import ConsoleUI

// libFuzzer target: raw lines through `ConsoleCommand.parse(bytes:)`. The checks live in
// ConsoleCommandFuzzOracle, shared with the slice in `make test`.

/// libFuzzer calls this once before fuzzing; with `SWITCHYARD_FUZZ_SEEDS` set it writes seeds and exits.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    FuzzSupport.writeSeedsIfAsked(
        seeds: { ConsoleCommandFuzzOracle.seedLines.map { Array($0.utf8) } },
        dictionary: ConsoleCommandFuzzOracle.dictionary)
    return 0
}

/// libFuzzer calls this once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzSupport.bytes(data, size)
    if let problem = ConsoleCommandFuzzOracle.check(input).problem {
        FuzzSupport.fail(problem)
    }
    return 0
}
