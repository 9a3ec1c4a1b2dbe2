import Navigation
import NavigationTesting
import Testing

private enum Screen: String, NavigationDestination {
    case home, detail, sheet
    var routeID: String { rawValue }
}

@MainActor
@Suite struct SmokeTests {
    @Test func pushPresentAndRoundTripState() throws {
        let root = Navigator(tabs: [NavigationTab("home", root: Screen.home)])
        root.push(Screen.detail)
        root.present(Screen.sheet, method: .managedSheet)
        root.push(Screen.detail)
        #expect(root.locationDescription == "home: home > detail | sheet: sheet > detail")
        var registry = NavigationDestinationRegistry()
        try registry.register(Screen.self)
        let coder = NavigationSnapshotCoder(registry: registry)
        let state = root.exportState()
        let decoded = try coder.decode(try coder.encode(state))
        #expect(decoded == state)
        #expect(root.dismiss())
        #expect(root.locationDescription == "home: home > detail")
        try root.restore(from: decoded)
        #expect(root.exportState() == state)
    }
}
