#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the monotonic clock in nanoseconds (a vDSO call: about 20 ns on Linux).
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
}

/// Hands a value to a function the optimiser cannot see into, so the work that produced
/// it is not removed as dead code.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// Stops the suite when a case's own sanity check fails.
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(BenchFailure) {
    if !condition { throw BenchFailure(message()) }
}
