import Foundation
import Navigation
import NavigationLinks
import NavigationModels
import NavigationSnapshots
import Observation
import Testing

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The examples of FromConsoleToSwiftUI.md: a small app in SwiftUI over the engine.
///
/// What the SwiftUI views ask of the root (the paths, the presentation slots, the alert, a
/// link, the save) is plain code that these tests run on every platform; the views, under
/// `#if canImport(SwiftUI)`, compile on Apple platforms only.
@MainActor
@Suite struct FromConsoleToSwiftUIExamples {
    @Test func aLinkToAnOrderWaitsBehindTheSignInSheetAndABadLinkIsReported() throws {
        let composition = Composition()
        composition.open(try #require(URL(string: "https://switchyard.example/orders/1001")))
        #expect(
            composition.root.locationDescription
                == "home: home | sheet: settings/signin | pending: orders/1001")
        #expect(composition.root.pending?.description == "orders/1001")
        #expect(composition.reports.isEmpty)
        // Signing in and closing the sheet carries the link out.
        composition.services.signIn()
        #expect(try #require(composition.root.frontHandle).dismiss() == .applied)
        #expect(composition.root.locationDescription == "orders: orders > orders/1001")

        let before = composition.root.state
        composition.open(try #require(URL(string: "switchyard://orders/first")))
        #expect(composition.reports.count == 1)
        #expect(composition.root.state == before)
    }

    @Test func goingBackInAStackAppliesThePathAndKeepsTheEntriesThatStay() throws {
        let composition = Composition()
        let root = composition.root
        composition.services.signIn()
        let home = try #require(root.frontHandle)
        home.push(ShopDestination.order(1003))
        try #require(root.frontHandle).push(ShopDestination.order(1002))
        let path = root.path(ofLayer: 0, inTab: "home")
        #expect(path.map(\.routeID) == ["orders/1003", "orders/1002"])
        let kept = root.models.model(for: path[0].id) { Marker() }

        // The person swipes back once: SwiftUI hands the path without its last entry.
        #expect(root.setPath(Array(path.dropLast()), ofLayer: 0, inTab: "home") == .applied)
        #expect(root.locationDescription == "home: home > orders/1003")
        #expect(root.models.model(for: path[0].id) { Marker() } === kept)
        // The same path again changes nothing.
        #expect(root.setPath(Array(path.dropLast()), ofLayer: 0, inTab: "home") == nil)
    }

    @Test func goingBackInASplitsDetailColumnKeepsTheColumnsBeforeIt() throws {
        let root = NavigationRoot(tabs: [NavigationTab("shop", root: ShopDestination.orders, columns: 3)])
        let shop = root.tabHandle("shop")
        for screen in [ShopDestination.order(1), .product("tea"), .product("cake")] {
            #expect(shop.push(screen) == .applied)
        }
        #expect(root.detailPath(inTab: "shop").map(\.destination.routeID) == ["orders/products/cake"])
        // The detail's back button: SwiftUI writes the detail path without its last entry.
        #expect(root.setDetailPath([], inTab: "shop") == .applied)
        #expect(root.locationDescription == "shop: orders ‖ orders/1 ‖ orders/products/tea")
        #expect(root.setDetailPath([], inTab: "shop") == nil)  // nothing changed
    }

    @Test func aPathThatDropsALockedScreenIsRefusedAndTheStateStays() throws {
        let composition = Composition()
        let root = composition.root
        composition.services.signIn()
        try #require(root.frontHandle).push(ShopDestination.order(1003))
        _ = try #require(root.frontHandle?.lockNavigation(reason: "paying"))
        let before = root.state

        let outcome = root.setPath([], ofLayer: 0, inTab: "home")
        #expect(outcome?.refusal != nil)
        #expect(root.state == before)
        #expect(root.path(ofLayer: 0, inTab: "home").map(\.routeID) == ["orders/1003"])
    }

    @Test func aLeaveQuestionHoldsThePathAndLeaveCarriesItOut() throws {
        let composition = Composition()
        let root = composition.root
        composition.services.signIn()
        try #require(root.frontHandle).push(ShopDestination.order(1003))
        try #require(root.frontHandle).confirmLeaving(
            NavigationLeaveConfirmation(title: "Discard this order?"))

        let outcome = root.setPath([], ofLayer: 0, inTab: "home")
        #expect(outcome == .held(.confirming(route: "orders/1003", alert: "orders/1003/leave")))
        #expect(root.locationDescription == "home: home > orders/1003 | alert: orders/1003/leave")
        let alert = try #require(root.shownAlert(root.state.selected?.layers[0].alert))
        #expect(alert.title == "Discard this order?")
        #expect(alert.actions.map(\.label) == ["Leave", "Stay"])

        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(root.locationDescription == "home: home")
    }

