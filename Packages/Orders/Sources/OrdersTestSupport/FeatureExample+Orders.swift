import ConsoleUI
import Orders
import Shared

extension FeatureExample {
    /// Orders run alone: its own tab over stand-in dependencies; it asks for no provided destinations.
    public static func orders() -> FeatureExample {
        FeatureExample(
            .orders(dependencies: FakeOrdersDependencies()), standInTab: RootTab.home.name,
            address: .switchyard)
    }
}
