import Navigation
import NavigationFlows

/// Checkpoints Home sets for screens outside it to return to.
public enum HomeCheckpoints {
    /// Where the number picker returns its number; Home shows the last one it got.
    public static let pickedNumber = NavigationCheckpoint<Int>("home.picked-number")
}
