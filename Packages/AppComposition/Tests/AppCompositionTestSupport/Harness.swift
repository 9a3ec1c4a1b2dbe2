import AppComposition
import AppLaunch
import ConsoleUI
import Foundation
import Navigation
import NavigationSnapshots
import Shared
import Testing

/// Drives the real app through the console host in-process (shared by the unit and the fault
/// tests), tapping actions by label so
/// tests read like the journeys they check and survive reordered screens.
@MainActor
package final class Harness {
    package let app: SwitchyardApp
    package let host: ConsoleHost
    package let transcript = ConsoleTranscript()

    /// Starts the app; `signedIn` signs the demo customer in first, for journeys about orders;
    /// `opening` follows a link first, as `--open` does.
    package init(
        statePath: String? = nil, arguments: [String] = ["--fresh"], signedIn: Bool = false,
        opening link: String? = nil
    ) async throws {
        var arguments = arguments
        if let statePath { arguments += ["--state", statePath] }
        let parsed = try ConsoleArguments.parse(arguments)
        (app, host) = try SwitchyardMain.makeHost(
            arguments: parsed,
            output: transcript.output,
            environment: ["HOME": NSTemporaryDirectory() + "switchyard-harness-\(UUID().uuidString)"],
            renderer: ConsoleRenderer(width: 100, usesANSI: false)
        )
        if signedIn { app.session.signIn(as: Customer(name: "Grace Hopper", address: "1 Compiler Lane")) }
        await host.start(openingURL: link)
    }

    /// Where the window in front is.
    package var location: String { host.root.locationDescription }

    /// The labels of the actions on the screen (or alert) in front.
    package var labels: [String] {
        if let alert = host.root.frontAlert { return alert.actions.map(\.label) }
        return host.currentScreen?.actions.map(\.label) ?? []
    }

    /// Taps the first action whose label starts with `prefix`; records an issue when none does.
    @discardableResult
    package func tap(_ prefix: String, sourceLocation: SourceLocation = #_sourceLocation) async
        -> ConsoleHost.Outcome
    {
        guard let index = labels.firstIndex(where: { $0.hasPrefix(prefix) }) else {
            Issue.record(
                "no action starting with '\(prefix)' in \(labels) at \(location)",
                sourceLocation: sourceLocation)
            return .failed
        }
        return await host.execute("\(index + 1)")
    }

    @discardableResult
    package func run(_ line: String) async -> ConsoleHost.Outcome { await host.execute(line) }

    /// Walks the new-order wizard from the Orders tab to its locked payment step, one kettle
    /// ordered: the way the tests about the payment lock get there.
    package func walkToPayment(sourceLocation: SourceLocation = #_sourceLocation) async {
        await run("tab orders")
        for label in ["New order", "Kettle", "1", "Continue to payment"] {
            await tap(label, sourceLocation: sourceLocation)
        }
    }

    /// The text of the screen in front, as last rendered.
    package var screenText: String { host.lastRenderedText ?? "" }
}

/// A fresh temporary directory per use.
package func temporaryDirectory() -> String {
    let path = NSTemporaryDirectory() + "switchyard-tests-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

extension NavigationSnapshotCoder {
    /// The first window of a saved file, read whole: anything it cannot read throws.
    package func firstWindow(_ data: Data) throws -> NavigationState {
        let (windows, dropped) = try decodeWindowsTolerantly(data)
        struct Dropped: Error { let drops: [NavigationSnapshotDrop] }
        guard dropped.isEmpty else { throw Dropped(drops: dropped) }
        return windows.states[0]
    }
}