    @Test func theSheetItemIsThePresentedLayersFirstEntryAndTheSwipeDismissesIt() throws {
        let composition = Composition()
        let root = composition.root
        try #require(root.frontHandle).push(ShopDestination.order(1003))  // held behind sign-in
        let sheet = try #require(root.presentedEntry(overLayer: 0, inTab: "home", cover: false))
        #expect(sheet.routeID == "settings/signin")
        #expect(root.presentedEntry(overLayer: 0, inTab: "home", cover: true) == nil)
        #expect(root.presentedEntry(overLayer: 0, inTab: "orders", cover: false) == nil)

        #expect(root.swipedAway(sheet) == .applied)
        #expect(root.locationDescription == "home: home")
        #expect(root.pending == nil)
        // SwiftUI may write `nil` again for a layer the engine already closed.
        #expect(root.swipedAway(sheet) == nil)
    }

    @Test func onlyTheAlertThatShowedIsClosedWhenSwiftUIHidesIt() throws {
        let composition = Composition()
        let root = composition.root
        let home = try #require(root.frontHandle)
        home.showAlert(NavigationAlert(id: "hello", title: "Hello", actions: [NavigationAlert.Action("OK")]))
        let shown = try #require(root.shownAlert(root.state.selected?.layers[0].alert))
        #expect(shown.title == "Hello")
        // A layer of a tab that is not in front shows no alert.
        #expect(root.shownAlert(nil) == nil)

        #expect(root.alertWasHidden(shown) == .applied)
        #expect(root.frontAlert == nil)
        #expect(root.alertWasHidden(shown) == nil)
    }

    @Test func homesModelOpensAnOrderThroughItsHandle() throws {
        let composition = Composition()
        let root = composition.root
        composition.services.signIn()
        let entry = try #require(root.state.frontEntry)
        let model = root.models.model(for: entry.id) {
            ShopHomeModel(recentOrders: composition.services.recentOrders, handle: root.handle(for: entry.id))
        }
        model.appeared()
        model.openRecentOrder(1002)
        #expect(model.appearances == 1)
        #expect(root.locationDescription == "home: home > orders/1002")
    }

    @Test func theStateSavedWhenTheSceneGoesToTheBackgroundRestores() throws {
        let composition = Composition()
        composition.services.signIn()
        composition.open(try #require(URL(string: "switchyard://orders/1001")))
        try composition.save(composition.root.state)

        let next = Composition()
        next.services.signIn()
        let saved = try #require(composition.saved)
        #expect(next.root.restore(try next.coder.decode(saved)) == .applied)
        #expect(next.root.locationDescription == "orders: orders > orders/1001")
    }
}

// MARK: - The app without its views

/// The stand-in app's screens: a home tab listing recent orders, an orders tab, and the
/// sign-in sheet an order waits behind.
private enum ShopDestination: NavigationDestination {
    case home
    case orders
    case order(Int)
    case product(String)
    case signIn

    /// Orders need a signed-in customer.
    static let signedIn = NavigationAccessRequirement("signedIn")

    var routeID: String {
        switch self {
        case .home: "home"
        case .orders: "orders"
        case .order(let id): "orders/\(id)"
        case .product(let sku): "orders/products/\(sku)"
        case .signIn: "settings/signin"
        }
    }

    var method: NavigationMethod {
        switch self {
        case .signIn: .present(.sheet)
        default: .push
        }
    }

    var accessRequirement: NavigationAccessRequirement? {
        switch self {
        case .order: Self.signedIn
        default: nil
        }
    }

    static var codingName: String { "Examples.FromConsoleToSwiftUI.ShopDestination" }
}

/// What the stand-in's screens need from the app, as a feature's dependencies protocol says it.
@MainActor
protocol ShopDependencies: AnyObject, Sendable {
    /// The orders the home screen lists.
    var recentOrders: [Int] { get }
    /// Whether orders may show.
    var isSignedIn: Bool { get }
    /// Signs the customer in.
    func signIn()
}

/// The app's implementation of the dependencies.
@MainActor
private final class ShopServices: ShopDependencies {
    let recentOrders = [1003, 1002, 1001]
    private(set) var isSignedIn = false

