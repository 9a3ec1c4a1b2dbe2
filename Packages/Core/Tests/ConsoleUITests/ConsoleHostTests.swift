import ConsoleUI
import ConsoleUITestSupport
import Foundation
import Navigation
import NavigationSnapshots
import NavigationTesting
import ReliabilitySupport
import Testing

@MainActor
@Suite("ConsoleHost")
struct ConsoleHostTests {
    @Test("Starting prints the front-most screen once")
    func startPrintsFirstScreen() async {
        let app = FixtureApp()
        await app.host.start()
        #expect(
            app.transcript.standardOutput == """
                home: home
                Home
                  Count: 0
                [1] Detail 1
                [2] Sheet
                [3] Cover
                [4] Count
                [5] Nothing
                [6] Ask

                """)
        #expect(app.transcript.standardError.isEmpty)
        #expect(app.host.renderCount == 1)
    }

    @Test(
        "A scripted session moves through stacks, sheets, covers and tabs, with the where line after each step"
    )
    func scriptedSession() async {
        let app = await FixtureApp().started()
        let steps: [(String, String)] = [
            ("1", "home: home > detail/1"),
            ("tap 1", "home: home > detail/1 > detail/2"),
            ("back", "home: home > detail/1"),
            ("back", "home: home"),
            ("2", "home: home | sheet: sheet"),
            ("1", "home: home | sheet: sheet > detail/9"),
            ("back", "home: home | sheet: sheet"),
            ("back", "home: home"),
            ("2", "home: home | sheet: sheet"),
            ("dismiss", "home: home"),
            ("3", "home: home | cover: cover"),
            ("2", "home: home"),
            ("tab settings", "settings: settings"),
            ("tab home", "home: home"),
            // A tab's name in any case, as the command words are (a stranger typed `TAB ORDERS`).
            ("TAB SETTINGS", "settings: settings"),
            ("tab Home", "home: home"),
        ]
        for (command, expected) in steps {
            #expect(await app.host.execute(command) == .completed, "\(command)")
            app.transcript.reset()
            #expect(await app.host.execute("where") == .completed)
            #expect(app.transcript.standardOutput == expected + "\n", "after \(command)")
            #expect(app.root.locationDescription == expected)
        }
        #expect(app.transcript.standardError.isEmpty)
    }

    @Test("A long stack is abbreviated on screens and in where, and where --full prints it whole")
    func longStacksAreAbbreviated() async {
        let app = await FixtureApp().started()
        for _ in 0..<11 { await app.host.execute("1") }
        // Home, then detail/1 to detail/11: the first, a count, and the last seven.
        let last = (5...11).map { "detail/\($0)" }.joined(separator: " > ")
        let short = "home: home > … 4 more … > " + last
        #expect(app.transcript.outputLines.suffix(4).first == short)
        app.transcript.reset()
        await app.host.execute("where")
        await app.host.execute("where --full")
        await app.host.execute("where -m full")
        let lines = app.transcript.outputLines
        #expect(lines.count == 3)
        #expect(lines.first == short)
        #expect(lines.dropFirst().first == app.root.locationDescription)
        #expect(lines.last?.components(separatedBy: " > ").count == 12)
        #expect(lines.last?.contains("…") == false)
        #expect(app.transcript.standardError.isEmpty)
    }

    @Test("Each navigation prints the new screen under its location line")
    func navigationPrintsNewScreen() async {
        let app = await FixtureApp().started()
        await app.host.execute("1")
        #expect(app.transcript.outputLines == ["home: home > detail/1", "Detail 1", "[1] Next", "[2] Back"])
    }

    @Test(
        "Failures write one error line to stderr and change nothing",
        arguments: [
            ("frobnicate", "error: unknown command 'frobnicate'; type 'help' for the list"),
            ("9", "error: no action 9; this screen has 6"),
            ("back", "error: nothing to go back to"),
            ("dismiss", "error: nothing to dismiss"),
            ("tab orders", "error: no tab named 'orders'; tabs: home, settings"),
            ("open switchyard://home", "error: no deep-link router is configured"),
            ("graph", "error: graph is not configured yet"),
            ("audit", "error: audit is not configured yet"),
            ("save", "error: save is not configured yet"),
            ("state", "error: state is not configured yet"),
            ("", "error: empty line; type a command, or 'help' for the list"),
            ("tap", "error: 'tap' needs an argument: tap N"),
        ])
    func failuresLeaveStateUnchanged(command: String, message: String) async {
        let app = await FixtureApp().started()
        let state = app.root.state
        let renders = app.host.renderCount
        #expect(await app.host.execute(command) == .failed)
        #expect(app.transcript.errorLines == [message])
        #expect(app.transcript.standardOutput.isEmpty)
        #expect(app.root.state == state)
        #expect(app.host.renderCount == renders)
        #expect(await app.host.execute("1") == .completed)
        #expect(app.root.locationDescription == "home: home > detail/1")
    }

    @Test("A link the engine refuses reports the engine's reason and changes nothing")
    func engineRefusal() async {
        let app = await FixtureApp().started()
        await app.host.execute("3")
        let state = app.root.state
        app.transcript.reset()
        #expect(await app.host.execute("1") == .failed)
        #expect(
            app.transcript.errorLines == [
                "error: cover is a plain presentation and cannot push; present it managed to push"
            ])
        #expect(app.root.state == state)
        #expect(app.root.locationDescription == "home: home | cover: cover")
    }

    @Test("Links navigate with the navigator that owns the screen")
    func linksUseOwningNavigator() async {
        let app = await FixtureApp().started()
        await app.host.execute("2")
        await app.host.execute("1")
        #expect(app.root.state.routeIDsByLayer["home/1"] == ["sheet", "detail/9"])
        #expect(app.root.state.routeIDsByLayer["home"] == ["home"])
    }

    @Test("An alert renders above the screen, taps choose its actions, and the handler runs")
    func alertRenderingAndChoosing() async {
        let app = await FixtureApp().started()
        #expect(await app.host.execute("6") == .completed)
        #expect(
            app.transcript.outputLines == [
                "home: home | alert: home/ask", "Alert: Delete everything?", "  This cannot be undone.",
                "[1] Cancel (cancel)", "[2] Delete (destructive)",
            ])
        app.transcript.reset()
        #expect(await app.host.execute("3") == .failed)
        #expect(app.transcript.errorLines == ["error: the alert has no action 3; it has 2"])
        #expect(app.root.locationDescription == "home: home | alert: home/ask")
        app.transcript.reset()
        #expect(await app.host.execute("2") == .completed)
        #expect(app.tracker.lines == ["chose delete"])
        #expect(app.root.locationDescription == "home: home")
        #expect(app.transcript.outputLines.first == "home: home")
        #expect(app.transcript.outputLines.contains("[6] Ask"))
    }

    @Test("back and dismiss close a showing alert without choosing an action")
    func backClosesAlert() async {
        let app = await FixtureApp().started()
        await app.host.execute("1")
        let tracker = app.tracker
        for command in ["back", "dismiss"] {
            app.root.front.showAlert(
                NavigationAlert(id: "x", title: "X", actions: [.init("Go") { tracker.lines.append("go") }]))
            #expect(await app.host.execute(command) == .completed)
            #expect(app.root.locationDescription == "home: home > detail/1")
        }
        #expect(!app.tracker.lines.contains("go"))
    }

    @Test("Only the screen in front shows an alert, and its actions are the ones tapped")
    func frontMostAlertWins() async throws {
        let app = await FixtureApp().started()
        await app.host.execute("2")
        let tab = app.root.handle(for: app.root.state.tabs[0].stack.entries[0].id)
        let sheet = app.root.front
        #expect(
            tab.showAlert(NavigationAlert(id: "below", title: "Below", actions: [.init("Below action")]))
                == .refused(.notOnTop(route: "home")))
        sheet.showAlert(NavigationAlert(id: "above", title: "Above", actions: [.init("Above action")]))
        app.transcript.reset()
        #expect(await app.host.execute("where") == .completed)
        #expect(app.transcript.outputLines.contains("Alert: Above"))
        #expect(app.transcript.outputLines.contains("[1] Above action"))
        #expect(await app.host.execute("1") == .completed)
        #expect(app.root.state.tabs[0].layers.allSatisfy { $0.alert == nil })
        #expect(!app.transcript.outputLines.contains("Alert: Below"))
    }

    @Test("A model change made by an action re-renders the screen")
    func modelChangeRerenders() async {
        let app = await FixtureApp().started()
        let renders = app.host.renderCount
        #expect(await app.host.execute("4") == .completed)
        #expect(app.host.renderCount == renders + 1)
        #expect(app.transcript.outputLines.contains("  Count: 1"))
    }

    @Test("A change the screen does not show prints nothing")
    func anUnshownChangeDoesNotRerender() async {
        // Found by a stranger: a wizard step's model keeps its copy of the flow, and the
        // screen came again unchanged, or not, as the step's work raced the next command.
        let app = await FixtureApp().started()
        let renders = app.host.renderCount
        let printed = app.transcript.outputLines.count
        app.host.environment = app.host.environment
        #expect(app.host.needsRender)
        await app.host.renderIfNeeded()
        #expect(app.host.renderCount == renders)
        #expect(app.transcript.outputLines.count == printed)
        #expect(!app.host.needsRender)
    }

    @Test("A command that changes nothing does not re-render")
    func unchangedDoesNotRerender() async {
        let app = await FixtureApp().started()
        let renders = app.host.renderCount
        for command in ["5", "where", "help", "log", "tab home", "frobnicate"] {
            await app.host.execute(command)
        }
        #expect(app.host.renderCount == renders)
        #expect(!app.transcript.outputLines.contains("Home"))
        #expect(!app.host.needsRender)
    }

    @Test("A change made between commands is shown before the next command runs")
    func changeBetweenCommandsIsShown() async {
        let app = await FixtureApp().started()
        app.root.push(Fixture.detail(3))
        #expect(app.host.needsRender)
        await app.host.execute("where")
        #expect(
            app.transcript.outputLines == [
                "home: home > detail/3", "Detail 3", "[1] Next", "[2] Back", "home: home > detail/3",
            ])
    }

    @Test("onAppear runs once each time a screen's entry becomes the front-most")
    func onAppearRunsWhenEntryComesToFront() async {
        let app = FixtureApp()
        await app.host.start()
        #expect(app.tracker.lines == ["appear home"])
        for command in ["4", "5", "where", "1", "back", "tab settings", "tab home"] {
            await app.host.execute(command)
        }
        #expect(
            app.tracker.lines == [
                "appear home", "appear detail/1", "appear home", "appear settings", "appear home",
            ])
    }

    @Test("Changes made by onAppear are shown in the same render")
    func onAppearChangesAreRendered() async {
        let root = NavigationRoot(root: Fixture.home)
        let transcript = ConsoleTranscript()
        let host = ConsoleHost(root: root, output: transcript.output, renderer: ConsoleRenderer())
        struct Pusher: ConsoleScreenProviding {
            var routeID: String { "pusher" }
            static var codingName: String { "ConsoleTest.Pusher" }
            @MainActor func screen(in context: ScreenContext) -> Screen {
                Screen("Pusher").onAppear { context.handle.push(Fixture.detail(1)) }
            }
        }
        root.push(Pusher())
        await host.start()
        #expect(host.renderCount == 1)
        #expect(transcript.outputLines.first == "main: home > pusher > detail/1")
    }

    @Test("Outgoing links go through the app's redirect")
    func outgoingLinks() async {
        let root = NavigationRoot(root: Fixture.home)
        root.setRedirect(FixtureRedirect())
        struct Launcher: ConsoleScreenProviding {
            var routeID: String { "launcher" }
            static var codingName: String { "ConsoleTest.Launcher" }
            @MainActor func screen(in context: ScreenContext) -> Screen {
                Screen("Launcher") {
                    NavigationLink("Detail 4", to: ShowDetail(number: 4))
                    NavigationLink("Detail 6 in a sheet", to: ShowDetail(number: 6), method: .present(.sheet))
                }
            }
        }
        root.push(Launcher())
        let transcript = ConsoleTranscript()
        let host = ConsoleHost(root: root, output: transcript.output, renderer: ConsoleRenderer())
        await host.start()
        await host.execute("1")
        #expect(root.locationDescription == "main: home > launcher > detail/4")
        await host.execute("back")
        await host.execute("2")
        #expect(root.locationDescription == "main: home > launcher | sheet: detail/6")
    }

    @Test("Actions can await, as flows do")
    func actionsCanAwait() async {
        let root = NavigationRoot(root: Fixture.home)
        struct Waiter: ConsoleScreenProviding {
            var routeID: String { "waiter" }
            static var codingName: String { "ConsoleTest.Waiter" }
            @MainActor func screen(in context: ScreenContext) -> Screen {
                Screen("Waiter") {
                    Action("Wait, then push") {
                        await Task.yield()
                        try? await Task.sleep(for: .milliseconds(1))
                        context.handle.push(Fixture.detail(2))
                    }
                }
            }
        }
        root.push(Waiter())
        let transcript = ConsoleTranscript()
        let host = ConsoleHost(root: root, output: transcript.output, renderer: ConsoleRenderer())
        await host.start()
        #expect(await host.execute("1") == .completed)
        #expect(root.locationDescription == "main: home > waiter > detail/2")
        #expect(transcript.outputLines.contains("Detail 2"))
    }

    @Test("The configured services answer open, graph, audit, save and state")
    func configuredServices() async throws {
        struct LinkError: Error, CustomStringConvertible {
            var description: String { "unknown link path 'nowhere'" }
        }
        var configuration = ConsoleHostConfiguration()
        configuration.openURL = { url, _ in
            guard url == "switchyard://detail/7" else { throw LinkError() }
            return .applied
        }
        configuration.graph = { format in "graph in \(format)" }
        configuration.audit = { (ok: false, report: "1 destination has no provider") }
        configuration.save = { "saved to /tmp/state.json" }
        configuration.snapshotCoder = NavigationSnapshotCoder(registry: FixtureApp.registry)
        let app = await FixtureApp(configuration: configuration).started()

        #expect(await app.host.execute("open switchyard://detail/7") == .completed)
        #expect(await app.host.execute("open switchyard://nowhere") == .failed)
        #expect(app.transcript.errorLines == ["error: unknown link path 'nowhere'"])
        app.transcript.reset()

        #expect(await app.host.execute("graph dot") == .completed)
        #expect(await app.host.execute("save") == .completed)
        #expect(app.transcript.outputLines == ["graph in dot", "saved to /tmp/state.json"])
        app.transcript.reset()

        #expect(await app.host.execute("audit") == .failed)
        #expect(app.transcript.outputLines == ["1 destination has no provider"])
        #expect(app.transcript.errorLines == ["error: audit found problems (see the report above)"])
        app.transcript.reset()

        await app.host.execute("1")
        app.transcript.reset()
        #expect(await app.host.execute("state") == .completed)
        let coder = NavigationSnapshotCoder(registry: FixtureApp.registry)
        let (decoded, dropped) = try coder.decodeWindowsTolerantly(Data(app.transcript.standardOutput.utf8))
        #expect(dropped.isEmpty)
        #expect(decoded == NavigationWindows(states: [app.root.state], focused: 0))
        #expect(decoded.states.first?.locationDescription == "home: home > detail/1")
    }

    @Test("Opening a URL at start runs before the first screen is printed")
    func startOpeningURL() async {
        var configuration = ConsoleHostConfiguration()
        let root = NavigationRoot(root: Fixture.home)
        configuration.openURL = { _, _ in
            root.push(Fixture.detail(8))
            return .applied
        }
        let transcript = ConsoleTranscript()
        let host = ConsoleHost(
            root: root, configuration: configuration, output: transcript.output, renderer: ConsoleRenderer())
        #expect(await host.start(openingURL: "switchyard://detail/8") == .completed)
        #expect(host.renderCount == 1)
        #expect(transcript.outputLines.first == "main: home > detail/8")
    }

    @Test("log prints recent navigation events and recorded lines")
    func logPrintsEvents() async {
        let app = await FixtureApp().started()
        app.host.log.record("analytics: hello")
        await app.host.execute("1")
        app.transcript.reset()
        await app.host.execute("log")
        #expect(
            app.transcript.outputLines == [
                "analytics: hello", "[info] push home: push detail/1  [command: tap 1]",
            ])
    }

    @Test("Screens built for provided, not found, unprovided and plain destinations")
    func resolvesSpecialDestinations() async {
        let app = await FixtureApp().started()
        app.root.push(SharedFixture.item(3))
        await app.host.execute("where")
        #expect(app.transcript.outputLines.contains("Detail 3"))
        app.transcript.reset()
        app.root.push(SharedFixture.missing)
        await app.host.execute("where")
        #expect(
            app.transcript.outputLines == [
                "home: home > shared/item/3 > shared/missing", "Not available yet",
                "  No provider is registered for 'shared/missing'.", "[1] Back",
                "home: home > shared/item/3 > shared/missing",
            ])
        await app.host.execute("1")
        #expect(app.root.locationDescription == "home: home > shared/item/3")
    }

    @Test("quit ends the session")
    func quit() async {
        let app = await FixtureApp().started()
        #expect(await app.host.execute("quit") == .quit)
        #expect(app.transcript.standardOutput.isEmpty)
    }

    @Test("Raw lines that are too long or not UTF-8 are refused with one error line")
    func refusesBadBytes() async {
        let app = await FixtureApp().started()
        #expect(await app.host.execute(bytes: [0x62, 0x61, 0x63, 0x6B, 0xFE]) == .failed)
        #expect(await app.host.execute(bytes: [UInt8](repeating: 0x20, count: 5000)) == .failed)
        #expect(
            app.transcript.errorLines == [
                "error: line is not valid UTF-8; nothing was run",
                "error: line too long; the limit is 4096 bytes",
            ])
        #expect(app.root.locationDescription == "home: home")
    }

    @Test("The host installs its log as the root's event sink and forwards events")
    func forwardsEvents() async {
        let root = NavigationRoot(root: Fixture.home)
        let recorder = NavigationEventRecorder()
        let host = ConsoleHost(
            root: root, output: ConsoleTranscript().output, renderer: ConsoleRenderer(),
            forwardingSink: recorder)
        root.push(Fixture.detail(1))
        #expect(host.log.lines == ["[info] push main: push detail/1"])
        #expect(recorder.events.map(\.message) == ["push detail/1"])
    }
}

