import ConsoleUI
import Settings

extension FeatureExample {
    /// Settings run alone: its own tab, signed out, over stand-ins; it asks for no provided destinations.
    public static func settings() -> FeatureExample {
        FeatureExample(.settings(dependencies: FakeSettingsDependencies()))
    }
}
