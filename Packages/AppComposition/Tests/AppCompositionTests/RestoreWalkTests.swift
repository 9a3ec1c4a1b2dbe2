import AppCompositionTestSupport
import Foundation
import Navigation
import NavigationTesting
import Testing

/// Whatever a person can reach, a restart brings back exactly.
///
/// Each walk starts the real app on a state file, does random things a person does (taps,
/// back, dismiss, tabs, links), quits, starts again and compares every tab and layer with
/// what was there at the quit. A screen the app lets a person reach but its decoding
/// refuses (a Home page past the last one) shows up here as a dropped screen and a notice.
@MainActor
@Suite struct RestoreWalkTests {
    /// The walks to run: `SWITCHYARD_WALKS` raises it for a longer search.
    static let walks = ProcessInfo.processInfo.environment["SWITCHYARD_WALKS"].flatMap { Int($0) } ?? 40

    /// Links a person might open, with the pages at the end of Home's range twice as likely.
    static let links = [
        "home", "home/page/2", "home/page/998", "home/page/999", "home/page/999", "orders", "orders/1001",
        "orders/products/tea", "orders/new/product", "settings", "settings/profile", "settings/address",
        "settings/help?order=1001", "settings/support", "settings/picker", "settings/about",
    ]

    @Test func aRestartAfterAnyWalkShowsWhatWasThereAtTheQuit() async throws {
        for walk in 0..<Self.walks {
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let path = directory + "/state.json"
            var random = WalkRandom(seed: UInt64(walk))
            let first = try await Harness(statePath: path, arguments: [])
            var steps: [String] = []
            for _ in 0..<random.below(40) {
                let step = step(random: &random, labels: first.labels)
                steps.append(step)
                await first.run(step)
            }
            let quit = (first.location, first.app.root.state.routeIDsByLayer)
            #expect(await first.host.finish() == true)

            let second = try await Harness(statePath: path, arguments: [])
            let walked = "walk \(walk): \(steps.joined(separator: "; "))"
            #expect(second.location == quit.0, "\(walked)")
            #expect(second.app.root.state.routeIDsByLayer == quit.1, "\(walked)")
            #expect(second.transcript.errorLines.isEmpty, "\(walked)")
        }
    }

    /// One command: mostly a tap on the screen in front, sometimes back, dismiss, a tab or a link.
    ///
    /// Signing in is left out: sign-in is not saved, so a restart asks again.
    private func step(random: inout WalkRandom, labels: [String]) -> String {
        let taps = labels.indices.filter { !labels[$0].hasPrefix("Sign in") }
        switch random.below(10) {
        case 0: return "back"
        case 1: return "dismiss"
        case 2: return "tab " + ["home", "orders", "settings"][random.below(3)]
        case 3, 4: return "open switchyard://" + Self.links[random.below(Self.links.count)]
        default: return taps.isEmpty ? "back" : "\(taps[random.below(taps.count)] + 1)"
        }
    }
}

/// A seeded generator, so a failing walk can be run again from its number.
private struct WalkRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    /// A number in `0..<bound` (SplitMix64).
    mutating func below(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
    }
}
