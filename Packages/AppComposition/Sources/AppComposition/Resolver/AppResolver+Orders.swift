import Orders

/// Orders reads the order book and analytics from the services; the app sets the wizard's pace.
extension AppResolver: OrdersDependencies {
    /// The wizard's stock check takes a moment (300 ms), long enough to act while it runs (`N &`).
    public var stockCheck: Duration { stockCheckDuration }
}
