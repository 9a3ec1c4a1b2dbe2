/// A new feature's name and the spellings the template's placeholders become.
///
/// `Loyalty` names the package, the module and its types (`LoyaltyIncomingNavigation`);
/// `loyalty` is the route prefix, the link path and the name of its `FeatureModule`.
public struct FeatureName: Equatable, Sendable {
    /// UpperCamelCase: `Loyalty`, `GiftCards`.
    public let name: String
    /// The lowercase form: `loyalty`, `giftcards`.
    public let prefix: String

    /// Names a feature cannot take: the repository's directories and packages, Core's and
    /// Shared's modules, the toolchain's modules, and the template's own placeholder.
    public static let reserved: Set<String> = [
        "App", "AppComposition", "Benchmarks", "Core", "EndToEnd", "Fuzz", "Packages", "Scripts", "Shared",
        "Tests", "Templates", "Template", "Feature", "FeatureScaffold", "Example", "Layering", "Scaffold",
        "Navigation", "ConsoleUI",
        "NavigationTesting", "LayeringCheck", "LayeringRules", "Switchyard", "Foundation",
        "FoundationEssentials", "FoundationNetworking", "Observation", "Testing", "XCTest", "Dispatch",
        "Synchronization", "Swift", "Glibc", "Musl", "Darwin", "PackageDescription",
    ]

    /// The standard library's and Foundation's everyday types: a module named `String` or
    /// `Data` shadows the type in every file that imports it, so `String(...)` stops compiling.
    static let shadowedTypes: Set<String> = [
        "Any", "Array", "Bool", "Calendar", "Character", "Codable", "Collection", "Comparable", "Data",
        "Date", "Decimal", "Decodable", "Decoder", "Dictionary", "Double", "Duration", "Encodable", "Encoder",
        "Equatable", "Error", "FileManager", "Float", "Hashable", "Identifiable", "Int", "Int16", "Int32",
        "Int64", "Int8", "JSONDecoder", "JSONEncoder", "Locale", "Measurement", "Never", "Notification",
        "Observable", "Optional", "Process", "ProcessInfo", "Range", "Result", "Sendable", "Sequence", "Set",
        "String", "Substring", "Task", "Thread", "TimeZone", "Timer", "UInt", "UInt16", "UInt32", "UInt64",
        "UInt8", "URL", "UUID", "Void",
    ]

    /// What a feature package's targets add to its name: the library, its tests, its test support, its example.
    static let targetSuffixes = ["", "Tests", "TestSupport", "Example"]

    /// The Swift keywords a lowercase prefix must not be, since it names a static function.
    static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class",
        "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
        "nil", "open", "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self",
        "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
        "typealias", "var", "where", "while",
    ]

    /// Checks a name on its own; `existing` are the package directories already under
    /// `Packages/`, `publicTypes` the public type names of Core and Shared.
    public init(_ name: String, existing: [String] = [], publicTypes: Set<String> = []) throws(ScaffoldError)
    {
        let shown = Self.visible(name)
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
            })
        else {
            throw .badName(
                "'\(shown)' is not UpperCamelCase: use ASCII letters and digits, starting with an uppercase letter (e.g. Loyalty)"
            )
        }
        guard name.unicodeScalars.contains(where: { ("a"..."z").contains($0) }) else {
            throw .badName(
                "'\(shown)' has no lowercase letter; write acronyms as words in UpperCamelCase (e.g. Faq, not FAQ)"
            )
        }
        guard name.count <= 30 else { throw .badName("'\(shown)' is longer than 30 characters") }
        let prefix = name.lowercased()
        if Self.reserved.contains(where: { $0.lowercased() == prefix }) {
            throw .badName(
                "'\(shown)' is reserved (the name of a Switchyard directory, package or toolchain module)")
        }
        if let clash = existing.first(where: { $0.lowercased() == prefix }) {
            throw .badName(
                "Packages/\(clash) already exists; route prefixes must differ, so pick another name")
        }
        // Target names are one namespace across the app's packages: a feature called
        // HomeExample would clash with Home's example executable.
        let targets = { (package: String) in Self.targetSuffixes.map { package + $0 } }
        for package in existing {
            if let clash = Set(targets(package)).intersection(targets(name)).first {
                throw .badName(
                    "'\(shown)' would add a target named \(clash), which Packages/\(package) already has")
            }
        }
        if Self.shadowedTypes.contains(name) {
            throw .badName(
                "'\(shown)' is the name of a standard library or Foundation type; a module of that name would shadow it"
            )
        }
        if publicTypes.contains(name) {
            throw .badName(
                "'\(shown)' is the name of a public type in Core or Shared; a module of that name would shadow it"
            )
        }
        if Self.keywords.contains(prefix) {
            throw .badName("'\(shown)' would make the Swift keyword '\(prefix)' a function name")
        }
        self.name = name
        self.prefix = prefix
    }

    /// The name as an error line can show it: control and format characters (a pasted
    /// escape, a right-to-left override) spelled out as `\u{1B}`, so the line reads as typed.
    static func visible(_ name: String) -> String {
        name.unicodeScalars.map { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: String(scalar)
            }
        }
        .joined()
    }

    /// Replaces the template's placeholders in a file's text or a path: `Template` becomes
    /// the name and `template` the prefix.
    public func rename(_ text: String) -> String {
        // One pass, so a name that itself holds `template` (Contemplate) is not renamed twice.
        text.replacing(/[Tt]emplate/) { match in match.output.first == "T" ? name : prefix }
    }
}
