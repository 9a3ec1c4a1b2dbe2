import EndToEndSupport
import Foundation
import Testing

/// The same commands at any width (issue 41): the binary at 60 and 100 columns draws the
/// Orders split as one stack, at 160 as columns side by side, and each leaves the same saved
/// state, the same log and the same errors.
///
/// These tests need the release build (`make release-binary`); see ``ProcessTests``.
@Suite("The switchyard process at any width")
struct WidthProcessTests {
    /// Commands a person types, and the `where` line they end at.
    struct Script: CustomTestStringConvertible, Sendable {
        let name: String
        let commands: [String]
        let endsAt: String
        var testDescription: String { name }
    }

    /// What one run leaves behind.
    struct Run: Equatable {
        /// The state file, read as JSON (its key order is not fixed).
        let state: NSDictionary?
        /// The last `where` line.
        let location: String?
        /// What `log` printed at the end: navigation events and analytics, commands named.
        let log: [String]
        /// The `error:` and `notice:` lines.
        let errors: [String]
    }

    static let widths = [60, 100, 160]

    static let scripts = [
        Script(
            name: "A link to order 1001, signing in, then Cancel order and its confirmation",
            commands: ["open switchyard://orders/1001", "1", "3", "1", "tab orders"],
            endsAt: "orders: orders"),
        Script(
            name: "Down the columns to a product, then back through them and into another order",
            commands: ["tab orders", "1", "1", "1", "1", "2", "back", "back", "2", "1"],
            endsAt: "orders: orders ‖ orders/1002 ‖ orders/products/kettle"),
        Script(
            name: "Screens of the product column: an address, help, products, a product link",
            commands: [
                "open switchyard://orders/1001", "1", "4", "back", "5", "1", "2", "1", "3", "2",
                "open switchyard://orders/products/kettle", "1", "2",
            ],
            endsAt: "orders: orders ‖ orders/1001 ‖ orders/products/mug"),
    ]

    /// Runs `script`, then `where` and `log`, at `columns`, saving to a state file of its own.
    private static func run(_ script: Script, columns: Int) throws -> Run {
        let home = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-width")
        defer { try? FileManager.default.removeItem(at: home) }
        var process = SwitchyardProcess(executable: try SwitchyardProcess.locate(), home: home)
        process.columns = columns
        process.timeout = 20
        let stateFile = home.appendingPathComponent("state.json")
        let input = (script.commands + ["where", "log"]).map { $0 + "\n" }.joined()
        let result = try process.run(["--state", stateFile.path], input: input)
        #expect(!result.timedOut)
        #expect(result.status == 0)
        let output = result.standardOutput.lines
        let location = output.firstIndex(of: "> where").flatMap {
            output.indices.contains($0 + 1) ? $0 + 1 : nil
        }
        return Run(
            state: try JSONSerialization.jsonObject(with: Data(contentsOf: stateFile)) as? NSDictionary,
            location: location.map { output[$0] },
            log: Array(output.drop { $0 != "> log" }),
            errors: result.standardError.lines)
    }

    @Test(
        "The same commands leave the same state, log and errors at 60, 100 and 160 columns",
        arguments: scripts)
    func sameAtEveryWidth(_ script: Script) throws {
        let runs = try Self.widths.map { try Self.run(script, columns: $0) }
        let narrow = runs[0]
        #expect(narrow.state != nil)
        #expect(narrow.location == script.endsAt)
        #expect(narrow.errors.isEmpty)
        #expect(narrow.log.count > 1)
        for (width, run) in zip(Self.widths, runs).dropFirst() {
            #expect(
                run.state == narrow.state, "the state saved at \(width) columns is not the one saved at 60")
            #expect(run.location == narrow.location, "at \(width) columns")
            #expect(run.log == narrow.log, "the log at \(width) columns is not the one at 60")
            #expect(run.errors == narrow.errors, "at \(width) columns")
        }
    }
}
