/// What differs from one run of the binary to the next, replaced so that a transcript can be
/// compared with the one written down: the scenarios' and the documentation's alike.
package enum TranscriptText {
    /// The placeholder that stands for a run's temporary state directory.
    package static let stateDirectoryPlaceholder = "<state-dir>"

    /// Replaces the state directory and the timestamps of set-aside snapshots
    /// (`state.json.rejected-20250101T120000Z` becomes `...rejected-<time>`).
    package static func normalize(_ text: String, stateDirectory: String) -> String {
        let placed = text.replacingOccurrences(of: stateDirectory, with: stateDirectoryPlaceholder)
        return placed.replacing(/\.rejected-\d{8}T\d{6}Z(-\d+)?/) { _ in ".rejected-<time>" }
    }
}
