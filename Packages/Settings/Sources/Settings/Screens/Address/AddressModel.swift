import Observation
import Shared

/// The shipping-address screen's state and actions; owned by its navigation entry.
@MainActor
@Observable
final class AddressModel {
    private let session: any Session
    private let navigator: any AddressNavigating
    private let tracker: AddressTracker

    /// Takes the one dependency it reads, the session, then its navigator and tracker.
    init(session: any Session, navigator: any AddressNavigating, tracker: AddressTracker) {
        self.session = session
        self.navigator = navigator
        self.tracker = tracker
    }

    /// The signed-in customer's address, or `nil` when nobody is signed in.
    var address: String? { session.customer?.address }

    /// Runs each time the screen comes to the front: reports the view.
    func appeared() { tracker.viewed() }

    /// Shows the sign-in sheet.
    func signIn() {
        tracker.tapped(.signIn)
        navigator.presentSignIn()
    }
}
