import Navigation

/// A part of a saved state that could not be read back, and was left out with what depends on it.
///
/// A tolerant decode (``NavigationSnapshotCoder/decodeTolerantly(_:)``) keeps everything it
/// can read: an entry whose type the app no longer knows, or whose value no longer decodes,
/// goes with the entries above it on its stack and the layers presented over it, and so does a
/// layer whose presentation style it does not know; a tab whose own name or layers cannot be
/// read, an alert or a pending request that cannot be read, and a field that is not one of its
/// object's (misspelled by hand) go alone, and so does a window of several whose own list of
/// tabs cannot be read, or that is not an object. A selected tab, an entry counter, a window
/// in front or a split's columns that cannot be read has a stand-in.
/// The app says what went, in one line.
public struct NavigationSnapshotDrop: Hashable, Sendable, CustomStringConvertible {
    /// What was dropped.
    enum Part: Hashable, Sendable {
        /// An entry of a tab's layer, and `dependents` entries above it or presented over it.
        case entry(tab: String, layer: Int, index: Int, dependents: Int)
        /// A presented layer (or a tab's stack) of `screens` entries whose style or entries
        /// could not be read, and `dependents` entries presented over it.
        case layer(tab: String, screens: Int, dependents: Int)
        /// The alert of a layer of the tab; its screens stay.
        case alert(tab: String)
        /// A tab whose own fields could not be read (`tab orders`, or `the tab at tabs[1]`
        /// when its name is what could not be), with all its screens.
        case tab(place: String)
        /// The pending request.
        case pending
        /// A field that could not be read and has a stand-in (the selected tab, the entry
        /// counter, which window is in front, a split's columns): the reason says both, but for
        /// the selected tab, whose stand-in (none) the tolerant restore says with the tab it selects.
        case standIn
        /// A window whose list of tabs could not be read (or that is not an object), with all
        /// its screens: `index` is its place in the file's list, from 0.
        case window(index: Int)
        /// A field that is not one of its object's (a name misspelled by hand), with what it
        /// holds: the reason names it; `place` says where, `nil` for a field of the window's
        /// own, or of the windows document's.
        case field(place: String?)
    }

    /// The coding name of the type that could not be read (`Settings.SettingsIncomingNavigation`);
    /// empty when what could not be read was a layer's, an alert's or a request's own field.
    var codingName = ""
    /// The value's case, when the saved value names one (`support`).
    var caseName: String? = nil
    /// Where it was.
    let part: Part
    /// Why it could not be read, in a phrase (`unknown destination type`, `page 1000 is outside 2...999`).
    let reason: String
    /// The window it was in, numbered from 1 among the windows read, when more than one was.
    var window: Int?

    /// `Settings.SettingsIncomingNavigation.support in tab settings (and 1 screen above it): unknown case`.
    ///
    /// Always one line: a line break the file put in a name or a value is spelled `\n`.
    public var description: String {
        let name = codingName + (caseName.map { "." + $0 } ?? "")
        let window = window.map { " of window \($0)" } ?? ""
        let screens = { (count: Int) in "\(count) screen\(count == 1 ? "" : "s")" }
        let line: String
        switch part {
        case .entry(let tab, _, _, let dependents):
            let above = dependents == 0 ? "" : " (and \(screens(dependents)) above it)"
            line = "\(name) in tab \(tab)\(window)\(above): \(reason)"
        case .layer(let tab, let count, let dependents):
            let above = dependents == 0 ? "" : " (and \(screens(dependents)) above it)"
            // A layer whose list of entries could not be read has no count to give.
            let layer = count == 0 ? "a layer" : "a layer of \(screens(count))"
            line = "\(layer) in tab \(tab)\(window)\(above): \(reason)"
        case .alert(let tab):
            line = "the alert in tab \(tab)\(window): \(reason)"
        case .tab(let place):
            line = "\(place)\(window): \(reason)"
        case .pending:
            line = "the pending request\(window)\(name.isEmpty ? "" : " (\(name))"): \(reason)"
        case .standIn:
            line = reason + (self.window.map { " (in window \($0))" } ?? "")
        case .window(let index):
            line = "the window at windows[\(index)], with all its screens: \(reason)"
        case .field(let place):
            let at = place.map { " (at \($0)\(window))" } ?? self.window.map { " (in window \($0))" } ?? ""
            line = "\(reason)\(at), so what it holds is left out"
        }
        return line.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }
}