/// A split tab on a wide console and on a narrow one.
///
/// Wide, its columns sit side by side; narrow, its front screen shows alone. Either way the
/// front screen's actions are numbered from 1, so the same taps leave the same state.
@MainActor
@Suite("ConsoleHost with a split tab")
struct ConsoleHostSplitTests {
    @Test("A wide console numbers the front column from 1 and the other columns after it")
    func wideSplit() async throws {
        let app = await FixtureApp(renderer: ConsoleRenderer(width: 120), homeColumns: 2).started()
        #expect(await app.host.execute("1") == .completed)
        let lines = app.transcript.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "home: home ‖ detail/1")
        #expect(lines.dropFirst().first?.hasPrefix("Home") == true)
        #expect(lines.dropFirst().first?.contains(" │ Detail 1") == true)
        // The detail in front: [1] Next, [2] Back; then Home's six: [3] Detail 1 ... [8] Ask.
        #expect(lines.contains { $0.hasSuffix("│ [1] Next") })
        #expect(lines.contains { $0.hasPrefix("[3] Detail 1 ") })
        #expect(lines.contains { $0.hasPrefix("[8] Ask") })
        #expect(await app.host.execute("1") == .completed)
        #expect(app.root.locationDescription == "home: home ‖ detail/1 > detail/2")
        // Home's "Detail 1", after detail 2's two actions, replaces the detail column's stack.
        #expect(await app.host.execute("3") == .completed)
        #expect(app.root.locationDescription == "home: home ‖ detail/1")
        app.transcript.reset()
        #expect(await app.host.execute("99") == .failed)
        #expect(app.transcript.standardError == "error: no action 99; this screen has 8\n")
    }

    /// Each column of a split appears as it comes into view, once while it stays, at any width.
    ///
    /// A stranger paid for a new order started from the Orders list while an order a link
    /// opened showed beside it: the list had never appeared, so it never said what was just
    /// placed. Taps choose a column's actions at any width, so it appears at any width.
    @Test("Each column of a split appears as it comes into view, at any width")
    func splitColumnsAppearWhenInView() async {
        for width in [80, 120] {
            let app = FixtureApp(renderer: ConsoleRenderer(width: width), homeColumns: 2)
            app.root.push(Fixture.detail(1))
            await app.host.start()
            for command in ["1", "back", "where", "back"] { await app.host.execute(command) }
            #expect(
                app.tracker.lines == [
                    "appear home", "appear detail/1", "appear detail/2", "appear detail/1",
                ],
                "width \(width)")
        }
    }

    @Test("A narrow console shows the split's front screen alone, numbered from 1")
    func narrowSplit() async {
        let app = await FixtureApp(renderer: ConsoleRenderer(width: 80), homeColumns: 2).started()
        #expect(await app.host.execute("1") == .completed)
        let lines = app.transcript.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "home: home ‖ detail/1")
        #expect(lines.dropFirst().first == "Detail 1")
        #expect(!app.transcript.standardOutput.contains("│"))
        // The column it does not draw keeps its numbers, and says so in one line.
        #expect(lines.last == "Columns beside it: [3]-[8] Home")
        #expect(await app.host.execute("1") == .completed)
        #expect(app.root.locationDescription == "home: home ‖ detail/1 > detail/2")
    }

    @Test("A narrow console taps the columns it does not draw by the numbers they have wide")
    func narrowSplitTapsBesideIt() async {
        let app = await FixtureApp(renderer: ConsoleRenderer(width: 80), homeColumns: 2).started()
        #expect(await app.host.execute("1") == .completed)
        // Home's "Detail 1" is [3] at any width: it replaces the detail column's stack.
        #expect(await app.host.execute("1") == .completed)
        #expect(await app.host.execute("3") == .completed)
        #expect(app.root.locationDescription == "home: home ‖ detail/1")
        app.transcript.reset()
        #expect(await app.host.execute("99") == .failed)
        #expect(app.transcript.standardError == "error: no action 99; this screen has 8\n")
    }

    /// The property behind the examples below, over generated sequences: taps by number
    /// (some past what the front screen has), back, and tab switches, on a three-column split.
    ///
    /// Replay one seed with `SWITCHYARD_SEED`; `SWITCHYARD_SEQUENCES` sets the count.
    @Test("Generated commands leave the same state and the same taps at every width")
    func generatedCommandsAtEveryWidth() async {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["SWITCHYARD_SEED"].flatMap { UInt64($0) } ?? 0x5749_4454_48
        let count = environment["SWITCHYARD_SEQUENCES"].flatMap { Int($0) } ?? 200
        var random = SplitMix64(seed: seed)
        let words =
            (1...10).map(String.init) + ["back", "back", "tab home", "tab home", "tab settings", "dismiss"]
        for sequence in 0..<count {
            let commands = (0..<(5 + random.below(20))).map { _ in words[random.below(words.count)] }
            var outcomes: [(NavigationState, [String])] = []
            for width in [60, 100, 160] {
                let app = await FixtureApp(renderer: ConsoleRenderer(width: width), homeColumns: 3).started()
                for command in commands { _ = await app.host.execute(command) }
                outcomes.append((app.root.state, app.tracker.lines))
            }
            guard outcomes.allSatisfy({ $0.0 == outcomes[0].0 && $0.1 == outcomes[0].1 }) else {
                Issue.record("sequence \(sequence) of seed \(seed) differs by width: \(commands)")
                return
            }
        }
    }

    @Test(
        "The same taps leave the same state on a wide console and on a narrow one",
        arguments: [
            ["1", "1", "2"],  // Detail 1, its Next, then Back
            ["1", "2", "4"],  // Detail 1, Back, then Count on Home alone
            ["4", "1", "1", "1", "back", "1"],  // Count, then down the detail column and back
            ["1", "1", "3", "4"],  // Detail 1, Next, Home's Detail 1 beside it, Home's Count
        ])
    func sameStateAtAnyWidth(commands: [String]) async {
        var states: [NavigationState] = []
        var tracked: [[String]] = []
        for width in [80, 120, 200] {
            let app = await FixtureApp(renderer: ConsoleRenderer(width: width), homeColumns: 2).started()
            for command in commands { _ = await app.host.execute(command) }
            states.append(app.root.state)
            tracked.append(app.tracker.lines)
        }
        #expect(states.dropFirst().allSatisfy { $0 == states[0] })
        #expect(tracked.dropFirst().allSatisfy { $0 == tracked[0] })
    }
}

