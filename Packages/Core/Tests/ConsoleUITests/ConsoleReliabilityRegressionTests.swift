import ConsoleUI
import Testing

/// Console bugs the command-parser fuzz slice found, one focused test each.
@Suite struct ConsoleReliabilityRegressionTests {
    @Test func aCRLFInsideALineSeparatesWordsSoTheErrorStaysOnOneLine() throws {
        // "\r\n" is a single Character; it used to stay inside the word "3\r\ntap".
        #expect(throws: ConsoleCommandError.extraArgument(command: "tap", argument: "tap")) {
            try ConsoleCommand.parse("Tap 3\r\ntap")
        }
        #expect(try ConsoleCommand.parse("tab\r\nsettings") == .tab("settings"))
        #expect(
            try ConsoleCommand.parse(bytes: Array("open\r\nswitchyard://home".utf8))
                == .open("switchyard://home"))
    }
}
