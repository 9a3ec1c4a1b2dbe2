import ConsoleUI
import Navigation

/// What Template can show: its screens, each a destination that builds its own console screen.
///
/// Template is not a tab: its first screen is a sheet with its own stack over whichever tab
/// shows it, so where it leads is pushed inside the sheet. The route id is also the
/// deep-link path (see ``TemplateDeepLinkHandler``).
public enum TemplateIncomingNavigation: IncomingNavigation, ConsoleScreenProviding {
    /// Template's first screen (`template`), presented as a managed sheet.
    case start

    /// A lowercase path under `template`.
    public var routeID: String {
        switch self {
        case .start: "template"
        }
    }

    /// The first screen is a managed sheet: a sheet with its own stack.
    public var method: NavigationMethod {
        switch self {
        case .start: .present(.managedSheet)
        }
    }

    /// A stable tag for snapshots, independent of how the module is named.
    public static var codingName: String { "Template.TemplateIncomingNavigation" }

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
