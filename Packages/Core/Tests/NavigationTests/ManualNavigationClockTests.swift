import Navigation
import NavigationTesting
import Testing

@MainActor
@Suite struct ManualNavigationClockTests {
    @Test func workRunsOnlyOnceTheClockIsAdvancedPastItsDelay() {
        let clock = ManualNavigationClock()
        let log = Log<String>()
        clock.schedule(after: .seconds(2)) { log.record("two") }
        clock.advance(by: .seconds(1))
        #expect(log.values.isEmpty)
        #expect(clock.pendingCount == 1)
        clock.advance(by: .seconds(1))
        #expect(log.values == ["two"])
        #expect(clock.pendingCount == 0)
    }

    @Test func dueWorkRunsInTimeOrderThenInSchedulingOrder() {
        let clock = ManualNavigationClock()
        let log = Log<String>()
        clock.schedule(after: .seconds(3)) { log.record("late") }
        clock.schedule(after: .seconds(1)) { log.record("first") }
        clock.schedule(after: .seconds(1)) { log.record("second") }
        clock.advance(by: .seconds(5))
        #expect(log.values == ["first", "second", "late"])
    }

    @Test func workScheduledByDueWorkRunsInTheSameAdvanceWhenItFallsDue() {
        let clock = ManualNavigationClock()
        let log = Log<String>()
        clock.schedule(after: .seconds(1)) {
            log.record("outer")
            clock.schedule(after: .seconds(1)) { log.record("inner") }
            clock.schedule(after: .seconds(10)) { log.record("much later") }
        }
        clock.advance(by: .seconds(2))
        #expect(log.values == ["outer", "inner"])
        #expect(clock.pendingCount == 1)
    }
}
