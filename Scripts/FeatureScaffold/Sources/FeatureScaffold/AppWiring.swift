/// The edits that wire a new feature into AppComposition, as functions from a file's text
/// to its new text, so each can be tested on its own and none leaves a file half-edited.
///
/// Each edit finds its place by the shape of the file (the last package dependency, the
/// `default: nil` of the redirect's switch, the end of the feature list) and fails with
/// ``ScaffoldError/cannotWire(path:missing:)`` when the file no longer has that shape.
public struct AppWiring: Sendable {
    /// The feature being wired in.
    public let feature: FeatureName

    /// Wires `feature` in.
    public init(_ feature: FeatureName) { self.feature = feature }

    /// AppComposition's manifest, relative to the repository root.
    public static let manifestPath = "Packages/AppComposition/Package.swift"
    /// The feature list.
    public static let featuresPath =
        "Packages/AppComposition/Sources/AppComposition/Features/AppFeatures.swift"
    /// The redirect.
    public static let redirectPath =
        "Packages/AppComposition/Sources/AppComposition/Navigation/AppNavigationRedirect.swift"

    /// The resolver's extension for the feature, a new file.
    public var resolverPath: String {
        "Packages/AppComposition/Sources/AppComposition/Resolver/AppResolver+\(feature.name).swift"
    }

