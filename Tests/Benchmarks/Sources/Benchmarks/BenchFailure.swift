/// A failure that stops the suite: a case that did not do what it measures.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
