import Foundation
import Navigation
import NavigationSnapshots

// Shared by the deterministic fuzz slice (SnapshotDecoderFuzzSliceTests) and the libFuzzer
// target (Fuzz/Snapshot): a registry of a few destination types, seed snapshots exported from
// real trees, and the checks every input must pass. Keep this file free of test-only imports;
// Scripts/fuzz compiles it as is.

/// What a snapshot input must satisfy: decoding either fails with a `DecodingError` or gives a
/// state that encodes back to itself; restoring it is either refused, changing nothing, or
/// gives a tree whose entry ids are well formed and stay so after the next push.
enum SnapshotFuzzOracle {
    /// Screens with the payload shapes snapshots carry: none, numbers, strings, optionals, arrays.
    enum Screen: NavigationDestination {
        case home
        case list
        case detail(Int)
        case search(query: String)
        case editor(draft: String?)
        case wizard(step: Int, picks: [Int])

        var routeID: String {
            switch self {
            case .home: "home"
            case .list: "list"
            case .detail(let id): "detail/\(id)"
            case .search: "search"
            case .editor: "editor"
            case .wizard(let step, _): "wizard/\(step)"
            }
        }

        var method: NavigationMethod {
            switch self {
            case .editor: .present(.managedSheet)
            case .wizard: .present(.managedSheet)
            default: .push
            }
        }

        static var codingName: String { "Fuzz.Screen" }
    }

    /// A struct destination with a floating-point field, shown as a plain sheet.
    struct Product: NavigationDestination {
        var sku: String
        var price: Double?

        var routeID: String { "product/\(sku)" }
        var method: NavigationMethod { .present(.sheet) }
        static var codingName: String { "Fuzz.Product" }
    }

    static let restorationKey = "fuzz.v1"

    static let coder: NavigationSnapshotCoder = {
        var registry = NavigationDestinationRegistry()
        try? registry.register(Screen.self)
        try? registry.register(Product.self)
        return NavigationSnapshotCoder(registry: registry)
    }()

    @MainActor
    static func makeRoot() -> NavigationRoot {
        NavigationRoot(
            tabs: [
                NavigationTab("home", root: Screen.home),
                NavigationTab("orders", root: Screen.list),
                NavigationTab("settings", root: Screen.search(query: "")),
            ],
            configuration: NavigationConfiguration(restorationKey: restorationKey, verbosity: .error)
        )
    }

    /// Snapshots of real trees, compact and pretty: fresh, busy, deeply nested, with placeholders.
    @MainActor
    static func seedSnapshots() -> [Data] {
        var states: [NavigationState] = []
        let fresh = makeRoot()
        states.append(fresh.state)

        let busy = makeRoot()
        busy.frontHandle?.push(Screen.detail(1))
        busy.frontHandle?.push(Screen.detail(2))
        busy.frontHandle?.present(Screen.editor(draft: "note"), style: .managedSheet)
        busy.frontHandle?.push(Screen.search(query: "green tea & \"quotes\" \u{e9}"))
        busy.frontHandle?.present(Product(sku: "tea", price: 4.5), style: .cover)
        busy.frontHandle?.showAlert(
            NavigationAlert(
                id: "home/confirm", title: "Sure?", message: "It cannot be undone.",
                actions: [.init("Cancel", role: .cancel), .init("Delete", role: .destructive)]))
        busy.selectTab("orders")
        busy.frontHandle?.push(Screen.wizard(step: 2, picks: [3, 1, 4]))
        states.append(busy.state)

        let deep = makeRoot()
        for level in 0..<6 {
            deep.frontHandle?.present(
                level % 2 == 0 ? Screen.editor(draft: nil) : Screen.wizard(step: level, picks: []),
                style: .managedSheet)
            deep.frontHandle?.push(Screen.detail(level))
        }
        states.append(deep.state)

        let placeholders = makeRoot()
        placeholders.frontHandle?.push(NotFoundDestination(requested: "orders/404"))
        placeholders.frontHandle?.push(UnprovidedDestination(providedRouteID: "shared/gift"))
        placeholders.frontHandle?.present(Product(sku: "", price: nil), style: .sheet)
        states.append(placeholders.state)

        var keyless = busy.state
        keyless.restorationKey = nil
        states.append(keyless)

        // A pending request of each kind, waiting behind a sheet.
        let waiting = makeRoot()
        waiting.frontHandle?.present(Screen.editor(draft: "sign in"), style: .managedSheet)
        let screen = waiting.state.frontEntry!.id
        let requests: [NavigationRequest] = [
            .show(
                AnyNavigationDestination(Screen.detail(9)), method: .push,
                from: .entry(NavigationEntryID(rawValue: 1))),
            .show(
                AnyNavigationDestination(Product(sku: "mug", price: 14)), method: .present(.cover),
                from: .tab("orders")
            ),
            .selectTab("orders"),
            .link(
                NavigationPlace(
                    tab: "orders", stack: [Screen.list, Screen.detail(4)],
                    presentation: .init(style: .managedSheet, stack: [Screen.editor(draft: nil)]))),
            .restoreTab(busy.state.tabs[0]),
        ]
        for request in requests {
            var state = waiting.state
            state.pending = NavigationPendingRequest(
                request: request, requirement: NavigationAccessRequirement("signed-in"), screen: screen)
            states.append(state)
        }

        var data: [Data] = []
        for state in states {
            if let compact = try? coder.encode(state) { data.append(compact) }
            if let pretty = try? coder.encode(state, pretty: true) { data.append(pretty) }
        }
        return data + compactSeeds.map { Data($0.utf8) }
    }

