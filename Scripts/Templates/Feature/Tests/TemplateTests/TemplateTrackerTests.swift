import Shared
import TemplateTestSupport
import Testing

@testable import Template

@MainActor
@Suite struct TemplateTrackerTests {
    let sink = RecordingSink()

    @Test func aViewIsReportedUnderTheFeaturesRoute() {
        TemplateTracker(screen: TemplateIncomingNavigation.start, sink: sink).viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "template")])
    }

    @Test func eachTapIsReportedByName() {
        let tracker = TemplateTracker(screen: TemplateIncomingNavigation.start, sink: sink)
        for tap in TemplateAction.allCases { tracker.tapped(tap) }
        #expect(
            sink.events == [
                AnalyticsEvent(screen: "template", action: "go-elsewhere"),
                AnalyticsEvent(screen: "template", action: "close"),
            ])
    }
}
