/// Whether someone is signed in: the contract features read, implemented by the app.
///
/// Features never sign anyone in themselves; the app owns the session and decides which
/// destinations need it.
@MainActor
public protocol Session: AnyObject {
    /// The signed-in customer, or `nil`.
    var customer: Customer? { get }
    /// Signs a customer in.
    func signIn(as customer: Customer)
    /// Signs out.
    func signOut()
}

extension Session {
    /// Whether someone is signed in.
    public var isSignedIn: Bool { customer != nil }
}
