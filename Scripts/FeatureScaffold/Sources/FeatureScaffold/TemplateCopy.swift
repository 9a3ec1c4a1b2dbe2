import Foundation

/// The template package's files, renamed for a new feature and moved under `Packages/`.
///
/// The template lives three levels down (`Scripts/Templates/Feature`), so its manifest
/// reaches Core and Shared through `../../../Packages/`; under `Packages/` they are `../`.
public struct TemplateCopy: Sendable {
    /// Where the template is, relative to the repository root.
    public static let templatePath = "Scripts/Templates/Feature"

    /// A file to write: its path relative to the new package, and its text.
    public struct File: Equatable, Sendable {
        /// The path inside the package (`Sources/Loyalty/FeatureModule+Loyalty.swift`).
        public var path: String
        /// The renamed text.
        public var text: String
    }

    /// The renamed files, sorted by path.
    public let files: [File]

    /// Renames every file of the template (relative path and text) for `feature`.
    public init(template: [File], for feature: FeatureName) {
        files = template.map { file in
            var text = feature.rename(file.text)
            if file.path == "Package.swift" { text = text.replacing("../../../Packages/", with: "../") }
            return File(path: feature.rename(file.path), text: text)
        }
        .sorted { $0.path < $1.path }
    }

    /// Reads the template's files from the repository at `root`, leaving out build products.
    public static func readTemplate(root: URL) throws(ScaffoldError) -> [File] {
        let base = root.appendingPathComponent(templatePath)
        guard FileManager.default.fileExists(atPath: base.appendingPathComponent("Package.swift").path),
            let walker = FileManager.default.enumerator(atPath: base.path)
        else {
            throw .file(
                path: templatePath, reason: "no template package here; is this a Switchyard repository?")
        }
        var files: [File] = []
        while let path = walker.nextObject() as? String {
            let first = path.split(separator: "/").first.map(String.init) ?? path
            let last = path.split(separator: "/").last.map(String.init) ?? path
            // Build products and hidden files (.DS_Store, editor swap files) are not the template.
            if first == "Package.resolved" || last.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            let url = base.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            do {
                files.append(File(path: path, text: try String(contentsOf: url, encoding: .utf8)))
            } catch {
                throw .file(path: "\(templatePath)/\(path)", reason: "not readable as UTF-8 text")
            }
        }
        return files
    }
}
