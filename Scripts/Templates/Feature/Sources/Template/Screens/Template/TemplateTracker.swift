import Shared

/// The taps of Template's first screen, named as analytics records them.
enum TemplateAction: String, AnalyticsAction, CaseIterable {
    case goElsewhere = "go-elsewhere"
    case close
}

/// Reports the view and taps of Template's first screen as `template` events.
typealias TemplateTracker = ScreenTracker<TemplateAction>
