import Foundation
import Navigation
import NavigationLinks

/// The floors: the cheapest operation of each kind, measured in the same run as the cases.
@MainActor
enum FloorCases {
    /// An append and a `removeLast()` on an array that lives in a class, as a navigator's path does.
    static var arrayAppendRemove: BenchCase {
        BenchCase(
            Floor.arrayAppendRemove.rawValue, .floor, "Array append + removeLast pair",
            floor: .arrayAppendRemove
        ) { count in
            let holder = IntStack()
            blackHole(holder)
            var sum = 0
            let start = monotonicNanoseconds()
            for index in 0..<count {
                holder.values.append(index)
                sum &+= holder.values.removeLast()
            }
            let elapsed = monotonicNanoseconds() &- start
            blackHole(sum)
            blackHole(holder)
            return elapsed
        }
    }

    /// A lookup in a 1,024-key `[String: Int]` with route-like keys.
    static var dictionaryLookup: BenchCase {
        let keys = (0..<1024).map { "route/\($0)" }
        let table = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        return BenchCase(
            Floor.dictionaryLookup.rawValue, .floor, "[String: Int] lookup, 1,024 short keys",
            floor: .dictionaryLookup
        ) { count in
            var sum = 0
            let start = monotonicNanoseconds()
            for index in 0..<count {
                sum &+= table[keys[index & 1023]] ?? 0
            }
            let elapsed = monotonicNanoseconds() &- start
            blackHole(sum)
            return elapsed
        }
    }
}

/// A class-held array, so the floor pays what a navigator's stored path pays.
final class IntStack {
    var values: [Int] = []

    init() { values.reserveCapacity(64) }
}

// MARK: - Naive link router

/// The router most apps start with: patterns kept in a list and tried in order.
///
/// Each pattern is compared segment by segment with the link. Patterns are split once, at
/// registration, which is already kinder than many.
struct ScanRouter<Target> {
    private enum Part {
        case literal(String)
        case integer(String)
        case text(String)
    }

    private struct Route {
        let pattern: String
        let parts: [Part]
        let build: (DeepLinkMatchValues) throws -> Target
    }

    private var routes: [Route] = []

    /// Adds a pattern in the engine's syntax (`literal`, `:name<int>`, `:name`).
    mutating func register(_ pattern: String, _ build: @escaping (DeepLinkMatchValues) throws -> Target) {
        let parts = pattern.split(separator: "/").map { piece -> Part in
            guard piece.hasPrefix(":") else { return .literal(String(piece)) }
            let body = piece.dropFirst()
            if let open = body.firstIndex(of: "<") {
                return .integer(String(body[..<open]))
            }
            return .text(String(body))
        }
        routes.append(Route(pattern: pattern, parts: parts, build: build))
    }

    /// Parses the link with the engine's parser, then tries every pattern in order.
    func route(_ link: String) throws -> Target {
        let url = try DeepLink(parsing: link, address: .bench)
        let segments = url.segments
        for route in routes where route.parts.count == segments.count {
            var values = DeepLinkMatchValues()
            var matched = true
            for (part, segment) in zip(route.parts, segments) {
                switch part {
                case .literal(let text):
                    matched = text == segment
                case .integer(let name):
                    if let number = Int(segment) {
                        values.values[name] = .int(number)
                    } else {
                        matched = false
                    }
                case .text(let name):
                    values.values[name] = .string(segment)
                }
                if !matched { break }
            }
            if matched { return try route.build(values) }
        }
        throw DeepLinkError.unknownPath(url.path)
    }
}

/// The values a naive route captured.
struct DeepLinkMatchValues {
    var values: [String: DeepLinkValue] = [:]

    func int(_ name: String) throws -> Int {
        guard case .int(let value)? = values[name] else { throw DeepLinkError.unknownPath(name) }
        return value
    }
}

// MARK: - Naive view resolver

/// The common way to find the screen for a value another module declared: ask every
/// feature in turn whether it knows the value.
@MainActor
protocol NaiveFeature {
    func destination(for value: any NavigationDestination) -> (any NavigationDestination)?
}

/// A feature that knows one destination type.
struct NaiveTypedFeature<Owned: NavigationDestination>: NaiveFeature {
    let build: @MainActor (Owned) -> any NavigationDestination

    func destination(for value: any NavigationDestination) -> (any NavigationDestination)? {
        guard let owned = value as? Owned else { return nil }
        return build(owned)
    }
}

/// A destination type of another feature; the tags only make the types distinct.
struct ForeignDestination<Tag>: NavigationDestination {
    var number: Int
    var routeID: String { "foreign/\(number)" }
    static var codingName: String { "Bench.Foreign.\(Tag.self)" }
}

enum ForeignTag1 {}
enum ForeignTag2 {}
enum ForeignTag3 {}
enum ForeignTag4 {}
enum ForeignTag5 {}
enum ForeignTag6 {}
enum ForeignTag7 {}
enum ForeignTag8 {}
enum ForeignTag9 {}

