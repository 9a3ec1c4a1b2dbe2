import SettingsTestSupport
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct AddressTrackerTests {
    let sink = RecordingSink()

    @Test func aViewIsReportedUnderTheAddressRoute() {
        AddressTracker(screen: SettingsIncomingNavigation.address, sink: sink).viewed()
        #expect(sink.events == [AnalyticsEvent(screen: "settings/address")])
    }

    @Test func theSignInTapIsReported() {
        AddressTracker(screen: SettingsIncomingNavigation.address, sink: sink).tapped(.signIn)
        #expect(sink.events == [AnalyticsEvent(screen: "settings/address", action: "sign-in")])
    }
}
