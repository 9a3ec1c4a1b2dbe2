import Foundation
import Navigation
import Testing

/// A destination whose payload exercises every shape the coder's own JSON path handles.
private struct RichDestination: NavigationDestination {
    var title: String
    var count: Int
    var small: Int8
    var big: UInt64
    var ratio: Double
    var flag: Bool
    var note: String?
    var tags: [String]
    var scores: [String: Int]
    var byNumber: [Int: String]
    var nested: [[Int]]
    var kind: Kind

    enum Kind: String, Codable, Hashable, Sendable {
        case plain, fancy
    }

    var routeID: String { "rich" }
    static var codingName: String { "Test.Rich" }
}

/// A destination Foundation's JSONEncoder writes its own way (`URL`, `Data`), which the coder
/// must leave to Foundation.
private struct LinkDestination: NavigationDestination {
    var url: URL
    var blob: Data

    var routeID: String { "link" }
    static var codingName: String { "Test.Link" }
}

/// An enum with and without payloads, as feature destinations are.
private enum MenuDestination: NavigationDestination {
    case root
    case item(Int)
    case search(query: String, page: Int?)

    var routeID: String { "menu" }
    static var codingName: String { "Test.Menu" }
}

@MainActor
@Suite struct NavigationSnapshotCoderFastPathTests {
    private let coder: NavigationSnapshotCoder = {
        var registry = NavigationDestinationRegistry()
        try? registry.register(RichDestination.self)
        try? registry.register(LinkDestination.self)
        try? registry.register(MenuDestination.self)
        return NavigationSnapshotCoder(registry: registry)
    }()

    private func foundationDecode(_ data: Data) throws -> NavigationState {
        let decoder = JSONDecoder()
        decoder.userInfo[.navigationDestinations] = coder.registry
        return try decoder.decode(NavigationState.self, from: data)
    }

    private var richState: NavigationState {
        let rich = RichDestination(
            title: "Tea \"green\" \\ caf\u{e9} \u{1F375}\n\t\u{1}", count: -42, small: -128, big: UInt64.max,
            ratio: 0.1, flag: true, note: nil, tags: ["a", "", "\u{0}"], scores: ["x": 1, "y": -2],
            byNumber: [3: "three", -1: "minus"], nested: [[], [1, 2], [3]], kind: .fancy)
        return NavigationState(
            restorationKey: "app.v1",
            selectedTab: "main",
            stacks: [
                NavigationStackState(
                    name: "main",
                    entries: [
                        NavigationEntry(
                            id: NavigationEntryID(rawValue: 1), destination: MenuDestination.root),
                        NavigationEntry(id: NavigationEntryID(rawValue: 4), destination: rich),
                        NavigationEntry(
                            id: NavigationEntryID(rawValue: 5),
                            destination: MenuDestination.search(query: "q", page: nil)),
                    ],
                    presentations: [
                        NavigationPresentationState(
                            method: .managedSheet,
                            stack: NavigationStackState(entries: [
                                NavigationEntry(
                                    id: NavigationEntryID(rawValue: 6), destination: MenuDestination.item(7))
                            ]))
                    ],
                    alert: NavigationAlertState(
                        id: "confirm", title: "Sure?", message: nil,
                        actions: [
                            .init(label: "Delete", role: .destructive), .init(label: "Keep", role: .cancel),
                        ])
                )
            ],
            nextEntryID: 7
        )
    }

    @Test func compactJSONRoundTripsAndFoundationReadsItTheSame() throws {
        let data = try coder.encode(richState)
        #expect(try coder.decode(data) == richState)
        #expect(try foundationDecode(data) == richState)
    }

    @Test func whatFoundationWritesTheCoderReadsTheSame() throws {
        let compact = try JSONEncoder().encode(richState)
        let pretty = try coder.encode(richState, pretty: true)
        #expect(try coder.decode(compact) == richState)
        #expect(try coder.decode(pretty) == richState)
    }

