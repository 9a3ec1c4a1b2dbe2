import Foundation
import Navigation
import NavigationSnapshots
import Observation

/// The optional services the console's commands call; each one a later part of the app supplies.
///
/// A command whose service is missing answers with one `error:` line and changes nothing:
/// `open` says no deep-link router is configured; `graph`, `audit`, `save` and `state`
/// say they are not configured yet.
public struct ConsoleHostConfiguration: Sendable {
    /// Follows a deep link in a window (the one in front, or a new one the link asked for)
    /// and returns what the window made of it, so a link held behind the screen already shown
    /// is said; a thrown error's description becomes the `error:` line.
    public var openURL:
        (@MainActor @Sendable (_ link: String, _ window: NavigationRoot) async throws -> NavigationOutcome)?
    /// Makes another window's root, with the app's tabs and connections, for `window new`;
    /// without it the app has one window.
    public var newWindow: (@MainActor @Sendable () -> NavigationRoot)?
    /// Whether a link asks for a window of its own, as a scene's `handlesExternalEvents`
    /// routes a URL to a new one.
    ///
    /// The link opens there, and a refused link closes it again. A thrown error (a window
    /// request the app does not know) becomes the `error:` line and opens nothing.
    public var opensNewWindow: (@MainActor @Sendable (String) throws -> Bool)?
    /// Draws the navigation graph in a format (`mermaid` or `dot`); a thrown error becomes the `error:` line.
    public var graph: (@MainActor @Sendable (String) async throws -> String)?
    /// Checks the app's destinations; `ok == false` makes the `audit` command fail after the report.
    public var audit: (@MainActor @Sendable () async -> (ok: Bool, report: String))?
    /// Encodes the navigation state for the `state` command.
    public var snapshotCoder: NavigationSnapshotCoder?
    /// Saves the navigation state and returns a one-line confirmation.
    public var save: (@MainActor @Sendable () throws -> String)?
    /// How many lines the `log` command keeps.
    public var logCapacity: Int
    /// Runs once when the session starts, before the first screen (restoring saved state).
    public var startup: (@MainActor @Sendable () async -> Void)?
    /// Runs once when the session ends: at `quit`, the end of the input or a signal.
    ///
    /// This is where the state is saved. An error it throws is one `error:` line, and the
    /// session's exit status says it failed. Read the state before the first `await`: until
    /// then nothing else runs, so the actions a signal named as dropped have done nothing more.
    public var shutdown: (@MainActor @Sendable () async throws -> Void)?

    /// Creates a configuration; every service defaults to missing.
    public init(
        openURL: (
            @MainActor @Sendable (_ link: String, _ window: NavigationRoot) async throws -> NavigationOutcome
        )? = nil,
        newWindow: (@MainActor @Sendable () -> NavigationRoot)? = nil,
        opensNewWindow: (@MainActor @Sendable (String) throws -> Bool)? = nil,
        graph: (@MainActor @Sendable (String) async throws -> String)? = nil,
        audit: (@MainActor @Sendable () async -> (ok: Bool, report: String))? = nil,
        snapshotCoder: NavigationSnapshotCoder? = nil,
        save: (@MainActor @Sendable () throws -> String)? = nil,
        logCapacity: Int = 100,
        startup: (@MainActor @Sendable () async -> Void)? = nil,
        shutdown: (@MainActor @Sendable () async throws -> Void)? = nil
    ) {
        self.openURL = openURL
        self.newWindow = newWindow
        self.opensNewWindow = opensNewWindow
        self.graph = graph
        self.audit = audit
        self.snapshotCoder = snapshotCoder
        self.save = save
        self.logCapacity = logCapacity
        self.startup = startup
        self.shutdown = shutdown
    }
}
