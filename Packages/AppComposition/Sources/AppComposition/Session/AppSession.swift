import Observation
import Shared

/// The app's session: who is signed in, for this run only (sign-in is never persisted).
@MainActor
@Observable
public final class AppSession: Session {
    /// The signed-in customer.
    public private(set) var customer: Customer?

    /// Creates a signed-out session.
    public init(customer: Customer? = nil) { self.customer = customer }

    /// Told after every sign-in and sign-out: the app passes it on to navigation, which takes
    /// away what the session no longer allows in every window.
    @ObservationIgnored public var onChange: (@MainActor () -> Void)?

    /// Signs a customer in.
    public func signIn(as customer: Customer) {
        self.customer = customer
        onChange?()
    }

    /// Signs out.
    public func signOut() {
        customer = nil
        onChange?()
    }
}
