import Navigation
import Testing

/// The examples of NavigationTree.md that no feature shows: popping a stack to its first
/// screen, from a screen, from the tab bar and from the app.
@MainActor
@Suite struct NavigationTreeExamples {
    /// Home with a page pushed twice: `home > page > page`.
    func homeTwoPagesDeep() throws -> NavigationRoot {
        let root = NavigationRoot(tabs: [
            NavigationTab("home", root: Screen.home), NavigationTab("orders", root: Screen.orders),
        ])
        let home = root.tabHandle("home")
        #expect(home.push(Screen.page) == .applied)
        #expect(home.push(Screen.page) == .applied)
        return root
    }

    @Test func aScreensDoneButtonPopsItsOwnStackToItsFirstScreen() throws {
        let root = try homeTwoPagesDeep()
        let page = try #require(root.frontHandle)
        // The page's "Done": back to the first screen of the stack it is on.
        #expect(page.popToRoot() == .applied)
        #expect(root.locationDescription == "home: home")
        #expect(page.popToRoot() == .refused(.detached(page.anchor)))
    }

    @Test func tappingTheSelectedTabAgainTakesItBackToItsRootAndClosesItsSheet() throws {
        let root = try homeTwoPagesDeep()
        #expect(try #require(root.frontHandle).present(Screen.note, style: .sheet) == .applied)
        // The person taps Home's tab icon while Home is shown, as on iOS.
        #expect(root.selectTab("home") == .applied)
        #expect(root.locationDescription == "home: home")
    }

    @Test func theAppPopsATabsOwnStackAndLeavesWhatIsPresentedOverIt() throws {
        let root = try homeTwoPagesDeep()
        #expect(try #require(root.frontHandle).present(Screen.note, style: .sheet) == .applied)
        // App-level work on the tab under the sheet the person is reading.
        #expect(root.popToRoot(inTab: "home") == .applied)
        #expect(root.locationDescription == "home: home | sheet: note")
    }
}

/// The screens of the examples: Home and its page, and the Orders tab's list.
private enum Screen: NavigationDestination {
    case home
    case page
    case note
    case orders

    var routeID: String {
        switch self {
        case .home: "home"
        case .page: "home/page"
        case .note: "note"
        case .orders: "orders"
        }
    }

    static var codingName: String { "Examples.NavigationTree.Screen" }
}
