import Foundation

/// Why a manifest could not be read.
public enum ManifestLoadingError: Error, Equatable, CustomStringConvertible {
    /// The command could not be started at all.
    case launchFailed(command: String, reason: String)
    /// The command ran and failed; `message` is the first line it printed on standard error.
    case commandFailed(command: String, status: Int32, message: String)
    /// The output was not the JSON that was expected.
    case malformedOutput(reason: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .launchFailed(let command, let reason):
            return "could not run `\(command)`: \(reason)"
        case .commandFailed(let command, let status, let message):
            let detail = message.isEmpty ? "" : ": \(message)"
            return "`\(command)` exited with status \(status)\(detail)"
        case .malformedOutput(let reason):
            return "unexpected manifest JSON: \(reason)"
        }
    }
}
