import EndToEndSupport

#if os(Linux)
    import Foundation
    import Glibc
    import Testing

    /// The binary at a terminal: keys typed into a pseudo-terminal, what it shows read back.
    @Suite("Editing lines at the switchyard prompt")
    struct LineEditingProcessTests {
        /// A running session on a pseudo-terminal.
        private struct Session {
            let process: Process
            let terminal: PseudoTerminal
            let errors: LockedText
            let errorPipe: Pipe
            let home: URL
            let statePath: String
            /// The terminal's local modes before the binary started.
            let originalModes: tcflag_t

            /// Waits for the process to end; its exit status, or `nil` if it did not end.
            ///
            /// Standard error is then read to its end and its handler removed (a handler left
            /// in place keeps the pipe and its buffer alive: a leak under AddressSanitizer).
            func exitStatus(timeout: TimeInterval = 20) -> Int32? {
                let deadline = Date().addingTimeInterval(timeout)
                while process.isRunning, Date() < deadline { usleep(20_000) }
                let ended = !process.isRunning
                if !ended { process.terminate() }
                process.waitUntilExit()
                let reading = errorPipe.fileHandleForReading
                reading.readabilityHandler = nil
                errors.append(reading.readDataToEndOfFile())
                return ended ? process.terminationStatus : nil
            }

            /// Where a later session on the same state starts.
            func restoredLocation() throws -> String? {
                let next = try SwitchyardProcess(executable: try SwitchyardProcess.locate(), home: home)
                    .run(["--state", statePath], input: "where\n")
                return next.standardOutput.lines.first
            }
        }

        private static let firstScreen = "[10] Next page"
        private static let pageTwo = "Page 2 of Home"
        private static let promptText = "switchyard> "

        /// Starts the binary with the pseudo-terminal as its standard input and output.
        ///
        /// With `followsTerminal`, `COLUMNS` is unset, so the binary reads the terminal's width.
        private static func start(term: String = "xterm", followsTerminal: Bool = false) throws -> Session {
            let home = try RepositoryLayout.makeTemporaryDirectory(prefix: "switchyard-tty")
            let statePath = home.appendingPathComponent("state.json").path
            let process = SwitchyardProcess(executable: try SwitchyardProcess.locate(), home: home)
                .makeProcess(["--state", statePath])
            var environment = process.environment ?? [:]
            environment["TERM"] = term
            if followsTerminal { environment["COLUMNS"] = nil }
            process.environment = environment
            let terminal = try PseudoTerminal()
            let originalModes = terminal.localModes
            process.standardInput = terminal.secondaryHandle
            process.standardOutput = terminal.secondaryHandle
            let errors = Pipe()
            let errorText = LockedText()
            errors.fileHandleForReading.readabilityHandler = { errorText.append($0.availableData) }
            process.standardError = errors
            try process.run()
            let session = Session(
                process: process, terminal: terminal, errors: errorText, errorPipe: errors, home: home,
                statePath: statePath,
                originalModes: originalModes)
            #expect(terminal.waitUntilShown(firstScreen), "no first screen: \(terminal.shown)")
            // The prompt is drawn once the terminal is raw: keys typed before it would meet the
            // terminal's own line editing (a CI run under load typed an arrow into it).
            if term != "dumb" { #expect(terminal.waitUntilShown(promptText), "no prompt: \(terminal.shown)") }
            return session
        }

        private static func isRaw(_ modes: tcflag_t) -> Bool {
            modes & tcflag_t(ICANON) == 0 && modes & tcflag_t(ECHO) == 0
        }

        @Test(
            "Arrows, Home/End, Ctrl-A/Ctrl-E, backspace, delete and the history edit the line before it runs")
        func editingKeysChangeTheLineBeforeItRuns() throws {
            let session = try Self.start()
            defer { try? FileManager.default.removeItem(at: session.home) }
            let terminal = session.terminal
            #expect(!Self.isRaw(session.originalModes))

            // "1x0", Left, Backspace: "10".
            terminal.type("1x0\u{1B}[D\u{7F}\r")
            #expect(terminal.waitUntilShown(Self.pageTwo))
            // "ere", Ctrl-A, "wh", Ctrl-E: "where" (its line, then the screen's own header).
            terminal.type("ere\u{01}wh\u{05}\r")
            #expect(terminal.waitUntilShown("home: home > home/page/2", count: 2))
            // "xback", Home, Delete, End: "back".
            terminal.type("xback\u{1B}[H\u{1B}[3~\u{1B}[F\r")
            #expect(terminal.waitUntilShown(Self.firstScreen, count: 2))
            // Up three times: "10" again.
            terminal.type("\u{1B}[A\u{1B}[A\u{1B}[A\r")
            #expect(terminal.waitUntilShown(Self.pageTwo, count: 2))
            terminal.type("quit\r")

            #expect(session.exitStatus() == 0)
            #expect(session.errors.text.isEmpty, "errors: \(session.errors.text)")
            #expect(terminal.localModes == session.originalModes, "the terminal was not left as it was found")
            #expect(try session.restoredLocation() == "home: home > home/page/2")
        }

        @Test("The terminal is in raw mode while a line is read, and Ctrl-L draws the screen again")
        func rawModeWhileReadingAndCtrlLRedraws() throws {
            let session = try Self.start()
            defer { try? FileManager.default.removeItem(at: session.home) }
            let terminal = session.terminal
            #expect(terminal.waitUntilShown("switchyard> "))
            #expect(Self.isRaw(terminal.localModes))
            terminal.type("\u{0C}")
            #expect(terminal.waitUntilShown(Self.firstScreen, count: 2))
            #expect(String(decoding: terminal.received, as: UTF8.self).contains("\u{1B}[H\u{1B}[2J"))
            terminal.type("quit\r")
            #expect(session.exitStatus() == 0)
            #expect(terminal.localModes == session.originalModes)
        }

        @Test("A resized terminal draws Orders' columns side by side, then alone again; the state stays")
        func aResizeDrawsTheSplitAgain() throws {
            let session = try Self.start(followsTerminal: true)
            defer { try? FileManager.default.removeItem(at: session.home) }
            let terminal = session.terminal
            terminal.type("tab orders\r")
            #expect(terminal.waitUntilShown("[4] New order"))
            #expect(!terminal.shown.contains("Nothing selected"))
            terminal.resize(columns: 130)
            kill(session.process.processIdentifier, SIGWINCH)
            #expect(terminal.waitUntilShown("Nothing selected"), "no columns: \(terminal.shown)")
            #expect(terminal.waitUntilShown("[4] New order", count: 2))
            terminal.resize(columns: 80)
            kill(session.process.processIdentifier, SIGWINCH)
            #expect(terminal.waitUntilShown("[4] New order", count: 3))
            // The same width again draws nothing more.
            kill(session.process.processIdentifier, SIGWINCH)
            terminal.type("where\r")
            #expect(terminal.waitUntilShown("orders: orders", count: 4))
            #expect(terminal.shown.components(separatedBy: "[4] New order").count - 1 == 3)
            terminal.type("quit\r")
            #expect(session.exitStatus() == 0)
            #expect(session.errors.text.isEmpty, "errors: \(session.errors.text)")
            #expect(terminal.localModes == session.originalModes)
        }

        @Test("Ctrl-C clears the line; a second Ctrl-C at the empty line quits, saving")
        func ctrlCClearsTheLineAndASecondQuits() throws {
            let session = try Self.start()
            defer { try? FileManager.default.removeItem(at: session.home) }
            let terminal = session.terminal
            terminal.type("10\r")
            #expect(terminal.waitUntilShown(Self.pageTwo))
            // Keys typed while a command still runs wait unechoed, and a Ctrl-C then interrupts
            // the command; so the Ctrl-C goes once the prompt has echoed "back".
            let backs = terminal.shown.components(separatedBy: "back").count - 1
            terminal.type("back")
            #expect(terminal.waitUntilShown("back", count: backs + 1))
            terminal.type("\u{03}")
            #expect(terminal.waitUntilShown("back^C"))
            // The abandoned "back" did not run: still on page 2.
            terminal.type("where\r")
            #expect(terminal.waitUntilShown("home: home > home/page/2", count: 2))
            // The prompt is back once it echoes (a Ctrl-C sent before would interrupt `where`);
            // Ctrl-U then empties the line.
            terminal.type("zq")
            #expect(terminal.waitUntilShown("zq"))
            terminal.type("\u{15}")
            // At an empty line the first Ctrl-C asks, the second quits.
            terminal.type("\u{03}")
            #expect(terminal.waitUntilShown("Ctrl-C again to quit"))
            #expect(session.process.isRunning)
            terminal.type("\u{03}")
            #expect(session.exitStatus() == 0)
            #expect(session.errors.text.isEmpty, "errors: \(session.errors.text)")
            #expect(terminal.localModes == session.originalModes)
            #expect(try session.restoredLocation() == "home: home > home/page/2")
        }

        @Test("Ctrl-D at an empty line ends the session as the end of the input does")
        func ctrlDAtAnEmptyLineQuits() throws {
            let session = try Self.start()
            defer { try? FileManager.default.removeItem(at: session.home) }
            let terminal = session.terminal
            terminal.type("10\r")
            #expect(terminal.waitUntilShown(Self.pageTwo))
            // Ctrl-D on a line with text deletes forward instead: "wherex", Left, Ctrl-D.
            terminal.type("wherex\u{1B}[D\u{04}\r")
            #expect(terminal.waitUntilShown("home: home > home/page/2", count: 2))
            terminal.type("\u{04}")
            #expect(session.exitStatus() == 0)
            #expect(terminal.localModes == session.originalModes)
            #expect(try session.restoredLocation() == "home: home > home/page/2")
        }

        @Test("A signal while a line is being edited leaves the terminal as it was found")
        func aSignalInRawModeRestoresTheTerminal() throws {
            let session = try Self.startTypingOnPageTwo()
            defer { try? FileManager.default.removeItem(at: session.home) }
            let terminal = session.terminal
            kill(session.process.processIdentifier, SIGTERM)
            #expect(session.exitStatus() == 143)
            #expect(terminal.localModes == session.originalModes)
            #expect(try session.restoredLocation() == "home: home > home/page/2")
        }

        @Test(
            "Ctrl-\\ at the prompt ends the program as SIGQUIT does: 131, nothing saved, the terminal as it was"
        )
        func ctrlBackslashAtThePromptQuitsAsTheSignalDoes() throws {
            let session = try Self.start()
            defer { try? FileManager.default.removeItem(at: session.home) }
            let terminal = session.terminal
            terminal.type("10\r")
            #expect(terminal.waitUntilShown(Self.pageTwo))
            terminal.type("whe\u{1C}")
            #expect(session.exitStatus() == SIGQUIT)
            #expect(session.process.terminationReason == .uncaughtSignal)
            #expect(terminal.localModes == session.originalModes)
            #expect(!FileManager.default.fileExists(atPath: session.statePath))
        }

        @Test(
            "SIGQUIT from outside, or SIGUSR1, ends the program unsaved with the terminal as it was found",
            arguments: [SIGQUIT, SIGUSR1])
        func anAbruptSignalWhileALineIsEditedPutsTheTerminalBack(_ number: Int32) throws {
            let session = try Self.startTypingOnPageTwo()
            defer { try? FileManager.default.removeItem(at: session.home) }
            let terminal = session.terminal
            // Found by a stranger: `kill -QUIT` left the terminal raw, without echo.
            kill(session.process.processIdentifier, number)
            #expect(session.exitStatus() == number)
            #expect(session.process.terminationReason == .uncaughtSignal)
            #expect(terminal.localModes == session.originalModes)
            #expect(!FileManager.default.fileExists(atPath: session.statePath))
            // Found by a stranger: the shell's word on the signal ran on after the typed line.
            #expect(terminal.shown.hasSuffix("switchyard> whe\n"), "ends: \(terminal.shown.suffix(40))")
        }

        @Test(
            "Stopped (SIGTSTP), the terminal is as it was found; continued, the line is drawn again and edits on"
        )
        func aStopGivesTheTerminalBackAndAContinueTakesItAgain() throws {
            let session = try Self.startTypingOnPageTwo()
            defer { try? FileManager.default.removeItem(at: session.home) }
            let terminal = session.terminal
            let process = session.process.processIdentifier
            // Found by a stranger: after `fg` the terminal echoed and Ctrl-C ended the session.
            kill(process, SIGTSTP)
            #expect(Self.waitUntil { Self.isStopped(process) }, "the process did not stop")
            #expect(terminal.localModes == session.originalModes)
            kill(process, SIGCONT)
            #expect(terminal.waitUntilShown("switchyard> whe", count: 2))
            #expect(Self.isRaw(terminal.localModes))
            terminal.type("re\r")
            #expect(terminal.waitUntilShown("home: home > home/page/2", count: 2))
            // Ctrl-C at the prompt is still the editor's: it abandons the line. It goes once the
            // prompt has echoed "back": sent before, while `where` still ran, it would interrupt
            // the command (a clean-clone CI run under load did that).
            let backs = terminal.shown.components(separatedBy: "back").count - 1
            terminal.type("back")
            #expect(terminal.waitUntilShown("back", count: backs + 1))
            terminal.type("\u{03}")
            #expect(terminal.waitUntilShown("back^C"))
            terminal.type("quit\r")
            #expect(session.exitStatus() == 0)
            #expect(terminal.localModes == session.originalModes)
        }

        @Test("A terminal resized while the session was stopped is drawn anew when it goes on")
        func aResizeWhileStoppedIsDrawnWhenTheSessionGoesOn() throws {
            let session = try Self.start(followsTerminal: true)
            defer { try? FileManager.default.removeItem(at: session.home) }
            let terminal = session.terminal
            let process = session.process.processIdentifier
            terminal.type("tab orders\r")
            #expect(terminal.waitUntilShown("[4] New order"))
            terminal.type("wh")
            #expect(terminal.waitUntilShown("switchyard> wh"))
            // Found by a stranger: resized while stopped, the old layout stayed until a command.
            kill(process, SIGTSTP)
            #expect(Self.waitUntil { Self.isStopped(process) }, "the process did not stop")
            terminal.resize(columns: 130)
            kill(process, SIGCONT)
            #expect(terminal.waitUntilShown("Nothing selected"), "no columns: \(terminal.shown)")
            #expect(terminal.waitUntilShown("switchyard> wh", count: 2))
            terminal.type("ere\r")
            #expect(terminal.waitUntilShown("orders: orders", count: 2))
            terminal.type("quit\r")
            #expect(session.exitStatus() == 0)
        }

        /// A session on Home's page 2 with `whe` typed at its prompt, the terminal in raw mode.
        private static func startTypingOnPageTwo() throws -> Session {
            let session = try start()
            session.terminal.type("10\r")
            #expect(session.terminal.waitUntilShown(pageTwo))
            session.terminal.type("whe")
            #expect(session.terminal.waitUntilShown("switchyard> whe"))
            #expect(isRaw(session.terminal.localModes))
            return session
        }

        /// Whether the process is stopped, as `/proc` says (`T` in its stat line).
        private static func isStopped(_ process: Int32) -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            return stat[close...].dropFirst(2).first == "T"
        }

        /// Polls `condition` for up to `timeout` seconds.
        private static func waitUntil(timeout: TimeInterval = 20, _ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if condition() { return true }
                usleep(10_000)
            }
            return false
        }

        @Test("Escape sequences typed or pasted into the line are dropped, never run or shown")
        func typedEscapeSequencesAreDropped() throws {
            let session = try Self.start()
            defer { try? FileManager.default.removeItem(at: session.home) }
            let terminal = session.terminal
            // A colour code and a window title in the middle of "where".
            terminal.type("wh\u{1B}[31mer\u{1B}]0;title\u{07}e\r")
            #expect(terminal.waitUntilShown("home: home", count: 2))
            #expect(!String(decoding: terminal.received, as: UTF8.self).contains("\u{1B}[31m"))
            #expect(!terminal.shown.contains("title"))
            terminal.type("quit\r")
            #expect(session.exitStatus() == 0)
            #expect(session.errors.text.isEmpty, "errors: \(session.errors.text)")
        }

        @Test("A pasted line past the limit is refused whole, as a piped one is, never run cut short")
        func anOverLongPasteIsRefused() throws {
            let session = try Self.start()
            defer { try? FileManager.default.removeItem(at: session.home) }
            let terminal = session.terminal
            // Spaces first, so a cut at 4096 bytes would leave a link that opens.
            terminal.type(String(repeating: " ", count: 4070) + "open switchyard://home/page/345\r")
            let deadline = Date().addingTimeInterval(20)
            while !session.errors.text.contains("error:"), Date() < deadline { usleep(20_000) }
            #expect(session.errors.text == "error: line too long; the limit is 4096 bytes\n")
            terminal.type("where\r")
            #expect(terminal.waitUntilShown("home: home", count: 2))
            terminal.type("quit\r")
            #expect(session.exitStatus() == 0)
            #expect(try session.restoredLocation() == "home: home")
        }

        @Test("Keys typed while a command runs wait for the next line, unechoed")
        func typeAheadIsNotEchoedIntoOutput() throws {
            let session = try Self.start()
            defer { try? FileManager.default.removeItem(at: session.home) }
            let terminal = session.terminal
            // The graph takes a moment: the rest arrives while it runs.
            terminal.type("graph\r")
            usleep(100_000)
            terminal.type("wh\u{1B}[Dere\r")
            #expect(terminal.waitUntilShown("flowchart"))
            #expect(terminal.waitUntilShown("switchyard> wereh"))
            let received = String(decoding: terminal.received, as: UTF8.self)
            #expect(!received.contains("^["), "the terminal echoed typed-ahead keys")
            terminal.type("\u{15}quit\r")
            #expect(session.exitStatus() == 0)
        }

        @Test("With TERM=dumb lines are read as the terminal's own line discipline hands them over")
        func aDumbTerminalReadsPlainLines() throws {
            let session = try Self.start(term: "dumb")
            defer { try? FileManager.default.removeItem(at: session.home) }
            let terminal = session.terminal
            #expect(terminal.waitUntilShown("switchyard> "))
            #expect(terminal.localModes == session.originalModes)
            terminal.type("10\n")
            #expect(terminal.waitUntilShown(Self.pageTwo))
            terminal.type("quit\n")
            #expect(session.exitStatus() == 0)
        }
    }
#endif