    /// Seeds in the compact shape snapshots had before today's, which the coder still reads
    /// (brought to today's shape first): a busy tree, a pending show, a pending restore.
    static let compactSeeds = [
        #"{"next":10,"tab":"orders","types":["Fuzz.Screen","Fuzz.Product"],"key":"fuzz.v1","tabs":[["home",[null,[1,0,{"home":{}},4,0,{"detail":{"_0":1}},5,0,{"detail":{"_0":2}}]],["managedSheet",[6,0,{"editor":{"draft":"note"}},7,0,{"search":{"query":"green tea & \"quotes\" é"}}]],["cover",[8,1,{"price":4.5,"sku":"tea"}],{"message":"It cannot be undone.","id":"home\/confirm","actions":[{"label":"Cancel","role":"cancel"},{"label":"Delete","role":"destructive"}],"entry":8,"title":"Sure?"}]],["orders",[null,[2,0,{"list":{}},9,0,{"wizard":{"step":2,"picks":[3,1,4]}}]]],["settings",[null,[3,0,{"search":{"query":""}}]]]]}"#,
        #"{"pending":{"requirement":"signed-in","screen":4,"kind":"show","destination":[0,0,{"detail":{"_0":9}}],"method":"push","entry":1},"next":5,"types":["Fuzz.Screen"],"tabs":[["home",[null,[1,0,{"home":{}}]],["managedSheet",[4,0,{"editor":{"draft":"sign in"}}]]],["orders",[null,[2,0,{"list":{}}]]],["settings",[null,[3,0,{"search":{"query":""}}]]]],"key":"fuzz.v1","tab":"home"}"#,
        #"{"next":5,"types":["Fuzz.Screen","Fuzz.Product"],"pending":{"requirement":"signed-in","tab":[["home",[null,[1,0,{"home":{}},4,0,{"detail":{"_0":1}},5,0,{"detail":{"_0":2}}]],["managedSheet",[6,0,{"editor":{"draft":"note"}},7,0,{"search":{"query":"green tea & \"quotes\" é"}}]],["cover",[8,1,{"price":4.5,"sku":"tea"}],{"entry":8,"message":"It cannot be undone.","title":"Sure?","actions":[{"label":"Cancel","role":"cancel"},{"label":"Delete","role":"destructive"}],"id":"home\/confirm"}]]],"screen":4,"kind":"restore"},"key":"fuzz.v1","tab":"home","tabs":[["home",[null,[1,0,{"home":{}}]],["managedSheet",[4,0,{"editor":{"draft":"sign in"}}]]],["orders",[null,[2,0,{"list":{}}]]],["settings",[null,[3,0,{"search":{"query":""}}]]]]}"#,
    ]

    /// Tokens a mutator splices in: JSON syntax, the snapshot's keys and type names, edge numbers.
    static let dictionary = [
        "{", "}", "[", "]", ",", ":", "\"", "null", "true", "false", "0", "-1", "1e400", "-0", "0.5",
        "18446744073709551615", "18446744073709551616", "9223372036854775807", "-9223372036854775809",
        "9007199254740992", "\"key\"", "\"next\"", "\"tab\"", "\"types\"", "\"tabs\"", "\"pending\"",
        "\"requirement\"", "\"screen\"", "\"kind\"", "\"show\"", "\"link\"", "\"restore\"", "\"destination\"",
        "\"method\"", "\"entry\"", "\"anchorTab\"", "\"stack\"", "\"style\"", "\"presentation\"",
        "\"Fuzz.Screen\"", "\"Fuzz.Product\"", "\"Navigation.NotFound\"", "\"Navigation.Unprovided\"",
        "\"managedSheet\"", "\"managedCover\"", "\"sheet\"", "\"cover\"", "\"push\"", "\"send\"",
        "\"home\"", "\"orders\"", "\"settings\"", "\"fuzz.v1\"", "\"detail\"", "\"wizard\"", "\"_0\"",
        "\"actions\"", "\"role\"", "\"destructive\"", "\\u0000", "\\ud800", "\u{FEFF}", "\"layers\"",
        "\"entries\"", "\"type\"", "\"value\"", "\"id\"", "\"columns\"", "\"request\"", "\"selectTab\"",
        "\"restoreTab\"", "\"from\"", "\"policy\"", "\"name\"", "\"sender\"", "\"splits\"",
    ]

