import AppLaunch
import Foundation

// Parse the arguments, build the app, run the console, exit with its status; a signal that
// ends the session saves the state first.
exit(await SwitchyardMain.run(CommandLine.arguments.dropFirst(), endsOnSignals: true))
