import Navigation
import NavigationFlows
import NavigationLinks
import NavigationTesting
import Observation

// MARK: - Destinations

/// Home's own screens; the route ids are short so `where` lines stay readable in assertions.
enum HomeDestination: NavigationDestination {
    case home
    case detail
    case list
    case page(Int)
    /// Prefers a plain sheet.
    case info
    /// Prefers a plain cover.
    case banner
    /// Prefers a managed sheet, so it can push.
    case editor
    /// Prefers a managed cover, so it can push.
    case player

    var routeID: String {
        switch self {
        case .home: "home"
        case .detail: "detail"
        case .list: "list"
        case .page(let number): "page/\(number)"
        case .info: "info"
        case .banner: "banner"
        case .editor: "editor"
        case .player: "player"
        }
    }

    var method: NavigationMethod {
        switch self {
        case .home, .detail, .list, .page: .push
        case .info: .present(.sheet)
        case .banner: .present(.cover)
        case .editor: .present(.managedSheet)
        case .player: .present(.managedSheet)
        }
    }

    static var codingName: String { "Test.Home" }
}

/// What the Orders feature shows to other features; an order needs a signed-in customer.
enum OrdersDestination: IncomingNavigation {
    case list
    case detail(Int)

    var routeID: String {
        switch self {
        case .list: "orders"
        case .detail(let id): "orders/\(id)"
        }
    }

    var accessRequirement: NavigationAccessRequirement? {
        if case .detail = self { return .signedIn }
        return nil
    }

    static var codingName: String { "Test.Orders" }
}

/// What the Settings feature shows to other features.
enum SettingsDestination: IncomingNavigation {
    case main
    case profile
    case signIn
    /// A number picker presented in its own managed sheet.
    case picker

    var routeID: String {
        switch self {
        case .main: "settings"
        case .profile: "settings/profile"
        case .signIn: "settings/signin"
        case .picker: "settings/picker"
        }
    }

    var method: NavigationMethod {
        switch self {
        case .picker: .present(.managedSheet)
        case .signIn: .present(.sheet)
        case .main, .profile: .push
        }
    }

    static var codingName: String { "Test.Settings" }
}

extension NavigationAccessRequirement {
    /// The test fixtures' one requirement.
    static let signedIn = NavigationAccessRequirement("signed-in")
}

/// Where Home wants to go outside itself.
enum HomeOutgoing: OutgoingNavigation {
    case orderDetails(Int)
    case profile
    case unmapped
}

/// An outgoing value whose type is also a destination: the redirect must still decide.
enum DoubleAgent: OutgoingNavigation, NavigationDestination {
    case value

    var routeID: String { "double-agent" }
    static var codingName: String { "Test.DoubleAgent" }
}

/// The app's redirect for the fixtures.
@MainActor
final class TestRedirect: NavigationRedirecting {
    func redirect(_ outgoing: any OutgoingNavigation) -> (any NavigationDestination)? {
        switch outgoing {
        case let home as HomeOutgoing:
            switch home {
            case .orderDetails(let id): OrdersDestination.detail(id)
            case .profile: SettingsDestination.profile
            case .unmapped: nil
            }
        default: nil
        }
    }
}

/// A shared destination that the app provides; `missing` is left without a provider.
enum SharedThing: NavigationProvidedDestination {
    case order(Int)
    case product(String)
    case missing

    var routeID: String {
        switch self {
        case .order(let id): "shared/orders/\(id)"
        case .product(let sku): "shared/products/\(sku)"
        case .missing: "shared/missing"
        }
    }

    static var codingName: String { "Test.Shared" }
    static var providedSamples: [SharedThing] { [.order(1), .product("tea"), .missing] }
    var isIntentionallyUnprovided: Bool { self == .missing }
}

/// A value-type wizard: two steps, then done with the number it collected.
struct PickFlow: NavigationFlow {
    typealias Value = Int
    var anchor: NavigationFlowAnchor?
    var step = 1
    var picked = 0

