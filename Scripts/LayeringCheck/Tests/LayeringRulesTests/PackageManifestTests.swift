import Foundation
import LayeringRules
import Testing

@Suite struct PackageManifestTests {
    private func decode(_ json: String) throws -> PackageManifest {
        try JSONDecoder().decode(PackageManifest.self, from: Data(json.utf8))
    }

    /// The shape `swift package dump-package` prints, fields the check ignores included.
    private let dumpedFeature = """
        {
          "cLanguageStandard" : null,
          "dependencies" : [
            { "fileSystem" : [ { "identity" : "core", "path" : "/repo/Packages/Core",
                                 "productFilter" : null, "traits" : [ { "name" : "default" } ] } ] },
            { "sourceControl" : [ { "identity" : "remote", "location" : { "remote" : [ "x" ] } } ] }
          ],
          "name" : "Feature",
          "packageKind" : { "root" : [ "/repo/Packages/Feature" ] },
          "products" : [
            { "name" : "Feature", "settings" : [], "targets" : [ "Feature", "FeatureKit" ],
              "type" : { "library" : [ "automatic" ] } }
          ],
          "targets" : [
            { "dependencies" : [ { "product" : [ "Navigation", "Core", null, null ] },
                                 { "byName" : [ "FeatureKit", null ] },
                                 { "target" : [ "FeatureSupport", null ] } ],
              "exclude" : [ "Generated" ], "name" : "Feature", "packageAccess" : true,
              "path" : "Code", "resources" : [], "settings" : [], "type" : "regular" },
            { "dependencies" : [], "exclude" : [], "name" : "FeatureKit", "sources" : [ "Kit.swift" ],
              "type" : "regular" },
            { "dependencies" : [], "exclude" : [], "name" : "FeatureSupport", "type" : "regular" },
            { "dependencies" : [ { "byName" : [ "Feature", null ] } ], "exclude" : [],
              "name" : "FeatureTests", "type" : "test" },
            { "dependencies" : [], "name" : "Generate", "type" : "plugin" }
          ],
          "toolsVersion" : { "_version" : "6.2.0" }
        }
        """

    @Test func decodesTheNameProductsAndLocalDependenciesOfDumpPackageOutput() throws {
        let manifest = try decode(dumpedFeature)
        #expect(manifest.name == "Feature")
        #expect(manifest.products == [Product(name: "Feature", targets: ["Feature", "FeatureKit"])])
        #expect(
            manifest.dependencies == [
                PackageDependency(identity: "core", path: "/repo/Packages/Core"),
                PackageDependency(identity: "remote", path: nil),
            ])
    }

    @Test func decodesEveryKindOfTargetDependency() throws {
        let feature = try #require(try decode(dumpedFeature).target(named: "Feature"))
        #expect(
            feature.dependencies == [
                .product(name: "Navigation", package: "Core"),
                .byName("FeatureKit"),
                .target("FeatureSupport"),
            ])
    }

    @Test func decodesTargetPathsExclusionsAndSourceLists() throws {
        let manifest = try decode(dumpedFeature)
        let feature = try #require(manifest.target(named: "Feature"))
        #expect(feature.path == "Code")
        #expect(feature.exclude == ["Generated"])
        #expect(feature.sources == nil)
        #expect(manifest.target(named: "FeatureKit")?.sources == ["Kit.swift"])
        #expect(manifest.target(named: "FeatureSupport")?.path == nil)
    }

    @Test func tellsTargetKindsWithSwiftSourcesFromTheRest() throws {
        let manifest = try decode(dumpedFeature)
        #expect(manifest.targets.map(\.kind) == [.regular, .regular, .regular, .test, .other("plugin")])
        #expect(manifest.targets.map(\.kind.hasSwiftSources) == [true, true, true, true, false])
        #expect(TargetKind(rawValue: "executable").hasSwiftSources)
        #expect(TargetKind(rawValue: "macro").hasSwiftSources)
    }

    @Test func acceptsAProductDependencyWithoutAPackage() throws {
        let json =
            #"{"name": "A", "type": "regular", "dependencies": [{"product": ["P", null, null, null]}]}"#
        let target = try JSONDecoder().decode(Target.self, from: Data(json.utf8))
        #expect(target.dependencies == [.product(name: "P", package: nil)])
    }

    @Test func rejectsATargetDependencyOfUnknownShape() {
        let json = #"{"name": "A", "type": "regular", "dependencies": [{"plugin": ["P", null]}]}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Target.self, from: Data(json.utf8))
        }
    }
}
