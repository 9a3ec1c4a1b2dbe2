import Foundation

/// One broken rule at one import.
public struct Violation: Equatable, Sendable, CustomStringConvertible {
    /// The file, relative to the repository root.
    public var file: String
    /// The 1-based line of the import.
    public var line: Int
    /// The rule that is broken.
    public var rule: LayeringRule
    /// What is wrong, in one line.
    public var message: String

    /// Creates a violation.
    public init(file: String, line: Int, rule: LayeringRule, message: String) {
        self.file = file
        self.line = line
        self.rule = rule
        self.message = message
    }

    /// The diagnostic line: `FILE:LINE: error: [RULE] MESSAGE`.
    public var description: String {
        "\(file):\(line): error: [\(rule.rawValue)] \(message)"
    }
}

/// The outcome of a check.
public struct LayeringReport: Equatable, Sendable {
    /// How many local packages were checked.
    public var packageCount: Int
    /// How many Swift source files were scanned.
    public var fileCount: Int
    /// How many import declarations were checked.
    public var importCount: Int
    /// Every violation, ordered by file and line.
    public var violations: [Violation]

    /// One line saying what was checked and whether anything is wrong.
    public var summary: String {
        let counts =
            "\(plural(packageCount, "package")), \(plural(fileCount, "file")), "
            + "\(plural(importCount, "import")) checked"
        if violations.isEmpty {
            return "layering: \(counts); no violations"
        }
        return "layering: \(plural(violations.count, "violation")) (\(counts))"
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// Why a check could not run.
public enum LayeringCheckError: Error, Equatable, CustomStringConvertible {
    /// A manifest could not be read; `package` is its directory (relative when local).
    case unreadableManifest(package: String, reason: String)
    /// The directory holds none of Switchyard's packages.
    case noPackages(root: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .unreadableManifest(let package, let reason):
            return "cannot read the manifest of \(package): \(reason)"
        case .noPackages(let root):
            return "no packages found in \(root) (looked for Packages/*/Package.swift, "
                + "App/Package.swift and Tests/Package.swift)"
        }
    }
}

/// Checks every import of every package in a repository against the layering rules.
public struct LayeringChecker {
    /// The repository root.
    public var root: URL
    /// Reads the manifests.
    public var loader: any ManifestLoading

    /// Creates a checker for the repository at `root`.
    public init(root: URL, loader: any ManifestLoading) {
        self.root = root.standardizedFileURL
        self.loader = loader
    }

    /// Reads every manifest (one at a time) and source file, and reports what is wrong.
    public func check() throws -> LayeringReport {
        let locations = RepositoryLayout.packages(in: root)
        guard !locations.isEmpty else { throw LayeringCheckError.noPackages(root: root.path) }

        var manifests = ManifestCache(loader: loader, root: root)
        var packages: [(location: PackageLocation, directory: URL, manifest: PackageManifest)] = []
        for location in locations {
            let directory = root.appendingPathComponent(location.directory).standardizedFileURL
            packages.append((location, directory, try manifests.manifest(at: directory)))
        }

        var owners: [String: ModuleOwner] = [:]
        for package in packages {
            for target in package.manifest.targets where target.kind != .test && owners[target.name] == nil {
                let exporting = package.manifest.products.filter { $0.targets.contains(target.name) }
                owners[target.name] = ModuleOwner(
                    package: package.location, exportingProducts: exporting.map(\.name))
            }
        }

        var report = LayeringReport(
            packageCount: packages.count, fileCount: 0, importCount: 0, violations: [])
        for package in packages {
            for target in package.manifest.targets where target.kind.hasSwiftSources {
                let importing = ImportingTarget(
                    package: package.location,
                    name: target.name,
                    declaredModules: try manifests.declaredModules(
                        of: target, in: package.manifest, at: package.directory))
                for file in SourceFiles.of(target, in: package.directory) {
                    let path = relativePath(of: file)
                    let data = try? Data(contentsOf: file)
                    let imports = ImportScanner.imports(in: String(decoding: data ?? Data(), as: UTF8.self))
                    report.fileCount += 1
                    report.importCount += imports.count
                    for statement in imports {
                        guard
                            let finding = ImportRules.check(
                                module: statement.module, from: importing, owners: owners)
                        else { continue }
                        report.violations.append(
                            Violation(
                                file: path, line: statement.line, rule: finding.rule, message: finding.message
                            ))
                    }
                    if package.location.role == .core, target.name == "Navigation" {
                        report.violations += Self.platformCalls(in: data ?? Data(), file: path)
                    }
                }
            }
        }
        report.violations.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        return report
    }

