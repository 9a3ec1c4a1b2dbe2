import Navigation

/// Where Template wants to go outside itself, in Template's own words.
///
/// Template never names another feature's destinations: the app's redirect decides which
/// screen each case leads to.
public enum TemplateOutgoingNavigation: OutgoingNavigation {
    /// An example way out, to rename for what Template needs; the app's redirect picks the screen.
    case example
}
