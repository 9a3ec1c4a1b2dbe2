/// One `import` declaration found in a source file.
public struct ImportStatement: Equatable, Sendable {
    /// The imported module: the first component of the import path (`Foundation` for
    /// `import struct Foundation.URL`).
    public var module: String
    /// The 1-based line the declaration is on.
    public var line: Int

    /// Creates an import of `module` on `line`.
    public init(module: String, line: Int) {
        self.module = module
        self.line = line
    }
}
