import ConsoleUI
import Navigation

/// How each Orders destination becomes a console screen.
///
/// ``OrdersIncomingNavigation`` stays a value that says what Orders can show, which links,
/// snapshots, the access gate and the audit read without building anything. What a screen
/// needs (Orders' dependencies, the entry's model, its navigator and tracker) is put together
/// here, beside `FeatureModule.orders`, so one file per feature does the building.
extension OrdersIncomingNavigation: ConsoleScreenProviding {
    /// Builds the screen from the model its entry owns, or a notice when the app gave no dependencies.
    @MainActor
    public func screen(in context: ScreenContext) -> Screen {
        guard let dependencies = context[OrdersDependenciesKey.self] else {
            return Screen("Orders is not configured") {
                Text("The app did not put OrdersDependencies in the screen environment.")
            }
        }
        switch self {
        case .list:
            let model = context.model {
                OrderListModel(
                    orderBook: dependencies.orderBook,
                    navigator: OrderListNavigator(context.handle),
                    tracker: OrderListTracker(screen: self, sink: dependencies.analytics))
            }
            return OrderListScreen.make(model: model)
        case .detail(let id):
            let model = context.model {
                OrderDetailModel(
                    orderID: id,
                    orderBook: dependencies.orderBook,
                    navigator: OrderDetailNavigator(context.handle),
                    tracker: OrderDetailTracker(screen: self, sink: dependencies.analytics))
            }
            return OrderDetailScreen.make(model: model)
        case .product(let sku):
            let model = context.model {
                ProductDetailModel(
                    sku: sku,
                    orderBook: dependencies.orderBook,
                    navigator: ProductDetailNavigator(context.handle),
                    tracker: ProductDetailTracker(screen: self, sink: dependencies.analytics))
            }
            return ProductDetailScreen.make(model: model)
        case .newOrder(let flow):
            return newOrderScreen(flow, in: context, dependencies: dependencies)
        }
    }

    /// The wizard's step `flow` is on; the four steps share one navigator and one tracker.
    @MainActor
    private func newOrderScreen(
        _ flow: NewOrderFlow, in context: ScreenContext, dependencies: any OrdersDependencies
    ) -> Screen {
        switch flow.step {
        case .product:
            let model = context.model {
                NewOrderProductModel(
                    flow: flow,
                    orderBook: dependencies.orderBook,
                    navigator: NewOrderNavigator(context.handle),
                    tracker: NewOrderTracker(screen: self, sink: dependencies.analytics))
            }
            return NewOrderProductScreen.make(model: model)
        case .quantity:
            let model = context.model {
                NewOrderQuantityModel(
                    flow: flow,
                    navigator: NewOrderNavigator(context.handle),
                    tracker: NewOrderTracker(screen: self, sink: dependencies.analytics))
            }
            return NewOrderQuantityScreen.make(model: model)
        case .review:
            let model = context.model {
                NewOrderReviewModel(
                    flow: flow,
                    stockCheck: dependencies.stockCheck,
                    navigator: NewOrderNavigator(context.handle),
                    tracker: NewOrderTracker(screen: self, sink: dependencies.analytics))
            }
            return NewOrderReviewScreen.make(model: model)
        case .payment:
            let model = context.model {
                NewOrderPaymentModel(
                    flow: flow,
                    orderBook: dependencies.orderBook,
                    navigator: NewOrderNavigator(context.handle),
                    tracker: NewOrderTracker(screen: self, sink: dependencies.analytics))
            }
            return NewOrderPaymentScreen.make(model: model)
        }
    }
}