/// A terminal resized while the console waits at its prompt.
@MainActor
@Suite("ConsoleHost after a resize")
struct ConsoleHostResizeTests {
    /// A host that follows a terminal whose width the test sets, as the binary follows its tty.
    final class Terminal {
        var width = 80
        var text = ""
    }

    func makeHost(on terminal: Terminal) -> (NavigationRoot, ConsoleHost) {
        let root = NavigationRoot(tabs: [
            NavigationTab("home", root: Fixture.home, columns: 2),
            NavigationTab("settings", root: Fixture.settings),
        ])
        let output = ConsoleOutput(
            isTerminal: true, standardOutput: { terminal.text += $0 }, standardError: { terminal.text += $0 },
            terminalWidth: { terminal.width })
        var environment = ScreenEnvironment()
        environment[TrackerKey.self] = Tracker()
        return (root, ConsoleHost(root: root, environment: environment, output: output))
    }

    @Test(
        "A tap after a resize drawn with a change the screen does not show is not refused",
        .enabled(if: ProcessInfo.processInfo.environment["COLUMNS"] == nil, "COLUMNS fixes the width"))
    func aResizeAloneDoesNotChangeWhatATapMeans() async {
        let terminal = Terminal()
        let (root, host) = makeHost(on: terminal)
        await host.start()
        // A change the screen does not show keeps the resize from drawing at once; the next
        // command draws the split's columns side by side, and the numbers mean what they did.
        host.environment = host.environment
        terminal.width = 200
        #expect(!host.redrawIfResized())
        #expect(await host.execute("1") == .completed)
        #expect(!terminal.text.contains("the screen changed since it was shown"))
        #expect(root.locationDescription.hasSuffix("detail/1"))
    }

