import ConsoleUI
import ConsoleUITestSupport
import Navigation
import Testing

@MainActor
@Suite("Reading and tapping a screen")
struct ScreenReadingTests {
    /// A screen with text, a list and actions at the top and inside nested sections.
    private func mixed(_ tracker: Tracker) -> Screen {
        Screen("Mixed") {
            Text("Welcome")
            Action("First") { tracker.lines.append("first") }
            Section("Outer") {
                Bullets(["tea", "mug"])
                NavigationLink("Detail 2", to: Fixture.detail(2))
                Section("Inner") {
                    Text("Deep")
                    Action("Deep action") { tracker.lines.append("deep") }
                }
            }
            Text("Bye")
        }
    }

    @Test("Labels are every action and link label in the order the host numbers them")
    func labelsFollowNumbering() {
        let screen = mixed(Tracker())
        #expect(screen.labels == ["First", "Detail 2", "Deep action"])
        #expect(screen.labels == screen.actions.map(\.label))
    }

    @Test("Texts are every paragraph and list element in display order, nested sections included")
    func textsIncludeSectionsAndBullets() {
        #expect(mixed(Tracker()).texts == ["Welcome", "tea", "mug", "Deep", "Bye"])
    }

    @Test("Texts leave out titles and labels, and keep a paragraph with a line break whole")
    func textsAreOnlyBodyText() {
        let screen = Screen("Title") {
            Section("Heading") { Action("Go") {} }
            Text("one\ntwo")
            Bullets([])
        }
        #expect(screen.texts == ["one\ntwo"])
        #expect(Screen("Empty").texts.isEmpty)
        #expect(Screen("Empty").labels.isEmpty)
    }

    @Test("A label's number is the one the host shows before it, links and sections included")
    func numbersFollowTheHost() throws {
        let screen = mixed(Tracker())
        #expect(try screen.number(of: "First") == 1)
        #expect(try screen.number(of: "Detail 2") == 2)
        #expect(try screen.number(of: "Deep action") == 3)
    }

    @Test("A label no action has, or two share, has no number")
    func numbersNeedOneAction() {
        let screen = Screen("Twice") {
            Action("Save") {}
            Action("Save") {}
        }
        #expect(
            throws: ScreenTapError(
                screenTitle: "Twice", label: "Go", labels: ["Save", "Save"], reason: .noSuchAction)
        ) {
            try screen.number(of: "Go")
        }
        #expect(
            throws: ScreenTapError(
                screenTitle: "Twice", label: "Save", labels: ["Save", "Save"], reason: .ambiguous(count: 2))
        ) {
            try screen.number(of: "Save")
        }
    }

    @Test("A link is tapped through the host by its number")
    func linksTapThroughTheHost() async throws {
        let app = await FixtureApp().started()
        let number = try #require(app.host.currentScreen).number(of: "Detail 1")
        #expect(await app.host.execute("tap \(number)") == .completed)
        #expect(app.root.locationDescription == "home: home > detail/1")
    }

    @Test("Tapping a label runs that action's handler and only it")
    func tapRunsTheHandler() async throws {
        let tracker = Tracker()
        try await mixed(tracker).tap("Deep action")
        #expect(tracker.lines == ["deep"])
    }

    @Test("A tap returns only after the handler's awaited work is done")
    func tapAwaitsTheHandler() async throws {
        let tracker = Tracker()
        let screen = Screen("Slow") {
            Action("Slow") {
                await Task.yield()
                tracker.lines.append("after the wait")
            }
        }
        try await screen.tap("Slow")
        #expect(tracker.lines == ["after the wait"])
    }

    @Test("Tapping a label no action has throws an error naming the label and the labels there are")
    func tapUnknownLabel() async {
        let tracker = Tracker()
        let error = await #expect(throws: ScreenTapError.self) { try await mixed(tracker).tap("Last") }
        #expect(error?.reason == .noSuchAction)
        #expect(error?.label == "Last")
        #expect(error?.labels == ["First", "Detail 2", "Deep action"])
        #expect(
            error?.description
                == "\"Mixed\" has no action 'Last'; its actions are 'First', 'Detail 2', 'Deep action'")
        #expect(tracker.lines.isEmpty)
    }

    @Test("Tapping a screen without actions says it has none")
    func tapWithoutActions() async {
        let error = await #expect(throws: ScreenTapError.self) { try await Screen("Bare").tap("Go") }
        #expect(error?.description == "\"Bare\" has no action 'Go'; it has no actions")
    }

    @Test("Tapping a link throws instead of navigating, and runs nothing")
    func tapLink() async {
        let tracker = Tracker()
        let error = await #expect(throws: ScreenTapError.self) { try await mixed(tracker).tap("Detail 2") }
        #expect(error?.reason == .navigates)
        #expect(
            error?.description
                == "'Detail 2' on \"Mixed\" is a link, not an action that runs a handler;"
                + " its actions are 'First', 'Detail 2', 'Deep action'")
        #expect(tracker.lines.isEmpty)
    }

    @Test("Tapping a label two actions share throws and runs neither")
    func tapAmbiguousLabel() async {
        let tracker = Tracker()
        let screen = Screen("Twice") {
            Action("Save") { tracker.lines.append("one") }
            Action("Save") { tracker.lines.append("two") }
        }
        let error = await #expect(throws: ScreenTapError.self) { try await screen.tap("Save") }
        #expect(error?.reason == .ambiguous(count: 2))
        #expect(
            error?.description == "\"Twice\" has 2 actions labelled 'Save'; its actions are 'Save', 'Save'")
        #expect(tracker.lines.isEmpty)
    }

    @Test("The error is one line even when the title and labels hold control characters")
    func errorIsOneLine() async {
        let screen = Screen("Two\nlines") { Action("a\nb") {} }
        let error = await #expect(throws: ScreenTapError.self) { try await screen.tap("c\u{1B}d") }
        let description = error?.description ?? ""
        #expect(!description.contains("\n"))
        #expect(!description.contains("\u{1B}"))
        #expect(description.contains(ConsoleText.visible("a\nb")))
    }

    @Test("Appearing runs every appear handler once, in the order they were added")
    func appearRunsHandlersInOrder() async {
        let tracker = Tracker()
        let screen = Screen("Appear")
            .onAppear { tracker.lines.append("first") }
            .onAppear {
                await Task.yield()
                tracker.lines.append("second")
            }
        await screen.appear()
        #expect(tracker.lines == ["first", "second"])
    }

    @Test("A tap by label does what the host's tap by number does")
    func tapMatchesTheHost() async throws {
        let app = await FixtureApp().started()
        let screen = try #require(app.host.currentScreen)
        let number = try #require(screen.labels.firstIndex(of: "Count")) + 1
        #expect(await app.host.execute("tap \(number)") == .completed)
        #expect(app.host.currentScreen?.texts == ["Count: 1"])
        try await #require(app.host.currentScreen).tap("Count")
        await app.host.renderIfNeeded()
        #expect(app.host.currentScreen?.texts == ["Count: 2"])
    }

    @Test("The host runs the same appear handlers when a screen comes to the front")
    func appearMatchesTheHost() async throws {
        let app = await FixtureApp().started()
        #expect(await app.host.execute("tap 1") == .completed)
        #expect(app.tracker.lines == ["appear detail/1"])
        try await #require(app.host.currentScreen).appear()
        #expect(app.tracker.lines == ["appear detail/1", "appear detail/1"])
    }
}