    /// The manifest with the feature's package and its product in the AppComposition target.
    public func manifest(_ text: String) throws(ScaffoldError) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let lastPackage = lines.lastIndex(where: { $0.contains(".package(path: \"../") }),
            lines[lastPackage].hasSuffix(",")
        else {
            throw .cannotWire(
                path: Self.manifestPath, missing: "a `.package(path: \"../...\"),` dependency line")
        }
        lines.insert(
            indentation(of: lines[lastPackage]) + ".package(path: \"../\(feature.name)\"),",
            at: lastPackage + 1)
        // The target, not the package: both are named AppComposition.
        let target = lines.indices.first { index in
            lines[index].contains(".target(")
                && lines[index..<min(index + 2, lines.count)].contains {
                    $0.contains("name: \"AppComposition\"")
                }
        }
        guard let name = target,
            let list = lines[name...].firstIndex(where: { $0.trimmingPrefixSpaces == "dependencies: [" }),
            let end = closingLine(of: list, in: lines, open: "[", close: "]"), end > list + 1,
            lines[end - 1].hasSuffix(",")
        else {
            throw .cannotWire(
                path: Self.manifestPath, missing: "the `dependencies: [` list of the AppComposition target")
        }
        lines.insert(
            indentation(of: lines[end - 1])
                + ".product(name: \"\(feature.name)\", package: \"\(feature.name)\"),",
            at: end)
        return lines.joined(separator: "\n")
    }

    /// The feature list with the feature's import and its module at the end of the list.
    public func features(_ text: String) throws(ScaffoldError) -> String {
        var lines = try importing(in: text, path: Self.featuresPath)
        guard let last = lines.lastIndex(where: { $0.contains("(dependencies: resolver),") }) else {
            throw .cannotWire(
                path: Self.featuresPath, missing: "a `.feature(dependencies: resolver),` line in the list")
        }
        lines.insert(
            indentation(of: lines[last]) + ".\(feature.prefix)(dependencies: resolver),", at: last + 1)
        return lines.joined(separator: "\n")
    }

    /// The redirect with a case for the feature's outgoing type and its mapping, which
    /// leads the template's `example` case to Home's start screen until a person decides.
    public func redirect(_ text: String) throws(ScaffoldError) -> String {
        guard text.contains("\nimport Home\n") || text.hasPrefix("import Home\n") else {
            throw .cannotWire(
                path: Self.redirectPath, missing: "`import Home` (the new case leads to Home's start screen)")
        }
        var lines = try importing(in: text, path: Self.redirectPath)
        guard let fallback = lines.firstIndex(where: { $0.trimmingPrefixSpaces == "default: nil" }) else {
            throw .cannotWire(path: Self.redirectPath, missing: "the `default: nil` case of redirect(_:)")
        }
        let type = "\(feature.name)OutgoingNavigation"
        lines.insert(
            indentation(of: lines[fallback]) + "case let outgoing as \(type): destination(for: outgoing)",
            at: fallback)
        guard let declaration = lines.firstIndex(where: { $0.contains("final class AppNavigationRedirect") }),
            let end = closingLine(of: declaration, in: lines, open: "{", close: "}")
        else {
            throw .cannotWire(path: Self.redirectPath, missing: "the closing brace of AppNavigationRedirect")
        }
        let mapping = [
            "",
            "    /// \(feature.name) -> Home (its example case lands on Home's start screen; decide where it leads).",
            "    public func destination(for outgoing: \(type)) -> any NavigationDestination {",
            "        switch outgoing {",
            "        case .example: HomeIncomingNavigation.home",
            "        }",
            "    }",
        ]
        lines.insert(contentsOf: mapping, at: end)
        return lines.joined(separator: "\n")
    }

    /// The resolver's extension: AppResolver answers the feature's dependencies with the
    /// services it already has.
    public var resolverExtension: String {
        """
        import \(feature.name)

        /// \(feature.name) reads what it needs from the app's services.
        extension AppResolver: \(feature.name)Dependencies {}

        """
    }

    // MARK: - Taking a feature out again

    /// The manifest without the feature's package and product lines.
    public func unwiredManifest(_ text: String) throws(ScaffoldError) -> String {
        try removing(
            [
                ".package(path: \"../\(feature.name)\"),",
                ".product(name: \"\(feature.name)\", package: \"\(feature.name)\"),",
            ], from: text, path: Self.manifestPath)
    }

    /// The feature list without the feature's import and module.
    public func unwiredFeatures(_ text: String) throws(ScaffoldError) -> String {
        try removing(
            ["import \(feature.name)", ".\(feature.prefix)(dependencies: resolver),"], from: text,
            path: Self.featuresPath)
    }

    /// The redirect without the feature's import, case and mapping (whatever the mapping
    /// now answers: it goes from its doc comment to its closing brace).
    public func unwiredRedirect(_ text: String) throws(ScaffoldError) -> String {
        let type = "\(feature.name)OutgoingNavigation"
        let text = try removing(
            ["import \(feature.name)", "case let outgoing as \(type): destination(for: outgoing)"],
            from: text,
            path: Self.redirectPath)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard
            let function = lines.firstIndex(where: { $0.contains("func destination(for outgoing: \(type))") }
            ),
            let end = closingLine(of: function, in: lines, open: "{", close: "}")
        else {
            throw .cannotUnwire(path: Self.redirectPath, missing: "`func destination(for outgoing: \(type))`")
        }
        var start = function
        while start > 0, lines[start - 1].trimmingPrefixSpaces.hasPrefix("///") { start -= 1 }
        if start > 0, lines[start - 1].trimmingPrefixSpaces.isEmpty { start -= 1 }
        lines.removeSubrange(start...end)
        return lines.joined(separator: "\n")
    }

    /// The text without each of `wanted`, a whole line (its indentation aside) found exactly once.
    private func removing(_ wanted: [String], from text: String, path: String) throws(ScaffoldError) -> String
    {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in wanted {
            let matches = lines.indices.filter { lines[$0].trimmingPrefixSpaces == line }
            guard matches.count == 1 else {
                throw .cannotUnwire(
                    path: path,
                    missing: matches.isEmpty
                        ? "the line `\(line)`" : "one line `\(line)` (it is there \(matches.count) times)")
            }
            lines.remove(at: matches[0])
        }
        return lines.joined(separator: "\n")
    }

    /// The text's lines with `import <feature>` among its imports, in sorted order.
    private func importing(in text: String, path: String) throws(ScaffoldError) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
        guard let lastImport = imports.last else { throw .cannotWire(path: path, missing: "its imports") }
        let statement = "import \(feature.name)"
        let position = imports.first { lines[$0] > statement } ?? lastImport + 1
        lines.insert(statement, at: position)
        return lines
    }

    private func indentation(of line: String) -> String { String(line.prefix { $0 == " " }) }

    /// The line that closes the bracket `opening` opens, counting nested brackets; strings
    /// in these files hold no brackets, so counting characters is enough.
    private func closingLine(of opening: Int, in lines: [String], open: Character, close: Character) -> Int? {
        var depth = 0
        for index in opening..<lines.count {
            for character in lines[index] {
                if character == open { depth += 1 }
                if character == close {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
        }
        return nil
    }
}

extension String {
    /// The line without its leading spaces.
    var trimmingPrefixSpaces: Substring { drop { $0 == " " } }
}
