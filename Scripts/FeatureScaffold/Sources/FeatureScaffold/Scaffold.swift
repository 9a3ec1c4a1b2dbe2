import Foundation

/// Creates a feature package from the template and wires it into the app, all or nothing.
///
/// Every edit is computed in memory before anything is written, so a refusal (a bad name,
/// an app file of an unexpected shape) changes nothing; a failed write puts back what was
/// already written.
public struct Scaffold: Sendable {
    /// The repository's root directory.
    public let root: URL

    /// A scaffold for the repository at `root`.
    public init(root: URL) { self.root = root }

    /// What a run made and changed, as paths relative to the root.
    public struct Report: Equatable, Sendable {
        /// The new package (`Packages/Loyalty`).
        public var package: String
        /// The feature's route prefix (`loyalty`).
        public var prefix: String
        /// The app's files the run changed or added.
        public var wired: [String]
    }

    /// Makes the feature `name` and wires it in.
    public func run(name: String) throws(ScaffoldError) -> Report {
        let feature = try FeatureName(name, existing: existingPackages(), publicTypes: publicTypes())
        let package = "Packages/\(feature.name)"
        let copy = TemplateCopy(template: try TemplateCopy.readTemplate(root: root), for: feature)
        let wiring = AppWiring(feature)
        let edits: [(path: String, text: String)] = [
            (AppWiring.manifestPath, try wiring.manifest(read(AppWiring.manifestPath))),
            (AppWiring.featuresPath, try wiring.features(read(AppWiring.featuresPath))),
            (AppWiring.redirectPath, try wiring.redirect(read(AppWiring.redirectPath))),
            (wiring.resolverPath, wiring.resolverExtension),
        ]
        if FileManager.default.fileExists(atPath: url(wiring.resolverPath).path) {
            throw .file(path: wiring.resolverPath, reason: "already exists")
        }

        var originals: [(path: String, text: String?)] = []
        do {
            for file in copy.files { try write(file.text, to: "\(package)/\(file.path)") }
            for edit in edits {
                originals.append((edit.path, try? read(edit.path)))
                try write(edit.text, to: edit.path)
            }
        } catch {
            try? FileManager.default.removeItem(at: url(package))
            for original in originals {
                if let text = original.text {
                    try? write(text, to: original.path)
                } else {
                    try? FileManager.default.removeItem(at: url(original.path))
                }
            }
            throw error
        }
        return Report(package: package, prefix: feature.prefix, wired: edits.map(\.path))
    }

    /// The packages the demo is made of; only a feature the scaffold made can be removed.
    public static let demoPackages: Set<String> = [
        "AppComposition", "Core", "Home", "Orders", "Settings", "Shared",
    ]

    /// Takes the feature `name` out again: its package, its resolver file and its wiring.
    ///
    /// The reverse of ``run(name:)``, all or nothing: the edits are computed first, and a
    /// file outside the package that still uses the feature (a provider, a test) refuses
    /// the removal, naming the file, so the app is never left importing what is gone.
    public func remove(name: String) throws(ScaffoldError) -> Report {
        guard !name.isEmpty else {
            throw .badName(
                "the name is empty; give the feature's name as it was given to Scripts/new-feature")
        }
        guard !Self.demoPackages.contains(name) else {
            throw .badName("'\(name)' is part of the demo, not a feature Scripts/new-feature made")
        }
        guard existingPackages().contains(name) else {
            throw .badName("there is no package Packages/\(name) to remove")
        }
        let feature = try FeatureName(name)
        let package = "Packages/\(feature.name)"
        let wiring = AppWiring(feature)
        let edits: [(path: String, text: String)] = [
            (AppWiring.manifestPath, try wiring.unwiredManifest(read(AppWiring.manifestPath))),
            (AppWiring.featuresPath, try wiring.unwiredFeatures(read(AppWiring.featuresPath))),
            (AppWiring.redirectPath, try wiring.unwiredRedirect(read(AppWiring.redirectPath))),
        ]
        let users = filesImporting(feature.name, besides: [package, wiring.resolverPath] + edits.map(\.path))
        guard users.isEmpty else {
            throw .file(
                path: users[0],
                reason: "imports \(feature.name)"
                    + (users.count > 1 ? " (and \(users.count - 1) more file(s))" : "")
                    + "; take that use out first")
        }
        for edit in edits { try write(edit.text, to: edit.path) }
        try? FileManager.default.removeItem(at: url(wiring.resolverPath))
        do {
            try FileManager.default.removeItem(at: url(package))
        } catch {
            throw .file(path: package, reason: "cannot be removed (\(error.localizedDescription))")
        }
        return Report(package: package, prefix: feature.prefix, wired: edits.map(\.path))
    }

    /// The Swift files under `Packages/`, `App/` and `Tests/`, outside `skipped`, that
    /// import `name` (hidden directories such as `.build` are not read).
    private func filesImporting(_ name: String, besides skipped: [String]) -> [String] {
        var found: [String] = []
        let rootPath = root.standardizedFileURL.path + "/"
        for directory in ["Packages", "App", "Tests"] {
            let files = FileManager.default.enumerator(
                at: url(directory), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let path = String(file.standardizedFileURL.path.dropFirst(rootPath.count))
                guard !skipped.contains(where: { path == $0 || path.hasPrefix($0 + "/") }),
                    let text = try? String(contentsOf: file, encoding: .utf8)
                else { continue }
                if text.split(separator: "\n").contains(where: { $0 == "import \(name)" }) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// The package directories under `Packages/`.
    func existingPackages() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url("Packages").path)) ?? []).filter {
            !$0.hasPrefix(".")
        }
    }

    /// The names of the public types Core and Shared declare; a module named like one would shadow it.
    ///
    /// A declaration may carry attributes on its line (`@MainActor public struct`).
    public func publicTypes() -> Set<String> {
        var names: Set<String> = []
        let declaration =
            /^\s*(?:@\w+\s+)*public\s+(?:(?:final|indirect)\s+)?(?:enum|struct|class|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)/
            .anchorsMatchLineEndings()
        for directory in ["Packages/Core/Sources", "Packages/Shared/Sources"] {
            let base = url(directory)
            let paths = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []
            for path in paths where path.hasSuffix(".swift") {
                guard let text = try? String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
                else {
                    continue
                }
                for match in text.matches(of: declaration) { names.insert(String(match.1)) }
            }
        }
        return names
    }

    private func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    private func read(_ path: String) throws(ScaffoldError) -> String {
        do {
            return try String(contentsOf: url(path), encoding: .utf8)
        } catch {
            throw .file(path: path, reason: "cannot be read")
        }
    }

    private func write(_ text: String, to path: String) throws(ScaffoldError) {
        let target = url(path)
        do {
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: target, options: .atomic)
        } catch {
            throw .file(path: path, reason: "cannot be written (\(error.localizedDescription))")
        }
    }
}
