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

    /// Signs a customer in.
    public func signIn(as customer: Customer) { self.customer = customer }

    /// Signs out.
    public func signOut() { customer = nil }
}
