/// A broken rule: which rule, and a message saying what to do about it.
public struct RuleFinding: Equatable, Sendable {
    /// The rule that is broken.
    public var rule: LayeringRule
    /// What is wrong, in one line.
    public var message: String

    /// Creates a finding.
    public init(rule: LayeringRule, message: String) {
        self.rule = rule
        self.message = message
    }
}
