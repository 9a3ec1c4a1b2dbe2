import Navigation
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationCheckpointTests {
    /// Home shows `home > detail` with the `pick` checkpoint on `detail`, then a pushed
    /// `list`, then the picker in a managed sheet with `settings/profile` pushed in it.
    private func pickerScenario(
        events: NavigationEventRecorder? = nil
    ) throws -> (root: Navigator, received: Log<Int>) {
        let root = makeRoot(events: events)
        let received = Log<Int>()
        root.push(HomeDestination.detail)
        let home = try #require(root.navigator(named: "home"))
        #expect(home.establish(pickCheckpoint) { received.record($0) })
        root.push(HomeDestination.list)
        root.navigate(to: SettingsDestination.picker)
        root.push(SettingsDestination.profile)
        #expect(
            root.locationDescription
                == "home: home > detail > list | sheet: settings/picker > settings/profile")
        return (root, received)
    }

    @Test func returningWithAValueDismissesPopsAndDeliversTheValue() throws {
        let (root, received) = try pickerScenario()
        #expect(root.current.returnToCheckpoint(pickCheckpoint, value: 7))
        #expect(root.locationDescription == "home: home > detail")
        #expect(received.values == [7])
    }

    @Test func theValueReachesTheHandlerExactlyOncePerReturn() throws {
        let (root, received) = try pickerScenario()
        #expect(root.current.returnToCheckpoint(pickCheckpoint, value: 1))
        root.navigate(to: SettingsDestination.picker)
        #expect(root.current.returnToCheckpoint(pickCheckpoint, value: 2))
        #expect(received.values == [1, 2])
    }

    @Test func returningWithoutAValueReturnsButCallsNoHandler() throws {
        let (root, received) = try pickerScenario()
        #expect(root.current.returnToCheckpoint(pickCheckpoint))
        #expect(root.locationDescription == "home: home > detail")
        #expect(received.values.isEmpty)
    }

    @Test func returningFromTheRootStartsFromTheCurrentNavigator() throws {
        let (root, received) = try pickerScenario()
        #expect(root.canReturnToCheckpoint(pickCheckpoint))
        #expect(root.returnToCheckpoint(pickCheckpoint, value: 3))
        #expect(root.locationDescription == "home: home > detail")
        #expect(received.values == [3])
    }

    @Test func returningAlsoRemovesAnAlertShownOverTheCheckpointsStack() throws {
        let root = makeRoot()
        let home = try #require(root.navigator(named: "home"))
        home.establish(pickCheckpoint)
        root.push(HomeDestination.detail)
        home.showAlert(NavigationAlert(id: "home/confirm", title: "Sure?"))
        #expect(home.returnToCheckpoint(pickCheckpoint))
        #expect(root.locationDescription == "home: home")
    }

    @Test func aWrongValueTypeEmitsAnErrorAndChangesNothing() throws {
        let events = NavigationEventRecorder()
        let (root, received) = try pickerScenario(events: events)
        let before = root.exportState()
        let redeclared = NavigationCheckpoint<String>("pick")
        #expect(root.current.canReturnToCheckpoint(redeclared))
        #expect(!root.current.returnToCheckpoint(redeclared, value: "seven"))
        #expect(root.exportState() == before)
        #expect(received.values.isEmpty)
        let errors = messages(events, .checkpoint, .error)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("expects Int, got String") == true)
    }

    @Test func lookupWalksUpFromTheCallerAndNeverAcrossTabs() throws {
        let events = NavigationEventRecorder()
        let root = makeRoot(events: events)
        let orders = try #require(root.navigator(named: "orders"))
        orders.establish(pickCheckpoint)
        root.push(HomeDestination.detail)
        root.present(HomeDestination.editor, method: .managedSheet)
        let before = root.exportState()
        #expect(!root.current.canReturnToCheckpoint(pickCheckpoint))
        #expect(!root.current.returnToCheckpoint(pickCheckpoint, value: 1))
        #expect(root.exportState() == before)
        #expect(messages(events, .checkpoint, .warning) == ["no checkpoint 'pick' from home/sheet"])
    }

    @Test func theNearestCheckpointUpTheTreeWins() throws {
        let root = makeRoot()
        let outer = Log<Int>()
        let inner = Log<Int>()
        let home = try #require(root.navigator(named: "home"))
        home.establish(pickCheckpoint) { outer.record($0) }
        root.present(HomeDestination.editor, method: .managedSheet)
        root.current.establish(pickCheckpoint) { inner.record($0) }
        root.push(HomeDestination.detail)
        root.push(HomeDestination.list)
        #expect(root.current.returnToCheckpoint(pickCheckpoint, value: 5))
        #expect(root.locationDescription == "home: home | sheet: editor")
        #expect(inner.values == [5])
        #expect(outer.values.isEmpty)
    }

    @Test func establishingTheSameNameAgainMovesTheCheckpoint() throws {
        let root = makeRoot()
        let home = try #require(root.navigator(named: "home"))
        home.establish(pickCheckpoint)
        root.push(HomeDestination.detail)
        home.establish(pickCheckpoint)
        root.push(HomeDestination.list)
        #expect(home.returnToCheckpoint(pickCheckpoint))
        #expect(root.locationDescription == "home: home > detail")
    }

    @Test func aCheckpointDisappearsWhenItsScreenLeavesTheTree() throws {
        let root = makeRoot()
        root.push(HomeDestination.detail)
        let home = try #require(root.navigator(named: "home"))
        home.establish(pickCheckpoint)
        #expect(home.canReturnToCheckpoint(pickCheckpoint))
        root.pop()
        root.push(HomeDestination.detail)
        #expect(!home.canReturnToCheckpoint(pickCheckpoint))
        let before = root.exportState()
        #expect(!home.returnToCheckpoint(pickCheckpoint))
        #expect(root.exportState() == before)
    }

    @Test func aCheckpointInADismissedSheetIsGone() throws {
        let root = makeRoot()
        root.present(HomeDestination.editor, method: .managedSheet)
        let sheet = root.current
        sheet.establish(pickCheckpoint)
        root.dismiss()
        root.present(HomeDestination.editor, method: .managedSheet)
        #expect(!root.current.canReturnToCheckpoint(pickCheckpoint))
    }

    @Test func theRootCannotHoldACheckpoint() {
        let root = makeRoot()
        #expect(!root.establish(pickCheckpoint))
        #expect(!root.canReturnToCheckpoint(pickCheckpoint))
    }

    @Test func aCheckpointOnTheTopScreenReturnsWithoutPopping() throws {
        let root = makeRoot()
        let received = Log<Int>()
        root.push(HomeDestination.detail)
        root.current.establish(pickCheckpoint) { received.record($0) }
        root.present(HomeDestination.info, method: .sheet)
        #expect(root.current.returnToCheckpoint(pickCheckpoint, value: 9))
        #expect(root.locationDescription == "home: home > detail")
        #expect(received.values == [9])
    }

    @Test func aCheckpointNamesItselfByItsName() {
        #expect(pickCheckpoint.description == "pick")
        #expect(NavigationCheckpoint<Int>("pick") == pickCheckpoint)
    }
}
