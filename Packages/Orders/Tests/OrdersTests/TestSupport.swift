import ConsoleUI
import Navigation
import Shared
import Testing

@testable import Orders

/// Records every analytics event, oldest first.
@MainActor
final class RecordingAnalyticsSink: AnalyticsSink {
    private(set) var events: [AnalyticsEvent] = []

    func track(_ event: AnalyticsEvent) { events.append(event) }

    /// The events' descriptions (`view orders`, `tap orders new-order`), easy to compare.
    var lines: [String] { events.map(\.description) }
}

/// Orders' dependencies for tests: the demo book and a recording sink.
@MainActor
final class FakeOrdersDependencies: OrdersDependencies {
    let orderBook: OrderBook
    let sink = RecordingAnalyticsSink()

    init(orderBook: OrderBook = .demo()) { self.orderBook = orderBook }

    var analytics: any AnalyticsSink { sink }

    /// An environment holding these dependencies under their key.
    var environment: ScreenEnvironment {
        ScreenEnvironment().setting(OrdersDependenciesKey.self, to: self)
    }
}

extension Screen {
    /// Every text line, sections included, in display order.
    var texts: [String] {
        var result: [String] = []
        func collect(_ items: [ScreenItem]) {
            for item in items {
                switch item {
                case .text(let text): result.append(text)
                case .section(_, let nested): collect(nested)
                case .bullets, .action: break
                }
            }
        }
        collect(items)
        return result
    }

    /// The titles of the screen's sections.
    var sectionTitles: [String] {
        items.compactMap { item in
            if case .section(let title, _) = item { return title }
            return nil
        }
    }

    /// Every action's label, in numbering order.
    var labels: [String] { actions.map(\.label) }

    /// Runs the handler of the action with this label; fails the test when there is none.
    @MainActor
    func tap(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let action = try #require(
            actions.first { $0.label == label }, "no action '\(label)' among \(labels)",
            sourceLocation: sourceLocation)
        guard case .perform(let handler) = action.behavior else {
            Issue.record("'\(label)' is a link, not an action", sourceLocation: sourceLocation)
            return
        }
        await handler()
    }

    /// Runs the screen's appear handlers, as the host does when its entry comes to the front.
    @MainActor
    func appear() async {
        for handler in appearHandlers { await handler() }
    }
}

extension OrderBook {
    /// The demo catalogue's product with this SKU; the demo has tea, mug, kettle and honey.
    func demoProduct(_ sku: String) throws -> Product {
        try #require(product(sku: sku), "the demo catalogue has no '\(sku)'")
    }
}

/// Collects what a handler was given, so a test can check it after the fact.
@MainActor
final class Received<Value> {
    private(set) var values: [Value] = []

    func record(_ value: Value) { values.append(value) }
}
