import EndToEndSupport
import Testing

/// Input a `.txt` scenario cannot (or should not) hold, fed to a real session byte by byte
/// through `ConsoleInput(bytes:)`: invalid UTF-8, over-long lines, CR LF endings, a last
/// line without its newline.
@Suite("Raw console input reaching a session")
@MainActor
struct RawInputTests {
    /// The transcript after the first screen: from the first echoed command on.
    private func commandsAndOutput(_ bytes: [UInt8], arguments: [String] = []) async throws -> (
        Int32, [String]
    ) {
        let (status, text) = try await ScenarioRunner().run(rawInput: bytes, arguments: arguments)
        let lines = text.lines
        let first = lines.firstIndex { $0.hasPrefix("> ") } ?? lines.endIndex
        return (status, Array(lines[first...]))
    }

    @Test("Invalid UTF-8 is refused with one error line and the session goes on")
    func invalidUTF8IsRefused() async throws {
        let bytes: [UInt8] =
            Array("w".utf8) + [0xFF, 0xFE] + Array("re\n".utf8) + [0xC3] + Array("\nwhere\n".utf8)
        let (status, lines) = try await commandsAndOutput(bytes)
        #expect(status == 0)
        #expect(
            lines == [
                "> w\u{FFFD}\u{FFFD}re",
                "error: line is not valid UTF-8; nothing was run",
                "> \u{FFFD}",
                "error: line is not valid UTF-8; nothing was run",
                "> where",
                "home: home",
            ])
    }

    @Test("A line over 4096 bytes is refused, echoed shortened, and the rest of it is skipped")
    func overlongLineIsRefused() async throws {
        let long = String(repeating: "x", count: 5000)
        let (status, lines) = try await commandsAndOutput(Array("\(long)\nwhere\n".utf8))
        #expect(status == 0)
        #expect(
            lines == [
                "> " + String(repeating: "x", count: 80) + "…",
                "error: line too long; the limit is 4096 bytes",
                "> where",
                "home: home",
            ])
    }

    @Test("A line of exactly 4096 bytes is read whole; an over-long link is the router's to refuse")
    func lineAtTheLimitIsRead() async throws {
        let prefix = "open switchyard://home/"
        let line = prefix + String(repeating: "a", count: 4096 - prefix.utf8.count)
        let (status, lines) = try await commandsAndOutput(Array("\(line)\nwhere\n".utf8))
        #expect(status == 0)
        #expect(
            lines == [
                "> " + line,
                "error: link is \(line.utf8.count - "open ".utf8.count) bytes long; the limit is 2048 bytes",
                "> where",
                "home: home",
            ])
    }

    @Test("CR LF line endings and a last line without a newline are read as ordinary lines")
    func lineEndingsAreTolerated() async throws {
        let (status, lines) = try await commandsAndOutput(Array("10\r\nwhere\r\nback\r\nwhere".utf8))
        #expect(status == 0)
        #expect(lines.contains("> where"))
        #expect(lines.filter { $0.hasPrefix("> ") } == ["> 10", "> where", "> back", "> where"])
        #expect(lines.contains("home: home > home/page/2"))
        #expect(lines.last == "home: home")
        #expect(!lines.contains { $0.hasPrefix("error:") })
    }

    @Test("Under --strict, invalid UTF-8 ends the script with status 1")
    func strictStopsAtInvalidUTF8() async throws {
        let bytes: [UInt8] = [0xFF] + Array("\nwhere\n".utf8)
        let (status, lines) = try await commandsAndOutput(bytes, arguments: ["--strict"])
        #expect(status == 1)
        #expect(lines == ["> \u{FFFD}", "error: line is not valid UTF-8; nothing was run"])
    }
}
