import Foundation
import Navigation
import NavigationFlows
import NavigationSend
import NavigationTesting
import ReliabilitySupport

/// Generating: the next operation, chosen from what the tree holds now.
extension ModelCheckRun {
    // MARK: - Generating

    /// The next operation, chosen from what the tree holds now.
    func generate(_ random: inout SplitMix64) -> CheckOperation {
        let handle = random.below(64)
        let entries = root.state.allEntries
        // A person shown the sign-in sheet often signs in on it.
        if model.state.front.destination == .signIn, random.chance(20) { return .signInOnSheet }
        switch random.below(100) {
        case 0..<14:
            return .push(handle: handle, random.chance(25) ? .vault(random.below(4)) : .page(random.below(6)))
        case 14..<22:
            let destinations: [CheckedDestination] = [.note, .banner, .editor, .player, .vault(1), .page(9)]
            return .present(
                handle: handle, random.pick(destinations), random.pick(NavigationPresentationStyle.allCases))
        case 22..<28:
            switch random.below(4) {
            case 0: return .pop(handle: handle, .last(random.within(0...3)))
            case 1: return .pop(handle: handle, .keep(1))
            case 2: return .pop(handle: handle, .entry(random.pick(entries).id.rawValue))
            default: return .pop(handle: handle, .last(1))
            }
        case 28..<32: return .back(handle: handle)
        case 32..<35: return .dismiss(handle: handle)
        case 35..<39: return .personBack
        case 39..<42: return .personDismiss
        case 42..<46: return .selectTab(random.pick(Self.tabs))
        case 46..<48: return random.chance(50) ? .dismissAll : .popFront
        case 48..<49: return .reset
        case 49..<50: return .popTab(random.pick(Self.tabs))
        case 50..<54: return .link(Self.randomLink(&random))
        case 54..<57:
            return .establish(handle: handle, name: random.pick(["a", "b"]), takesInt: random.chance(70))
        case 57..<60:
            if random.chance(15) { return .returnWrongType(handle: handle, name: random.pick(["a", "b"])) }
            return .returnTo(
                handle: handle, name: random.pick(["a", "b"]),
                value: random.chance(60) ? random.below(100) : nil)
        case 60..<63: return .alert(handle: handle, actions: random.within(1...3))
        case 63..<67: return random.chance(80) ? .chooseAlert(random.below(3)) : .dismissAlert
        case 67..<70: return .lock(handle: handle)
        case 70..<72: return .unlock(random.below(4))
        case 72..<76: return .confirm(handle: handle, layerScope: random.chance(60))
        case 76..<78: return .onReceive(handle: handle)
        case 78..<83:
            let values = (0..<random.within(1...4)).map { _ in Self.randomValue(&random) }
            return random.chance(50) ? .send(values) : .sendFrom(handle: handle, values)
        case 83..<85:
            return .armObserver(handle: handle, act: random.below(ObserverAct.allCases.count))
        case 85..<89: return .model(handle: handle)
        case 89..<93: return random.chance(55) ? .signIn : .signOut
        case 93..<95: return .restart(afresh: random.chance(50))
        case 95: return .closeWindow
        default:
            let count = entries.count
            switch random.below(4) {
            case 0: return .applyMutated(.duplicateID(from: random.below(count), to: random.below(count)))
            case 1: return .applyMutated(.clearID(random.below(count)))
            case 2: return .applyMutated(.futureID(random.below(count)))
            default: return .applyMutated(.otherScreen(random.below(count), .page(random.below(6))))
            }
        }
    }

    static func randomLink(_ random: inout SplitMix64) -> RefLink {
        let tab = random.pick(tabs)
        // Now and then a stack that does not start at the tab's root, which is refused.
        var stack: [CheckedDestination] =
            random.chance(15) ? [] : [random.chance(5) ? .page(random.below(4)) : .root(tab)]
        if !stack.isEmpty, random.chance(60) {
            stack.append(random.chance(30) ? .vault(random.below(3)) : .page(random.below(4)))
        }
        var link = RefLink(
            tab: tab, stack: stack, presentationStyle: nil, presented: [],
            policy: random.chance(50) ? .replace : random.pick([.push, .focus]))
        if random.chance(30) {
            let style = random.pick(NavigationPresentationStyle.allCases)
            link.presentationStyle = style
            link.presented =
                style.isManaged && random.chance(50)
                ? [.editor, .page(1)] : [random.pick([.note, .vault(2)])]
        }
        return link
    }

    static func randomValue(_ random: inout SplitMix64) -> CheckedValue {
        switch random.below(11) {
        case 0, 1: .tab(random.pick(tabs))
        case 2, 3: .page(random.below(5))
        case 4, 5: .ping(random.below(9))
        case 8, 9: .vault(random.below(3))
        case 10: .popOwn
        default: .orphan
        }
    }
}
