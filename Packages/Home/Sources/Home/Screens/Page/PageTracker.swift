import Shared

/// A tap on a page, named as analytics records it (`tap home/page/2 next-page`).
enum PageAction: String, AnalyticsAction {
    case nextPage = "next-page"
}

/// Reports a page's view and taps under the page's own route id (`home/page/2`).
typealias PageTracker = ScreenTracker<PageAction>
