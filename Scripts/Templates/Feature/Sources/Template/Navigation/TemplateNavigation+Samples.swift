import Navigation

extension TemplateIncomingNavigation: NavigationSampled {
    /// One value per screen, so the app's audit can prove each is reachable.
    public static var navigationSamples: [TemplateIncomingNavigation] { [.start] }
}

extension TemplateOutgoingNavigation: NavigationSampled {
    /// One value per case, so the app's audit can prove each has a redirect.
    public static var navigationSamples: [TemplateOutgoingNavigation] { [.example] }
}
