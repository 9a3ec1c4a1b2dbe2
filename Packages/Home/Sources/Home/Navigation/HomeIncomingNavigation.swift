import ConsoleUI
import Navigation

/// What Home can show: its start screen and the pages pushed from it.
///
/// Every case is pushed onto the stack it is navigated from. The route id is also the
/// deep-link path (see ``HomeDeepLinkHandler``), so `home/page/2` in a log, a snapshot
/// and a link all name the same screen.
public enum HomeIncomingNavigation: IncomingNavigation, ConsoleScreenProviding {
    /// The Home tab's start screen.
    case home
    /// One of Home's numbered pages, pushed one after the other.
    case page(Int)

    /// `home`, or `home/page/N`.
    public var routeID: String {
        switch self {
        case .home: "home"
        case .page(let number): "home/page/\(number)"
        }
    }

    /// Every Home screen is pushed.
    public var method: NavigationMethod { .push }

    /// A stable tag for snapshots, independent of how the module is named.
    public static var codingName: String { "Home.HomeIncomingNavigation" }

    /// The page numbers there are: a link to another is refused, and so is a snapshot.
    public static let pageNumbers = 2...999

    /// Decodes only what a link could open, so a hand-edited snapshot cannot show more.
    ///
    /// The synthesized form is read, then held to the links' rule: a snapshot with
    /// `page(1000)` fails to decode and is set aside, not shown.
    public init(from decoder: any Decoder) throws {
        switch try Stored(from: decoder) {
        case .home:
            self = .home
        case .page(let number):
            guard Self.pageNumbers.contains(number) else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription:
                            "page \(number) is outside \(Self.pageNumbers.lowerBound)...\(Self.pageNumbers.upperBound)"
                    ))
            }
            self = .page(number)
        }
    }

    /// The same cases, for their synthesized coding (which ``encode(to:)`` writes too).
    private enum Stored: Decodable {
        case home
        case page(Int)
    }

    /// Builds the screen: reads Home's dependencies, gets the model navigation owns for
    /// this entry, and lets the screen show what the model holds.
    @MainActor
    public func screen(in context: ScreenContext) -> Screen {
        guard let dependencies = context[HomeDependenciesKey.self] else {
            return Screen("Home is not configured") {
                Text("The app did not put HomeDependencies in the screen environment.")
            }
        }
        switch self {
        case .home:
            let model = context.model {
                HomeModel(
                    orderBook: dependencies.orderBook,
                    navigator: HomeNavigator(
                        context.handle, accountViewProvider: dependencies.accountViewProvider),
                    tracker: HomeTracker(screen: self, sink: dependencies.analytics))
            }
            return HomeScreen.make(model: model)
        case .page(let number):
            let model = context.model {
                PageModel(
                    number: number,
                    navigator: PageNavigator(context.handle),
                    tracker: PageTracker(screen: self, sink: dependencies.analytics))
            }
            return PageScreen.make(model: model)
        }
    }
}