    @Test func theCompactFormIsTheDocumentFoundationWrites() throws {
        // Same keys, same values: parsed as plain JSON objects, the two are equal.
        let ours = try JSONSerialization.jsonObject(with: try coder.encode(richState)) as? NSDictionary
        let theirs =
            try JSONSerialization.jsonObject(with: try JSONEncoder().encode(richState)) as? NSDictionary
        #expect(ours != nil && ours == theirs)
    }

    @Test func payloadsFoundationWritesItsOwnWayStillRoundTrip() throws {
        let link = LinkDestination(
            url: URL(string: "https://example.com/a?b=c")!, blob: Data([0, 1, 254, 255]))
        let state = NavigationState(
            selectedTab: "main",
            stacks: [
                NavigationStackState(
                    name: "main",
                    entries: [NavigationEntry(id: NavigationEntryID(rawValue: 1), destination: link)])
            ],
            nextEntryID: 2)
        let data = try coder.encode(state)
        #expect(try coder.decode(data) == state)
        #expect(try foundationDecode(data) == state)
        // Foundation writes URLs as strings; the snapshot must too.
        #expect(String(decoding: data, as: UTF8.self).contains("https:\\/\\/example.com"))
    }

    @Test func badDocumentsFailWithFoundationsErrors() throws {
        let good = String(decoding: try coder.encode(richState), as: UTF8.self)
        let broken = [
            "", "[]", "{", good + "x",
            good.replacingOccurrences(of: "\"nextEntryID\":7", with: "\"nextEntryID\":-7"),
            good.replacingOccurrences(of: "\"managedSheet\"", with: "\"teleport\""),
            good.replacingOccurrences(of: "Test.Menu", with: "Test.Unknown"),
            good.replacingOccurrences(of: "\"count\":-42", with: "\"count\":\"many\""),
        ]
        for text in broken {
            let data = Data(text.utf8)
            var foundationError: String?
            do { _ = try foundationDecode(data) } catch { foundationError = "\(error)" }
            var coderError: String?
            do { _ = try coder.decode(data) } catch { coderError = "\(error)" }
            #expect(foundationError != nil)
            #expect(coderError == foundationError, "for \(text.prefix(40))")
        }
    }

    @Test func readingsFoundationMightDifferOnAreLeftToIt() throws {
        // Duplicate keys, numbers outside plain integer syntax, escaped keys: whatever the
        // coder's own reader is unsure of, JSONDecoder decides, so both always agree.
        let good = String(decoding: try coder.encode(richState), as: UTF8.self)
        let variants = [
            good.replacingOccurrences(of: "\"count\":-42", with: "\"count\":-42,\"count\":3"),
            good.replacingOccurrences(of: "\"count\":-42", with: "\"count\":-4.2e1"),
            good.replacingOccurrences(of: "\"title\"", with: "\"t\\u0069tle\""),
            good.replacingOccurrences(of: "\"ratio\":0.1", with: "\"ratio\":1e400"),
            good.replacingOccurrences(
                of: "{\"id\":1,", with: "{\"id\":1,\"extra\":[true,null,{\"k\":\"\\ud83c\\udf75\"}],"),
        ]
        for text in variants {
            let data = Data(text.utf8)
            let expected = Outcome { try foundationDecode(data) }
            let actual = Outcome { try coder.decode(data) }
            #expect(actual == expected, "JSONDecoder and the coder disagree on \(text.prefix(60))")
        }
    }

    @Test func nonFiniteNumbersAreRefusedAsFoundationRefusesThem() {
        var state = richState
        state.stacks[0].entries[1] = NavigationEntry(
            id: NavigationEntryID(rawValue: 4),
            destination: RichDestination(
                title: "", count: 0, small: 0, big: 0, ratio: .infinity, flag: false, note: nil, tags: [],
                scores: [:], byNumber: [:], nested: [], kind: .plain))
        #expect(throws: EncodingError.self) { try coder.encode(state) }
    }
}

/// What decoding gave: a state, or the description of the error.
private enum Outcome: Equatable {
    case state(NavigationState)
    case error(String)

    init(_ body: () throws -> NavigationState) {
        do {
            self = .state(try body())
        } catch {
            self = .error("\(error)")
        }
    }
}
