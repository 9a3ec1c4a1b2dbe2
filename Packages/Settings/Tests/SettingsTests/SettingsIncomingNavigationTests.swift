import ConsoleUI
import Foundation
import Navigation
import SettingsTestSupport
import Testing

@testable import Settings

@MainActor
@Suite struct SettingsIncomingNavigationTests {
    @Test func routeIDsArePathsUnderSettingsWhateverTheAssociatedValues() {
        let routes: [(SettingsIncomingNavigation, String)] = [
            (.settings, "settings"),
            (.profile, "settings/profile"),
            (.address, "settings/address"),
            (.signIn, "settings/signin"),
            (.picker(returningTo: nil), "settings/picker"),
            (.picker(returningTo: pickedNumber), "settings/picker"),
            (.about, "settings/about"),
            (.help(orderID: nil), "settings/help"),
            (.help(orderID: 1001), "settings/help"),
        ]
        for (destination, route) in routes {
            #expect(destination.routeID == route)
        }
    }

    @Test func signInAndThePickerAreSheetsAboutIsAManagedCoverTheRestArePushed() {
        let methods: [(SettingsIncomingNavigation, NavigationMethod)] = [
            (.settings, .push),
            (.profile, .push),
            (.address, .push),
            (.signIn, .present(.sheet)),
            (.picker(returningTo: pickedNumber), .present(.sheet)),
            (.about, .present(.managedCover)),
            (.help(orderID: 1001), .push),
        ]
        for (destination, method) in methods {
            #expect(destination.method == method, "\(destination.routeID)")
        }
    }

    @Test func theCodingNameIsStable() {
        #expect(SettingsIncomingNavigation.codingName == "Settings.SettingsIncomingNavigation")
    }

    @Test func destinationsSurviveEncodingWithTheirAssociatedValues() throws {
        let values: [SettingsIncomingNavigation] = [
            .picker(returningTo: pickedNumber), .picker(returningTo: nil), .help(orderID: 1001), .about,
        ]
        for value in values {
            let data = try JSONEncoder().encode(value)
            #expect(try JSONDecoder().decode(SettingsIncomingNavigation.self, from: data) == value)
        }
    }
}
