import Testing

/// ``TranscriptMatcher``: output against a transcript in which `…` skips lines.
@Suite("Matching output against a transcript with … lines")
struct TranscriptMatcherTests {
    private let ellipsis = TranscriptMatcher.ellipsis

    @Test("Identical lines match")
    func identicalLinesMatch() {
        #expect(TranscriptMatcher.mismatch(expected: ["a", "b"], actual: ["a", "b"]) == nil)
    }

    @Test("An ellipsis line matches any number of lines, none included")
    func anEllipsisLineMatchesAnyNumberOfLines() {
        for skipped in [[], ["x"], ["x", "y", "z"]] {
            let actual = ["a"] + skipped + ["b"]
            #expect(TranscriptMatcher.mismatch(expected: ["a", ellipsis, "b"], actual: actual) == nil)
        }
    }

    @Test("An ellipsis backtracks: it gives lines back when a later line needs them")
    func anEllipsisGivesBackLinesALaterLineNeeds() {
        // The first "b" after the ellipsis is not the one the transcript's "b", "c" matches.
        let expected = ["a", ellipsis, "b", "c"]
        #expect(TranscriptMatcher.mismatch(expected: expected, actual: ["a", "b", "x", "b", "c"]) == nil)
        #expect(TranscriptMatcher.mismatch(expected: [ellipsis, ellipsis], actual: ["p", "q"]) == nil)
    }

    @Test("The first different line is reported with its index in both texts")
    func theFirstDifferentLineIsReported() {
        let mismatch = TranscriptMatcher.mismatch(expected: ["a", "b", "c"], actual: ["a", "B", "c"])
        #expect(mismatch == TranscriptMatcher.Mismatch(expectedIndex: 1, actualIndex: 1))
    }

    @Test("Output that ends early or goes on past the transcript is a mismatch at the end")
    func outputOfTheWrongLengthMismatchesAtTheEnd() {
        #expect(
            TranscriptMatcher.mismatch(expected: ["a", "b"], actual: ["a"])
                == TranscriptMatcher.Mismatch(expectedIndex: 1, actualIndex: 1))
        #expect(
            TranscriptMatcher.mismatch(expected: ["a"], actual: ["a", "extra"])
                == TranscriptMatcher.Mismatch(expectedIndex: 1, actualIndex: 1))
    }

    @Test("A line missing after an ellipsis is reported at the end of the output it searched")
    func aLineMissingAfterAnEllipsisIsReportedAtTheEnd() {
        let mismatch = TranscriptMatcher.mismatch(expected: ["a", ellipsis, "z"], actual: ["a", "b", "c"])
        #expect(mismatch == TranscriptMatcher.Mismatch(expectedIndex: 2, actualIndex: 3))
    }

    @Test("Three dots are not an ellipsis: only the single character … is")
    func threeDotsAreNotAnEllipsis() {
        #expect(TranscriptMatcher.mismatch(expected: ["a", "...", "b"], actual: ["a", "x", "b"]) != nil)
    }
}
