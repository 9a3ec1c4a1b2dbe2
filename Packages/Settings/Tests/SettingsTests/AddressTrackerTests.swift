import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct AddressTrackerTests {
    let sink = RecordingSink()

    @Test func aViewIsReportedUnderTheAddressRoute() {
        AddressTracker(sink: sink).viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "settings/address")])
    }

    @Test func theSignInTapIsReported() {
        AddressTracker(sink: sink).tapped(.signIn)
        #expect(sink.events == [AnalyticsEvent(screen: "settings/address", action: "sign-in")])
    }
}