/// Ten features asked in turn; the one that knows shared destinations is asked last.
@MainActor
struct NaiveResolver {
    let features: [any NaiveFeature] = [
        NaiveTypedFeature<ForeignDestination<ForeignTag1>> { $0 },
        NaiveTypedFeature<ForeignDestination<ForeignTag2>> { $0 },
        NaiveTypedFeature<ForeignDestination<ForeignTag3>> { $0 },
        NaiveTypedFeature<ForeignDestination<ForeignTag4>> { $0 },
        NaiveTypedFeature<ForeignDestination<ForeignTag5>> { $0 },
        NaiveTypedFeature<ForeignDestination<ForeignTag6>> { $0 },
        NaiveTypedFeature<ForeignDestination<ForeignTag7>> { $0 },
        NaiveTypedFeature<ForeignDestination<ForeignTag8>> { $0 },
        NaiveTypedFeature<ForeignDestination<ForeignTag9>> { $0 },
        NaiveTypedFeature<BenchShared> { shared in
            switch shared {
            case .product(let number): BenchScreen.detail(number)
            case .basket: BenchScreen.picker
            }
        },
    ]

    /// The first feature's answer, or the value itself when nobody knows it.
    func resolve(_ value: any NavigationDestination) -> any NavigationDestination {
        for feature in features {
            if let answer = feature.destination(for: value) { return answer }
        }
        return value
    }
}

/// The baseline cases.
@MainActor
enum BaselineCases {
    static let patternCounts = [10, 100, 1000]

    static func scanRouterName(_ patterns: Int) -> String { "baseline_scan_router_\(patterns)" }

    /// Parse + match against `patterns` patterns tried in order; the link matches the last one.
    static func scanRouter(patterns: Int) -> BenchCase {
        var router = ScanRouter<Int>()
        for index in 0..<patterns {
            router.register(DeepLinkCases.pattern(index)) { try $0.int("id") }
        }
        let link = DeepLinkCases.link(patterns - 1)
        return .batch(
            scanRouterName(patterns), .baseline, "scan \(patterns) patterns in order (parse + match)",
            floor: .dictionaryLookup
        ) { _ in
            blackHole(try router.route(link))
        }
    }

    static let resolverName = "baseline_resolver_each_feature"

    /// Finds the screen for a shared value by asking ten features in turn.
    static var resolverEachFeature: BenchCase {
        let resolver = NaiveResolver()
        let values: [any NavigationDestination] = [BenchShared.product(7), BenchShared.basket]
        return .batch(
            resolverName, .baseline, "ask 10 features in turn for a shared value", floor: .dictionaryLookup
        ) { index in
            blackHole(resolver.resolve(values[index & 1]))
        }
    }

    static let presentName = "baseline_present_each_feature"

    /// `provided_present` with the naive resolver in place of the root's provider table.
    static var presentEachFeature: BenchCase {
        let tree = BenchTree.make()
        let resolver = NaiveResolver()
        return .batch(
            presentName, .baseline, "present + resolve by asking 10 features + dismiss",
            floor: .arrayAppendRemove
        ) { index in
            try applied(tree.main.present(BenchShared.product(index), style: .sheet), "present")
            guard let entry = tree.root.state.frontEntry else {
                throw BenchFailure("the sheet was not presented")
            }
            blackHole(resolver.resolve(entry.destination.base))
            try applied(tree.root.handle(for: entry.id).dismiss(), "dismiss")
        }
    }

    static func foundationJSONName(_ count: Int) -> String { "baseline_foundation_json_\(count)" }

    /// `JSONEncoder` + `JSONDecoder` over `count` plain structs of an id and a screen: what
    /// any app pays to save a list of that length with Foundation.
    ///
    /// The screens are the values the snapshot case's tree holds (its other tab's root, a
    /// case without payload of another type, stands in as `.home`), so the two cases code the
    /// same destinations and differ only in what the engine adds around them.
    static func foundationJSON(count: Int) throws -> BenchCase {
        let records = SnapshotCases.makeTree(entries: count).root.state.allEntries.map { entry in
            PlainRecord(id: entry.id.rawValue, screen: entry.destination.base as? BenchScreen ?? .home)
        }
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        try require(
            try decoder.decode([PlainRecord].self, from: encoder.encode(records)) == records, "no round trip")
        return .batch(
            foundationJSONName(count), .baseline, "JSONEncoder + JSONDecoder, \(count) plain structs",
            floor: .arrayAppendRemove
        ) { _ in
            blackHole(try decoder.decode([PlainRecord].self, from: encoder.encode(records)))
        }
    }
}

/// The baseline's value: an id and a screen, the shape of a stack entry without an engine.
struct PlainRecord: Codable, Equatable {
    var id: UInt64
    var screen: BenchScreen
}
