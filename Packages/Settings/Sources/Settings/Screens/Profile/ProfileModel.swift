import Observation
import Shared

/// The profile's state and actions; owned by the profile's navigation entry.
@MainActor
@Observable
final class ProfileModel {
    private let session: any Session
    private let navigator: any ProfileNavigating
    private let tracker: ProfileTracker

    /// Takes the one dependency it reads and changes, the session, then its navigator and tracker.
    init(session: any Session, navigator: any ProfileNavigating, tracker: ProfileTracker) {
        self.session = session
        self.navigator = navigator
        self.tracker = tracker
    }

    /// Whether someone is signed in.
    var isSignedIn: Bool { session.isSignedIn }

    /// The customer's name, or "Not signed in".
    var nameLine: String { session.customer?.name ?? "Not signed in" }

    /// Runs each time the screen comes to the front: reports the view.
    func appeared() { tracker.viewed() }

    /// Shows the sign-in sheet.
    func signIn() {
        tracker.tapped(.signIn)
        navigator.presentSignIn()
    }

    /// Signs out; the profile then shows "Not signed in".
    func signOut() {
        tracker.tapped(.signOut)
        session.signOut()
    }
}
