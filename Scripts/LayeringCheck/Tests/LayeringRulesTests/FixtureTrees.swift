import Foundation
import LayeringRules

/// The fixture repositories: `Fixtures/Trees/clean`, and `Fixtures/Violations/NAME`, which
/// holds only the files that differ from `clean` to commit one kind of violation.
///
/// A violation tree is `clean` with its overlay copied on top, put together once per run in
/// a temporary directory, so each fixture file exists once in the repository.
/// `Fixtures/Manifests` holds each fixture package's manifest in `dump-package` JSON form
/// (all trees share the same manifests), so most tests run without spawning `swift`.
enum FixtureTrees {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures", isDirectory: true)

    /// Every violation tree, put together on first use and never changed after.
    ///
    /// Built whole in one lazy static, which the runtime initializes once for all threads,
    /// rather than one tree at a time behind a lock: parallel test cases then only read it.
    /// (ThreadSanitizer cannot see `Mutex` on Linux, whose futex calls it does not intercept,
    /// and a cache filled from two cases looked like a race to it.)
    private static let assembled: [String: URL] = {
        let violations = fixtures.appendingPathComponent("Violations", isDirectory: true)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: violations.path)) ?? []
        return Dictionary(uniqueKeysWithValues: names.map { ($0, assemble($0)) })
    }()

    /// The root of the fixture tree `name`: `clean`, or `clean` plus the overlay `name`.
    static func tree(_ name: String) -> URL {
        let clean = fixtures.appendingPathComponent("Trees/clean", isDirectory: true)
        guard name != "clean" else { return clean }
        return assembled[name]
            ?? fixtures.appendingPathComponent("Violations/\(name)/no-such-violation-tree")
    }

    /// Copies `clean` to a temporary directory and the overlay `name` on top of it.
    ///
    /// A tree that cannot be put together is a path that does not exist, naming the error,
    /// so the test that uses it fails saying why.
    private static func assemble(_ name: String) -> URL {
        let clean = fixtures.appendingPathComponent("Trees/clean", isDirectory: true)
        let tree = FileManager.default.temporaryDirectory
            .appendingPathComponent("layering-fixture-\(name)-\(UUID().uuidString)", isDirectory: true)
        let overlay = fixtures.appendingPathComponent("Violations/\(name)", isDirectory: true)
        do {
            try FileManager.default.copyItem(at: clean, to: tree)
            let files = FileManager.default.enumerator(
                at: overlay, includingPropertiesForKeys: [.isRegularFileKey])
            while let file = files?.nextObject() as? URL {
                guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
                else { continue }
                let relative = String(
                    file.standardizedFileURL.path.dropFirst(overlay.standardizedFileURL.path.count + 1))
                let target = tree.appendingPathComponent(relative)
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? FileManager.default.removeItem(at: target)
                try FileManager.default.copyItem(at: file, to: target)
            }
        } catch {
            return overlay.appendingPathComponent("could-not-assemble-\(error)")
        }
        return tree
    }

    /// Reads manifests from `Fixtures/Manifests/NAME.json`, NAME being the package
    /// directory's last component.
    static let jsonLoader = JSONManifestLoader { directory in
        fixtures.appendingPathComponent("Manifests").appendingPathComponent(
            "\(directory.lastPathComponent).json")
    }

    /// The packages of every fixture tree, relative to the tree root.
    static let packageDirectories = [
        "Packages/AppComposition", "Packages/Core", "Packages/Home", "Packages/Orders", "Packages/Shared",
        "App",
    ]
}

/// Reads manifests from JSON files in `dump-package` format, one per package.
///
/// Relative local dependency paths in the JSON are resolved against the package
/// directory, so one file describes a package in every tree.
struct JSONManifestLoader: ManifestLoading {
    var manifestFile: @Sendable (URL) -> URL

    func loadManifest(at packageDirectory: URL) throws -> PackageManifest {
        let data = try Data(contentsOf: manifestFile(packageDirectory))
        var manifest = try JSONDecoder().decode(PackageManifest.self, from: data)
        for index in manifest.dependencies.indices {
            guard let path = manifest.dependencies[index].path, !path.hasPrefix("/") else { continue }
            manifest.dependencies[index].path =
                packageDirectory.appendingPathComponent(path).standardizedFileURL.path
        }
        return manifest
    }
}

/// Hands out manifests built in code, keyed by the package directory's last component.
struct StaticManifestLoader: ManifestLoading {
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    var manifests: [String: PackageManifest]

    func loadManifest(at packageDirectory: URL) throws -> PackageManifest {
        guard let manifest = manifests[packageDirectory.lastPathComponent] else {
            throw Missing(description: "no manifest for \(packageDirectory.lastPathComponent)")
        }
        return manifest
    }
}

/// A scratch directory that is removed when the value is dropped.
final class ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("layering-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `contents` to `path` (relative to the scratch directory), creating parents.
    func write(_ contents: String, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }
}
