/// What a leave guard protects: its own screen, or the layer the screen is on.
public enum NavigationGuardScope: Hashable, Sendable {
    /// Asked when the screen itself would leave (popped, dismissed, swept away).
    case screen
    /// Asked only when the screen's whole layer would leave (its sheet or cover dismissed);
    /// going back within the layer does not ask.
    case layer
}
