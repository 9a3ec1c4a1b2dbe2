import Navigation

/// Where Settings wants to go outside itself, named in its own words.
///
/// The app's redirect turns each case into another feature's destination, so Settings never
/// imports that feature.
public enum SettingsOutgoingNavigation: OutgoingNavigation {
    /// The customer's past orders; the app sends it to the Orders list.
    case orderHistory
}
