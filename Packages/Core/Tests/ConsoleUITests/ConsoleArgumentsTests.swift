import ConsoleUI
import Testing

@Suite("ConsoleArguments")
struct ConsoleArgumentsTests {
    @Test("No arguments mean an ordinary session")
    func noArguments() throws {
        #expect(try ConsoleArguments.parse([]) == ConsoleArguments())
    }

    @Test("Every option parses, with values as the next argument or after an equals sign")
    func everyOption() throws {
        let parsed = try ConsoleArguments.parse([
            "--script", "demo.txt", "--strict", "--open=switchyard://orders/1001", "--state", "/tmp/s.json",
            "--fresh",
        ])
        #expect(
            parsed
                == ConsoleArguments(
                    scriptPath: "demo.txt", isStrict: true, openURL: "switchyard://orders/1001",
                    statePath: "/tmp/s.json", isFresh: true))
        #expect(try ConsoleArguments.parse(["--help"]).showsHelp)
        #expect(try ConsoleArguments.parse(["-h"]).showsHelp)
        #expect(try ConsoleArguments.parse(["--version"]).showsVersion)
    }

    @Test("graph and audit run as subcommands when they come first")
    func subcommands() throws {
        #expect(try ConsoleArguments.parse(["graph"]).subcommand == .graph(.mermaid))
        #expect(try ConsoleArguments.parse(["graph", "dot"]).subcommand == .graph(.dot))
        // Found by a stranger: the console's `graph MERMAID` was taken, the command line's refused.
        #expect(try ConsoleArguments.parse(["graph", "DOT"]).subcommand == .graph(.dot))
        #expect(try ConsoleArguments.parse(["audit"]).subcommand == .audit)
    }

    @Test(
        "Bad command lines are refused with a one-line reason",
        arguments: [
            (["--bogus"], ConsoleArgumentsError.unknownArgument("--bogus")),
            (["stray"], .unknownArgument("stray")),
            (["--strict", "graph"], .unknownArgument("graph")),
            (["--script"], .missingValue(option: "--script")),
            (["--script", "--strict"], .valueLooksLikeAnOption(option: "--script", value: "--strict")),
            // Found by a stranger: a file named -x.json was said to be no value at all.
            (["--state", "-x.json"], .valueLooksLikeAnOption(option: "--state", value: "-x.json")),
            (["--open="], .emptyValue(option: "--open")),
            (["--state"], .missingValue(option: "--state")),
            // Found by a stranger: `--state ''` said only that the path is empty, without the usage.
            // And by another: `--open ''` said it had no value, though one was given.
            (["--state", ""], .emptyValue(option: "--state")),
            (["--open", ""], .emptyValue(option: "--open")),
            (["--strict=yes"], .unexpectedValue(option: "--strict", value: "yes")),
            (["--script", "a", "--script", "b"], .repeated(option: "--script")),
            (["graph", "svg"], .invalidGraphFormat("svg")),
            (["audit", "extra"], .unknownArgument("extra")),
            (["audit", "--script", "x"], .notWithSubcommand(option: "--script", subcommand: "audit")),
            (["graph", "--strict"], .notWithSubcommand(option: "--strict", subcommand: "graph")),
            // Found by a stranger: taken and ignored, as a subcommand starts no session.
            (["graph", "mermaid", "--fresh"], .notWithSubcommand(option: "--fresh", subcommand: "graph")),
            (["audit", "--state", "x.json"], .notWithSubcommand(option: "--state", subcommand: "audit")),
            (["audit", "--trace"], .notWithSubcommand(option: "--trace", subcommand: "audit")),
            // Found by a stranger: a byte that is not UTF-8 in `--open`'s link became U+FFFD and
            // opened another product than the one typed.
            (
                ["--open", "switchyard://orders/products/te\u{FFFD}a"],
                .unusableValue(
                    option: "--open",
                    reason: "'switchyard://orders/products/te\u{FFFD}a' holds U+FFFD, which stands for bytes "
                        + "that are not UTF-8: give it as UTF-8 text")
            ),
        ])
    func refusesBadArguments(arguments: [String], expected: ConsoleArgumentsError) {
        #expect(throws: expected) { try ConsoleArguments.parse(arguments) }
        #expect(!expected.description.contains("\n"))
    }

    @Test("A value that starts with '-' is given after '=', as the refusal says")
    func aValueThatStartsWithADashGoesAfterTheEqualsSign() throws {
        #expect(
            ConsoleArgumentsError.valueLooksLikeAnOption(option: "--state", value: "-x.json").description
                == "--state needs a value; '-x.json' reads as an option (write --state=-x.json to give it as the value)"
        )
        #expect(try ConsoleArguments.parse(["--state=-x.json"]).statePath == "-x.json")
        // Found by a stranger: the hint sent `--script -` to `--script=-`, which reads the same file.
        #expect(try ConsoleArguments.parse(["--script", "-"]).scriptPath == "-")
    }

    @Test("The usage names every option and the subcommands")
    func usageText() {
        let usage = ConsoleArguments.usage(program: "switchyard")
        for word in [
            "--script FILE", "--strict", "--open URL", "--state PATH", "--fresh", "--help", "--version",
            "switchyard graph [mermaid|dot]", "switchyard audit",
        ] {
            #expect(usage.contains(word), "usage misses \(word)")
        }
        #expect(usage.hasPrefix("usage: switchyard "))
        #expect(usage.hasSuffix("\n"))
    }
}
