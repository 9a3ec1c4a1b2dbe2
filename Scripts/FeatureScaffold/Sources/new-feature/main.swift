import FeatureScaffold
import Foundation

// Usage: new-feature NAME [REPOSITORY_ROOT]. Exit status: 0 made, 1 refused or failed, 2 usage.
// Scripts/new-feature runs this, then formats, lints and regenerates what the app derives.
let arguments = Array(CommandLine.arguments.dropFirst())
guard (1...2).contains(arguments.count) else {
    FileHandle.standardError.write(Data("usage: new-feature NAME [REPOSITORY_ROOT]\n".utf8))
    exit(2)
}
let root = URL(
    fileURLWithPath: arguments.count == 2 ? arguments[1] : FileManager.default.currentDirectoryPath)
do {
    let report = try Scaffold(root: root).run(name: arguments[0])
    print("==> new-feature: created \(report.package) (route prefix '\(report.prefix)')")
    for path in report.wired { print("==> new-feature: wired into \(path)") }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
