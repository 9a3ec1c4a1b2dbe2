import EndToEndSupport
import Foundation
import Testing

/// One deliberate bug of `make mutate`: a snippet of the engine and its wrong version.
struct Mutant: Decodable {
    let bug: String
    let file: String
    let snippet: String
    let mutant: String
}

/// `make mutate` is slow and outside `make test`, so its catalogue could rot unseen while
/// the engine changes: this checks, in every `make test`, that each mutant still finds the
/// line it breaks, exactly once, in the file it names.
@Suite struct MutantCatalogTests {
    static let catalog = RepositoryLayout.root.appendingPathComponent("Scripts/mutants.json")
    static let coreSources = RepositoryLayout.root.appendingPathComponent("Packages/Core/Sources")

    /// The engine's sources by file name, wherever their concept folder is: the core
    /// (`Navigation`) and its modules (`NavigationLinks`, ...), not the test double.
    static func sources() throws -> [String: String] {
        var sources: [String: String] = [:]
        let targets = try FileManager.default.contentsOfDirectory(atPath: coreSources.path)
            .filter { $0.hasPrefix("Navigation") && $0 != "NavigationTesting" }
        for target in targets {
            let folder = coreSources.appendingPathComponent(target)
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                sources[url.lastPathComponent] = try String(contentsOf: url, encoding: .utf8)
            }
        }
        return sources
    }

    @Test func everyMutantFindsItsSnippetExactlyOnceInTheFileItNames() throws {
        let mutants = try JSONDecoder().decode([Mutant].self, from: Data(contentsOf: Self.catalog))
        let sources = try Self.sources()
        #expect(mutants.count > 50)
        for mutant in mutants {
            guard let source = sources[mutant.file] else {
                Issue.record("'\(mutant.bug)': there is no \(mutant.file) in the engine's sources")
                continue
            }
            let count = source.components(separatedBy: mutant.snippet).count - 1
            #expect(count == 1, "'\(mutant.bug)': its snippet is in \(mutant.file) \(count) times, not once")
            #expect(mutant.snippet != mutant.mutant, "'\(mutant.bug)' changes nothing")
        }
        #expect(Set(mutants.map(\.bug)).count == mutants.count, "two mutants share a name")
    }
}
