import ConsoleUI
import ConsoleUITestSupport
import Navigation
import Testing

@MainActor
@Suite("Screen")
struct ScreenTests {
    private func labels(_ screen: Screen) -> [String] { screen.actions.map(\.label) }

    @Test("Actions and links are numbered in order of appearance, across sections")
    func numbersAcrossSections() {
        let screen = Screen("Numbers") {
            Action("one") {}
            Section("A") {
                NavigationLink("two", to: Fixture.detail(2))
                Text("not an action")
            }
            Section("B") {
                Section("C") { Action("three") {} }
            }
            NavigationLink("four", to: Fixture.sheet, method: .present(.managedSheet))
        }
        #expect(labels(screen) == ["one", "two", "three", "four"])
    }

    @Test("if, if-else, switch and for work inside the builder")
    func controlFlow() {
        func build(signedIn: Bool, orders: [Int], badge: Int?) -> Screen {
            Screen("Flow") {
                if signedIn {
                    Action("Sign out") {}
                } else {
                    Action("Sign in") {}
                }
                if let badge { Text("\(badge) new") }
                for order in orders {
                    NavigationLink("Order \(order)", to: Fixture.detail(order))
                }
                switch orders.count {
                case 0: Text("No orders")
                default: Bullets(orders.map(String.init))
                }
            }
        }
        let empty = build(signedIn: false, orders: [], badge: nil)
        #expect(labels(empty) == ["Sign in"])
        #expect(ConsoleRenderer().render(empty, location: "x") == "x\nFlow\n[1] Sign in\n  No orders")
        let full = build(signedIn: true, orders: [7, 8], badge: 2)
        #expect(labels(full) == ["Sign out", "Order 7", "Order 8"])
        #expect(
            ConsoleRenderer().render(full, location: "x")
                == "x\nFlow\n[1] Sign out\n  2 new\n[2] Order 7\n[3] Order 8\n  - 7\n  - 8")
    }

    @Test("Links keep their destination and the method they were given")
    func linksKeepTarget() throws {
        let screen = Screen("Links") {
            NavigationLink("default", to: Fixture.cover)
            NavigationLink("managed", to: Fixture.sheet, method: .present(.managedSheet))
            NavigationLink("outgoing", to: ShowDetail(number: 3))
        }
        let actions = screen.actions
        guard case .navigate(let first, let firstMethod) = actions[0].behavior,
            case .navigate(let second, let secondMethod) = actions[1].behavior,
            case .navigateOutgoing(let outgoing, nil) = actions[2].behavior
        else {
            Issue.record("unexpected behaviours")
            return
        }
        #expect(first == AnyNavigationDestination(Fixture.cover))
        #expect(firstMethod == nil)
        #expect(second == AnyNavigationDestination(Fixture.sheet))
        #expect(secondMethod == .present(.managedSheet))
        #expect(outgoing as? ShowDetail == ShowDetail(number: 3))
    }

    @Test("An empty list contributes nothing and a screen can be built from items")
    func itemsAndEmptyLists() {
        let screen = Screen("Items") { Bullets([]) }
        #expect(screen.items.isEmpty)
        let direct = Screen("Direct", items: [.text("hello")])
        #expect(ConsoleRenderer().render(direct, location: "x") == "x\nDirect\n  hello")
    }

    @Test("onAppear handlers accumulate in order and run when awaited")
    func onAppearAccumulates() async {
        let tracker = Tracker()
        let screen = Screen("Appear")
            .onAppear { tracker.lines.append("first") }
            .onAppear { tracker.lines.append("second") }
        #expect(screen.appearHandlers.count == 2)
        for handler in screen.appearHandlers { await handler() }
        #expect(tracker.lines == ["first", "second"])
    }
}

private struct GreetingKey: ScreenEnvironmentKey {
    static var defaultValue: String { "hello" }
}

private struct LimitKey: ScreenEnvironmentKey {
    static var defaultValue: Int { 3 }
}

@MainActor
@Suite("ScreenEnvironment")
struct ScreenEnvironmentTests {
    @Test("A key reads its default until a value is stored")
    func defaultsThenStored() {
        var environment = ScreenEnvironment()
        #expect(environment[GreetingKey.self] == "hello")
        #expect(!environment.contains(GreetingKey.self))
        environment[GreetingKey.self] = "bonjour"
        #expect(environment[GreetingKey.self] == "bonjour")
        #expect(environment.contains(GreetingKey.self))
        #expect(environment[LimitKey.self] == 3)
    }

    @Test("Keys are told apart by type and setting returns a changed copy")
    func keysAreIndependent() {
        let base = ScreenEnvironment().setting(LimitKey.self, to: 9)
        let changed = base.setting(GreetingKey.self, to: "hi")
        #expect(base[GreetingKey.self] == "hello")
        #expect(changed[GreetingKey.self] == "hi")
        #expect(changed[LimitKey.self] == 9)
    }

