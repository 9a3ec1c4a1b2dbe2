import Navigation
import NavigationFlows
import NavigationSend
import Shared

/// What the Home screen asks of navigation, one method per thing a person can do there.
@MainActor
protocol HomeNavigating: AnyObject {
    /// Pushes an order's details, wherever the app redirects them.
    @discardableResult func showOrderDetails(id: Int) -> NavigationOutcome
    /// Pushes a product's details (a provided destination).
    @discardableResult func showProductDetails(_ product: Product) -> NavigationOutcome
    /// Pushes an order Home holds as a value (the wizard's new one) through the shared
    /// `orderDetails` destination: Home has the order, the app's provider has the screen.
    @discardableResult func showOrder(_ order: Order) -> NavigationOutcome
    /// Presents the new-order wizard (a provided destination, presented as a managed sheet).
    @discardableResult func startNewOrder() -> NavigationOutcome
    /// Switches to the Orders tab and pushes the order there, in one send.
    @discardableResult func showOrderInOrdersTab(id: Int) -> NavigationSendOutcome
    /// Presents the number picker as a sheet that returns to ``HomeCheckpoints/pickedNumber``.
    @discardableResult func pickNumber() -> NavigationOutcome
    /// Pushes the account screen that the app's view provider supplies.
    @discardableResult func showAccountSettings() -> NavigationOutcome
    /// Pushes the loyalty programme, which no one provides: it shows the placeholder.
    @discardableResult func showLoyaltyProgram() -> NavigationOutcome
    /// Pushes one of Home's pages.
    @discardableResult func showPage(_ number: Int) -> NavigationOutcome
    /// (Re)establishes ``HomeCheckpoints/pickedNumber`` at Home's own entry.
    @discardableResult func establishPickedNumberCheckpoint(onReturn: @escaping @MainActor (Int) -> Void)
        -> NavigationOutcome
    /// (Re)establishes `SharedCheckpoints.newOrder` at Home's own entry.
    @discardableResult func establishNewOrderCheckpoint(onReturn: @escaping @MainActor (Order) -> Void)
        -> NavigationOutcome
}

/// The Home screen's navigator: picks the navigation value and style for each semantic method.
///
/// It holds Home's handle (or a mock in tests). The handle is anchored to Home's entry and
/// reaches the root weakly, so the model that owns this navigator never keeps the tree alive,
/// and once Home's entry has left every method is refused and changes nothing.
@MainActor
final class HomeNavigator: HomeNavigating {
    private let handle: any NavigationFlowHandling & NavigationSendHandling
    private let accountViewProvider: any NavigationViewProviding<HomeExternalView>

    /// Wraps the handle of Home's entry and the provider of the account screen.
    init(
        _ handle: any NavigationFlowHandling & NavigationSendHandling,
        accountViewProvider: any NavigationViewProviding<HomeExternalView>
    ) {
        self.handle = handle
        self.accountViewProvider = accountViewProvider
    }

    @discardableResult
    func showOrderDetails(id: Int) -> NavigationOutcome {
        handle.navigate(to: HomeOutgoingNavigation.orderDetails(id: id))
    }

    @discardableResult
    func showProductDetails(_ product: Product) -> NavigationOutcome {
        handle.navigate(to: SharedDestinations.productDetails(product))
    }

    @discardableResult
    func showOrder(_ order: Order) -> NavigationOutcome {
        handle.navigate(to: SharedDestinations.orderDetails(order))
    }

    @discardableResult
    func startNewOrder() -> NavigationOutcome {
        handle.navigate(to: SharedDestinations.newOrder)
    }

    @discardableResult
    func showOrderInOrdersTab(id: Int) -> NavigationSendOutcome {
        handle.send(values: [RootTab.orders, HomeOutgoingNavigation.orderDetails(id: id)])
    }

    @discardableResult
    func pickNumber() -> NavigationOutcome {
        handle.present(
            HomeOutgoingNavigation.numberPicker(returningTo: HomeCheckpoints.pickedNumber), style: .sheet)
    }

    @discardableResult
    func showAccountSettings() -> NavigationOutcome {
        handle.navigate(to: .accountSummary, through: accountViewProvider)
    }

    @discardableResult
    func showLoyaltyProgram() -> NavigationOutcome {
        handle.navigate(to: SharedDestinations.loyaltyProgram)
    }

    @discardableResult
    func showPage(_ number: Int) -> NavigationOutcome {
        handle.navigate(to: HomeIncomingNavigation.page(number))
    }

    @discardableResult
    func establishPickedNumberCheckpoint(onReturn: @escaping @MainActor (Int) -> Void) -> NavigationOutcome {
        handle.establish(HomeCheckpoints.pickedNumber, onReturn: onReturn)
    }

    @discardableResult
    func establishNewOrderCheckpoint(onReturn: @escaping @MainActor (Order) -> Void) -> NavigationOutcome {
        handle.establish(SharedCheckpoints.newOrder, onReturn: onReturn)
    }
}
