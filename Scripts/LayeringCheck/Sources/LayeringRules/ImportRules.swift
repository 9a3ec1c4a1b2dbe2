/// The layering rules, applied to one import at a time.
public enum ImportRules {
    /// Modules that come with the toolchain or an Apple SDK; any target may import them.
    ///
    /// The SDK's UI frameworks (SwiftUI, UIKit, AppKit) exist on Apple platforms only, so
    /// code that imports them sits under `#if canImport(...)`, as the SwiftUI mapping in
    /// Core's `ArticleExampleTests` does.
    public static let toolchainModules = Set<String>([
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Distributed",
        "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "Dispatch", "Observation", "Synchronization",
        "Testing", "XCTest", "os", "PackageDescription", "SwiftUI", "UIKit", "AppKit",
    ]).union(platformModules)

    /// The C library of each platform.
    public static let platformModules: Set<String> = [
        "Glibc", "Musl", "Darwin", "Android", "Bionic", "WASILibc", "WinSDK", "ucrt", "CRT",
    ]

    /// What the `Navigation` engine may import: Foundation and Observation.
    ///
    /// (And the standard library.) No C library, not even behind `#if canImport`: the
    /// engine must compile unchanged on Linux and on every Apple platform.
    public static let navigationModules: Set<String> = ["Swift", "_Concurrency", "Foundation", "Observation"]

    /// Whether a Core target is one of the engine's opt-in modules (`NavigationLinks`, ...):
    /// named for the engine, neither the core itself, nor its test double, nor a test target.
    public static func isEngineLayer(_ name: String) -> Bool {
        name.hasPrefix("Navigation") && name != "Navigation" && name != "NavigationTesting"
            && !name.hasSuffix("Tests")
    }

    /// Whether a Core target is the engine: the core or one of its modules.
    public static func isEngine(_ name: String) -> Bool { name == "Navigation" || isEngineLayer(name) }

    /// The C-library calls a line of the `Navigation` engine makes by module name
    /// (`Glibc.write(...)`), which compile on one platform only; comments are skipped.
    public static func platformCalls(in line: Substring) -> [String] {
        let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
        var calls: [String] = []
        for module in platformModules.sorted() {
            var search = code[...]
            while let found = search.range(of: module + ".") {
                let before =
                    found.lowerBound == code.startIndex ? nil : code[code.index(before: found.lowerBound)]
                if before.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true {
                    let rest = code[found.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    calls.append(module + "." + rest)
                }
                search = code[found.upperBound...]
            }
        }
        return calls
    }

    /// The rule that importing `module` from `target` breaks, if any.
    ///
    /// `owners` maps each module of a local package to that package. An import breaks at
    /// most one rule: the layering rules come first (in the order Core, Shared, features,
    /// AppComposition's importers, AppComposition's own targets, Navigation), and an import
    /// that breaks none of them is then checked against the target's declared dependencies.
    public static func check(
        module: String,
        from target: ImportingTarget,
        owners: [String: ModuleOwner]
    ) -> RuleFinding? {
        if module == target.name { return nil }
        let importer = target.package
        if let owner = owners[module], owner.package.directory != importer.directory {
            if let finding = layeringFinding(module: module, target: target, owner: owner.package) {
                return finding
            }
        }
        if importer.role == .core, target.name == "Navigation", !navigationModules.contains(module) {
            return RuleFinding(
                rule: .navigationImports,
                message: "target Navigation imports \(module); the navigation engine may import only "
                    + "Foundation and Observation")
        }
        if importer.role == .core, isEngineLayer(target.name), !navigationModules.contains(module),
            module != "Navigation"
        {
            return RuleFinding(
                rule: .navigationImports,
                message:
                    "engine module \(target.name) imports \(module); a module of the engine may import only "
                    + "the core (Navigation), Foundation and Observation")
        }
        if toolchainModules.contains(module) || target.declaredModules.contains(module) {
            return nil
        }
        return RuleFinding(
            rule: .undeclaredImport, message: undeclaredMessage(module, target, owners[module]))
    }

    private static func layeringFinding(
        module: String,
        target: ImportingTarget,
        owner: PackageLocation
    ) -> RuleFinding? {
        let importer = target.package
        let source = "\(module) from \(owner.role == .feature ? "feature package" : "package") \(owner.name)"
        switch (importer.role, owner.role) {
        case (.core, _):
            return RuleFinding(
                rule: .coreImportsLocal,
                message: "Core imports \(source); Core depends on no other local package")
        case (.shared, .feature), (.shared, .appComposition):
            return RuleFinding(
                rule: .sharedImportsFeature,
                message: "Shared imports \(source); Shared depends on Core only")
        case (.feature, .feature):
            return RuleFinding(
                rule: .featureImportsFeature,
                message: "feature \(importer.name) imports \(source); features never import each other "
                    + "(navigate through Shared or an AppComposition redirect)")
        case (let role, .appComposition) where role != .app && role != .tests:
            return RuleFinding(
                rule: .appCompositionImporter,
                message: "\(importer.name) imports \(source); "
                    + "only App (and the end-to-end Tests) import AppComposition")
        // The composition is the target named as its package; its tests may see features too.
        case (.appComposition, .feature) where target.name != importer.name && target.kind != .test:
            return RuleFinding(
                rule: .featureOutsideComposition,
                message: "target \(target.name) imports \(source); only the AppComposition target knows "
                    + "features (reach them through SwitchyardApp)")
        default:
            return nil
        }
    }

    private static func undeclaredMessage(
        _ module: String,
        _ target: ImportingTarget,
        _ owner: ModuleOwner?
    ) -> String {
        let subject = "target \(target.name) imports \(module)"
        guard let owner else {
            return "\(subject), which none of its declared dependencies provides"
        }
        if owner.package.directory == target.package.directory {
            return "\(subject) without declaring it; add \"\(module)\" to the target's dependencies"
        }
        guard let product = owner.exportingProducts.first else {
            return "\(subject), a target of package \(owner.package.name) that no product exports; "
                + "import only the modules of products"
        }
        return "\(subject) without declaring it; add .product(name: \"\(product)\", package: "
            + "\"\(owner.package.name)\") to the target's dependencies"
    }
}
