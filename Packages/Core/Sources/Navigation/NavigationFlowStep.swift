/// What a flow does next.
public enum NavigationFlowStep<Flow: NavigationFlow> {
    /// Shows a step; the destination usually carries the updated flow.
    case show(any NavigationDestination)
    /// Ends the flow without a value.
    case complete
    /// Ends the flow, handing the value to the anchor's checkpoint.
    case completeWith(Flow.Value)
    /// Abandons the flow and returns without a value.
    case cancel
}