    func signIn() { isSignedIn = true }
}

/// The composition the `App` owns: the root with its tabs and access requirement, the link
/// router and the snapshot coder, as `SwitchyardApp` builds them for the console.
@MainActor
private final class Composition {
    let services: ShopServices
    let root: NavigationRoot
    let router: DeepLinkRouter<NavigationPlace>
    let coder: NavigationSnapshotCoder
    /// What went wrong, one line each (an app would show them).
    private(set) var reports: [String] = []
    /// The last snapshot saved.
    private(set) var saved: Data?

    init() {
        let services = ShopServices()
        let root = NavigationRoot(tabs: [
            NavigationTab("home", root: ShopDestination.home),
            NavigationTab("orders", root: ShopDestination.orders),
        ])
        root.requireAccess(
            ShopDestination.signedIn, isMet: { services.isSignedIn }, presenting: ShopDestination.signIn)
        var router = DeepLinkRouter<NavigationPlace>(
            address: DeepLinkAddress(scheme: "switchyard", host: "switchyard.example"))
        // A fixed pattern: the tests route through it, so a mistake in it fails them.
        try? router.register("orders/:id<int>") { match in
            NavigationPlace(
                tab: "orders", stack: [ShopDestination.orders, ShopDestination.order(try match.int("id"))])
        }
        var registry = NavigationDestinationRegistry()
        try? registry.register(ShopDestination.self)
        self.services = services
        self.root = root
        self.router = router
        self.coder = NavigationSnapshotCoder(registry: registry)
    }

    func report(_ problem: any Error) { reports.append("\(problem)") }

    func save(_ state: NavigationState) throws { saved = try coder.encode(state) }
}

extension Composition {
    func open(_ url: URL) {
        do {
            let place = try router.route(url.absoluteString)  // throws a one-line DeepLinkError
            if let refusal = root.open(place).refusal { report(refusal) }  // a lock said no
        } catch {
            report(error)  // the state is unchanged
        }
    }
}

/// The home screen's model: `@Observable`, owned by navigation (one per home entry).
@MainActor
@Observable
private final class ShopHomeModel {
    let recentOrders: [Int]
    private(set) var appearances = 0
    private let handle: any NavigationHandling

    init(recentOrders: [Int], handle: any NavigationHandling) {
        self.recentOrders = recentOrders
        self.handle = handle
    }

    func openRecentOrder(_ id: Int) { handle.navigate(to: ShopDestination.order(id)) }

    func appeared() { appearances += 1 }
}

/// A model with nothing in it, to tell one instance from another.
private final class Marker {}

/// What the SwiftUI bindings ask of the root, apart from SwiftUI so it runs everywhere.
extension NavigationRoot {
    /// Layer `layer` of tab `tab`, while it shows.
    fileprivate func layerState(_ layer: Int, inTab tab: String) -> NavigationLayerState? {
        let layers = state.tab(named: tab)?.layers ?? []
        return layers.indices.contains(layer) ? layers[layer] : nil
    }

    /// A stack's path: every entry after its first, which is the stack's root view.
    fileprivate func path(ofLayer layer: Int, inTab tab: String) -> [NavigationEntry] {
        Array(layerState(layer, inTab: tab)?.entries.dropFirst() ?? [])
    }

    /// The person went back in a stack: applies the path SwiftUI now shows; `nil` when it is
    /// the path the state shows already.
    @discardableResult
    fileprivate func setPath(_ newPath: [NavigationEntry], ofLayer layer: Int, inTab tab: String)
        -> NavigationOutcome?
    {
        var next = state
        guard let index = next.tabs.firstIndex(where: { $0.name == tab }),
            next.tabs[index].layers.indices.contains(layer),
            let first = next.tabs[index].layers[layer].entries.first
        else { return nil }
        let entries = next.tabs[index].layers[layer].entries
        guard newPath.map(\.id) != entries.dropFirst().map(\.id) else { return nil }  // nothing changed
        next.tabs[index].layers[layer].entries = [first] + newPath
        return apply(next)  // refused by a lock, held by a leave confirmation: the getter shows why
    }

    /// The detail column's path in a three-column split: every entry after the third, which
    /// is the detail's root view.
    fileprivate func detailPath(inTab tab: String) -> [NavigationEntry] {
        Array(layerState(0, inTab: tab)?.entries.dropFirst(3) ?? [])
    }

    /// The person went back in the detail column: the split keeps its first three screens.
    @discardableResult
    fileprivate func setDetailPath(_ newPath: [NavigationEntry], inTab tab: String) -> NavigationOutcome? {
        let entries = layerState(0, inTab: tab)?.entries ?? []
        guard entries.count >= 3 else { return nil }
        return setPath(Array(entries[1..<3]) + newPath, ofLayer: 0, inTab: tab)
    }

