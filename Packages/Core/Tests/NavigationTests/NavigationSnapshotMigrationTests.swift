import Foundation
import Navigation
import NavigationSnapshots
import NavigationTesting
import Testing

/// Home's screens as version 1 of an app saved them, before `list` was renamed `overview`
/// (version 2) and `detail` moved to another feature's type (version 3).
private enum OldHome: NavigationDestination {
    case home, list, detail
    case page(Int)
    var routeID: String {
        switch self {
        case .home: "home"
        case .list: "list"
        case .detail: "detail"
        case .page(let number): "page/\(number)"
        }
    }
    var method: NavigationMethod { .push }
    static var codingName: String { HomeDestination.codingName }
}

/// The same screens in version 3: `overview` is `list` renamed, `detail` lives in `Moved`.
private enum NewHome: NavigationDestination {
    case home, overview
    case page(Int)
    var routeID: String {
        switch self {
        case .home: "home"
        case .overview: "list"
        case .page(let number): "page/\(number)"
        }
    }
    var method: NavigationMethod { .push }
    static var codingName: String { HomeDestination.codingName }
}

private enum Moved: NavigationDestination {
    case detail
    var routeID: String { "detail" }
    var method: NavigationMethod { .push }
    static var codingName: String { "Tests.Moved" }
}

/// A saved state is brought to the app's schema version, step by step, before it is read.
@MainActor
@Suite struct NavigationSnapshotMigrationTests {
    private static func coder<D: NavigationDestination>(
        _ home: D.Type, version: Int = 1, migrations: [NavigationSnapshotMigration] = []
    ) -> NavigationSnapshotCoder {
        var registry = NavigationDestinationRegistry()
        try? registry.register(home)
        try? registry.register(Moved.self)
        try? registry.register(OrdersDestination.self)
        try? registry.register(SettingsDestination.self)
        return NavigationSnapshotCoder(registry: registry, version: version, migrations: migrations)
    }

    private static let renameList = NavigationSnapshotMigration(from: 1) { entry in
        if entry.codingName == HomeDestination.codingName, entry.caseName == "list" {
            entry.caseName = "overview"
        }
    }
    private static let moveDetail = NavigationSnapshotMigration(from: 2) { entry in
        if entry.codingName == HomeDestination.codingName, entry.caseName == "detail" {
            entry.codingName = Moved.codingName
        }
    }

    /// Version 1's bytes: home > list > detail > page 2.
    private func versionOne() throws -> Data {
        let root = NavigationRoot(tabs: [NavigationTab("home", root: OldHome.home)])
        root.tabHandle("home").push(OldHome.list)
        root.tabHandle("home").push(OldHome.detail)
        root.tabHandle("home").push(OldHome.page(2))
        return try Self.coder(OldHome.self).encode(root.state)
    }

