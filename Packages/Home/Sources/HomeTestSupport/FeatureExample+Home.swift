import ConsoleUI
import Home
import Shared

extension FeatureExample {
    /// Home run alone: its own tab over stand-in dependencies, with stand-ins for the shared destinations.
    public static func home() -> FeatureExample {
        FeatureExample(
            .home(dependencies: FakeHomeDependencies()), providing: [SharedDestinations.self],
            standInTab: RootTab.home.name, address: .switchyard)
    }
}
