import ConsoleUI
import Home
import Orders
import Settings

/// The app's features, listed once; the tabs, the router, the snapshot registry, the screen
/// environment and the audit's samples are all derived from this list.
///
/// Tabs appear in list order. `Scripts/new-feature` adds its feature at the end.
@MainActor
public enum AppFeatures {
    /// Every feature, each given the resolver that answers its dependencies.
    public static func modules(resolver: AppResolver) -> [FeatureModule] {
        [
            .home(dependencies: resolver),
            .orders(dependencies: resolver),
            .settings(dependencies: resolver),
        ]
    }
}