    @Test func aVersionOneSnapshotIsReadThroughEveryStepInOrder() throws {
        let coder = Self.coder(NewHome.self, version: 3, migrations: [Self.moveDetail, Self.renameList])
        let state = try coder.decode(try versionOne())
        let destinations = state.tab(named: "home")?.stack.entries.map(\.destination)
        #expect(
            destinations == [
                AnyNavigationDestination(NewHome.home), AnyNavigationDestination(NewHome.overview),
                AnyNavigationDestination(Moved.detail), AnyNavigationDestination(NewHome.page(2)),
            ])
        let written = String(decoding: try coder.encode(state), as: UTF8.self)
        #expect(written.contains(#""version":3"#))
        #expect(try coder.decode(try coder.encode(state)) == state)
    }

    @Test func aVersionOneSnapshotReadsAsBeforeWithoutAVersionKey() throws {
        let data = try versionOne()
        #expect(!String(decoding: data, as: UTF8.self).contains("version"))
        #expect(try Self.coder(OldHome.self).decode(data).tab(named: "home")?.stack.entries.count == 4)
    }

    @Test func aSnapshotFromANewerVersionIsRefused() throws {
        let newer = Self.coder(NewHome.self, version: 3, migrations: [Self.renameList, Self.moveDetail])
        let data = try newer.encode(try newer.decode(try versionOne()))
        #expect(throws: NavigationSnapshotVersionError.newer(found: 3, supported: 2)) {
            try Self.coder(NewHome.self, version: 2, migrations: [Self.renameList]).decode(data)
        }
    }

    @Test func aMissingStepIsRefusedByItsVersion() throws {
        #expect(throws: NavigationSnapshotVersionError.noMigration(from: 2)) {
            try Self.coder(NewHome.self, version: 3, migrations: [Self.renameList]).decode(try versionOne())
        }
    }

    @Test func aStepThatThrowsFailsTheRead() throws {
        struct Refused: Error {}
        let failing = NavigationSnapshotMigration(from: 1) { _ in throw Refused() }
        #expect(throws: Refused.self) {
            try Self.coder(NewHome.self, version: 2, migrations: [failing]).decodeTolerantly(try versionOne())
        }
    }

    @Test func aDroppedScreenGoesWithTheScreensAboveItAndSaysAMigrationDroppedIt() throws {
        let dropDetail = NavigationSnapshotMigration(from: 1) { entry in
            if entry.caseName == "detail" { entry.drop() }
            if entry.caseName == "list" { entry.caseName = "overview" }
        }
        let (state, dropped) = try Self.coder(NewHome.self, version: 2, migrations: [dropDetail])
            .decodeTolerantly(try versionOne())
        #expect(state.tab(named: "home")?.stack.entries.map(\.routeID) == ["home", "list"])
        #expect(
            dropped.map(\.description) == [
                "\(HomeDestination.codingName).detail in tab home (and 1 screen above it): dropped by a migration"
            ])
    }

    @Test func aStepCanChangeAnAssociatedValue() throws {
        let renumber = NavigationSnapshotMigration(from: 1) { entry in
            if entry.caseName == "list" { entry.caseName = "overview" }
            if entry.caseName == "detail" { entry.codingName = Moved.codingName }
            if entry.caseName == "page", let number = entry[value: "_0"] as? Int {
                entry[value: "_0"] = number + 10
            }
        }
        let state = try Self.coder(NewHome.self, version: 2, migrations: [renumber]).decode(try versionOne())
        #expect(
            state.tab(named: "home")?.stack.entries.last?.destination
                == AnyNavigationDestination(NewHome.page(12)))
    }

    /// An entry with a field beside its three (added by hand) was not taken for one, so no
    /// step reached it, and its old value was read as today's.
    @Test func anEntryWithAFieldBesideItsOwnIsMigratedToo() throws {
        let edited = String(decoding: try versionOne(), as: UTF8.self)
            .replacingOccurrences(of: #""type":"#, with: #""note":1,"type":"#)
        let coder = Self.coder(NewHome.self, version: 3, migrations: [Self.renameList, Self.moveDetail])
        let (state, dropped) = try coder.decodeTolerantly(Data(edited.utf8))
        #expect(
            state.tab(named: "home")?.stack.entries.map(\.routeID) == ["home", "list", "detail", "page/2"])
        #expect(dropped.isEmpty)
    }

    @Test func thePendingRequestsScreensAreMigratedToo() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        root.push(HomeDestination.list)
        #expect(
            root.open(NavigationPlace(tab: "home", stack: [HomeDestination.home, HomeDestination.list]))
                .isApplied)
        var state = root.state
        state.pending = NavigationPendingRequest(
            request: .link(
                NavigationPlace(tab: "home", stack: [HomeDestination.home, HomeDestination.list])),
            requirement: .signedIn, screen: try #require(state.frontEntry?.id))
        let data = try NavigationSnapshotCoderTests.coder.encode(state)
        let read = try Self.coder(NewHome.self, version: 2, migrations: [Self.renameList]).decode(data)
        guard case .link(let place)? = read.pending?.request else {
            Issue.record("no pending link")
            return
        }
        #expect(place.stack.last == AnyNavigationDestination(NewHome.overview))
    }
}