    @Test("Ctrl-L's redraw shows a change made since the screen was shown, and a tap then goes")
    func redrawShowsTheScreenAsItIsNow() async {
        // Found by a stranger: Ctrl-L reprinted the review after the payment step had landed.
        let app = await FixtureApp().started()
        app.root.push(Fixture.detail(3))
        app.transcript.reset()
        await app.host.redrawCurrent()
        #expect(app.transcript.outputLines.contains("Detail 3"))
        #expect(await app.host.execute("1") == .completed)
        #expect(app.root.locationDescription == "home: home > detail/3 > detail/4")
        // Nothing changed: the screen as it was.
        app.transcript.reset()
        await app.host.redrawCurrent()
        #expect(app.transcript.outputLines.contains("Detail 4"))
    }

    @Test("A tab name that matches several tabs but for case is refused with them named")
    func aTabNameMatchingSeveralButForCaseIsRefused() async {
        let transcript = ConsoleTranscript()
        let root = NavigationRoot(tabs: [
            NavigationTab("home", root: Fixture.home), NavigationTab("Home", root: Fixture.settings),
        ])
        let host = ConsoleHost(root: root, output: transcript.output)
        await host.start()
        #expect(await host.execute("tab HOME") == .failed)
        #expect(
            transcript.errorLines == ["error: 'HOME' names home and Home but for case; give it as spelled"])
        #expect(await host.execute("tab Home") == .completed)
        #expect(root.state.selectedTab == "Home")
    }

    @Test(
        "A resize draws a split's columns at once, but never over a change not drawn yet",
        .enabled(if: ProcessInfo.processInfo.environment["COLUMNS"] == nil, "COLUMNS fixes the width"))
    func resizeAtThePrompt() async {
        let terminal = Terminal()
        let (root, host) = makeHost(on: terminal)
        await host.start()
        #expect(!terminal.text.contains("│"))
        terminal.width = 130
        terminal.text = ""
        #expect(host.redrawIfResized())
        #expect(terminal.text.contains("│ Nothing selected"))
        #expect(root.locationDescription == "home: home")
        // A change the host has not drawn yet is left to the next render, appear handlers and all.
        #expect(root.selectTab("settings") == .applied)
        terminal.width = 80
        terminal.text = ""
        #expect(!host.redrawIfResized())
        #expect(terminal.text.isEmpty)
        #expect(host.needsRender)
        await host.renderIfNeeded()
        #expect(terminal.text.hasPrefix("settings: settings"))
        // The same width again draws nothing.
        terminal.text = ""
        #expect(!host.redrawIfResized())
        #expect(terminal.text.isEmpty)
    }
}

