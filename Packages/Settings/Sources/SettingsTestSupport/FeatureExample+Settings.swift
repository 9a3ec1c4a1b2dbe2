import ConsoleUI
import Settings
import Shared

extension FeatureExample {
    /// Settings run alone: its own tab, signed out, over stand-ins; it asks for no provided destinations.
    public static func settings() -> FeatureExample {
        FeatureExample(
            .settings(dependencies: FakeSettingsDependencies()), standInTab: RootTab.home.name,
            address: .switchyard)
    }
}
