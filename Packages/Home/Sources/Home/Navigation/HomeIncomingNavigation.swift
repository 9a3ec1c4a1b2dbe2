import Navigation

/// What Home can show: its start screen and the pages pushed from it.
///
/// Every case is pushed onto the stack it is navigated from. The route id is also the
/// deep-link path (see ``HomeDeepLinkHandler``), so `home/page/2` in a log, a snapshot
/// and a link all name the same screen. The value only names a screen; each is built in
/// `HomeIncomingNavigation+Screen.swift`.
public enum HomeIncomingNavigation: IncomingNavigation {
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
}
