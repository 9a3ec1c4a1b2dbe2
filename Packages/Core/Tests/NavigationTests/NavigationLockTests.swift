import Navigation
import NavigationTesting
import Testing

@MainActor
@Suite struct NavigationLockTests {
    /// Home with a managed sheet showing `editor > list`, where `list` (the payment step) holds a lock.
    private func lockedRoot(
        events: NavigationEventRecorder? = nil
    ) throws -> (root: Navigator, lock: NavigationLock) {
        let root = makeRoot(configuration: NavigationConfiguration(restorationKey: "app"), events: events)
        root.push(HomeDestination.detail)
        root.present(HomeDestination.editor, method: .managedSheet)
        root.push(HomeDestination.list)
        let lock = try #require(root.current.lockNavigation(reason: "payment"))
        return (root, lock)
    }

    @Test func aLockIsHeldOnBehalfOfTheTopScreen() throws {
        let (root, lock) = try lockedRoot()
        #expect(root.isNavigationLocked)
        #expect(lock.entry == root.current.topEntry?.id)
        #expect(lock.reason == "payment")
        #expect(root.navigationLocks == [lock])
    }

    @Test func dismissAnyWhileLockedThrowsAndChangesNothing() throws {
        let events = NavigationEventRecorder()
        let (root, _) = try lockedRoot(events: events)
        let before = root.exportState()
        #expect(throws: NavigationError.navigationLocked(heldBy: ["payment"])) { try root.dismissAny() }
        #expect(root.exportState() == before)
        #expect(
            messages(events, .refused, .warning) == ["dismissAny refused: navigation is locked by payment"])
    }

    @Test func popAnyWhileLockedThrowsAndChangesNothing() throws {
        let (root, _) = try lockedRoot()
        let before = root.exportState()
        #expect(throws: NavigationError.navigationLocked(heldBy: ["payment"])) { try root.popAny() }
        #expect(root.exportState() == before)
    }

    @Test func resetWhileLockedThrowsAndChangesNothing() throws {
        let (root, _) = try lockedRoot()
        let before = root.exportState()
        #expect(throws: NavigationError.navigationLocked(heldBy: ["payment"])) { try root.reset() }
        #expect(root.exportState() == before)
    }

    @Test func applyingOrRestoringAStateWhileLockedThrowsAndChangesNothing() throws {
        let (root, _) = try lockedRoot()
        let before = root.exportState()
        let home = NavigationState(
            restorationKey: "app", selectedTab: "home",
            stacks: [NavigationStackState(name: "home", destinations: [HomeDestination.home])])
        #expect(throws: NavigationError.navigationLocked(heldBy: ["payment"])) { try root.apply(home) }
        #expect(throws: NavigationError.navigationLocked(heldBy: ["payment"])) {
            try root.restore(from: home)
        }
        #expect(root.exportState() == before)
    }

    @Test func theRefusalNamesEveryHolderInTheOrderTheLocksWereTaken() throws {
        let (root, first) = try lockedRoot()
        let home = try #require(root.navigator(named: "home"))
        let second = try #require(home.lockNavigation(reason: "upload"))
        #expect(root.navigationLocks == [first, second])
        let error = #expect(throws: NavigationError.self) { try root.dismissAny() }
        #expect(error == .navigationLocked(heldBy: ["payment", "upload"]))
        #expect(
            error?.description
                == "navigation is locked by payment, upload; finish or leave that screen first")
    }

    @Test func ordinaryBackFromTheLockedScreenStillWorksAndReleasesTheLock() throws {
        let (root, _) = try lockedRoot()
        #expect(root.back())
        #expect(root.locationDescription == "home: home > detail | sheet: editor")
        #expect(!root.isNavigationLocked)
        #expect(try root.dismissAny())
    }

    @Test func aLockIsReleasedWhenItsEntryIsPoppedFromBelow() throws {
        let (root, _) = try lockedRoot()
        #expect(root.current.popAll())
        #expect(!root.isNavigationLocked)
    }

    @Test func aLockIsReleasedWhenThePresentationHoldingItIsDismissed() throws {
        let (root, _) = try lockedRoot()
        #expect(root.dismiss())
        #expect(!root.isNavigationLocked)
        #expect(root.navigationLocks.isEmpty)
    }

    @Test func aPresentationCanHoldALockThroughItsRootEntry() throws {
        let root = makeRoot()
        root.present(HomeDestination.player, method: .managedCover)
        let cover = root.current
        let coverEntry = try #require(cover.rootEntry?.id)
        #expect(root.lockNavigation(for: coverEntry, reason: "player") != nil)
        root.push(HomeDestination.detail)
        root.pop()
        #expect(root.isNavigationLocked)
        #expect(cover.dismiss())
        #expect(!root.isNavigationLocked)
    }

    @Test func unlockReleasesALockOnlyOnce() throws {
        let (root, lock) = try lockedRoot()
        #expect(root.unlock(lock))
        #expect(!root.isNavigationLocked)
        #expect(!root.unlock(lock))
        #expect(try root.dismissAny())
        #expect(root.locationDescription == "home: home > detail")
    }

    @Test func lockingAnEntryThatIsNotInTheTreeIsRefused() throws {
        let root = makeRoot()
        let popped = try #require(root.push(HomeDestination.detail))
        root.pop()
        #expect(root.lockNavigation(for: popped, reason: "late") == nil)
        #expect(!root.isNavigationLocked)
    }

    @Test func theRootHasNoScreenToHoldALock() {
        let root = makeRoot()
        #expect(root.lockNavigation(reason: "root") == nil)
        #expect(!root.isNavigationLocked)
    }

    @Test func aLockInOneTabBlocksSweepingOperationsEverywhere() throws {
        let root = makeRoot()
        let settings = try #require(root.navigator(named: "settings"))
        settings.push(SettingsDestination.profile)
        settings.lockNavigation(reason: "profile edit")
        root.present(HomeDestination.info, method: .sheet)
        let before = root.exportState()
        #expect(throws: NavigationError.navigationLocked(heldBy: ["profile edit"])) { try root.dismissAny() }
        #expect(root.exportState() == before)
    }
}
