import Foundation
import Navigation
import NavigationFlows
import NavigationSend
import NavigationTesting
import ReliabilitySupport

/// One generated step; handles are indices into the run's pool of anchors, which keeps every
/// anchor it ever made, so handles whose entries left are used as often as live ones.
enum CheckOperation: CustomStringConvertible {
    case push(handle: Int, CheckedDestination)
    case present(handle: Int, CheckedDestination, NavigationPresentationStyle)
    case pop(handle: Int, RefPop)
    case back(handle: Int)
    case dismiss(handle: Int)
    case personBack, personDismiss, dismissAll, popFront, reset
    case selectTab(String)
    case popTab(String)
    case link(RefLink)
    case establish(handle: Int, name: String, takesInt: Bool)
    case returnTo(handle: Int, name: String, value: Int?)
    case returnWrongType(handle: Int, name: String)
    case alert(handle: Int, actions: Int)
    case chooseAlert(Int)
    case dismissAlert
    case lock(handle: Int)
    case unlock(Int)
    case confirm(handle: Int, layerScope: Bool)
    case onReceive(handle: Int)
    case send([CheckedValue])
    case sendFrom(handle: Int, [CheckedValue])
    /// An observer that, at the next change, tries to act (``ObserverAct``) through a handle.
    case armObserver(handle: Int, act: Int)
    case model(handle: Int)
    case signIn, signOut
    /// The person signs in on the sign-in sheet in front: the session, then the sheet closes.
    case signInOnSheet
    /// The app saves every window, quits and restores them; `afresh`, the saved counter is
    /// one a restore cannot number by (as one too close to 2^53), so every screen is numbered
    /// anew over the ids the file holds.
    case restart(afresh: Bool)
    /// The person closes this window: its locks refuse, its leave confirmations ask first.
    case closeWindow
    case applyMutated(ApplyMutation)

    var description: String {
        switch self {
        case .push(let handle, let destination): "push(\(destination.routeID)) on h\(handle)"
        case .present(let handle, let destination, let style):
            "present(\(destination.routeID), \(style)) on h\(handle)"
        case .pop(let handle, let bound): "pop(\(bound)) on h\(handle)"
        case .back(let handle): "back on h\(handle)"
        case .dismiss(let handle): "dismiss on h\(handle)"
        case .personBack: "person: back"
        case .personDismiss: "person: dismiss"
        case .dismissAll: "dismissAll"
        case .popFront: "popToRoot()"
        case .reset: "reset"
        case .selectTab(let name): "select tab \(name)"
        case .popTab(let name): "popToRoot(inTab: \(name))"
        case .link(let link):
            "open \(link.tab): \(link.stack.map(\.routeID)) \(link.presentationStyle.map { "\($0) \(link.presented.map(\.routeID))" } ?? "")"
        case .establish(let handle, let name, let takesInt):
            "establish(\(name)<\(takesInt ? "Int" : "String")>) on h\(handle)"
        case .returnTo(let handle, let name, let value):
            "returnToCheckpoint(\(name), \(value.map(String.init) ?? "no value")) on h\(handle)"
        case .returnWrongType(let handle, let name): "returnToCheckpoint(\(name), a Double) on h\(handle)"
        case .alert(let handle, let actions): "showAlert(\(actions) actions) on h\(handle)"
        case .chooseAlert(let index): "choose alert action \(index)"
        case .dismissAlert: "dismiss the alert"
        case .lock(let handle): "lock on h\(handle)"
        case .unlock(let index): "unlock lock #\(index)"
        case .confirm(let handle, let layerScope):
            "confirmLeaving(\(layerScope ? "layer" : "screen")) on h\(handle)"
        case .onReceive(let handle): "onReceive(ping, pop) on h\(handle)"
        case .armObserver(let handle, let act):
            "observer that will \(ObserverAct.allCases[act]) through h\(handle)"
        case .send(let values): "send \(values)"
        case .sendFrom(let handle, let values): "send \(values) from h\(handle)"
        case .model(let handle): "model on h\(handle)"
        case .signIn: "sign in"
        case .signInOnSheet: "sign in on the sheet"
        case .signOut: "sign out"
        case .restart(let afresh):
            "restart (save, quit, restore\(afresh ? " with every id numbered afresh" : ""))"
        case .closeWindow: "close the window"
        case .applyMutated(let mutation): "apply the exported state with \(mutation)"
        }
    }
}

/// How an applied state is spoiled before it is applied.
enum ApplyMutation: CustomStringConvertible {
    case duplicateID(from: Int, to: Int)
    case clearID(Int)
    case futureID(Int)
    case otherScreen(Int, CheckedDestination)

    var description: String {
        switch self {
        case .duplicateID(let from, let to): "entry \(to) given the id of entry \(from)"
        case .clearID(let index): "entry \(index) unnumbered"
        case .futureID(let index): "entry \(index) numbered past the counter"
        case .otherScreen(let index, let destination):
            "entry \(index) showing \(destination.routeID) under its id"
        }
    }
}