extension ConsoleHostTests {
    /// A question met again later still says what leaving does.
    ///
    /// Found by a stranger: `window close` waited behind "Discard this order?", the person went
    /// to another tab and back, and Leave closed the window, which the alert never said.
    @Test("A leave question says which command leaving carries out, for as long as it asks")
    func aLeaveQuestionSaysWhatLeavingCarriesOut() async throws {
        let app = await FixtureApp().started()
        #expect(await app.host.execute("1") == .completed)
        let handle = try #require(app.root.frontHandle)
        handle.confirmLeaving(NavigationLeaveConfirmation(title: "Discard the detail?"))
        let carriesOut = "  Leave carries out 'back'"
        #expect(await app.host.execute("back") == .completed)
        #expect(app.transcript.outputLines.contains(carriesOut), "\(app.transcript.outputLines)")
        #expect(await app.host.execute("tab settings") == .completed)
        app.transcript.reset()
        #expect(await app.host.execute("tab home") == .completed)
        #expect(app.transcript.outputLines.contains(carriesOut), "\(app.transcript.outputLines)")
        // Stay drops the command; the same question asked by the app, not by a command of the
        // session, says none.
        #expect(await app.host.execute("2") == .completed)
        #expect(app.root.back() == .held(.confirming(route: "detail/1", alert: "detail/1/leave")))
        app.transcript.reset()
        #expect(await app.host.execute("where") == .completed)
        #expect(!app.transcript.standardOutput.contains("carries out"), "\(app.transcript.standardOutput)")
        #expect(app.transcript.standardOutput.contains("Alert: Discard the detail?"))
    }

