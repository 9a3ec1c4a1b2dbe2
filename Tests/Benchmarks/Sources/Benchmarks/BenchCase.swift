/// One benchmark: a body that performs `n` operations and returns the nanoseconds that
/// count (set-up done between operations is excluded by the body itself).
struct BenchCase {
    /// The name written to the table and to `bench-results.json`.
    let name: String
    /// Where the table prints the case.
    let kind: CaseKind
    /// What one operation is, in a few words.
    let summary: String
    /// The floor the case is compared with; `nil` when no floor means anything (a whole process).
    let floor: Floor?
    /// The naive baseline doing the same job, when there is one.
    let baseline: String?
    /// Runs `n` operations and returns the measured nanoseconds.
    ///
    /// The loop is inside the body, so an async body costs one async call per batch, not per
    /// operation.
    let body: @MainActor (Int) async throws -> UInt64

    init(
        _ name: String, _ kind: CaseKind, _ summary: String, floor: Floor?, baseline: String? = nil,
        body: @escaping @MainActor (Int) async throws -> UInt64
    ) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.floor = floor
        self.baseline = baseline
        self.body = body
    }

    /// A case whose operations need no set-up between them: the whole loop is timed.
    static func batch(
        _ name: String, _ kind: CaseKind, _ summary: String, floor: Floor?, baseline: String? = nil,
        _ operation: @escaping @MainActor (Int) throws -> Void
    ) -> BenchCase {
        BenchCase(name, kind, summary, floor: floor, baseline: baseline) { count in
            let start = monotonicNanoseconds()
            for index in 0..<count { try operation(index) }
            return monotonicNanoseconds() &- start
        }
    }

    /// A case that needs set-up before each operation: only `operation` is timed, one clock
    /// read on each side (about 40 ns in all, small next to the operations timed this way).
    static func timedEach(
        _ name: String, _ kind: CaseKind, _ summary: String, floor: Floor?, baseline: String? = nil,
        prepare: @escaping @MainActor (Int) throws -> Void,
        _ operation: @escaping @MainActor (Int) throws -> Void
    ) -> BenchCase {
        BenchCase(name, kind, summary, floor: floor, baseline: baseline) { count in
            var total: UInt64 = 0
            for index in 0..<count {
                try prepare(index)
                let start = monotonicNanoseconds()
                try operation(index)
                total &+= monotonicNanoseconds() &- start
            }
            return total
        }
    }
}
