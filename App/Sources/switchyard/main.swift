import AppComposition
import Foundation

// Parse the arguments, build the app, run the console, exit with its status.
exit(await SwitchyardMain.run(CommandLine.arguments.dropFirst()))
