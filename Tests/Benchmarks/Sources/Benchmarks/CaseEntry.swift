import Foundation

/// A case before its set-up: building it fills its stacks, registers its patterns and so on,
/// so the suite builds each case just before measuring it and drops it afterwards.
struct CaseEntry {
    let name: String
    let build: @MainActor () throws -> BenchCase

    init(_ name: String, _ build: @escaping @MainActor () throws -> BenchCase) {
        self.name = name
        self.build = build
    }
}
