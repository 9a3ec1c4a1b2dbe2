import Navigation
import NavigationModels
import NavigationTesting
import Testing

private final class CartModel {}

/// A sink that looks at the store on every event, as a debugging tool might.
@MainActor
private final class StoreReadingSink: NavigationEventSink {
    weak var root: NavigationRoot?
    var counts: [Int] = []
    func receive(_ event: NavigationEvent) {
        if let root { counts.append(root.models.count) }
    }
}

/// A sink that, once, asks the store for a model shared by `owner` while an event is delivered.
@MainActor
private final class ModelAskingSink: NavigationEventSink {
    weak var root: NavigationRoot?
    var owner: NavigationEntryID?
    var asked: CartModel?
    var warnings: [String] = []
    func receive(_ event: NavigationEvent) {
        if event.level == .warning { warnings.append(event.message) }
        // The store's warning comes back here while it is asked: ask once.
        guard let root, let owner else { return }
        self.owner = nil
        asked = root.models.model(sharedBy: "cart", for: owner) { CartModel() }
    }
}

@MainActor
@Suite struct NavigationModelStoreTests {
    @Test(arguments: [false, true])
    func aSharedModelAskedForInTheMiddleOfAChangeIsNotKept(alreadyShared: Bool) throws {
        let root = makeRoot(verbosity: .debug)
        let owner = try #require(root.push(HomeDestination.detail))
        let other = try #require(root.push(HomeDestination.list))
        weak var kept: CartModel?
        if alreadyShared { kept = root.models.model(sharedBy: "cart", for: other) { CartModel() } }
        let sink = ModelAskingSink()
        sink.root = root
        sink.owner = owner
        root.setEventSink(sink)
        #expect(root.front.present(HomeDestination.info, style: .sheet) == .applied)
        #expect(sink.asked != nil)
        if alreadyShared { #expect(sink.asked !== kept, "no new owner during a change") }
        #expect(root.models.count == (alreadyShared ? 1 : 0))
        #expect(sink.warnings.contains { $0.hasPrefix("a change is in progress; CartModel") })
    }

    @Test func aSinkMayReadTheStoreWhileModelsAreBeingReleased() throws {
        let sink = StoreReadingSink()
        let root = makeRoot(verbosity: .debug)
        root.setEventSink(sink)
        sink.root = root
        let entry = try #require(root.push(HomeDestination.detail))
        _ = root.models.model(for: entry) { ScreenModel("detail") }
        #expect(root.back() == .applied)
        // The release was reported while the sink read the store, which no longer holds it.
        #expect(root.models.count == 0)
        #expect(sink.counts.contains(0))
    }

    @Test func aModelIsCreatedOnFirstUseAndTheSameInstanceIsReturnedAfter() throws {
        let root = makeRoot()
        let entry = try #require(root.push(HomeDestination.detail))
        var created = 0
        let make = {
            created += 1
            return ScreenModel("detail")
        }
        #expect(root.models.existingModel(for: entry, as: ScreenModel.self) == nil)
        let first = root.models.model(for: entry, create: make)
        let second = root.models.model(for: entry, create: make)
        #expect(first === second)
        #expect(created == 1)
        #expect(root.models.existingModel(for: entry, as: ScreenModel.self) === first)
        #expect(root.models.count == 1)
    }

    @Test func equalRoutesGetTheirOwnModels() throws {
        let root = makeRoot()
        let first = try #require(root.push(HomeDestination.detail))
        let second = try #require(root.push(HomeDestination.detail))
        let a = root.models.model(for: first) { ScreenModel("a") }
        let b = root.models.model(for: second) { ScreenModel("b") }
        #expect(a !== b)
        #expect(root.models.model(for: first) { ScreenModel("again") }.label == "a")
    }

    @Test func oneEntryCanOwnModelsOfSeveralTypes() throws {
        let root = makeRoot()
        let entry = try #require(root.push(HomeDestination.detail))
        _ = root.models.model(for: entry) { ScreenModel("detail") }
        _ = root.models.model(for: entry) { CartModel() }
        #expect(root.models.count == 2)
        #expect(root.models.existingModel(for: entry, as: CartModel.self) != nil)
    }

    @Test func aModelIsReleasedWhenItsEntryIsPopped() throws {
        let root = makeRoot()
        let entry = try #require(root.push(HomeDestination.detail))
        weak var model: ScreenModel?
        model = root.models.model(for: entry) { ScreenModel("detail") }
        #expect(model != nil)
        root.front.pop(last: 1)
        #expect(model == nil)
        #expect(root.models.count == 0)
    }

    @Test func aModelIsReleasedWhenItsPresentationIsDismissed() throws {
        let root = makeRoot()
        root.present(HomeDestination.editor, .managedSheet)
        let sheetRoot = root.frontID
        let pushed = try #require(root.push(HomeDestination.list))
        root.present(HomeDestination.banner, .cover)
        let coverRoot = root.frontID
        weak var editor: ScreenModel?
        weak var list: ScreenModel?
        weak var banner: ScreenModel?
        editor = root.models.model(for: sheetRoot) { ScreenModel("editor") }
        list = root.models.model(for: pushed) { ScreenModel("list") }
        banner = root.models.model(for: coverRoot) { ScreenModel("banner") }
        #expect(root.models.count == 3)
        #expect(root.dismissAll().isApplied)
        #expect(editor == nil)
        #expect(list == nil)
        #expect(banner == nil)
    }

    @Test func popAllReleasesEveryPoppedEntrysModel() throws {
        let root = makeRoot()
        let home = try #require(root.state.tabs[0].stack.entries.first?.id)
        let detail = try #require(root.push(HomeDestination.detail))
        let list = try #require(root.push(HomeDestination.list))
        weak var homeModel: ScreenModel?
        weak var detailModel: ScreenModel?
        weak var listModel: ScreenModel?
        homeModel = root.models.model(for: home) { ScreenModel("home") }
        detailModel = root.models.model(for: detail) { ScreenModel("detail") }
        listModel = root.models.model(for: list) { ScreenModel("list") }
        #expect(root.front.popToRoot().isApplied)
        #expect(detailModel == nil)
        #expect(listModel == nil)
        #expect(homeModel != nil)
        #expect(root.models.count == 1)
    }

    @Test func aRestoreReleasesModelsOfEntriesItDropsAndKeepsTheRest() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        let saved = root.state
        let list = try #require(root.push(HomeDestination.list))
        weak var detailModel: ScreenModel?
        weak var listModel: ScreenModel?
        detailModel = root.models.model(for: detail) { ScreenModel("detail") }
        listModel = root.models.model(for: list) { ScreenModel("list") }
        #expect(root.restore(saved).isApplied)
        #expect(root.locationDescription == "home: home > detail")
        #expect(listModel == nil)
        #expect(detailModel != nil)
        #expect(root.models.existingModel(for: detail, as: ScreenModel.self) === detailModel)
    }

