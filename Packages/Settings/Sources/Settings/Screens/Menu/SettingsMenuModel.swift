import Observation
import Shared

/// The settings menu's state and actions; owned by the menu's navigation entry.
@MainActor
@Observable
final class SettingsMenuModel {
    private let session: any Session
    private let navigator: any SettingsMenuNavigating
    private let tracker: SettingsMenuTracker

    /// Takes the one dependency it reads and changes, the session, then its navigator and tracker.
    init(session: any Session, navigator: any SettingsMenuNavigating, tracker: SettingsMenuTracker) {
        self.session = session
        self.navigator = navigator
        self.tracker = tracker
    }

    /// Whether someone is signed in, read from the session each time the screen is built.
    var isSignedIn: Bool { session.isSignedIn }

    /// Who is signed in, as one line.
    var accountLine: String {
        session.customer.map { "Signed in as \($0.name)." } ?? "Not signed in."
    }

    /// Runs each time the screen comes to the front: reports the view.
    func appeared() { tracker.viewed() }

    /// Opens the profile.
    func showProfile() {
        tracker.tapped(.profile)
        navigator.showProfile()
    }

    /// Opens the shipping address.
    func showAddress() {
        tracker.tapped(.address)
        navigator.showAddress()
    }

    /// Goes to the order history in Orders.
    func showOrderHistory() {
        tracker.tapped(.orderHistory)
        navigator.showOrderHistory()
    }

    /// Opens support.
    func showSupport() {
        tracker.tapped(.support)
        navigator.showSupport()
    }

    /// Shows the about cover.
    func showAbout() {
        tracker.tapped(.about)
        navigator.showAbout()
    }

    /// Shows the sign-in sheet.
    func signIn() {
        tracker.tapped(.signIn)
        navigator.presentSignIn()
    }

    /// Signs out; the menu then offers "Sign in".
    func signOut() {
        tracker.tapped(.signOut)
        session.signOut()
    }
}
