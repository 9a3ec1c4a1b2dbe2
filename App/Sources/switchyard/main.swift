import ConsoleUI
import Foundation

// Parse the arguments, build the app, run the console, exit with its status.
let launcher = ConsoleLauncher(programName: "switchyard", version: Switchyard.version)
let status = await launcher.run(CommandLine.arguments.dropFirst()) { arguments, output in
    SampleApp.makeHost(arguments: arguments, output: output)
}
exit(status)
