import ConsoleUI
import Navigation

/// How each Template destination becomes a console screen.
///
/// ``TemplateIncomingNavigation`` stays a value that says what Template can show, which
/// links, snapshots and the audit read without building anything. What a screen needs
/// (Template's dependencies, the entry's model, its navigator and tracker) is put together
/// here, beside `FeatureModule.template`, so one file per feature does the building.
extension TemplateIncomingNavigation: ConsoleScreenProviding {
    /// Builds the screen from the model its entry owns, or a notice when the app gave no dependencies.
    @MainActor
    public func screen(in context: ScreenContext) -> Screen {
        guard let dependencies = context[TemplateDependenciesKey.self] else {
            return Screen("Template is not configured") {
                Text("The app did not put TemplateDependencies in the screen environment.")
            }
        }
        switch self {
        case .start:
            let model = context.model {
                TemplateModel(
                    navigator: TemplateNavigator(context.handle),
                    tracker: TemplateTracker(screen: self, sink: dependencies.analytics))
            }
            return TemplateScreen.make(model: model)
        }
    }
}
