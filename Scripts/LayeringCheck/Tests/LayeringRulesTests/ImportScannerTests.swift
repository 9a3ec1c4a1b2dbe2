import LayeringRules
import Testing

@Suite struct ImportScannerTests {
    private func modules(_ source: String) -> [String] {
        ImportScanner.imports(in: source).map(\.module)
    }

    @Test func findsPlainImportsWithTheirLineNumbers() {
        let source = """
            import Foundation

            import Navigation
            struct A {}
            """
        #expect(
            ImportScanner.imports(in: source) == [
                ImportStatement(module: "Foundation", line: 1),
                ImportStatement(module: "Navigation", line: 3),
            ])
    }

    @Test func readsEveryAttributeAccessLevelAndKindForm() {
        let source = """
            @testable import A
            @_exported import B
            @preconcurrency import C
            public import D
            internal import E
            import struct F.G
            @_spi(Internal) import H
            @preconcurrency @testable package import I
            import func J.run
            """
        #expect(modules(source) == ["A", "B", "C", "D", "E", "F", "H", "I", "J"])
    }

    @Test func takesTheTopLevelModuleOfASubmoduleImport() {
        #expect(modules("import Darwin.C\nimport os.log") == ["Darwin", "os"])
    }

    @Test func findsIndentedImportsInConditionalCompilationBlocks() {
        let source = """
            #if canImport(Glibc)
                import Glibc
            #elseif canImport(Darwin)
                import Darwin
            #endif
            """
        #expect(
            ImportScanner.imports(in: source) == [
                ImportStatement(module: "Glibc", line: 2),
                ImportStatement(module: "Darwin", line: 4),
            ])
    }

    @Test func ignoresImportsAfterALineComment() {
        let source = """
            // import Orders
            import Home  // import Settings
            let x = 1  // import Shared
            """
        #expect(modules(source) == ["Home"])
    }

    @Test func ignoresImportsInsideNestedBlockComments() {
        let source = """
            /* import A
               /* import B */
               import C
            */
            import D /* import E */
            /**
             import F
             */
            """
        #expect(ImportScanner.imports(in: source) == [ImportStatement(module: "D", line: 5)])
    }

    @Test func ignoresImportsInsideStringLiterals() {
        let source = ###"""
            let a = "import A"
            let b = """
                import B
                """
            let c = #"import "C""#
            let d = ##"""
                import D
                """##
            let e = "\(")") import E"
            let f = "\(value(")\n"))"
            import G
            """###
        #expect(ImportScanner.imports(in: source) == [ImportStatement(module: "G", line: 11)])
    }

    @Test func findsEachImportOfASemicolonSeparatedLine() {
        #expect(modules("import A; import B") == ["A", "B"])
    }

    @Test func ignoresWordsThatOnlyBeginWithImport() {
        let source = """
            importer.run()
            imports.append(1)
            let importance = 2
            import
            """
        #expect(modules(source).isEmpty)
    }

    @Test func keepsLineNumbersAfterMultilineCommentsAndStrings() {
        let source = """
            /*
             comment
             */
            let text = \"""
                line
                \"""
            import Shared
            """
        #expect(ImportScanner.imports(in: source) == [ImportStatement(module: "Shared", line: 7)])
    }
}
