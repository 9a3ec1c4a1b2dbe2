import ConsoleUI
import Foundation
import TemplateTestSupport

// Template alone in the console: `swift run --package-path Packages/Template TemplateExample`.
exit(await FeatureExample.template().run(CommandLine.arguments.dropFirst(), endsOnSignals: true))
