import Navigation

/// A clock that only moves when a test tells it to, so `send` chains with delays need no sleeping.
@MainActor
public final class ManualNavigationClock: NavigationClock {
    private var now: Duration = .zero
    private var scheduled: [(due: Duration, order: Int, work: @MainActor () -> Void)] = []
    private var order = 0

    /// Creates a clock at time zero.
    public init() {}

    /// Work waiting for time to pass.
    public var pendingCount: Int { scheduled.count }

    /// Queues work to run once the clock has advanced past `delay`.
    public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) {
        order += 1
        scheduled.append((now + delay, order, work))
    }

    /// Moves time forward, running due work in order (including work that due work schedules).
    public func advance(by duration: Duration) {
        let target = now + duration
        while let next = scheduled.enumerated().filter({ $0.element.due <= target })
            .min(by: { ($0.element.due, $0.element.order) < ($1.element.due, $1.element.order) })
        {
            scheduled.remove(at: next.offset)
            now = next.element.due
            next.element.work()
        }
        now = target
    }
}
