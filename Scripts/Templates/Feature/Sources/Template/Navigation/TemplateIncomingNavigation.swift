import Navigation

/// What Template can show: its screens, each a destination with a route id and a method.
///
/// Template is not a tab: its first screen is a sheet with its own stack over whichever tab
/// shows it, so where it leads is pushed inside the sheet. The route id is also the
/// deep-link path (see ``TemplateDeepLinkHandler``). The value only names a screen; each is
/// built in `TemplateIncomingNavigation+Screen.swift`.
public enum TemplateIncomingNavigation: IncomingNavigation {
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
}
