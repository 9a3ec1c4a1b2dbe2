import ConsoleUI
import Navigation

/// How each Home destination becomes a console screen.
///
/// ``HomeIncomingNavigation`` stays a value that says what Home can show, which links,
/// snapshots and the audit read without building anything. What a screen needs (Home's
/// dependencies, the entry's model, its navigator and tracker) is put together here,
/// beside `FeatureModule.home`, so one file per feature does the building.
extension HomeIncomingNavigation: ConsoleScreenProviding {
    /// Builds the screen: reads Home's dependencies, gets the model navigation owns for
    /// this entry, and lets the screen show what the model holds.
    @MainActor
    public func screen(in context: ScreenContext) -> Screen {
        guard let dependencies = context[HomeDependenciesKey.self] else {
            return Screen("Home is not configured") {
                Text("The app did not put HomeDependencies in the screen environment.")
            }
        }
        switch self {
        case .home:
            let model = context.model {
                HomeModel(
                    orderBook: dependencies.orderBook,
                    navigator: HomeNavigator(
                        context.handle, accountViewProvider: dependencies.accountViewProvider),
                    tracker: HomeTracker(screen: self, sink: dependencies.analytics))
            }
            return HomeScreen.make(model: model)
        case .page(let number):
            let model = context.model {
                PageModel(
                    number: number,
                    navigator: PageNavigator(context.handle),
                    tracker: PageTracker(screen: self, sink: dependencies.analytics))
            }
            return PageScreen.make(model: model)
        }
    }
}
