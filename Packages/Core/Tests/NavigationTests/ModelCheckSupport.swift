import Foundation
import Navigation

// Shared pieces of the randomized model check (NavigatorModelCheckTests) and the deterministic
// fuzz slices: a seedable generator, the destinations and values the operations use, and the
// environment variables that replay a run.

// MARK: - Seeded randomness

/// SplitMix64: tiny, fast, and fully determined by its seed, so any failing run replays exactly.
struct SplitMix64: RandomNumberGenerator {
    private(set) var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound`; `bound` must be positive.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A number in the closed range.
    mutating func within(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    /// `true` with the given probability in percent.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// One of the items, uniformly.
    mutating func pick<Item>(_ items: [Item]) -> Item { items[below(items.count)] }

    /// The seed of the `index`-th sequence of a run that starts at `base`; index 0 is `base` itself,
    /// so a failing sequence's seed replays it alone.
    static func seed(base: UInt64, index: Int) -> UInt64 {
        base &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03
    }
}

/// How a randomized test reads its seed and size from the environment.
///
/// `SWITCHYARD_SEED` replays a run (decimal or `0x` hex; `random` picks a fresh seed and prints
/// it); `SWITCHYARD_SEQUENCES` sets how many sequences or inputs it generates.
enum ReliabilityEnvironment {
    static func seed(default fallback: UInt64) -> UInt64 {
        guard let text = ProcessInfo.processInfo.environment["SWITCHYARD_SEED"], !text.isEmpty else {
            return fallback
        }
        if text == "random" {
            let seed = UInt64.random(in: 0...UInt64.max)
            print("SWITCHYARD_SEED=random picked seed \(seed)")
            return seed
        }
        if text.hasPrefix("0x"), let value = UInt64(text.dropFirst(2), radix: 16) { return value }
        return UInt64(text) ?? fallback
    }

    static func count(default fallback: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment["SWITCHYARD_SEQUENCES"],
            let value = Int(text), value > 0
        else { return fallback }
        return value
    }
}

// MARK: - Destinations and values

/// The screens the model check navigates between; each presentation method has a case that prefers it.
enum CheckedDestination: NavigationDestination {
    case page(Int)
    /// Prefers a plain sheet.
    case note
    /// Prefers a plain cover.
    case banner
    /// Prefers a managed sheet.
    case editor
    /// Prefers a managed cover.
    case player
    /// Prefers `send`, so navigating to it goes through the send chain.
    case courier(Int)
    /// One step of a ``CheckedFlow``.
    case step(CheckedFlow)

    var routeID: String {
        switch self {
        case .page(let number): "page/\(number)"
        case .note: "note"
        case .banner: "banner"
        case .editor: "editor"
        case .player: "player"
        case .courier(let number): "courier/\(number)"
        case .step(let flow): "flow/\(flow.index)"
        }
    }

    var method: NavigationMethod {
        switch self {
        case .page: .push
        case .note: .sheet
        case .banner: .cover
        case .editor: .managedSheet
        case .player: .managedCover
        case .courier: .send
        case .step(let flow): flow.index == 0 && flow.presentsFirstStep ? .managedSheet : .push
        }
    }

    static var codingName: String { "ModelCheck.Destination" }
}

/// A value-type flow of `length` steps that completes with `index * 10 + length`.
struct CheckedFlow: NavigationFlow {
    typealias Value = Int

    var anchor: NavigationFlowAnchor?
    var index: Int
    var length: Int
    var presentsFirstStep: Bool

    func start() -> NavigationFlowStep<CheckedFlow> { .show(CheckedDestination.step(self)) }

    func next() async throws -> NavigationFlowStep<CheckedFlow> { nextStep }

    /// What ``next()`` answers, available synchronously to the model.
    var nextStep: NavigationFlowStep<CheckedFlow> {
        guard index + 1 < length else { return .completeWith(index * 10 + length) }
        var next = self
        next.index += 1
        return .show(CheckedDestination.step(next))
    }
}

/// Where the model check's screens want to go outside themselves.
enum CheckedOutgoing: OutgoingNavigation {
    case page(Int)
    case editor
    /// Deliberately missing from ``CheckedRedirect``.
    case unmapped

    /// What the redirect answers, or `nil` for a dead end; the model and the redirect share it.
    var redirected: CheckedDestination? {
        switch self {
        case .page(let number): .page(number)
        case .editor: .editor
        case .unmapped: nil
        }
    }
}

/// The app layer's redirect for the model check.
@MainActor
final class CheckedRedirect: NavigationRedirecting {
    func redirect(_ outgoing: any OutgoingNavigation) -> (any NavigationDestination)? {
        (outgoing as? CheckedOutgoing)?.redirected
    }
}

/// Switches tabs when sent.
struct CheckedTab: Hashable, Sendable {
    let name: String
}

/// Pauses the chain when sent.
struct CheckedPause: Hashable, Sendable {}

/// Has no receiver, so sending it ends the chain.
struct CheckedOrphan: Hashable, Sendable {
    let number: Int
}

/// A value a generated `send` carries.
enum CheckedValue: Hashable, Sendable, CustomStringConvertible {
    case tab(String)
    case destination(CheckedDestination)
    case action(NavigationAction)
    case pause
    case orphan(Int)

    var boxed: any Hashable & Sendable {
        switch self {
        case .tab(let name): CheckedTab(name: name)
        case .destination(let destination): destination
        case .action(let action): action
        case .pause: CheckedPause()
        case .orphan(let number): CheckedOrphan(number: number)
        }
    }

    var description: String {
        switch self {
        case .tab(let name): "tab(\(name))"
        case .destination(let destination): destination.routeID
        case .action(let action): "\(action)"
        case .pause: "pause"
        case .orphan(let number): "orphan(\(number))"
        }
    }
}

/// A screen model whose lifetime the check follows with weak references.
final class CheckedScreenModel {
    let generation: Int

    init(generation: Int) { self.generation = generation }
}

/// A weak reference the check keeps to prove a model was released.
final class WeakModel {
    weak var model: CheckedScreenModel?

    init(_ model: CheckedScreenModel) { self.model = model }
}

/// What handlers (alert actions, checkpoint returns) did, in order; shared by closures.
@MainActor
final class EffectLog {
    var lines: [String] = []
}
