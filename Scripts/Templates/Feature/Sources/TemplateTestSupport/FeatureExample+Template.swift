import ConsoleUI
import Shared
import Template

extension FeatureExample {
    /// Template run alone: a stand-in home tab whose start screen opens Template's sheet.
    public static func template() -> FeatureExample {
        FeatureExample(
            .template(dependencies: FakeTemplateDependencies()), standInTab: RootTab.home.name,
            address: .switchyard)
    }
}
