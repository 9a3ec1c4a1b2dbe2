import ConsoleUI
import Template

extension FeatureExample {
    /// Template run alone: a stand-in home tab whose start screen opens Template's sheet.
    public static func template() -> FeatureExample {
        FeatureExample(.template(dependencies: FakeTemplateDependencies()))
    }
}
