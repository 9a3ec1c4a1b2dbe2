import ConsoleUI
import Navigation
import NavigationLinks

/// What a small feature, Alpha, says it needs; Alpha is the feature the composition tests list.
@MainActor
protocol AlphaDependencies: AnyObject {
    var greeting: String { get }
}

enum AlphaDependenciesKey: ScreenEnvironmentKey {
    static var defaultValue: (any AlphaDependencies)? { nil }
}

enum AlphaIncoming: ConsoleScreenProviding, NavigationSampled {
    case start
    case item(Int)

    var routeID: String {
        switch self {
        case .start: "alpha"
        case .item(let number): "alpha/\(number)"
        }
    }
    static var codingName: String { "FeatureModuleTests.AlphaIncoming" }
    static var navigationSamples: [AlphaIncoming] { [.start, .item(1)] }
    func screen(in context: ScreenContext) -> Screen {
        Screen("Alpha") { NavigationLink("Elsewhere", to: AlphaOutgoing.elsewhere) }
    }
}

enum AlphaOutgoing: OutgoingNavigation, NavigationSampled {
    case elsewhere
    static var navigationSamples: [AlphaOutgoing] { [.elsewhere] }
}

enum AlphaLinks: DeepLinkHandling {
    static func register(into router: inout DeepLinkRouter<NavigationPlace>) throws(DeepLinkError) {
        try router.register("alpha") { _ in NavigationPlace(tab: "alpha", stack: [AlphaIncoming.start]) }
        try router.register("alpha/:n<int>") { match in
            NavigationPlace(
                tab: "alpha", stack: [AlphaIncoming.start, AlphaIncoming.item(try match.int("n"))])
        }
    }

    static var linkSamples: [AlphaIncoming] { [.start, .item(4)] }
}

/// A second feature that claims one of Alpha's paths, to show a clash is refused.
enum ClashingLinks: DeepLinkHandling {
    static func register(into router: inout DeepLinkRouter<NavigationPlace>) throws(DeepLinkError) {
        try router.register("alpha") { _ in NavigationPlace(tab: "alpha", stack: [AlphaIncoming.start]) }
    }

    static var linkSamples: [AlphaIncoming] { [.start] }
}

@MainActor
final class AlphaServices: AlphaDependencies {
    let greeting = "hello"
}

@MainActor
func alpha(tab: Bool = true, links: (some DeepLinkHandling).Type = AlphaLinks.self) -> FeatureModule {
    FeatureModule(
        "Alpha",
        incoming: AlphaIncoming.self,
        outgoing: AlphaOutgoing.self,
        links: links,
        tab: tab ? NavigationTab("alpha", root: AlphaIncoming.start) : nil,
        dependencies: AlphaDependenciesKey.self, AlphaServices())
}
