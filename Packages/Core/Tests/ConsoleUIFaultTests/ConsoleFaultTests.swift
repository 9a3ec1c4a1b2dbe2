import ConsoleUI
import ConsoleUITestSupport
import Foundation
import Navigation
import NavigationModels
import Testing

/// The console under hostile input.
///
/// Megabyte lines, binary, tens of thousands of commands,
/// input that ends mid-line. No crash, one `error:` line per refused line, and memory that
/// does not grow with the number of commands.
@MainActor
@Suite struct ConsoleFaultTests {
    /// Runs a session over raw bytes, in script mode, not strict.
    private func run(_ bytes: [UInt8], app: FixtureApp = FixtureApp()) async -> (
        status: Int32, app: FixtureApp
    ) {
        let session = ConsoleSession(host: app.host, input: ConsoleInput(bytes: bytes), mode: .script)
        return (await session.run(), app)
    }

    @Test func aOneMegabyteLineIsRefusedInOneLineAndTheSessionGoesOn() async {
        let huge = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        let (status, app) = await run(Array("1\n".utf8) + huge + Array("\nwhere\n".utf8))
        #expect(status == 0)
        #expect(app.transcript.errorLines == ["error: line too long; the limit is 4096 bytes"])
        #expect(app.transcript.outputLines.last == "home: home > detail/1")
        // The echo of the long line is shortened; nothing near a megabyte is kept or printed.
        #expect(app.transcript.standardOutput.utf8.count < 10_000)
    }

    @Test func binaryInputIsRefusedLineByLineWithoutACrash() async {
        // 64 KiB from a fixed sequence (SplitMix64-style), so a failure replays.
        var seeded = UInt64(0x0B1A_A12E)
        var bytes: [UInt8] = []
        for _ in 0..<(64 * 1024) {
            seeded &+= 0x9E37_79B9_7F4A_7C15
            var mixed = seeded
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            bytes.append(UInt8(truncatingIfNeeded: mixed ^ (mixed >> 27)))
        }
        bytes.removeAll { $0 == UInt8(ascii: "q") }  // no accidental `quit` line
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        let (status, app) = await run(bytes + Array("\nwhere\n".utf8))
        #expect(status == 0)
        let errors = app.transcript.errorLines
        #expect(errors.allSatisfy { $0.hasPrefix("error: ") })
        #expect(errors.count <= lines + 1)
        #expect(app.transcript.outputLines.suffix(2).first == "> where")
        #expect(app.transcript.outputLines.last == app.root.locationDescription)
    }

    @Test func aLastLineWithoutANewlineStillRunsAndTheSessionEndsCleanly() async {
        let shutdowns = Tracker()
        let app = FixtureApp(
            configuration: ConsoleHostConfiguration(shutdown: { shutdowns.lines.append("shutdown") }))
        let (status, _) = await run(Array("2\n1\nwhe".utf8), app: app)
        #expect(status == 0)
        #expect(app.root.locationDescription == "home: home | sheet: sheet > detail/9")
        #expect(
            app.transcript.errorLines == [
                "error: unknown command 'whe'; did you mean 'where'? type 'help' for the list"
            ])
        #expect(shutdowns.lines == ["shutdown"])
    }

    @Test func thousandsOfCommandsKeepTheLogAndTheModelsBounded() async {
        // One round trip through every kind of screen change, ending where it started.
        let round = [
            "1", "back", "2", "dismiss", "6", "1", "3", "2", "where", "bogus", "log", "tab settings",
            "tab home",
        ]
        let discard = ConsoleOutput(standardOutput: { _ in }, standardError: { _ in })
        let root = NavigationRoot(
            tabs: [
                NavigationTab("home", root: Fixture.home), NavigationTab("settings", root: Fixture.settings),
            ],
            configuration: NavigationConfiguration(restorationKey: "fixture"))
        let host = ConsoleHost(root: root, output: discard, renderer: ConsoleRenderer())
        await host.start()
        func rounds(_ count: Int) async {
            for _ in 0..<count {
                for line in round { await host.execute(line) }
            }
        }
        await rounds(2_200)
        #expect(root.locationDescription == "home: home")
        #expect(host.log.lines.count == host.log.capacity)
        #expect(host.log.totalCount > 20_000)
        #expect(root.models.count <= 2)
        // Memory is measured where nothing else runs beside it: `make bench` compares the
        // console's peak resident set over 1,000 and 10,000 commands in a process of its own
        // (here, parallel tests made a process-wide figure grow by 24 MB in one CI run).
    }
}
