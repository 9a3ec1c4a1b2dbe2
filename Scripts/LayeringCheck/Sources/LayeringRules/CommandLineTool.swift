import Foundation

/// The `check-layering` command: arguments in, lines and an exit status out.
///
/// Kept apart from `main.swift` so that tests can run it without a process.
public enum CommandLineTool {
    /// What a run prints and how it ends.
    public struct Outcome: Equatable, Sendable {
        /// 0: no violations; 1: violations; 2: bad arguments or an unreadable manifest.
        public var status: Int32
        /// Lines for standard output.
        public var output: [String]
        /// Lines for standard error.
        public var errors: [String]
    }

    /// The usage line.
    public static let usage = "usage: check-layering [REPOSITORY_ROOT]  (default: the current directory)"

    /// Runs the check on the repository named by `arguments` (the arguments after the
    /// program name), resolving a relative root against `currentDirectory`.
    public static func run(
        arguments: [String],
        currentDirectory: String,
        loader: any ManifestLoading = DumpPackageLoader()
    ) -> Outcome {
        if arguments == ["-h"] || arguments == ["--help"] {
            return Outcome(
                status: 0,
                output: [
                    usage,
                    "Checks every import in Packages/*, App and Tests against Switchyard's layering rules.",
                ],
                errors: [])
        }
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            return failure("unknown option '\(option)'; \(usage)")
        }
        guard arguments.count <= 1 else {
            return failure("expected at most one repository root, got \(arguments.count); \(usage)")
        }
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        let root = URL(fileURLWithPath: arguments.first ?? ".", relativeTo: base).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            return failure("'\(arguments.first ?? ".")' is not a directory; \(usage)")
        }

        let report: LayeringReport
        do {
            report = try LayeringChecker(root: root, loader: loader).check()
        } catch {
            return failure(String(describing: error))
        }
        if report.violations.isEmpty {
            return Outcome(status: 0, output: [report.summary], errors: [])
        }
        return Outcome(status: 1, output: [], errors: report.violations.map(\.description) + [report.summary])
    }

    private static func failure(_ message: String) -> Outcome {
        let oneLine = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        return Outcome(status: 2, output: [], errors: ["check-layering: error: \(oneLine)"])
    }
}
