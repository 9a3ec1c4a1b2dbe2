import Testing

/// How a scenario's `.txt` file becomes sessions: commands, comments and directives.
@Suite("ScenarioScript")
struct ScenarioScriptTests {
    @Test("Commands are kept exactly, blank lines included, and comments describe the scenario")
    func commandsAndComments() throws {
        let script = try ScenarioScript(parsing: "# What it shows.\n#\n1\n\n  where \nback\n")
        #expect(script.sessions.count == 1)
        #expect(script.sessions[0].lines == ["1", "", "  where ", "back"])
        #expect(script.comments == ["What it shows.", ""])
        #expect(!script.listsFiles)
    }

    @Test("Directives set up the first session, restart starts another, and files comes last")
    func directives() throws {
        let text = """
            # A restart.
            #! args: --open switchyard://home/page/2
            #! state-file: saved.json
            where
            #! restart --fresh
            #! state-file: other.json
            back
            #! files
            """
        let script = try ScenarioScript(parsing: text)
        #expect(script.sessions.count == 2)
        #expect(script.sessions[0].arguments == ["--open", "switchyard://home/page/2"])
        #expect(script.sessions[0].fixture == "saved.json")
        #expect(
            script.sessions[0].directives == [
                "#! args: --open switchyard://home/page/2", "#! state-file: saved.json",
            ])
        #expect(script.sessions[1].arguments == ["--fresh"])
        #expect(script.sessions[1].directives == ["#! restart --fresh", "#! state-file: other.json"])
        #expect(script.sessions[1].lines == ["back"])
        #expect(script.fixtures == ["saved.json", "other.json"])
        #expect(script.listsFiles)
    }

    @Test(
        "A misplaced or unknown directive is refused with its line number",
        arguments: [
            ("where\n#! args: --fresh\n", 2),
            ("#! args: --fresh\n#! args: --strict\n", 2),
            ("#! args:\n", 1),
            ("where\n#! state-file: x.json\n", 2),
            ("#! state-file: ../x.json\n", 1),
            ("#! files\nwhere\n", 2),
            ("#! files\n#! restart\n", 2),
            ("#! files now\n", 1),
            ("#! pause\n", 1),
            ("#! args: --state /tmp/x.json\n", 1),
            ("#! args: audit\n", 1),
        ])
    func refusals(_ text: String, line: Int) {
        #expect {
            try ScenarioScript(parsing: text)
        } throws: { error in
            (error as? ScenarioScript.Problem)?.line == line
        }
    }
}
