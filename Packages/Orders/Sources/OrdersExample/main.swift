import ConsoleUI
import Foundation
import OrdersTestSupport

// Orders alone in the console: `swift run --package-path Packages/Orders OrdersExample`.
exit(await FeatureExample.orders().run(CommandLine.arguments.dropFirst(), endsOnSignals: true))
