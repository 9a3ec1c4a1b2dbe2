import ConsoleUI
import Shared

/// Everything Settings needs from outside, implemented by the app.
@MainActor
public protocol SettingsDependencies: AnyObject {
    /// Who is signed in; Settings signs in and out through it.
    var session: any Session { get }
    /// Where the screens' trackers send their events.
    var analytics: any AnalyticsSink { get }
}

/// The screen-environment key under which the app stores Settings' dependencies.
public enum SettingsDependenciesKey: ScreenEnvironmentKey {
    /// Nothing until the app stores its implementation; screens then show a "not configured" notice.
    public static var defaultValue: (any SettingsDependencies)? { nil }
}
