import Navigation
import NavigationLinks

// libFuzzer target: links through `DeepLink` and a router with the demo's patterns.
// The checks live in DeepLinkFuzzOracle, shared with the slice in `make test`.

private let router = DeepLinkFuzzOracle.makeRouter()

/// libFuzzer calls this once before fuzzing; with `SWITCHYARD_FUZZ_SEEDS` set it writes seeds and exits.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    FuzzSupport.writeSeedsIfAsked(
        seeds: { DeepLinkFuzzOracle.seedLinks.map { Array($0.utf8) } },
        dictionary: DeepLinkFuzzOracle.dictionary)
    return 0
}

/// libFuzzer calls this once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzSupport.bytes(data, size)
    if let problem = DeepLinkFuzzOracle.check(input, router: router).problem {
        FuzzSupport.fail(problem)
    }
    return 0
}
