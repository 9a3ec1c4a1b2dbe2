import ConsoleUI
import Foundation
import SettingsTestSupport

// Settings alone in the console: `swift run --package-path Packages/Settings SettingsExample`.
exit(await FeatureExample.settings().run(CommandLine.arguments.dropFirst(), endsOnSignals: true))
