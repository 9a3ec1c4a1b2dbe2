import Navigation
import Settings

/// Drops a pending link when its sign-in sheet goes away without a sign-in.
///
/// The sign-in screen reports Cancel itself, but the sheet can also leave through the
/// console's `back` or `dismiss`, which the screen never sees. The watcher listens to the
/// tree's dismiss events: when the sign-in screen is gone, nobody signed in, and a link is
/// pending, the link is dropped, so a later, unrelated sign-in does not jump somewhere the
/// user has given up on.
@MainActor
public final class SignInAbandonWatcher: NavigationEventSink {
    private weak var app: SwitchyardApp?

    /// Creates a watcher for an app.
    public init(app: SwitchyardApp) { self.app = app }

    /// Checks after every dismiss whether the sign-in sheet was abandoned.
    public func receive(_ event: NavigationEvent) {
        guard event.kind == .dismiss, let app, app.gate.pending != nil, !app.session.isSignedIn else {
            return
        }
        let signIn = AnyNavigationDestination(SettingsIncomingNavigation.signIn)
        let showsSignIn = app.root.allNavigators.contains { navigator in
            navigator.entries.contains { $0.destination == signIn }
        }
        if !showsSignIn { app.gate.dropPending() }
    }
}