    func start() -> NavigationFlowStep<PickFlow> { .show(PickStep.step(self)) }

    func next() async throws -> NavigationFlowStep<PickFlow> {
        var copy = self
        copy.step += 1
        return step >= 2 ? .completeWith(picked) : .show(PickStep.step(copy))
    }
}

/// The screens of ``PickFlow``.
enum PickStep: NavigationDestination {
    case step(PickFlow)

    var routeID: String {
        switch self {
        case .step(let flow): "pick/\(flow.step)"
        }
    }

    var method: NavigationMethod {
        switch self {
        case .step(let flow): flow.step == 1 ? .present(.managedSheet) : .push
        }
    }

    static var codingName: String { "Test.PickStep" }
}

/// Who is signed in, as the fixtures' access requirement reads it.
@MainActor
final class TestSession {
    var isSignedIn = false
}

/// A screen model whose lifetime tests watch through weak references.
final class ScreenModel {
    let label: String
    init(_ label: String = "model") { self.label = label }
}

// MARK: - Building trees

/// A root with three tabs (`home`, `orders`, `settings`), home in front, the test redirect,
/// and an event recorder.
@MainActor
func makeRoot(
    verbosity: NavigationEvent.Level = .debug,
    clock: (any NavigationClock)? = nil,
    stepDelay: Duration = .zero,
    recorder: NavigationEventRecorder? = nil,
    restorationKey: String? = "test.v1"
) -> NavigationRoot {
    let root = NavigationRoot(
        tabs: [
            NavigationTab("home", root: HomeDestination.home),
            NavigationTab("orders", root: OrdersDestination.list),
            NavigationTab("settings", root: SettingsDestination.main),
        ],
        configuration: NavigationConfiguration(
            restorationKey: restorationKey, stepDelay: stepDelay, verbosity: verbosity),
        clock: clock,
        eventSink: recorder
    )
    root.setRedirect(TestRedirect())
    return root
}

/// A root whose orders need a signed-in customer: the sign-in sheet meets the requirement.
@MainActor
func makeGatedRoot(session: TestSession, recorder: NavigationEventRecorder? = nil) -> NavigationRoot {
    let root = makeRoot(recorder: recorder)
    root.requireAccess(.signedIn, isMet: { session.isSignedIn }, presenting: SettingsDestination.signIn)
    return root
}

extension NavigationRoot {
    /// Pushes onto the front screen's stack and returns the new entry's id.
    @discardableResult
    func push(_ destination: any NavigationDestination) -> NavigationEntryID? {
        guard let front = frontHandle, front.push(destination).isApplied else { return nil }
        return state.frontEntry?.id
    }

    /// Presents over the front screen and returns the presented entry's id.
    @discardableResult
    func present(_ destination: any NavigationDestination, _ style: NavigationPresentationStyle)
        -> NavigationEntryID?
    {
        guard let front = frontHandle, front.present(destination, style: style).isApplied else { return nil }
        return state.frontEntry?.id
    }

    /// The handle of the screen in front; the fixtures always have one.
    var front: NavigationHandle { frontHandle! }

    /// The id of the screen in front.
    var frontID: NavigationEntryID { state.frontEntry!.id }
}

/// What closures did, in order; a class so handlers can append to it.
@MainActor
final class Log<Value> {
    private(set) var values: [Value] = []

    func record(_ value: Value) { values.append(value) }
}

extension DeepLinkAddress {
    /// The links these tests parse: the demo's scheme and host, spelled out here because the
    /// engine knows no app's names.
    static let test = DeepLinkAddress(scheme: "switchyard", host: "switchyard.example")
}

/// Counts observer calls across an action, re-registering after each.
@MainActor
final class NotificationCounter {
    private(set) var count = 0
    private let root: NavigationRoot

    init(_ root: NavigationRoot) {
        self.root = root
        observe()
    }

    private func observe() {
        withObservationTracking {
            _ = root.state
        } onChange: { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.count += 1
                // Registered again at once, so a second change in the same action counts too.
                self.observe()
            }
        }
    }
}
