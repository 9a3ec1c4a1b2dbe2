import Observation
import Shared

/// The sign-in sheet's state and actions; owned by the sheet's navigation entry.
///
/// Signing in changes the session, then closes the sheet; cancelling only closes it. Nothing
/// more is needed: when the app presented the sheet for a request that waits for a signed-in
/// customer, closing it carries the request out or drops it, whichever the session says.
@MainActor
@Observable
final class SignInModel {
    /// The demo's only account.
    static let demoCustomer = Customer(name: "Ada Lovelace", address: "12 Analytical Row, London")

    private let session: any Session
    private let navigator: any SignInNavigating
    private let tracker: SignInTracker

    /// Takes the one dependency it changes, the session, then its navigator and tracker.
    init(session: any Session, navigator: any SignInNavigating, tracker: SignInTracker) {
        self.session = session
        self.navigator = navigator
        self.tracker = tracker
    }

    /// The label of the sign-in action.
    var signInLabel: String { "Sign in as \(Self.demoCustomer.name)" }

    /// Who is signed in now, if anyone, as one line.
    var currentAccountLine: String? {
        session.customer.map { "You are signed in as \($0.name)." }
    }

    /// Runs each time the screen comes to the front: reports the view.
    func appeared() { tracker.viewed() }

    /// Signs in as the demo customer, then closes the sheet.
    func signIn() {
        tracker.tapped(.signIn)
        session.signIn(as: Self.demoCustomer)
        navigator.close()
    }

    /// Closes the sheet without signing in.
    func cancel() {
        tracker.tapped(.cancel)
        navigator.close()
    }
}
