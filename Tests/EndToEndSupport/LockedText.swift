import Foundation

/// Text a reader thread appends to and the test reads; guarded by a lock.
package final class LockedText: @unchecked Sendable {
    // `data` is only touched while holding `lock`.
    private let lock = NSLock()
    private var data = Data()

    /// An empty text.
    package init() {}

    /// Appends bytes as they arrive.
    package func append(_ more: Data) { lock.withLock { data.append(more) } }

    /// Everything appended so far, decoded as UTF-8.
    package var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
