import ConsoleUI
import Navigation
import Shared

/// What the Settings feature can show: its own screens, reachable from anywhere without a redirect.
///
/// Each case's ``routeID`` is also its deep-link path. The sign-in screen and the number
/// picker are sheets and the about screen is a cover; everything else is pushed.
public enum SettingsIncomingNavigation: IncomingNavigation, ConsoleScreenProviding {
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
    /// The about screen, shown as a cover (`settings/about`).
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

    /// Sign-in and the picker are sheets, about is a cover, the rest are pushed.
    public var method: NavigationMethod {
        switch self {
        case .signIn, .picker: .present(.sheet)
        case .about: .present(.cover)
        case .settings, .profile, .address, .help: .push
        }
    }

    /// A stable tag for snapshots, independent of the module's name.
    public static var codingName: String { "Settings.SettingsIncomingNavigation" }

    /// Builds the screen from the model its entry owns, or a notice when the app gave no dependencies.
    @MainActor
    public func screen(in context: ScreenContext) -> Screen {
        guard let dependencies = context[SettingsDependenciesKey.self] else {
            return Screen("Settings is not configured") {
                Text("The app did not put SettingsDependencies in the screen environment.")
            }
        }
        switch self {
        case .settings:
            let model = context.model {
                SettingsMenuModel(
                    session: dependencies.session,
                    navigator: SettingsMenuNavigator(context.handle),
                    tracker: SettingsMenuTracker(screen: self, sink: dependencies.analytics))
            }
            return SettingsMenuScreen.make(model: model)
        case .profile:
            let model = context.model {
                ProfileModel(
                    session: dependencies.session,
                    navigator: ProfileNavigator(context.handle),
                    tracker: ProfileTracker(screen: self, sink: dependencies.analytics))
            }
            return ProfileScreen.make(model: model)
        case .address:
            let model = context.model {
                AddressModel(
                    session: dependencies.session,
                    navigator: AddressNavigator(context.handle),
                    tracker: AddressTracker(screen: self, sink: dependencies.analytics))
            }
            return AddressScreen.make(model: model)
        case .signIn:
            let model = context.model {
                SignInModel(
                    session: dependencies.session,
                    navigator: SignInNavigator(context.handle),
                    tracker: SignInTracker(screen: self, sink: dependencies.analytics))
            }
            return SignInScreen.make(model: model)
        case .picker(let checkpoint):
            let model = context.model {
                PickerModel(
                    checkpoint: checkpoint,
                    navigator: PickerNavigator(context.handle),
                    tracker: PickerTracker(screen: self, sink: dependencies.analytics))
            }
            return PickerScreen.make(model: model)
        case .about:
            let model = context.model {
                AboutModel(
                    navigator: AboutNavigator(context.handle),
                    tracker: AboutTracker(screen: self, sink: dependencies.analytics))
            }
            return AboutScreen.make(model: model)
        case .help(let orderID):
            let model = context.model {
                SupportModel(
                    orderID: orderID,
                    navigator: SupportNavigator(context.handle),
                    tracker: SupportTracker(screen: self, sink: dependencies.analytics))
            }
            return SupportScreen.make(model: model)
        }
    }
}
