import Foundation

/// Where the suite finds the repository, its scenarios and the built `switchyard` binary.
///
/// Everything is found from this source file's own path, so the tests work from any
/// working directory and never depend on how `swift test` was started. Shared by every
/// test target of the Tests package (`package` access).
package enum RepositoryLayout {
    /// The repository root: this file sits in `Tests/EndToEndSupport/`.
    package static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// `Tests/Scenarios`: one `NAME.txt` script and one `NAME.expected` transcript per scenario.
    package static var scenarios: URL { root.appendingPathComponent("Tests/Scenarios", isDirectory: true) }

    /// `Tests/Scenarios/Fixtures`: state files a scenario places before it starts.
    package static var fixtures: URL { scenarios.appendingPathComponent("Fixtures", isDirectory: true) }

    /// The paths tried for the binary, in order: `SWITCHYARD_BINARY`, then the release
    /// build, then the debug build of `App`.
    package static func binaryCandidates(environment: [String: String]) -> [String] {
        var candidates: [String] = []
        if let explicit = environment["SWITCHYARD_BINARY"], !explicit.isEmpty {
            candidates.append(explicit)
        }
        candidates.append(root.appendingPathComponent("App/.build/release/switchyard").path)
        candidates.append(root.appendingPathComponent("App/.build/debug/switchyard").path)
        return candidates
    }

    /// A new, empty directory of its own under the system's temporary directory.
    package static func makeTemporaryDirectory(prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
