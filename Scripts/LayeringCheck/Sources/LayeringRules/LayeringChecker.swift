import Foundation

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
                    kind: target.kind,
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
                    if package.location.role == .core, ImportRules.isEngine(target.name) {
                        report.violations += Self.platformCalls(
                            in: data ?? Data(), file: path, target: target.name)
                    }
                }
            }
        }
        report.violations.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        return report
    }

    /// A violation for every C-library call made by module name in a file of the engine.
    private static func platformCalls(in data: Data, file: String, target: String) -> [Violation] {
        let text = String(decoding: data, as: UTF8.self)
        var violations: [Violation] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for call in ImportRules.platformCalls(in: line) {
                violations.append(
                    Violation(
                        file: file, line: index + 1, rule: .navigationImports,
                        message: "target \(target) calls \(call); the navigation engine calls no C library, "
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
