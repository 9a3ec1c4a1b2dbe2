import Foundation
import Testing

/// A line of the engine's sources with the function it sits in.
private struct SourceLine {
    let file: String
    let number: Int
    let text: String
    let function: String
}

/// Reads `Sources/Navigation` and its folders, naming for each line the innermost `func` (or `init`) above it.
private func engineSources() throws -> [SourceLine] {
    let folder = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources/Navigation")
    // Sources sit in one folder per concept; each file is named by its path below the module.
    let files = try #require(FileManager.default.subpaths(atPath: folder.path()))
        .filter { $0.hasSuffix(".swift") }.sorted()
    var lines: [SourceLine] = []
    let declaration =
        /^\s*(?:@\w+\s+)*(?:(?:public|private|fileprivate|internal|static|mutating|override|convenience|nonisolated)\s+)*(func\s+(\w+)|init)\b/
    for file in files {
        let text = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
        var function = ""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let match = line.firstMatch(of: declaration) {
                function = match.output.2.map(String.init) ?? "init"
            }
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            lines.append(SourceLine(file: file, number: index + 1, text: String(code), function: function))
        }
    }
    return lines
}

/// The pipeline has one door, checked over the engine's sources.
///
/// Every change to the tree goes through `make`, the only caller of `write`, the only
/// function that assigns the stored state. A change made anywhere else would skip the
/// guards, the transaction or the reentrancy check.
@Suite struct OneDoorSourceTests {
    @Test func onlyWriteAssignsTheStoredState() throws {
        let assignment =
            /storedState\s*(?:\.[\w.\[\]]+\s*)?(?:=[^=]|\+=|-=)|&storedState|storedState\s*\.\s*\w+\s*\.(?:append|remove|insert)/
        let sources = try engineSources()
        #expect(sources.count > 1_000, "the engine's sources were not found")
        let writers = sources.filter { $0.text.contains(assignment) }
        let outside = writers.filter { $0.function != "write" && $0.function != "init" }
        #expect(
            outside.isEmpty,
            "storedState assigned outside write: \(outside.map { "\($0.file):\($0.number) in \($0.function)" })"
        )
        #expect(writers.contains { $0.function == "write" }, "write no longer assigns the stored state")
    }

    @Test func onlyMakeCallsWrite() throws {
        let call = /(?:^|[^\w.])write\s*(?:\{|\()/
        let callers = try engineSources().filter { $0.text.contains(call) && !$0.text.contains("func write") }
        let outside = callers.filter { $0.function != "make" }
        #expect(
            outside.isEmpty,
            "write called outside make: \(outside.map { "\($0.file):\($0.number) in \($0.function)" })")
        #expect(!callers.isEmpty, "make no longer calls write")
    }

    /// The entry points (an alert, dropping the pending request, a tap) go through `run`,
    /// which checks reentrancy and detached handles; only the pipeline's own steps, inside a
    /// run, hand an edit to `make`.
    @Test func onlyThePipelinesStepsMakeAnEdit() throws {
        let call = /(?:^|[^\w.])make(?:WhilePending)?\(\s*(?:\.|edit\b|$)/
        let steps: Set = [
            "commit", "make", "makeWhilePending", "holdForConfirmation", "holdForAccess",
            "returnToTheSendsTab",
            "runPending", "closeQuestions",
        ]
        let callers = try engineSources().filter {
            $0.text.contains(call) && !$0.text.contains("func make")
        }
        let outside = callers.filter { !steps.contains($0.function) }
        #expect(
            outside.isEmpty,
            "an edit made outside the pipeline: \(outside.map { "\($0.file):\($0.number) in \($0.function)" })"
        )
        #expect(callers.contains { $0.function == "commit" }, "commit no longer makes its edit")
    }

    @Test func theEngineHoldsNoUncheckedExclusivityOrUnsafePointers() throws {
        let unsafe = /@exclusivity|[Uu]nsafe\w*Pointer|withUnsafe\w+|unsafeBitCast|unsafeDowncast/
        let found = try engineSources().filter { $0.text.contains(unsafe) }
        #expect(found.isEmpty, "\(found.map { "\($0.file):\($0.number)" })")
    }
}
