import Navigation
import Shared

/// What the Home screen asks of navigation, one method per thing a person can do there.
@MainActor
protocol HomeNavigating: AnyObject {
    /// Pushes an order's details, wherever the app redirects them.
    @discardableResult func showOrderDetails(id: Int) -> Bool
    /// Pushes a product's details (a provided destination).
    @discardableResult func showProductDetails(_ product: Product) -> Bool
    /// Presents the new-order wizard (a provided destination, presented as a managed sheet).
    @discardableResult func startNewOrder() -> Bool
    /// Switches to the Orders tab and pushes the order there, in one send.
    func showOrderInOrdersTab(id: Int)
    /// Presents the number picker as a sheet that returns to ``HomeCheckpoints/pickedNumber``.
    @discardableResult func pickNumber() -> Bool
    /// Pushes the account screen that the app's view provider supplies.
    @discardableResult func showAccountSettings() -> Bool
    /// Pushes the loyalty programme, which no one provides: it shows the placeholder.
    @discardableResult func showLoyaltyProgram() -> Bool
    /// Pushes one of Home's pages.
    @discardableResult func showPage(_ number: Int) -> Bool
    /// (Re)establishes ``HomeCheckpoints/pickedNumber`` at the screen on top.
    @discardableResult func establishPickedNumberCheckpoint(onReturn: @escaping @MainActor (Int) -> Void)
        -> Bool
    /// (Re)establishes `SharedCheckpoints.newOrder` at the screen on top.
    @discardableResult func establishNewOrderCheckpoint(onReturn: @escaping @MainActor (Order) -> Void)
        -> Bool
}

/// The Home screen's navigator: picks the navigation value and style for each semantic method.
///
/// It holds the navigation contract weakly: navigation owns the screen's model, which owns
/// this navigator, so a strong reference back would keep the tree alive through its models.
/// Once the navigator is gone every method does nothing and returns `false`.
@MainActor
final class HomeNavigator: HomeNavigating {
    private weak var navigator: (any NavigatorContract)?
    private let accountViewProvider: any NavigationViewProviding<HomeExternalView>

    /// Wraps the navigator that shows Home and the provider of the account screen.
    init(
        _ navigator: any NavigatorContract,
        accountViewProvider: any NavigationViewProviding<HomeExternalView>
    ) {
        self.navigator = navigator
        self.accountViewProvider = accountViewProvider
    }

    @discardableResult
    func showOrderDetails(id: Int) -> Bool {
        navigator?.navigate(to: HomeOutgoingNavigation.orderDetails(id: id)) ?? false
    }

    @discardableResult
    func showProductDetails(_ product: Product) -> Bool {
        navigator?.navigate(to: SharedDestinations.productDetails(product)) ?? false
    }

    @discardableResult
    func startNewOrder() -> Bool {
        navigator?.navigate(to: SharedDestinations.newOrder) ?? false
    }

    func showOrderInOrdersTab(id: Int) {
        navigator?.send(values: [RootTab.orders, HomeOutgoingNavigation.orderDetails(id: id)])
    }

    @discardableResult
    func pickNumber() -> Bool {
        navigator?.present(
            HomeOutgoingNavigation.numberPicker(returningTo: HomeCheckpoints.pickedNumber), style: .sheet)
            ?? false
    }

    @discardableResult
    func showAccountSettings() -> Bool {
        navigator?.navigate(to: accountViewProvider.view(for: .accountSummary)) ?? false
    }

    @discardableResult
    func showLoyaltyProgram() -> Bool {
        navigator?.navigate(to: SharedDestinations.loyaltyProgram) ?? false
    }

    @discardableResult
    func showPage(_ number: Int) -> Bool {
        navigator?.navigate(to: HomeIncomingNavigation.page(number)) ?? false
    }

    @discardableResult
    func establishPickedNumberCheckpoint(onReturn: @escaping @MainActor (Int) -> Void) -> Bool {
        navigator?.establish(HomeCheckpoints.pickedNumber, onReturn: onReturn) ?? false
    }

    @discardableResult
    func establishNewOrderCheckpoint(onReturn: @escaping @MainActor (Order) -> Void) -> Bool {
        navigator?.establish(SharedCheckpoints.newOrder, onReturn: onReturn) ?? false
    }
}
