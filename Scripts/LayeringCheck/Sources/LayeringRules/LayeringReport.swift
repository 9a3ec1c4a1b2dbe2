import Foundation

/// The outcome of a check.
public struct LayeringReport: Equatable, Sendable {
    /// How many local packages were checked.
    public var packageCount: Int
    /// How many Swift source files were scanned.
    public var fileCount: Int
    /// How many import declarations were checked.
    public var importCount: Int
    /// Every violation, ordered by file and line.
    public var violations: [Violation]

    /// One line saying what was checked and whether anything is wrong.
    public var summary: String {
        let counts =
            "\(plural(packageCount, "package")), \(plural(fileCount, "file")), "
            + "\(plural(importCount, "import")) checked"
        if violations.isEmpty {
            return "layering: \(counts); no violations"
        }
        return "layering: \(plural(violations.count, "violation")) (\(counts))"
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
