import Navigation
import NavigationFlows

/// What the Settings feature can show: its own screens, reachable from anywhere without a redirect.
///
/// Each case's ``routeID`` is also its deep-link path. The sign-in screen and the number
/// picker are sheets and the about screen is a managed cover (help pushes inside it);
/// everything else is pushed. The value
/// only names a screen; each is built in `SettingsIncomingNavigation+Screen.swift`.
public enum SettingsIncomingNavigation: IncomingNavigation {
    /// The settings menu, the bottom of the settings tab (`settings`).
    case settings
    /// The signed-in customer's profile (`settings/profile`).
    case profile
    /// The signed-in customer's shipping address (`settings/address`).
    case address
    /// The sign-in sheet (`settings/signin`).
    case signIn
    /// A sheet that returns a picked number to `returningTo`, when given (`settings/picker`).
    case picker(returningTo: NavigationCheckpoint<Int>?)
    /// The about screen, shown as a managed cover: a stack of its own, full-screen
    /// (`settings/about`).
    case about
    /// Help and contact details, about one order when given (`settings/help`; version 1
    /// called it `support`, and the app's snapshot migration renames saved ones).
    case help(orderID: Int?)

    /// A lowercase path under `settings`; associated values never change it.
    public var routeID: String {
        switch self {
        case .settings: "settings"
        case .profile: "settings/profile"
        case .address: "settings/address"
        case .signIn: "settings/signin"
        case .picker: "settings/picker"
        case .about: "settings/about"
        case .help: "settings/help"
        }
    }

    /// Sign-in and the picker are sheets, about is a managed cover, the rest are pushed.
    public var method: NavigationMethod {
        switch self {
        case .signIn, .picker: .present(.sheet)
        case .about: .present(.managedCover)
        case .settings, .profile, .address, .help: .push
        }
    }

    /// A stable tag for snapshots, independent of the module's name.
    public static var codingName: String { "Settings.SettingsIncomingNavigation" }
}
