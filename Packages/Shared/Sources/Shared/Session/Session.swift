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

/// A destination that only a signed-in customer may see.
///
/// The app's sign-in gate looks for it in states that come from outside (deep links,
/// restored snapshots); features mark their destinations, the app enforces.
public protocol SignInProtected {
    /// Whether this value needs a signed-in customer.
    var requiresSignIn: Bool { get }
}
