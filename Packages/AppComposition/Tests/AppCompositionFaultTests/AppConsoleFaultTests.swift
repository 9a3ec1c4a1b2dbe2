import AppComposition
import AppCompositionTestSupport
import AppLaunch
import ConsoleUI
import Foundation
import Navigation
import Testing

/// The real app's console under input that stops or misbehaves mid-journey.
@MainActor
@Suite struct AppConsoleFaultTests {
    let directory = temporaryDirectory()
    var path: String { directory + "/state.json" }

    /// Runs `switchyard --state PATH` the way `main` does, over raw input bytes.
    private func runSwitchyard(_ input: [UInt8], arguments: [String] = []) async -> (Int32, ConsoleTranscript)
    {
        let transcript = ConsoleTranscript()
        let status = await SwitchyardMain.run(
            ["--state", path] + arguments, output: transcript.output, input: ConsoleInput(bytes: input),
            environment: ["HOME": directory, "NO_COLOR": "1"])
        return (status, transcript)
    }

    /// The number of the first action whose label starts with `prefix` after `lines`.
    private func actionNumber(_ prefix: String, after lines: [String]) async throws -> Int {
        let harness = try await Harness()
        for line in lines { await harness.run(line) }
        return try #require(harness.labels.firstIndex { $0.hasPrefix(prefix) }) + 1
    }

    @Test func inputThatEndsInTheMiddleOfTheNewOrderWizardSavesAWholeSnapshotAndExitsZero() async throws {
        let newOrder = try await actionNumber("New order", after: ["tab orders"])
        // Into the wizard, pick the first product, then the input ends mid-line.
        let script = "tab orders\n\(newOrder)\n1\nwhere\nwhe"
        let (status, transcript) = await runSwitchyard(Array(script.utf8))
        #expect(status == 0)
        let whereLine = try #require(transcript.outputLines.last { $0.hasPrefix("orders: ") })
        #expect(whereLine.contains(" | sheet: "))
        #expect(
            transcript.errorLines == [
                "error: unknown command 'whe'; did you mean 'where'? type 'help' for the list"
            ])

        let app = try SwitchyardApp()
        let saved = try app.snapshotCoder.firstWindow(
            try #require(FileManager.default.contents(atPath: path)))
        #expect(saved.locationDescription == whereLine)

        // Orders are protected and sign-in is never saved: the next start asks first, on
        // Home, and signing in comes back to the same step.
        let next = try await Harness(statePath: path, arguments: [])
        #expect(next.location == "home: home | sheet: settings/signin | pending: orders")
        await next.run("1")
        #expect(next.location == whereLine)
        #expect(next.transcript.errorLines.isEmpty)
    }

    @Test func binaryInputToTheRealAppIsRefusedLineByLineAndStateStillSaves() async throws {
        var bytes: [UInt8] = []
        var state: UInt64 = 0xC0FF_EE00
        for _ in 0..<(16 * 1024) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes.append(UInt8(truncatingIfNeeded: state >> 56))
        }
        bytes.removeAll { $0 == UInt8(ascii: "q") }  // no accidental `quit`
        let (status, transcript) = await runSwitchyard(bytes + Array("\nwhere\n".utf8))
        #expect(status == 0)
        #expect(transcript.errorLines.allSatisfy { $0.hasPrefix("error: ") || $0.hasPrefix("notice: ") })
        let app = try SwitchyardApp()
        #expect(throws: Never.self) {
            try app.snapshotCoder.firstWindow(try #require(FileManager.default.contents(atPath: path)))
        }
    }
}
