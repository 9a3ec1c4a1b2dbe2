import ConsoleUI
import Navigation
import Shared

extension FeatureModule {
    /// Orders, the second tab: the order list, details, products and the new-order wizard.
    public static func orders(dependencies: any OrdersDependencies) -> FeatureModule {
        FeatureModule(
            "Orders",
            incoming: OrdersIncomingNavigation.self,
            outgoing: OrdersOutgoingNavigation.self,
            links: OrdersDeepLinkHandler.self,
            tab: NavigationTab(RootTab.orders.name, root: OrdersIncomingNavigation.list, columns: 3),
            dependencies: OrdersDependenciesKey.self, dependencies)
    }
}
