/// Why a navigation request was refused; a refusal never changes state.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A screen holds a navigation lock, so sweeping operations are refused.
    case navigationLocked(heldBy: [String])
    /// A snapshot was written under another restoration key.
    case restorationKeyMismatch(expected: String?, found: String?)
    /// A state names a tab that this root does not have.
    case unknownTab(String)
    /// A state is internally inconsistent (for example, a push inside an unmanaged presentation).
    case invalidState(String)

    /// One line that says what is wrong.
    public var description: String {
        switch self {
        case .navigationLocked(let holders):
            "navigation is locked by \(holders.joined(separator: ", ")); finish or leave that screen first"
        case .restorationKeyMismatch(let expected, let found):
            "snapshot has restoration key \(found.map { "'\($0)'" } ?? "none"), expected \(expected.map { "'\($0)'" } ?? "none")"
        case .unknownTab(let name):
            "state names unknown tab '\(name)'"
        case .invalidState(let reason):
            "invalid navigation state: \(reason)"
        }
    }
}
