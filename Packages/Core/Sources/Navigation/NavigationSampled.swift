/// A navigation type that can list one value per case, so tools (the app's audit and graph)
/// can enumerate what a feature declares without a hand-kept list in the app.
public protocol NavigationSampled {
    /// One representative value per case.
    static var navigationSamples: [Self] { get }
}
