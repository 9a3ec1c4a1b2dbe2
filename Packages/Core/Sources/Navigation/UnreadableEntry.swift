/// An entry a tolerant read could not decode: its type's coding name, and its case if the value names one.
struct UnreadableEntry: Error {
    let codingName: String
    let caseName: String?
    let reason: String

    /// The first line of what the decoder said; a case the type no longer has says so.
    static func reason(of error: any Error, case caseName: String?) -> String {
        // A synthesized enum decoder says this when the value's one key is none of its cases.
        if let caseName, "\(error)".contains("Invalid number of keys found") {
            return "this version has no case '\(caseName)'"
        }
        let text: String =
            switch error {
            case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
                DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
                context.debugDescription
            default: String(describing: error)
            }
        return text.split(separator: "\n").first.map(String.init) ?? "cannot be read"
    }
}
