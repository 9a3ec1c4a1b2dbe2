import Navigation

/// A screen that answers, in a feature's example host, what the app would answer for real.
///
/// A feature run alone has no redirect, no providers and no other modules. Its example host
/// (``FeatureExample``) shows one of these wherever the app would show another module's
/// screen, saying what the feature asked for, with a way back:
///
/// ```
/// == Home asked for: orderDetails(id: 1003) ==
///   In the app, the composition decides which screen answers this.
///   [1] Back
/// ```
///
/// A feature's test support answers view requests with one too:
///
/// ```swift
/// NavigationViewProvider { view in StandInDestination.answer(to: "Home asked for the view: \(view)") }
/// ```
public enum StandInDestination: ConsoleScreenProviding {
    /// The start of a feature that is not a tab: links to each of the feature's link samples.
    case start(feature: String)
    /// A stand-in for whatever answers `request` in the app (its title is the request).
    case answer(to: String)

    /// `example` for the start, `example/asked` for every answer.
    public var routeID: String {
        switch self {
        case .start: "example"
        case .answer: "example/asked"
        }
    }

    /// A stable tag for snapshots.
    public static var codingName: String { "ConsoleUI.StandInDestination" }

    /// The start lists the feature's links; an answer says what was asked and offers Back.
    @MainActor
    public func screen(in context: ScreenContext) -> Screen {
        switch self {
        case .start(let feature):
            let samples = context[FeatureExampleSamplesKey.self]
            return Screen("\(feature) example") {
                Text("\(feature) runs alone here: stand-ins answer what it asks of other modules.")
                for sample in samples {
                    NavigationLink("Open \(sample.routeID)", to: sample)
                }
            }
        case .answer(let request):
            let handle = context.handle
            return Screen(request) {
                Text("In the app, the composition decides which screen answers this.")
                Action("Back") { handle.back() }
            }
        }
    }
}
