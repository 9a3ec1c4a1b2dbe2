import ConsoleUI
import Foundation
import HomeTestSupport

// Home alone in the console: `swift run --package-path Packages/Home HomeExample`.
exit(await FeatureExample.home().run(CommandLine.arguments.dropFirst(), endsOnSignals: true))
