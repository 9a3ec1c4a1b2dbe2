import Foundation
import LayeringRules

// Usage: check-layering [REPOSITORY_ROOT]. Exit status: 0 clean, 1 violations, 2 error.
let outcome = CommandLineTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    currentDirectory: FileManager.default.currentDirectoryPath)
for line in outcome.output {
    print(line)
}
for line in outcome.errors {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
exit(outcome.status)
