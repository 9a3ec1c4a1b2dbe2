import ConsoleUI
import ConsoleUITestSupport
import Navigation
import Testing

@Suite("ConsoleRenderer")
struct ConsoleRendererTests {
    private static let location = "home: home > orders/1001"

    private static var screen: Screen {
        Screen("Order 1001") {
            Text("Two items, shipped on Monday.")
            Section("Items") {
                Bullets(["Lamp", "Desk"])
                NavigationLink("Lamp details", to: PlainDestination())
            }
            Action("Cancel order") {}
        }
    }

    private static var alert: NavigationAlert {
        NavigationAlert(
            id: "orders/cancel",
            title: "Cancel order 1001?",
            message: "The order will not ship.",
            actions: [
                .init("Keep it", role: .cancel), .init("Cancel order", role: .destructive), .init("Later"),
            ]
        )
    }

    @Test("A screen renders as plain text: location, title, body, then numbered actions")
    func rendersPlainText() {
        let text = ConsoleRenderer().render(Self.screen, location: Self.location)
        #expect(
            text == """
                home: home > orders/1001
                Order 1001
                  Two items, shipped on Monday.
                Items
                  - Lamp
                  - Desk
                [1] Lamp details
                [2] Cancel order
                """)
    }

    @Test("ANSI styling makes the title bold, the location dim and the action numbers coloured")
    func rendersANSI() {
        let text = ConsoleRenderer(usesANSI: true).render(Self.screen, location: Self.location)
        let escape = "\u{1B}["
        #expect(
            text == """
                \(escape)2mhome: home > orders/1001\(escape)0m
                \(escape)1mOrder 1001\(escape)0m
                  Two items, shipped on Monday.
                \(escape)4mItems\(escape)0m
                  - Lamp
                  - Desk
                \(escape)36m[1]\(escape)0m Lamp details
                \(escape)36m[2]\(escape)0m Cancel order
                """)
    }

    @Test("Body text wraps at a narrow width while titles, locations and actions stay whole")
    func wrapsAtNarrowWidth() {
        let screen = Screen("A title longer than twenty columns") {
            Text("The quick brown fox jumps over the lazy dog.")
            Bullets(["an element that needs two lines"])
            Text("Supercalifragilisticexpialidocious!")
            Action("An action label longer than the width") {}
        }
        let text = ConsoleRenderer(width: 20).render(screen, location: "home: home > a-long-route/with/parts")
        #expect(
            text == """
                home: home > a-long-route/with/parts
                A title longer than twenty columns
                  The quick brown
                  fox jumps over the
                  lazy dog.
                  - an element that
                    needs two lines
                  Supercalifragilist
                  icexpialidocious!
                [1] An action label longer than the width
                """)
        let body = text.split(separator: "\n").dropFirst(2).dropLast()
        #expect(body.allSatisfy { $0.count <= 20 })
    }

    @Test("Nested sections indent their contents two spaces per level and keep numbering across sections")
    func nestsSections() {
        let screen = Screen("Nested") {
            Action("First") {}
            Section("Outer") {
                Text("outer text")
                Section("Inner") {
                    Text("inner text")
                    Action("Second") {}
                }
            }
            Action("Third") {}
        }
        #expect(
            ConsoleRenderer().render(screen, location: "main: nested") == """
                main: nested
                Nested
                [1] First
                Outer
                  outer text
                  Inner
                    inner text
                [2] Second
                [3] Third
                """)
    }

    @Test("Embedded newlines start new lines and blank lines stay blank")
    func keepsParagraphs() {
        let screen = Screen("Lines") { Text("one\n\ntwo") }
        #expect(
            ConsoleRenderer().render(screen, location: "main: lines") == "main: lines\nLines\n  one\n\n  two")
    }

    @Test("An alert renders its title, message and actions, marking cancel and destructive roles")
    func rendersAlert() {
        let text = ConsoleRenderer().render(
            NavigationAlertState(Self.alert, entry: .unassigned),
            location: "home: home | alert: orders/cancel")
        #expect(
            text == """
                home: home | alert: orders/cancel
                Alert: Cancel order 1001?
                  The order will not ship.
                [1] Keep it (cancel)
                [2] Cancel order (destructive)
                [3] Later
                """)
    }

    @Test("An alert without actions offers a single OK")
    func rendersAlertWithDefaultAction() {
        let alert = NavigationAlert(id: "done", title: "Done")
        #expect(
            ConsoleRenderer().render(NavigationAlertState(alert, entry: .unassigned), location: "main: x")
                == "main: x\nAlert: Done\n[1] OK (cancel)")
    }

    @Test("ANSI is used only for a terminal with NO_COLOR absent or empty")
    func decidesANSI() {
        #expect(ConsoleRenderer.automatic(environment: [:], outputIsTerminal: true).usesANSI)
        #expect(ConsoleRenderer.automatic(environment: ["NO_COLOR": ""], outputIsTerminal: true).usesANSI)
        #expect(!ConsoleRenderer.automatic(environment: ["NO_COLOR": "1"], outputIsTerminal: true).usesANSI)
        #expect(!ConsoleRenderer.automatic(environment: [:], outputIsTerminal: false).usesANSI)
        #expect(!ConsoleRenderer.automatic(environment: ["NO_COLOR": "1"], outputIsTerminal: false).usesANSI)
    }

    @Test("TERM=dumb means no colour, like NO_COLOR")
    func dumbTerminalIsPlain() {
        #expect(!ConsoleRenderer.automatic(environment: ["TERM": "dumb"], outputIsTerminal: true).usesANSI)
        #expect(
            ConsoleRenderer.automatic(environment: ["TERM": "xterm-256color"], outputIsTerminal: true)
                .usesANSI)
    }

    @Test("Without COLUMNS a terminal's own width is used; COLUMNS wins when set")
    func terminalWidth() {
        #expect(
            ConsoleRenderer.automatic(environment: [:], outputIsTerminal: true, terminalWidth: 132).width
                == 132)
        #expect(
            ConsoleRenderer.automatic(
                environment: ["COLUMNS": "60"], outputIsTerminal: true, terminalWidth: 132
            )
            .width == 60)
        #expect(
            ConsoleRenderer.automatic(environment: [:], outputIsTerminal: true, terminalWidth: nil).width
                == 80)
    }

    @Test("Control characters in a screen's text are spelled out, and styles stay the renderer's own")
    func controlCharactersAreSpelledOut() {
        let screen = Screen(
            "Order \u{1B}[2J",
            items: [
                .text("note:\u{7}ring\u{9B}31m"),
                .action(ScreenAction(label: "Pay\r\u{1B}]0;x\u{7}", behavior: .perform({}))),
            ])
        let plain = ConsoleRenderer().render(screen, location: "main: a\u{1B}b")
        #expect(
            plain
                == "main: a\\u{1b}b\nOrder \\u{1b}[2J\n  note:\\u{7}ring\\u{9b}31m\n[1] Pay\\u{d}\\u{1b}]0;x\\u{7}"
        )
        let styled = ConsoleRenderer(usesANSI: true).render(screen, location: "main: a\u{1B}b")
        let escapes = styled.components(separatedBy: "\u{1B}[").count - 1
        #expect(escapes == 6)  // dim, bold and accent, each switched on and off
    }

    @Test("With NO_COLOR set a terminal gets exactly the plain text")
    func noColorIsPlain() {
        let renderer = ConsoleRenderer.automatic(environment: ["NO_COLOR": "1"], outputIsTerminal: true)
        #expect(
            renderer.render(Self.screen, location: Self.location)
                == ConsoleRenderer().render(Self.screen, location: Self.location))
        #expect(
            !renderer.render(NavigationAlertState(Self.alert, entry: .unassigned), location: Self.location)
                .contains("\u{1B}"))
    }

    @Test("The width comes from COLUMNS, and is 80 when COLUMNS is missing or unusable")
    func readsColumns() {
        #expect(
            ConsoleRenderer.automatic(environment: ["COLUMNS": "120"], outputIsTerminal: false).width == 120)
        #expect(ConsoleRenderer.automatic(environment: [:], outputIsTerminal: false).width == 80)
        #expect(ConsoleRenderer.width(from: ["COLUMNS": "wide"]) == 80)
        #expect(ConsoleRenderer.width(from: ["COLUMNS": "0"]) == 80)
        #expect(ConsoleRenderer.width(from: ["COLUMNS": " 60 "]) == 60)
        #expect(ConsoleRenderer(width: 3).width == ConsoleRenderer.minimumWidth)
    }

    @Test("A split's columns sit side by side, the front one numbered from 1, an empty one saying so")
    func columnsSideBySide() {
        let list = Screen(
            "Orders",
            items: [
                .action(ScreenAction(label: "Order 1", behavior: .perform {})),
                .action(ScreenAction(label: "Order 2", behavior: .perform {})),
            ])
        let order = Screen(
            "Order 1",
            items: [.text("Two items"), .action(ScreenAction(label: "Tea", behavior: .perform {}))])
        let text = ConsoleRenderer(width: 50).render(
            columns: [list, order, nil], location: "orders: orders ‖ orders/1")
        #expect(
            text == """
                orders: orders ‖ orders/1
                Orders         │ Order 1        │ Nothing selec…
                [2] Order 1    │   Two items    │
                [3] Order 2    │ [1] Tea        │
                """)
    }

    @Test("Styles take no room when columns are padded")
    func styledColumns() {
        let styled = ConsoleRenderer(width: 50, usesANSI: true).render(
            columns: [Screen("A"), Screen("B")], location: "x")
        let plain = ConsoleRenderer(width: 50).render(columns: [Screen("A"), Screen("B")], location: "x")
        let styledWidths = styled.split(separator: "\n").map { ConsoleRenderer.visibleCount(String($0)) }
        let plainWidths = plain.split(separator: "\n").map { String($0).count }
        #expect(styled != plain)
        #expect(styledWidths == plainWidths)
    }

    @Test("A width past any terminal's is held to the widest one, so a split's padding stays small")
    func hugeWidthsAreHeld() {
        let renderer = ConsoleRenderer(width: 999_999_999_999)
        #expect(renderer.width == ConsoleRenderer.maximumWidth)
        let text = renderer.render(columns: [Screen("A"), nil, nil], location: "x")
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= ConsoleRenderer.maximumWidth })
    }

    /// Issue 42, item 6: at 120 columns a long label pushed the next column right, and wide
    /// characters were counted as one cell.
    @Test("Every column starts at the same cell, whatever its neighbours' labels and characters")
    func columnsStayAligned() {
        let long = Screen("A very long list of the orders placed this month and the month before") {
            Action("Order 1001: 3 items, 31.00 (placed), to be shipped to the far end of town") {}
            Action("茶と湯呑みのセット") {}
        }
        let detail = Screen("緑茶の詳細") {
            Text("日本の緑茶。毎朝いれるお茶です。")
            Action("Back") {}
        }
        for width in [120, 121, 122, 160] {
            let text = ConsoleRenderer(width: width).render(columns: [long, detail, nil], location: "x")
            let rows = text.split(separator: "\n").dropFirst().map(String.init)
            // The separators sit at the same cells on every row.
            let starts = rows.map { row in
                var cells = 0
                var found: [Int] = []
                for character in row {
                    if character == "│" { found.append(cells) }
                    cells += ConsoleRenderer.cells(of: character)
                }
                return found
            }
            #expect(Set(starts.filter { $0.count == 2 }).count == 1, "at \(width): \(starts)")
            #expect(rows.allSatisfy { ConsoleRenderer.visibleCount($0) <= width }, "at \(width)")
            // A label wraps under its number, so its end is kept (a stranger's find: an order's
            // status was cut off); a title is cut.
            #expect(text.contains("town") && text.contains("(placed),"), "at \(width): \(text)")
            #expect(
                text.contains("A very long list of the orders placed") && text.contains("…"), "at \(width)")
        }
        #expect(ConsoleRenderer.visibleCount("茶a") == 3)
        #expect(ConsoleRenderer.fit("abcdef", width: 4) == "abc…")
        #expect(ConsoleRenderer.fit("茶茶茶", width: 4) == "茶…")
    }
}
