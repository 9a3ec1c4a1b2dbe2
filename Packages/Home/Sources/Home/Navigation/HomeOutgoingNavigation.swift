import Navigation
import NavigationFlows

/// Where Home wants to go outside itself, in Home's own words.
///
/// Home never names another feature's destinations: the app's redirect decides which
/// screen each of these values leads to.
public enum HomeOutgoingNavigation: OutgoingNavigation {
    /// One order's details (the app redirects it to Orders' detail screen; pushed).
    case orderDetails(id: Int)
    /// A number picker that hands the picked number back to `returningTo` (presented as a sheet).
    case numberPicker(returningTo: NavigationCheckpoint<Int>)
}
