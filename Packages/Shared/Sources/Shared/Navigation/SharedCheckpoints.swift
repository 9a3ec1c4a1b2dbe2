import Navigation
import NavigationFlows

/// Checkpoints more than one feature can name.
///
/// A checkpoint is found by name from the screen that returns to it, so the name must be
/// shared by the screen that sets it and the one that returns. These are the cross-feature
/// ones; a feature's private checkpoints stay in the feature.
public enum SharedCheckpoints {
    /// Where the new-order wizard hands back the order it placed.
    ///
    /// Any screen that wants the new order establishes it; the wizard returns to the nearest one.
    public static let newOrder = NavigationCheckpoint<Order>("shared.new-order")
}
