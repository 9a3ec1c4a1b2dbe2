import Shared

/// A session signed in and out by hand, which counts the calls so a test sees what a screen did.
@MainActor
public final class FakeSession: Session {
    /// The signed-in customer, or `nil`; a test may set it directly.
    public var customer: Customer?
    /// Every customer signed in through ``signIn(as:)``, oldest first.
    public private(set) var signInCalls: [Customer] = []
    /// How many times ``signOut()`` was called.
    public private(set) var signOutCount = 0
    /// Runs at each sign-in, before the customer changes, so a test can note what had happened by then.
    public var onSignIn: (@MainActor (Customer) -> Void)?

    /// Creates a session with `customer` signed in, or nobody.
    public init(customer: Customer? = nil) { self.customer = customer }

    /// Notes the call, then signs the customer in.
    public func signIn(as customer: Customer) {
        signInCalls.append(customer)
        onSignIn?(customer)
        self.customer = customer
    }

    /// Notes the call, then signs out.
    public func signOut() {
        signOutCount += 1
        customer = nil
    }
}
