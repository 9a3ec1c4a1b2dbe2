import Observation

/// The state and actions of Template's first screen; owned by the screen's navigation entry.
@MainActor
@Observable
final class TemplateModel {
    /// The screen's title.
    let title = "Template"
    /// The line the screen shows.
    let message = "Template is ready for its first real screen."

    private let navigator: any TemplateNavigating
    private let tracker: TemplateTracker

    /// Creates the model.
    init(navigator: any TemplateNavigating, tracker: TemplateTracker) {
        self.navigator = navigator
        self.tracker = tracker
    }

    /// Tracks the view.
    func appeared() { tracker.viewed() }

    /// Leaves Template through its example outgoing case.
    func goElsewhere() {
        tracker.tapped(.goElsewhere)
        navigator.showExample()
    }

    /// Closes the sheet, with whatever was pushed inside it.
    func close() {
        tracker.tapped(.close)
        navigator.close()
    }
}
