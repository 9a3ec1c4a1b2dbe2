import Navigation

extension SettingsIncomingNavigation: NavigationSampled {
    /// One value per screen, so the app's audit can prove each is reachable.
    public static var navigationSamples: [SettingsIncomingNavigation] {
        [.settings, .profile, .address, .signIn, .picker(returningTo: nil), .about, .help(orderID: nil)]
    }
}

extension SettingsOutgoingNavigation: NavigationSampled {
    /// One value per case, so the app's audit can prove each has a redirect.
    public static var navigationSamples: [SettingsOutgoingNavigation] { [.orderHistory] }
}
