/// Where a flow returns when it ends: a checkpoint, or the screen it started from.
public struct NavigationFlowAnchor: Hashable, Codable, Sendable {
    /// The checkpoint to return to, when the flow was started with one.
    public var checkpointName: String?
    /// The screen the flow started from; the flow returns there when no checkpoint answers.
    public var entry: NavigationEntryID?

    /// Creates an anchor.
    public init(checkpointName: String? = nil, entry: NavigationEntryID?) {
        self.checkpointName = checkpointName
        self.entry = entry
    }
}