    /// Leave on a question the app asked carries out a change no command named, so the next
    /// question that change meets names none either: not the `tap` that answered.
    @Test("A question met after leaving one the app asked names no command")
    func aQuestionMetAfterLeavingOneTheAppAskedNamesNoCommand() async throws {
        let app = await FixtureApp().started()
        #expect(await app.host.execute("1") == .completed)
        try #require(app.root.frontHandle).confirmLeaving(NavigationLeaveConfirmation(title: "Discard one?"))
        #expect(await app.host.execute("1") == .completed)
        try #require(app.root.frontHandle).confirmLeaving(NavigationLeaveConfirmation(title: "Discard two?"))
        guard case .held(.confirming) = app.root.popToRoot() else {
            Issue.record("the pop should ask first")
            return
        }
        #expect(await app.host.execute("where") == .completed)
        app.transcript.reset()
        #expect(await app.host.execute("tap 1") == .completed)
        let asked = app.transcript.standardOutput
        #expect(asked.contains("Alert: Discard two?"), "\(asked)")
        #expect(!asked.contains("carries out"), "\(asked)")
        #expect(await app.host.execute("tap 1") == .completed)
        #expect(app.root.state.tabs[0].layers[0].entries.count == 1)
    }
}

extension ConsoleHostTests {
    /// Found by a stranger: `tab` with 4,000 letters printed a 4,052-character error, where a
    /// link's errors quote 80 characters.
    @Test("What was typed is quoted back cut to 80 characters, so a huge argument is a short error")
    func aHugeArgumentIsQuotedBackCut() async {
        let app = await FixtureApp().started()
        let huge = String(repeating: "a", count: 4_000)
        let quoted = "'" + String(repeating: "a", count: ConsoleText.longestQuoted) + "…'"
        for line in ["tab " + huge, huge, "tap 1" + String(repeating: "9", count: 4_000), "where " + huge] {
            app.transcript.reset()
            #expect(await app.host.execute(line) == .failed)
            let error = app.transcript.errorLines.first ?? ""
            #expect(error.count < 200, "\(error.prefix(200))")
            #expect(
                error.contains(quoted) || error.contains("'1" + String(repeating: "9", count: 79) + "…'"),
                "\(error)")
        }
        #expect(ConsoleText.quoted("tea") == "'tea'")
    }
}