    /// A violation for every C-library call made by module name in a file of the engine.
    private static func platformCalls(in data: Data, file: String) -> [Violation] {
        let text = String(decoding: data, as: UTF8.self)
        var violations: [Violation] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for call in ImportRules.platformCalls(in: line) {
                violations.append(
                    Violation(
                        file: file, line: index + 1, rule: .navigationImports,
                        message: "target Navigation calls \(call); the navigation engine calls no C library, "
                            + "so that it compiles on every platform"))
            }
        }
        return violations
    }

    private func relativePath(of file: URL) -> String {
        let path = file.standardizedFileURL.path
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// Loads each manifest once, local dependencies outside the repository's list included.
private struct ManifestCache {
    let loader: any ManifestLoading
    let root: URL
    var loaded: [String: PackageManifest] = [:]

    mutating func manifest(at directory: URL) throws -> PackageManifest {
        let key = directory.standardizedFileURL.path
        if let manifest = loaded[key] { return manifest }
        do {
            let manifest = try loader.loadManifest(at: directory)
            loaded[key] = manifest
            return manifest
        } catch {
            let prefix = root.path + "/"
            let name = key.hasPrefix(prefix) ? String(key.dropFirst(prefix.count)) : key
            throw LayeringCheckError.unreadableManifest(package: name, reason: String(describing: error))
        }
    }

    /// The modules `target` may import besides toolchain modules: its direct target
    /// dependencies and the modules exported by the products it depends on directly.
    mutating func declaredModules(
        of target: Target,
        in manifest: PackageManifest,
        at directory: URL
    ) throws -> Set<String> {
        var modules: Set<String> = []
        for dependency in target.dependencies {
            switch dependency {
            case .target(let name):
                modules.insert(name)
            case .byName(let name) where manifest.target(named: name) != nil:
                modules.insert(name)
            case .byName(let name):
                modules.formUnion(try productModules(name, package: nil, of: manifest))
            case .product(let name, let package):
                modules.formUnion(try productModules(name, package: package, of: manifest))
            }
        }
        return modules
    }

    /// The targets the product `name` exports.
    ///
    /// `package` names the dependency (its identity or its manifest name); `nil` searches
    /// every dependency. A product that cannot be found (a remote package, say) is taken
    /// to export a module of its name.
    private mutating func productModules(
        _ name: String,
        package: String?,
        of manifest: PackageManifest
    ) throws -> [String] {
        for dependency in manifest.dependencies {
            guard let path = dependency.path else { continue }
            let dependencyManifest = try self.manifest(at: URL(fileURLWithPath: path))
            if let package, dependency.identity.lowercased() != package.lowercased(),
                dependencyManifest.name != package
            {
                continue
            }
            if let product = dependencyManifest.product(named: name) {
                return product.targets
            }
        }
        return [name]
    }
}

/// The Swift files that make up a target.
enum SourceFiles {
    /// Every `.swift` file of `target` (a target of the package in `packageDirectory`),
    /// sorted, honouring `path`, `sources` and `exclude`; hidden and `.build` directories
    /// are skipped.
    static func of(_ target: Target, in packageDirectory: URL) -> [URL] {
        guard let directory = sourceDirectory(of: target, in: packageDirectory) else { return [] }
        let fileManager = FileManager.default
        guard
            let enumerator = fileManager.enumerator(
                at: directory, includingPropertiesForKeys: [.isDirectoryKey], options: [])
        else { return [] }
        let excluded = target.exclude.map(normalized)
        let included = target.sources?.map(normalized)
        var files: [URL] = []
        let base = directory.standardizedFileURL.path + "/"
        while let url = enumerator.nextObject() as? URL {
            let name = url.lastPathComponent
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            if isDirectory {
                if name.hasPrefix(".") || name == ".build" { enumerator.skipDescendants() }
                continue
            }
            guard name.hasSuffix(".swift"), !name.hasPrefix(".") else { continue }
            let path = url.standardizedFileURL.path
            let relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : name
            if excluded.contains(where: { covers($0, relative) }) { continue }
            if let included, !included.contains(where: { covers($0, relative) }) { continue }
            files.append(url.standardizedFileURL)
        }
        return files.sorted { $0.path < $1.path }
    }

    private static func sourceDirectory(of target: Target, in packageDirectory: URL) -> URL? {
        let candidates: [String]
        if let path = target.path {
            candidates = [path]
        } else if target.kind == .test {
            candidates = ["Tests/\(target.name)"]
        } else {
            candidates = ["Sources", "Source", "src", "srcs"].map { "\($0)/\(target.name)" }
        }
        var isDirectory: ObjCBool = false
        for candidate in candidates {
            let url = packageDirectory.appendingPathComponent(candidate).standardizedFileURL
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            {
                return url
            }
        }
        return nil
    }

    private static func normalized(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// Whether the (normalized) manifest path `entry` is `relative` or one of its parents.
    private static func covers(_ entry: String, _ relative: String) -> Bool {
        entry.isEmpty || entry == "." || relative == entry || relative.hasPrefix(entry + "/")
    }
}