    @Test func resetReleasesEveryModelAboveTheTabRoots() throws {
        let root = makeRoot()
        let detail = try #require(root.push(HomeDestination.detail))
        root.present(HomeDestination.info, .sheet)
        let info = root.frontID
        weak var detailModel: ScreenModel?
        weak var infoModel: ScreenModel?
        detailModel = root.models.model(for: detail) { ScreenModel("detail") }
        infoModel = root.models.model(for: info) { ScreenModel("info") }
        #expect(root.reset().isApplied)
        #expect(detailModel == nil)
        #expect(infoModel == nil)
    }

    @Test func aSharedModelLivesUntilTheLastOwnerLeaves() throws {
        let root = makeRoot()
        let first = try #require(root.push(HomeDestination.page(1)))
        let second = try #require(root.push(HomeDestination.page(2)))
        weak var cart: CartModel?
        cart = root.models.model(sharedBy: "cart", for: first) { CartModel() }
        #expect(root.models.model(sharedBy: "cart", for: second) { CartModel() } === cart)
        #expect(root.models.count == 1)
        root.front.pop(last: 1)
        #expect(cart != nil)
        root.front.pop(last: 1)
        #expect(cart == nil)
        #expect(root.models.count == 0)
    }

    @Test func sharedModelsAreSeparatedByKeyAndByType() throws {
        let root = makeRoot()
        let entry = try #require(root.push(HomeDestination.detail))
        let cart = root.models.model(sharedBy: "cart", for: entry) { CartModel() }
        let wishlist = root.models.model(sharedBy: "wishlist", for: entry) { CartModel() }
        let screen = root.models.model(sharedBy: "cart", for: entry) { ScreenModel("cart") }
        #expect(cart !== wishlist)
        #expect(screen.label == "cart")
        #expect(root.models.count == 3)
    }

    @Test func aModelIsNotKeptForAnEntryThatIsNotInTheTree() throws {
        let events = NavigationEventRecorder()
        let root = makeRoot(recorder: events)
        let popped = try #require(root.push(HomeDestination.detail))
        root.front.pop(last: 1)
        weak var late: ScreenModel?
        late = root.models.model(for: popped) { ScreenModel("late") }
        #expect(late == nil)
        #expect(root.models.count == 0)
        #expect(root.models.existingModel(for: popped, as: ScreenModel.self) == nil)
        #expect(events.events(of: .model).filter { $0.level == .warning }.count == 1)
    }

    @Test func anEntryOutsideTheTreeNeverKeepsASharedModelAlive() throws {
        let root = makeRoot()
        let owner = try #require(root.push(HomeDestination.detail))
        let stale = try #require(root.push(HomeDestination.list))
        root.front.pop(last: 1)
        weak var cart: CartModel?
        cart = root.models.model(sharedBy: "cart", for: owner) { CartModel() }
        let late = root.models.model(sharedBy: "cart", for: stale) { CartModel() }
        #expect(late !== cart)
        root.front.pop(last: 1)
        #expect(cart == nil)
        #expect(root.models.count == 0)
    }
}
