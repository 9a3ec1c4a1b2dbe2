import Observation

/// The about cover's state and actions; owned by the cover's navigation entry.
@MainActor
@Observable
final class AboutModel {
    /// The app's name and version.
    let versionLine = "Switchyard demo 0.1.0"
    /// What the app is, in one line.
    let summary = "Feature modules that navigate into each other without importing each other."

    private let navigator: any AboutNavigating
    private let tracker: AboutTracker

    /// Takes its navigator and tracker; the cover reads no dependency.
    init(navigator: any AboutNavigating, tracker: AboutTracker) {
        self.navigator = navigator
        self.tracker = tracker
    }

    /// Runs each time the screen comes to the front: reports the view.
    func appeared() { tracker.viewed() }

    /// Opens help inside the cover; back returns here.
    func showHelp() {
        tracker.tapped(.help)
        navigator.showHelp()
    }

    /// Closes the cover.
    func close() {
        tracker.tapped(.close)
        navigator.close()
    }
}
