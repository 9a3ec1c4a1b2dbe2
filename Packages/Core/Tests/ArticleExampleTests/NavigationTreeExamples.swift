import Navigation
import Testing

/// The examples of NavigationTree.md that no feature shows: popping a stack to its first
/// screen, from a screen and from the root.
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

    @Test func tappingTheSelectedTabAgainPopsThatTabToItsRoot() throws {
        let root = try homeTwoPagesDeep()
        // The person taps Home's tab icon while Home is shown, as on iOS.
        func tapTab(_ name: String) -> NavigationOutcome {
            root.state.selectedTab == name ? root.popToRoot(inTab: name) : root.selectTab(name)
        }
        #expect(tapTab("home") == .applied)
        #expect(root.locationDescription == "home: home")
        #expect(tapTab("orders") == .applied)
        #expect(root.locationDescription == "orders: orders")
    }
}

/// The screens of the examples: Home and its page, and the Orders tab's list.
private enum Screen: NavigationDestination {
    case home
    case page
    case orders

    var routeID: String {
        switch self {
        case .home: "home"
        case .page: "home/page"
        case .orders: "orders"
        }
    }

    static var codingName: String { "Examples.NavigationTree.Screen" }
}
