import Foundation

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
