import ConsoleUI
import Shared

/// Everything Template needs from outside, implemented by the app.
@MainActor
public protocol TemplateDependencies: AnyObject {
    /// Where the screens' trackers send their events.
    var analytics: any AnalyticsSink { get }
}

/// The screen-environment key under which the app stores Template's dependencies.
public enum TemplateDependenciesKey: ScreenEnvironmentKey {
    /// Nothing until the app stores its implementation; screens then show a "not configured" notice.
    public static var defaultValue: (any TemplateDependencies)? { nil }
}