    /// Checks one input: how far it got (`undecodable`, `decoded`, `refused`, `restored`) and
    /// what is wrong, if anything.
    @MainActor
    static func check(_ data: Data) -> (reached: String, problem: String?) {
        let decoded = decode(data)
        guard let state = decoded.state, decoded.problem == nil else {
            return (decoded.reached, decoded.problem)
        }
        return restore(state)
    }

    /// The first stage, which needs no main actor: decoding fails with a `DecodingError` or gives
    /// a state that encodes to a document that decodes to the same state.
    static func decode(_ data: Data) -> (state: NavigationState?, reached: String, problem: String?) {
        if let problem = checkTolerantDecoding(data) { return (nil, "undecodable", problem) }
        let state: NavigationState
        do {
            state = try coder.decode(data)
        } catch is DecodingError {
            return (nil, "undecodable", nil)
        } catch {
            return (nil, "undecodable", "decoding threw \(type(of: error)), not a DecodingError: \(error)")
        }
        do {
            let written = try coder.encode(state)
            guard try coder.decode(written) == state else {
                return (state, "decoded", "a decoded state does not encode back to itself")
            }
        } catch {
            return (state, "decoded", "a decoded state does not survive encoding again: \(error)")
        }
        return (state, "decoded", nil)
    }

    /// A tolerant read throws only `DecodingError`s, agrees with a strict one that succeeds
    /// (nothing dropped), and gives a state that reads back strictly: what it kept is whole.
    static func checkTolerantDecoding(_ data: Data) -> String? {
        let tolerant: (state: NavigationState, dropped: [NavigationSnapshotDrop])
        do {
            tolerant = try coder.decodeTolerantly(data)
        } catch is DecodingError {
            return nil
        } catch {
            return "a tolerant read threw \(type(of: error)), not a DecodingError: \(error)"
        }
        if let strict = try? coder.decode(data), strict != tolerant.state || !tolerant.dropped.isEmpty {
            return "a tolerant read of a readable document differs from the strict one"
        }
        guard let written = try? coder.encode(tolerant.state), (try? coder.decode(written)) == tolerant.state
        else {
            return "what a tolerant read kept does not read back strictly"
        }
        return nil
    }

    /// The second stage: restoring is refused and changes nothing, or gives a tree with
    /// well-formed ids that applies to itself, restores into another root the same, and hands
    /// out a fresh id next.
    @MainActor
    static func restore(_ state: NavigationState) -> (reached: String, problem: String?) {
        let root = makeRoot()
        let fresh = root.state
        let outcome = root.restore(state)
        guard outcome.isApplied else {
            if case .held = outcome { return ("restored", nil) }
            return (
                "refused",
                root.state == fresh ? nil : "a refused restore changed the tree (\(outcome))"
            )
        }
        let restored = root.state
        if let problem = idProblem(in: restored) { return ("restored", "after restoring: \(problem)") }
        guard root.apply(restored).isApplied, root.state == restored else {
            return ("restored", "applying the exported state is not the identity")
        }
        let second = makeRoot()
        guard second.restore(restored).isApplied, second.state == restored else {
            return ("restored", "restoring an exported state into a fresh root is not the identity")
        }
        let before = Set(restored.allEntries.map(\.id))
        // The front layer may be a plain sheet, which cannot push; then present over it.
        guard let front = root.frontHandle else { return ("restored", "a restored tree has no front screen") }
        if restored.nextEntryID >= 1 << 53 {
            // The counter is at its bound: the tree may not grow, and says so. A plain sheet in
            // front refuses any push first; a managed sheet over it meets the counter.
            let exhausted = NavigationOutcome.refused(.invalidState("the entry counter is exhausted"))
            var refused = front.push(Screen.detail(0))
            if refused != exhausted, !refused.isApplied {
                refused = front.present(Screen.editor(draft: nil), style: .managedSheet)
            }
            guard refused == exhausted, root.state == restored
            else {
                return ("restored", "a tree whose counter is exhausted still grew (\(refused))")
            }
            return ("restored", nil)
        }
        if !front.push(Screen.detail(0)).isApplied {
            _ = front.present(Screen.editor(draft: nil), style: .managedSheet)
        }
        guard let pushed = root.state.frontEntry?.id, !before.contains(pushed) else {
            return ("restored", "nothing new could be shown on top of a restored tree")
        }
        if let problem = idProblem(in: root.state) {
            return ("restored", "after the next push: \(problem)")
        }
        return ("restored", nil)
    }

    /// Ids are assigned, unique and below the counter; a pending request's screen is in the tree.
    static func idProblem(in state: NavigationState) -> String? {
        var seen = Set<NavigationEntryID>()
        for entry in state.allEntries {
            guard entry.id != .unassigned else { return "an entry has no id" }
            guard seen.insert(entry.id).inserted else { return "id \(entry.id) appears twice" }
            guard entry.id.rawValue < state.nextEntryID else {
                return "id \(entry.id) is not below the next id \(state.nextEntryID)"
            }
        }
        if let pending = state.pending, !seen.contains(pending.screen) {
            return "the pending request's screen \(pending.screen) is not in the tree"
        }
        return nil
    }
}
