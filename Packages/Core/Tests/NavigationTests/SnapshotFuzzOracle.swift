import Foundation
import Navigation

// Shared by the deterministic fuzz slice (SnapshotDecoderFuzzSliceTests) and the libFuzzer
// target (Fuzz/Snapshot): a registry of a few destination types, seed snapshots exported from
// real trees, and the checks every input must pass. Keep this file free of test-only imports;
// Scripts/fuzz compiles it as is.

/// What a snapshot input must satisfy: decoding either fails with a `DecodingError` or gives a
/// state that encodes back to itself; restoring it either fails with a `NavigationError` or
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
            case .editor: .managedSheet
            case .wizard: .managedCover
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
        var method: NavigationMethod { .sheet }
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
    static func makeRoot() -> Navigator {
        Navigator(
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
        states.append(fresh.exportState())

        let busy = makeRoot()
        busy.push(Screen.detail(1))
        busy.push(Screen.detail(2))
        busy.present(Screen.editor(draft: "note"), method: .managedSheet)
        busy.push(Screen.search(query: "green tea & \"quotes\" \u{e9}"))
        busy.present(Product(sku: "tea", price: 4.5), method: .cover)
        busy.navigator(named: "home")?.showAlert(
            NavigationAlert(
                id: "home/confirm", title: "Sure?", message: "It cannot be undone.",
                actions: [.init("Cancel", role: .cancel), .init("Delete", role: .destructive)]))
        busy.selectTab("orders")
        busy.push(Screen.wizard(step: 2, picks: [3, 1, 4]))
        states.append(busy.exportState())

        let deep = makeRoot()
        for level in 0..<6 {
            deep.present(
                level % 2 == 0 ? Screen.editor(draft: nil) : Screen.wizard(step: level, picks: []),
                method: level % 2 == 0 ? .managedSheet : .managedCover)
            deep.push(Screen.detail(level))
        }
        states.append(deep.exportState())

        let placeholders = makeRoot()
        placeholders.push(NotFoundDestination(requested: "orders/404"))
        placeholders.push(UnprovidedDestination(providedRouteID: "shared/gift"))
        placeholders.present(Product(sku: "", price: nil), method: .sheet)
        states.append(placeholders.exportState())

        var keyless = busy.exportState()
        keyless.restorationKey = nil
        states.append(keyless)

        var data: [Data] = []
        for state in states {
            if let compact = try? coder.encode(state) { data.append(compact) }
            if let pretty = try? coder.encode(state, pretty: true) { data.append(pretty) }
        }
        return data
    }

    /// Tokens a mutator splices in: JSON syntax, the snapshot's keys and type names, edge numbers.
    static let dictionary = [
        "{", "}", "[", "]", ",", ":", "\"", "null", "true", "false", "0", "-1", "1e400", "-0", "0.5",
        "18446744073709551615", "18446744073709551616", "9223372036854775807", "-9223372036854775809",
        "\"stacks\"", "\"entries\"", "\"presentations\"", "\"alert\"", "\"method\"", "\"stack\"", "\"id\"",
        "\"type\"", "\"value\"", "\"name\"", "\"selectedTab\"", "\"nextEntryID\"", "\"restorationKey\"",
        "\"Fuzz.Screen\"", "\"Fuzz.Product\"", "\"Navigation.NotFound\"", "\"Navigation.Unprovided\"",
        "\"managedSheet\"", "\"managedCover\"", "\"sheet\"", "\"cover\"", "\"push\"", "\"send\"",
        "\"home\"", "\"orders\"", "\"settings\"", "\"fuzz.v1\"", "\"detail\"", "\"wizard\"", "\"_0\"",
        "\"actions\"", "\"role\"", "\"destructive\"", "\\u0000", "\\ud800", "\u{FEFF}",
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
    /// a state that encodes back to itself.
    static func decode(_ data: Data) -> (state: NavigationState?, reached: String, problem: String?) {
        let state: NavigationState
        do {
            state = try coder.decode(data)
        } catch is DecodingError {
            return (nil, "undecodable", nil)
        } catch {
            return (nil, "undecodable", "decoding threw \(type(of: error)), not a DecodingError: \(error)")
        }
        // The coder may take a faster path than JSONDecoder; what it accepts must be exactly
        // what JSONDecoder makes of the same bytes, and what it writes must read back the same.
        guard let reference = try? referenceDecode(data), reference == state else {
            return (state, "decoded", "the coder decoded a state that JSONDecoder does not: \(state)")
        }
        do {
            let written = try coder.encode(state)
            guard try referenceDecode(written) == state, try coder.decode(written) == state else {
                return (state, "decoded", "a decoded state does not encode back to itself")
            }
        } catch {
            return (state, "decoded", "a decoded state does not survive encoding again: \(error)")
        }
        return (state, "decoded", nil)
    }

    /// Foundation's decoder with the coder's registry: the reference the coder must agree with.
    static func referenceDecode(_ data: Data) throws -> NavigationState {
        let decoder = JSONDecoder()
        decoder.userInfo[.navigationDestinations] = coder.registry
        return try decoder.decode(NavigationState.self, from: data)
    }

    /// The second stage: restoring fails with a `NavigationError` and changes nothing, or gives
    /// a tree with well-formed ids that restores to itself and stays well formed after a push.
    @MainActor
    static func restore(_ state: NavigationState) -> (reached: String, problem: String?) {
        let root = makeRoot()
        do {
            try root.restore(from: state)
        } catch {
            let fresh = makeRoot().exportState()
            return (
                "refused", root.exportState() == fresh ? nil : "a refused restore changed the tree (\(error))"
            )
        }
        let restored = root.exportState()
        if let problem = idProblem(in: restored) { return ("restored", "after restoring: \(problem)") }
        let second = makeRoot()
        do {
            try second.restore(from: restored)
            guard second.exportState() == restored else {
                return ("restored", "restoring an exported state is not the identity")
            }
        } catch {
            return ("restored", "an exported state cannot be restored: \(error)")
        }
        let before = Set(restored.allEntries.map(\.id))
        // The front-most layer may be a plain sheet, which cannot push; then present over it.
        var pushed = root.push(Screen.detail(0))
        if pushed == nil, root.present(Screen.editor(draft: nil), method: .managedSheet) {
            pushed = root.current.topEntry?.id
        }
        guard let pushed else { return ("restored", "nothing could be shown on top of a restored tree") }
        if before.contains(pushed) { return ("restored", "the next entry reused id \(pushed)") }
        if let problem = idProblem(in: root.exportState()) {
            return ("restored", "after the next push: \(problem)")
        }
        return ("restored", nil)
    }

    /// Ids are assigned, unique, increasing along each stack, and below the counter.
    static func idProblem(in state: NavigationState) -> String? {
        var seen = Set<NavigationEntryID>()
        func check(_ stack: NavigationStackState) -> String? {
            var previous = NavigationEntryID.unassigned
            for entry in stack.entries {
                guard entry.id > previous else {
                    return "ids do not increase along a stack: \(stack.entries)"
                }
                guard seen.insert(entry.id).inserted else { return "id \(entry.id) appears twice" }
                guard entry.id.rawValue < state.nextEntryID else {
                    return "id \(entry.id) is not below the next id \(state.nextEntryID)"
                }
                previous = entry.id
            }
            for presentation in stack.presentations {
                if let problem = check(presentation.stack) { return problem }
            }
            return nil
        }
        for stack in state.stacks {
            if let problem = check(stack) { return problem }
        }
        return nil
    }
}