    @Test("Non-Sendable main-actor values can be stored")
    func storesMainActorObjects() {
        let tracker = Tracker()
        var environment = ScreenEnvironment()
        environment[TrackerKey.self] = tracker
        #expect(environment[TrackerKey.self] === tracker)
    }
}

@MainActor
@Suite("ScreenContext")
struct ScreenContextTests {
    @Test("A screen's model lives exactly as long as its entry")
    func modelFollowsEntry() throws {
        let root = NavigationRoot(root: Fixture.home)
        let entryID = try #require(root.push(Fixture.detail(1)))
        let navigator = root.front
        let entry = try #require(navigator.entry)
        #expect(entry.id == entryID)
        let context = ScreenContext(handle: navigator, entry: entry, environment: ScreenEnvironment())
        weak var weakModel: CounterModel?
        do {
            let model = context.model { CounterModel() }
            model.count = 5
            weakModel = model
            #expect(context.model { CounterModel() }.count == 5)
        }
        #expect(weakModel != nil)
        root.front.pop(last: 1)
        #expect(weakModel == nil)
    }

    @Test("A shared model is the same instance for every entry that asks with the key")
    func sharedModels() throws {
        let root = NavigationRoot(root: Fixture.home)
        root.push(Fixture.detail(1))
        let first = try #require(root.state.frontEntry)
        root.push(Fixture.detail(2))
        let second = try #require(root.state.frontEntry)
        let environment = ScreenEnvironment()
        let a = ScreenContext(handle: root.handle(for: first.id), entry: first, environment: environment)
            .model(sharedBy: "cart") { CounterModel() }
        let b = ScreenContext(handle: root.handle(for: second.id), entry: second, environment: environment)
            .model(sharedBy: "cart") { CounterModel() }
        #expect(a === b)
    }

    @Test("The context reads the environment by key")
    func readsEnvironment() throws {
        let root = NavigationRoot(root: Fixture.home)
        let entry = try #require(root.state.frontEntry)
        let environment = ScreenEnvironment().setting(GreetingKey.self, to: "hey")
        let context = ScreenContext(handle: root.front, entry: entry, environment: environment)
        #expect(context[GreetingKey.self] == "hey")
    }
}

@MainActor
@Suite("ScreenResolver")
struct ScreenResolverTests {
    private func screen(for destination: any NavigationDestination, in root: NavigationRoot) -> Screen {
        root.push(destination)
        return ScreenResolver().screen(for: root.state.frontEntry!, in: root)
    }

    @Test("A screen-providing destination builds its own screen")
    func providingDestination() {
        let root = NavigationRoot(root: Fixture.home)
        #expect(screen(for: Fixture.detail(4), in: root).title == "Detail 4")
    }

    @Test("A provided destination resolves through the root's provider")
    func providedDestination() {
        let root = NavigationRoot(root: Fixture.home)
        root.provide(SharedFixture.self) { _ in Fixture.detail(11) }
        #expect(screen(for: SharedFixture.item(1), in: root).title == "Detail 11")
    }

    @Test("A provided destination without a provider shows the not-available screen with a back action")
    func unprovidedDestination() {
        let root = NavigationRoot(root: Fixture.home)
        let screen = screen(for: SharedFixture.missing, in: root)
        #expect(screen.title == "Not available yet")
        #expect(
            ConsoleRenderer().render(screen, location: "x")
                == "x\nNot available yet\n  No provider is registered for 'shared/missing'.\n[1] Back")
    }

    @Test("NotFound shows what was asked for, and its back action goes back")
    func notFoundDestination() async throws {
        let root = NavigationRoot(root: Fixture.home)
        let screen = screen(for: NotFoundDestination(requested: "ShowInvoice(id: 3)"), in: root)
        #expect(
            ConsoleRenderer().render(screen, location: "x")
                == "x\nNot found\n  Nothing answers 'ShowInvoice(id: 3)'.\n[1] Back")
        guard case .perform(let back) = try #require(screen.actions.first).behavior else {
            Issue.record("the back action does not perform")
            return
        }
        await back()
        #expect(root.locationDescription == "main: home")
    }

    @Test("A dead end at the bottom of a tab has no back action")
    func deadEndAtTabRoot() {
        let root = NavigationRoot(root: NotFoundDestination(requested: "start"))
        let screen = ScreenResolver().screen(for: root.state.frontEntry!, in: root)
        #expect(screen.title == "Not found")
        #expect(screen.actions.isEmpty)
    }

    @Test("A destination without a console screen gets a screen that says so")
    func plainDestination() {
        let root = NavigationRoot(root: Fixture.home)
        let screen = screen(for: PlainDestination(), in: root)
        #expect(screen.title == "No console screen")
        #expect(
            ConsoleRenderer().render(screen, location: "x").contains(
                "'plain' (PlainDestination) has no console screen."))
    }
}
