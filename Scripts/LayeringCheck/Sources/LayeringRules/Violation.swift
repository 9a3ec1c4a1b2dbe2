import Foundation

/// One broken rule at one import.
public struct Violation: Equatable, Sendable, CustomStringConvertible {
    /// The file, relative to the repository root.
    public var file: String
    /// The 1-based line of the import.
    public var line: Int
    /// The rule that is broken.
    public var rule: LayeringRule
    /// What is wrong, in one line.
    public var message: String

    /// Creates a violation.
    public init(file: String, line: Int, rule: LayeringRule, message: String) {
        self.file = file
        self.line = line
        self.rule = rule
        self.message = message
    }

    /// The diagnostic line: `FILE:LINE: error: [RULE] MESSAGE`.
    public var description: String {
        "\(file):\(line): error: [\(rule.rawValue)] \(message)"
    }
}
