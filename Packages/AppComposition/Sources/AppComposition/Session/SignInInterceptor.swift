import Navigation
import Settings
import Shared

/// Keeps protected screens from signed-out users when a state arrives from outside.
///
/// Deep links and restored snapshots pass through it (via `NavigationGate`). When the state
/// shows a `SignInProtected` screen (provided destinations are judged by what they resolve
/// to) and nobody is signed in, it redirects to the same state cut below every protected
/// screen, with the sign-in sheet over the selected tab; the gate keeps the original pending
/// until sign-in finishes.
@MainActor
public final class SignInInterceptor: NavigationInterceptor {
    private let session: any Session
    private weak var root: Navigator?

    /// Creates the interceptor for a session and the tree whose providers resolve destinations.
    public init(session: any Session, root: Navigator) {
        self.session = session
        self.root = root
    }

    /// Proceeds for signed-in users and unprotected states; otherwise redirects to sign-in.
    public func intercept(_ state: NavigationState) async -> NavigationInterceptDecision {
        guard !session.isSignedIn, state.allEntries.contains(where: isProtected) else { return .proceed }
        return .redirect(signInState(for: state))
    }

    /// Whether an entry's screen needs a signed-in customer.
    public func isProtected(_ entry: NavigationEntry) -> Bool {
        let resolved = root?.resolveProvided(entry.destination) ?? entry.destination.base
        return (resolved as? any SignInProtected)?.requiresSignIn == true
    }

    /// The state cut below every protected screen, with the sign-in sheet on the selected tab.
    public func signInState(for state: NavigationState) -> NavigationState {
        var safe = state
        for index in safe.stacks.indices {
            safe.stacks[index] = cut(safe.stacks[index])
        }
        let selected = safe.selectedTab ?? safe.stacks.first?.name
        if let index = safe.stacks.firstIndex(where: { $0.name == selected }) {
            safe.stacks[index].presentations = [
                NavigationPresentationState(
                    method: .sheet,
                    stack: NavigationStackState(destinations: [SettingsIncomingNavigation.signIn])
                )
            ]
            safe.stacks[index].alert = nil
        }
        return safe
    }

    private func cut(_ stack: NavigationStackState) -> NavigationStackState {
        var stack = stack
        if let first = stack.entries.firstIndex(where: isProtected) {
            stack.entries.removeSubrange(max(first, 1)...)
            stack.presentations = []
            stack.alert = nil
        } else {
            stack.presentations = stack.presentations.compactMap { presentation in
                guard !presentation.stack.entries.isEmpty, !isProtected(presentation.stack.entries[0]) else {
                    return nil
                }
                var presentation = presentation
                presentation.stack = cut(presentation.stack)
                return presentation
            }
        }
        return stack
    }
}
