/// A tap a screen reports, named as analytics records it (`open-order-1001`).
///
/// Each screen lists its taps as an enum beside its tracker. An enum whose raw values are
/// the names conforms with nothing more; one whose cases carry values spells out ``name``.
public protocol AnalyticsAction: Hashable, Sendable {
    /// The action's name in an ``AnalyticsEvent``: lowercase words joined by `-`.
    var name: String { get }
}

extension AnalyticsAction where Self: RawRepresentable, RawValue == String {
    /// The raw value.
    public var name: String { rawValue }
}
