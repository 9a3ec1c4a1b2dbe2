import ConsoleUI

/// Draws the settings menu from its model.
///
/// Actions, in order: Profile, Shipping address, Order history, Support, About, then
/// Sign in or Sign out.
@MainActor
enum SettingsMenuScreen {
    /// The screen for the model's current state.
    static func make(model: SettingsMenuModel) -> Screen {
        Screen("Settings") {
            Text(model.accountLine)
            Section("Account") {
                Action("Profile") { model.showProfile() }
                Action("Shipping address") { model.showAddress() }
                Action("Order history") { model.showOrderHistory() }
            }
            Section("Help") {
                Action("Support") { model.showSupport() }
                Action("About") { model.showAbout() }
            }
            if model.isSignedIn {
                Action("Sign out") { model.signOut() }
            } else {
                Action("Sign in") { model.signIn() }
            }
        }
        .onAppear { model.appeared() }
    }
}
