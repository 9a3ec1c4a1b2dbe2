import EndToEndSupport
import Foundation
import Testing

/// The commands README.md and docs/*.md show exist: every `make` target is one the
/// Makefile has, and every path under Scripts/ is there.
@Suite("The commands in the documentation")
struct DocumentedCommandCheckTests {
    @Test("Every make target and script the file shows exists", arguments: DocumentationFile.all)
    func everyCommandExists(_ file: DocumentationFile) throws {
        var known: [String: Bool] = [:]
        for command in DocumentedCommand.commands(in: try file.text()) {
            let problem: String?
            switch command.kind {
            case .make(let target):
                if known[target] == nil {
                    let scaffolded = command.scaffolded.contains { target.hasSuffix("-" + $0) }
                    known[target] = try scaffolded || Self.makeHasTarget(target)
                }
                problem = known[target] == true ? nil : "the Makefile has no target '\(target)'"
            case .script(let path):
                let exists = FileManager.default.fileExists(
                    atPath: RepositoryLayout.root.appendingPathComponent(path).path)
                problem = exists ? nil : "\(path) does not exist"
            }
            if let problem {
                Issue.record(
                    "\(file.path):\(command.line): \(problem)",
                    sourceLocation: file.sourceLocation(line: command.line))
            }
        }
    }

    /// Whether `make -n TARGET` finds a rule: it plans the target without running it.
    private static func makeHasTarget(_ target: String) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["make", "-n", "--no-print-directory", target]
        process.currentDirectoryURL = RepositoryLayout.root
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return !message.contains("No rule to make target")
    }
}
