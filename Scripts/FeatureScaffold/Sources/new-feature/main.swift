import FeatureScaffold
import Foundation

// Usage: new-feature [--remove] NAME [REPOSITORY_ROOT]. Exit status: 0 done, 1 refused or
// failed, 2 usage. Scripts/new-feature and Scripts/remove-feature run this, then format,
// lint and regenerate what the app derives.
var arguments = Array(CommandLine.arguments.dropFirst())
let removes = arguments.first == "--remove"
if removes { arguments.removeFirst() }
guard (1...2).contains(arguments.count) else {
    FileHandle.standardError.write(Data("usage: new-feature [--remove] NAME [REPOSITORY_ROOT]\n".utf8))
    exit(2)
}
let root = URL(
    fileURLWithPath: arguments.count == 2 ? arguments[1] : FileManager.default.currentDirectoryPath)
do {
    if removes {
        let report = try Scaffold(root: root).remove(name: arguments[0])
        print("==> remove-feature: removed \(report.package) (route prefix '\(report.prefix)')")
        for path in report.wired { print("==> remove-feature: unwired from \(path)") }
    } else {
        let report = try Scaffold(root: root).run(name: arguments[0])
        print("==> new-feature: created \(report.package) (route prefix '\(report.prefix)')")
        for path in report.wired { print("==> new-feature: wired into \(path)") }
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
