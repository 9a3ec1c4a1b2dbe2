import ConsoleUI
import Navigation

extension FeatureModule {
    /// Template: one screen, presented as a sheet with its own stack; not a tab.
    public static func template(dependencies: any TemplateDependencies) -> FeatureModule {
        FeatureModule(
            "Template",
            incoming: TemplateIncomingNavigation.self,
            outgoing: TemplateOutgoingNavigation.self,
            links: TemplateDeepLinkHandler.self,
            dependencies: TemplateDependenciesKey.self, dependencies)
    }
}
