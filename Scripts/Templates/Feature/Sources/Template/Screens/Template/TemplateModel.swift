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

    /// Takes what its destination carries, each dependency it reads by name (an `OrderBook`, a
    /// `Session`; never all of `TemplateDependencies`), then its navigator and tracker.
    ///
    /// So a test builds the model from exactly what it uses: a fake of ``TemplateNavigating``
    /// and a tracker over a recording sink.
    init(navigator: any TemplateNavigating, tracker: TemplateTracker) {
        self.navigator = navigator
        self.tracker = tracker
    }

    /// Runs each time the screen comes to the front: reports the view.
    func appeared() { tracker.viewed() }

    /// Leaves Template through its example outgoing case; the app's redirect decides where it lands.
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
