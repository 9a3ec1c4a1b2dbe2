import Navigation

extension HomeIncomingNavigation: NavigationSampled {
    /// One value per screen, so the app's audit can prove each is reachable.
    public static var navigationSamples: [HomeIncomingNavigation] { [.home, .page(2)] }
}

extension HomeOutgoingNavigation: NavigationSampled {
    /// One value per case, so the app's audit can prove each has a redirect.
    public static var navigationSamples: [HomeOutgoingNavigation] {
        [.orderDetails(id: 1001), .numberPicker(returningTo: HomeCheckpoints.pickedNumber)]
    }
}