    /// The first entry of the layer presented over `layer`, if it is (or is not) a cover.
    fileprivate func presentedEntry(overLayer layer: Int, inTab tab: String, cover: Bool) -> NavigationEntry?
    {
        guard let above = layerState(layer + 1, inTab: tab), (above.style?.isCover ?? false) == cover
        else { return nil }
        return above.entries.first
    }

    /// The person swiped away the layer that `shown` is the first entry of.
    @discardableResult
    fileprivate func swipedAway(_ shown: NavigationEntry) -> NavigationOutcome? {
        // Only the person's swipe: a layer the engine already closed needs nothing.
        guard state.selected?.layers.last?.entries.first?.id == shown.id else { return nil }
        return dismiss()  // the person's dismiss: locks and leave confirmations apply
    }

    /// `alert` if it is the alert in front, the one taps answer.
    fileprivate func shownAlert(_ alert: NavigationAlertState?) -> NavigationAlertState? {
        alert.flatMap { frontAlert == $0 ? $0 : nil }
    }

    /// Closes `shown` when SwiftUI hid it, and only that alert.
    ///
    /// After a button SwiftUI writes `false` too, when the alert may already be another.
    @discardableResult
    fileprivate func alertWasHidden(_ shown: NavigationAlertState) -> NavigationOutcome? {
        guard frontAlert?.id == shown.id else { return nil }
        return dismissAlert()
    }
}

// MARK: - The views

#if canImport(SwiftUI)
    /// The app; in an app target it is marked `@main`.
    private struct SwitchyardSwiftUIApp: App {
        /// Builds the root as `SwitchyardApp` does: tabs, access requirement, router, snapshot coder.
        @State private var composition = Composition()
        @Environment(\.scenePhase) private var scenePhase

        var body: some Scene {
            WindowGroup {
                RootView(root: composition.root)
                    .environment(\.shopDependencies, composition.services)
                    .onOpenURL { url in composition.open(url) }
            }
            .onChange(of: scenePhase) { _, phase in
                if phase == .background { try? composition.save(composition.root.state) }
            }
        }
    }

    private struct RootView: View {
        let root: NavigationRoot

        var body: some View {
            TabView(selection: Binding(get: { root.state.selectedTab }, set: { root.selectTab($0) })) {
                ForEach(root.tabNames, id: \.self) { name in
                    LayerView(root: root, tab: name, layer: 0)
                        .tabItem { Text(name.capitalized) }
                        .tag(name)
                }
            }
        }
    }

    private struct LayerView: View {
        let root: NavigationRoot
        let tab: String
        let layer: Int

        var body: some View {
            if let current = root.layerState(layer, inTab: tab), let first = current.entries.first {
                Group {
                    if layer == 0, root.state.tab(named: tab)?.columns == 3 {
                        SplitView(root: root, tab: tab)  // one stack, three columns
                    } else if current.hasStack {
                        NavigationStack(path: path) {
                            EntryView(root: root, entry: first)
                                .navigationDestination(for: NavigationEntry.self) { entry in
                                    EntryView(root: root, entry: entry)
                                }
                        }
                    } else {
                        EntryView(root: root, entry: first)  // a plain sheet or cover: one screen
                    }
                }
                // On a presented layer: its first screen leaving closes the layer.
                .interactiveDismissDisabled(root.leavingIsGuarded(first.id))
                .sheet(item: presented(cover: false)) { _ in LayerView(root: root, tab: tab, layer: layer + 1)
                }
                #if os(macOS)
                    .sheet(item: presented(cover: true)) { _ in
                        LayerView(root: root, tab: tab, layer: layer + 1)
                    }
                #else
                    .fullScreenCover(item: presented(cover: true)) { _ in
                        LayerView(root: root, tab: tab, layer: layer + 1)
                    }
                #endif
                .alert(for: current.alert, root: root)
            }
        }
    }

    /// A three-column split tab: the stack's first screen, its second, and the detail's stack.
    ///
    /// SwiftUI collapses it into one stack in a compact width; the state stays as it is.
    private struct SplitView: View {
        let root: NavigationRoot
        let tab: String

        var body: some View {
            let entries = root.layerState(0, inTab: tab)?.entries ?? []
            NavigationSplitView {
                if let list = entries.first { EntryView(root: root, entry: list) }
            } content: {
                if entries.count > 1 {
                    EntryView(root: root, entry: entries[1])
                } else {
                    Text("Nothing selected")
                }
            } detail: {
                if entries.count > 2 {
                    NavigationStack(path: detailPath) {
                        EntryView(root: root, entry: entries[2])
                            .navigationDestination(for: NavigationEntry.self) { entry in
                                EntryView(root: root, entry: entry)
                            }
                    }
                } else {
                    Text("Nothing selected")
                }
            }
        }

