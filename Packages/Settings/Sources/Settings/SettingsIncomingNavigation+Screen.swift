import ConsoleUI
import Navigation

/// How each Settings destination becomes a console screen.
///
/// ``SettingsIncomingNavigation`` stays a value that says what Settings can show, which
/// links, snapshots, the app's redirect and the audit read without building anything. What a
/// screen needs (Settings' dependencies, the entry's model, its navigator and tracker) is put
/// together here, beside `FeatureModule.settings`, so one file per feature does the building.
extension SettingsIncomingNavigation: ConsoleScreenProviding {
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
