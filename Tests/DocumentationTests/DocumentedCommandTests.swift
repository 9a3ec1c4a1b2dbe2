import Testing

@Suite("Finding the commands the documentation shows")
struct DocumentedCommandTests {
    @Test("A make target in inline code is found, and prose is not read as a command")
    func aMakeTargetInInlineCodeIsFoundAndProseIsNot() {
        let commands = DocumentedCommand.commands(in: "Run `make test`, which can make the tree green.")
        #expect(commands.map(\.kind) == [.make(target: "test")])
    }

    @Test("Targets in a shell block are found with their lines, arguments left out")
    func targetsInAShellBlockAreFoundWithTheirLines() {
        let text = "intro\n```sh\nmake run ARGS=--trace\nmake bench   # slow\n```\n"
        let commands = DocumentedCommand.commands(in: text)
        #expect(commands.map(\.kind) == [.make(target: "run"), .make(target: "bench")])
        #expect(commands.map(\.line) == [3, 4])
    }

    @Test("Placeholders are not commands", arguments: ["`make test-NAME`", "`make run-<prefix>`"])
    func placeholdersAreNotCommands(_ text: String) {
        #expect(DocumentedCommand.commands(in: text).isEmpty)
    }

    @Test("Swift blocks are not read for commands")
    func swiftBlocksAreNotRead() {
        #expect(DocumentedCommand.commands(in: "```swift\nlet make = 1; make bench\n```\n").isEmpty)
    }

    @Test("A path under Scripts is found without trailing punctuation")
    func aScriptPathIsFound() {
        let commands = DocumentedCommand.commands(
            in: "See `Scripts/new-feature NAME`, or `Scripts/Templates/Feature/`.")
        #expect(
            commands.map(\.kind) == [
                .script(path: "Scripts/new-feature"), .script(path: "Scripts/Templates/Feature"),
            ])
    }

    @Test("A feature scaffolded earlier in the block is known to the lines after it")
    func aScaffoldedFeatureIsKnownToTheLinesAfterIt() {
        let text = "```sh\nmake run-loyalty\nScripts/new-feature Loyalty\nmake run-loyalty\n```\n"
        let runs = DocumentedCommand.commands(in: text).filter { $0.kind == .make(target: "run-loyalty") }
        #expect(runs.map(\.scaffolded) == [[], ["loyalty"]])
    }
}
