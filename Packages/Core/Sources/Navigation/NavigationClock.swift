/// Schedules delayed work for `send` chains, so tests can advance time instead of sleeping.
@MainActor
public protocol NavigationClock: AnyObject {
    /// Runs `work` on the main actor once `delay` has passed.
    func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void)
}

/// The real clock: a task that sleeps, then runs the work.
@MainActor
public final class LiveNavigationClock: NavigationClock {
    /// Creates the clock.
    public init() {}

    /// Sleeps on a task; a cancelled sleep still runs the work so a chain never hangs.
    public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) {
        Task { @MainActor in
            try? await Task.sleep(for: delay)
            work()
        }
    }
}
