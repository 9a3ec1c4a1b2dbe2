import ConsoleUI

/// Draws the profile from its model: the customer's name, then Sign in or Sign out.
@MainActor
enum ProfileScreen {
    /// The screen for the model's current state.
    static func make(model: ProfileModel) -> Screen {
        Screen("Profile") {
            Text(model.nameLine)
            if model.isSignedIn {
                Action("Sign out") { model.signOut() }
            } else {
                Action("Sign in") { model.signIn() }
            }
        }
        .onAppear { model.appeared() }
    }
}
