import Observation

/// A Home page's state: its number, and how to get to the next one.
@MainActor
@Observable
final class PageModel {
    /// The page's number, as in `home/page/N`.
    let number: Int

    private let navigator: any PageNavigating
    private let tracker: PageTracker

    /// Takes the page's number, then its navigator and tracker.
    init(number: Int, navigator: any PageNavigating, tracker: PageTracker) {
        self.number = number
        self.navigator = navigator
        self.tracker = tracker
    }

    /// Runs each time the page comes to the front: reports the view.
    func appeared() { tracker.viewed() }

    /// Whether there is a page after this one: the last of
    /// ``HomeIncomingNavigation/pageNumbers`` has none, so a person reaches only pages a link
    /// opens and a restart restores.
    var hasNextPage: Bool { HomeIncomingNavigation.pageNumbers.contains(number + 1) }

    /// Pushes the page after this one; on the last page it does nothing.
    func showNextPage() {
        guard hasNextPage else { return }
        tracker.tapped(.nextPage)
        navigator.showPage(number + 1)
    }
}
