import Testing

/// The unified diff a failing transcript prints.
@Suite("LineDiff")
struct LineDiffTests {
    private let diff = LineDiff()

    private func unified(_ expected: String, _ actual: String) -> String? {
        diff.unified(expected: expected, actual: actual, expectedName: "a", actualName: "b")
    }

    @Test("Equal texts have no diff")
    func equalTexts() {
        #expect(unified("one\ntwo\n", "one\ntwo\n") == nil)
    }

    @Test("A changed line shows as a removal then an addition, with context around it")
    func changedLine() {
        let expected = "1\n2\n3\n4\n5\n6\n7\n8\n"
        let actual = "1\n2\n3\n4\nfive\n6\n7\n8\n"
        #expect(
            unified(expected, actual) == """
                --- a
                +++ b
                @@ -2,7 +2,7 @@
                 2
                 3
                 4
                -5
                +five
                 6
                 7
                 8
                """)
    }

    @Test("Changes far apart get separate hunks; an insertion counts on the new side only")
    func separateHunks() {
        let expected = (1...20).map(String.init).joined(separator: "\n")
        var lines = (1...20).map(String.init)
        lines.insert("new", at: 1)
        lines.removeLast()
        let output = unified(expected, lines.joined(separator: "\n")) ?? ""
        #expect(output.contains("@@ -1,4 +1,5 @@\n 1\n+new\n 2\n 3\n 4"))
        #expect(output.contains("@@ -17,4 +18,3 @@\n 17\n 18\n 19\n-20"))
    }

    @Test("An empty side is written as start,0 like diff -u")
    func emptySide() {
        #expect(unified("", "only\n") == "--- a\n+++ b\n@@ -0,0 +1,1 @@\n+only")
    }

    @Test("A difference in the final newline alone is said in words")
    func finalNewline() {
        #expect(unified("one\n", "one") == "--- a\n+++ b\n(the texts differ only in their final newline)")
    }
}
