import EndToEndSupport
import Foundation
import Testing

/// Bytes that come from data never reach the terminal as control characters.
@Suite("The switchyard process and control characters in its input")
struct ControlCharacterProcessTests {
    /// Whether text holds a C0 control other than newline, DEL, or a C1 control (ESC included).
    static func hasControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar != "\n" && scalar.properties.generalCategory == .control
        }
    }

    @Test("Links with escaped control characters, in each form, print only escaped text")
    func linksNeverWriteControlCharacters() throws {
        let home = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-control")
        defer { try? FileManager.default.removeItem(at: home) }
        let process = SwitchyardProcess(executable: try SwitchyardProcess.locate(), home: home)
        let links = [
            "switchyard://nowhere/%1B%5B2J%1B%5B31mRED",
            "https://switchyard.example/nowhere/a%0Ab%0Dc",
            "switchyard://home/page/%1B",
            "switchyard://orders/%C2%9B31m",
            "switchyard://home?q=%07bell",
            "SWITCHYARD://HOME/page/%7F",
            "switchyard://settings/support?order=%1B",
        ]
        let input = links.flatMap { ["open \($0)", "where", "log"] }.joined(separator: "\n") + "\n"
        let result = try process.run(
            ["--state", home.appendingPathComponent("state.json").path], input: input)

        #expect(result.status == 0)
        #expect(
            !Self.hasControlCharacter(result.standardOutput),
            "stdout: \(result.standardOutput.debugDescription)")
        #expect(
            !Self.hasControlCharacter(result.standardError),
            "stderr: \(result.standardError.debugDescription)")
        let errors = result.standardError.lines
        #expect(errors.count == links.count)
        #expect(errors.contains("error: no screen at 'nowhere/\\u{1b}[2J\\u{1b}[31mRED'"))
        #expect(errors.contains("error: malformed link: query item 'q' holds a control character"))
        // Every `where` is exactly one line: the screen it names is always home's.
        let lines = result.standardOutput.lines
        let answers = lines.indices.dropLast().filter { lines[$0] == "> where" }.map { lines[$0 + 1] }
        #expect(answers == Array(repeating: "home: home", count: links.count))
    }

    @Test("A bidi override or a zero-width space from a link is spelled out, so where reads as it is")
    func invisibleFormattingIsSpelledOut() throws {
        let home = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-control")
        defer { try? FileManager.default.removeItem(at: home) }
        let process = SwitchyardProcess(executable: try SwitchyardProcess.locate(), home: home)
        let input = "open switchyard://orders/products/%E2%80%AEabc%E2%80%8B\nwhere\nwhere -m\nlog\n"
        let result = try process.run(
            ["--state", home.appendingPathComponent("state.json").path], input: input)
        #expect(result.status == 0)
        for text in [result.standardOutput, result.standardError] {
            #expect(
                !text.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x200B },
                "\(text.debugDescription)")
        }
        let lines = result.standardOutput.lines
        let location = lines.firstIndex(of: "> where").map { lines[$0 + 1] }
        // A product link pushes the product where the person is: on Home. Its route id
        // percent-encodes the sku (as the link did), so nothing invisible reaches `where`.
        #expect(location == "home: home > orders/products/%E2%80%AEabc%E2%80%8B")
    }
}