        var detailPath: Binding<[NavigationEntry]> {
            Binding(
                get: { root.detailPath(inTab: tab) },
                set: { root.setDetailPath($0, inTab: tab) })
        }
    }

    extension LayerView {
        var path: Binding<[NavigationEntry]> {
            Binding(
                get: { root.path(ofLayer: layer, inTab: tab) },
                set: { root.setPath($0, ofLayer: layer, inTab: tab) })
        }
    }

    extension LayerView {
        func presented(cover: Bool) -> Binding<NavigationEntry?> {
            let shown = root.presentedEntry(overLayer: layer, inTab: tab, cover: cover)
            return Binding(
                get: { shown },
                set: { newValue in
                    if newValue == nil, let shown { root.swipedAway(shown) }
                })
        }
    }

    extension View {
        @MainActor
        fileprivate func alert(for alert: NavigationAlertState?, root: NavigationRoot) -> some View {
            let shown = root.shownAlert(alert)
            return self.alert(
                shown?.title ?? "",
                isPresented: Binding(
                    get: { shown != nil },
                    set: { isPresented in
                        if !isPresented, let shown { root.alertWasHidden(shown) }
                    }),
                presenting: shown
            ) { alert in
                ForEach(Array(alert.actions.enumerated()), id: \.offset) { index, action in
                    Button(action.label, role: action.role.buttonRole) { root.chooseAlertAction(at: index) }
                }
            } message: { alert in
                if let message = alert.message { Text(message) }
            }
        }
    }

    extension NavigationAlert.Role {
        fileprivate var buttonRole: ButtonRole? {
            switch self {
            case .destructive: .destructive
            case .cancel: .cancel
            case .default: nil
            }
        }
    }

    /// A destination that draws itself in SwiftUI, as `ConsoleScreenProviding` does on the console.
    private protocol SwiftUIScreenProviding: NavigationDestination {
        @MainActor func view(in context: ViewContext) -> AnyView
    }

    @MainActor
    private struct ViewContext {
        let handle: NavigationHandle
        let entry: NavigationEntry
        let environment: EnvironmentValues

        func model<Model: AnyObject>(_ create: () -> Model) -> Model {
            handle.root?.models.model(for: entry.id, create: create) ?? create()
        }
    }

    private struct EntryView: View {
        let root: NavigationRoot
        let entry: NavigationEntry
        @Environment(\.self) private var environment

        var body: some View {
            Group {
                switch root.resolveProvided(entry.destination) {
                case let screen as any SwiftUIScreenProviding:
                    screen.view(
                        in: ViewContext(
                            handle: root.handle(for: entry.id), entry: entry, environment: environment))
                case is UnprovidedDestination:
                    ContentUnavailableView("Not available yet", systemImage: "shippingbox")
                default:
                    ContentUnavailableView("Not found", systemImage: "questionmark")
                }
            }
            // On a pushed screen: the back button and the edge swipe pop it.
            .navigationBarBackButtonHidden(root.leavingIsGuarded(entry.id))
        }
    }

    extension EnvironmentValues {
        @Entry var shopDependencies: (any ShopDependencies)? = nil
    }

    extension ShopDestination: SwiftUIScreenProviding {
        @MainActor
        func view(in context: ViewContext) -> AnyView {
            guard let dependencies = context.environment.shopDependencies else {
                return AnyView(Text("The shop is not configured"))
            }
            switch self {
            case .home:
                let model = context.model {
                    ShopHomeModel(recentOrders: dependencies.recentOrders, handle: context.handle)
                }
                return AnyView(ShopHomeView(model: model))
            case .orders:
                return AnyView(Text("Your orders").navigationTitle("Orders"))
            case .order(let id):
                return AnyView(Text("Order \(id)").navigationTitle("Order \(id)"))
            case .product(let sku):
                return AnyView(Text("Product \(sku)").navigationTitle(sku))
            case .signIn:
                return AnyView(
                    Button("Sign in") {
                        dependencies.signIn()
                        context.handle.dismiss()  // the order waiting behind the sheet opens
                    })
            }
        }
    }

    private struct ShopHomeView: View {
        let model: ShopHomeModel  // owned by navigation: one per home entry

        var body: some View {
            List {
                Section("Recent orders") {
                    ForEach(model.recentOrders, id: \.self) { id in
                        Button("Order \(id)") { model.openRecentOrder(id) }
                    }
                }
            }
            .navigationTitle("Home")
            .onAppear { model.appeared() }
        }
    }
#endif
