import Navigation
import NavigationFlows
import Shared

/// The new-order wizard as a value-type flow: product, then quantity, then review, then payment.
///
/// Each step's destination (``OrdersIncomingNavigation/newOrder(_:)``) carries a copy of the
/// flow as it stood when the step was shown, so going back a step shows exactly what that
/// step had. The payment step ends the flow: it places the order and finishes with it, which
/// hands the order to ``/Shared/SharedCheckpoints/newOrder`` when the caller established it.
public struct NewOrderFlow: NavigationFlow {
    /// What the flow hands back when it completes: the order it placed.
    public typealias Value = Order

    /// The wizard's steps, in order; the raw value is the last segment of the step's route id.
    public enum Step: String, Hashable, Codable, Sendable, CaseIterable {
        case product, quantity, review, payment
    }

    /// Where the flow returns; set when it is started or anchored.
    public var anchor: NavigationFlowAnchor?
    /// The step this copy of the flow is on.
    public var step: Step
    /// The product chosen on the first step.
    public var product: Product?
    /// How many of the product, chosen on the second step.
    public var quantity: Int?
    /// How long the review's next step checks the stock before showing the payment step.
    public var stockCheck: Duration

    /// Creates a flow, by default at its first step with nothing chosen.
    public init(
        step: Step = .product, product: Product? = nil, quantity: Int? = nil, stockCheck: Duration = .zero
    ) {
        self.anchor = nil
        self.step = step
        self.product = product
        self.quantity = quantity
        self.stockCheck = stockCheck
    }

    /// The longest stock check a saved wizard may hold (one longer was edited by hand), so
    /// the longest an app may configure.
    public static let longestStockCheck = Duration.seconds(60)

    /// Why the payment step locks navigation; refusal messages quote it.
    static let paymentLockReason = "payment in progress"

    /// What the steps before payment ask before the wizard's sheet is taken away.
    static let discardQuestion = NavigationLeaveConfirmation(
        title: "Discard this order?",
        message: "The products and quantity you chose are not kept.",
        leaveLabel: "Leave",
        stayLabel: "Stay"
    )

    /// What guards this step for as long as it is in the tree, drawn or not (a wizard
    /// restored in a tab that is not in front): the payment step is locked, so only its own
    /// Pay and Cancel take it away, and the steps before it ask before their sheet goes
    /// (a step back within the sheet does not ask).
    var leaveGuard: NavigationLeaveGuard {
        step == .payment
            ? .lock(reason: Self.paymentLockReason) : .confirm(Self.discardQuestion, scope: .layer)
    }

    /// The destination that shows this copy of the flow at its step.
    public var destination: OrdersIncomingNavigation { .newOrder(self) }

    /// The order's single line, once a product and a quantity of at least one whose total an
    /// `Int` holds are chosen.
    public var lineItem: LineItem? {
        guard let product, let quantity, quantity >= 1,
            LineItem.totalProblem(product, quantity: quantity) == nil
        else { return nil }
        return LineItem(product: product, quantity: quantity)
    }

    /// What makes a saved copy of the flow one its steps could not have made, if anything: a
    /// stock check that takes less than no time or longer than ``longestStockCheck``, or a
    /// total no `Int` holds, which no payment step could show (a product's own decoding
    /// refuses a price below zero).
    ///
    /// A quantity not chosen yet, or below one, is not a problem here: the steps say what is
    /// missing themselves.
    var problem: String? {
        guard stockCheck >= .zero else { return "a stock check of \(stockCheck) is below zero" }
        guard stockCheck <= Self.longestStockCheck else {
            return "a stock check of \(stockCheck) is longer than \(Self.longestStockCheck)"
        }
        guard let product, let quantity, quantity >= 1 else { return nil }
        return LineItem.totalProblem(product, quantity: quantity)
    }

    /// The first step: the product picker, with whatever this flow already holds.
    public func start() -> NavigationFlowStep<NewOrderFlow> {
        .show(OrdersIncomingNavigation.newOrder(moved(to: .product)))
    }

    /// The step after the current one; throws when the current step is incomplete.
    ///
    /// The payment step has no next step: paying finishes the flow with the placed order,
    /// so asking it for one throws ``NewOrderFlowError/paymentEndsTheFlow``.
    public func next() async throws(NewOrderFlowError) -> NavigationFlowStep<NewOrderFlow> {
        switch step {
        case .product:
            try requireProduct()
            return .show(OrdersIncomingNavigation.newOrder(moved(to: .quantity)))
        case .quantity:
            try requireProduct()
            try requireQuantity()
            return .show(OrdersIncomingNavigation.newOrder(moved(to: .review)))
        case .review:
            try requireProduct()
            try requireQuantity()
            // The stock check is the wizard's async work; the engine shows its result only if
            // the review is still where it was when it finishes.
            if stockCheck > .zero { try? await Task.sleep(for: stockCheck) }
            return .show(OrdersIncomingNavigation.newOrder(moved(to: .payment)))
        case .payment:
            throw .paymentEndsTheFlow
        }
    }

    private func moved(to step: Step) -> NewOrderFlow {
        var copy = self
        copy.step = step
        return copy
    }

    private func requireProduct() throws(NewOrderFlowError) {
        guard product != nil else { throw .missingProduct(step: step) }
    }

    private func requireQuantity() throws(NewOrderFlowError) {
        guard let quantity else { throw .missingQuantity(step: step) }
        guard quantity >= 1 else { throw .invalidQuantity(quantity) }
        if let product, LineItem.totalProblem(product, quantity: quantity) != nil {
            throw .totalTooLarge(quantity: quantity, priceCents: product.priceCents)
        }
    }
}

/// Why the new-order flow cannot move on from its current step.
public enum NewOrderFlowError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No product was chosen before leaving the given step.
    case missingProduct(step: NewOrderFlow.Step)
    /// No quantity was chosen before leaving the given step.
    case missingQuantity(step: NewOrderFlow.Step)
    /// The quantity is below one.
    case invalidQuantity(Int)
    /// The quantity at the product's price comes to a total no `Int` holds.
    case totalTooLarge(quantity: Int, priceCents: Int)
    /// The payment step ends the flow by paying; there is no step after it.
    case paymentEndsTheFlow

    /// One line saying what is missing and where.
    public var description: String {
        switch self {
        case .missingProduct(let step):
            "new order: choose a product before leaving the \(step.rawValue) step"
        case .missingQuantity(let step):
            "new order: choose a quantity before leaving the \(step.rawValue) step"
        case .invalidQuantity(let quantity):
            "new order: quantity \(quantity) is not allowed; order at least 1"
        case .totalTooLarge(let quantity, let priceCents):
            "new order: \(quantity) at \(priceCents) cents each comes to a total no order can hold; order fewer"
        case .paymentEndsTheFlow:
            "new order: payment is the last step; pay or cancel to finish the flow"
        }
    }
}
