import Foundation
import Navigation
import NavigationTesting

/// One generated step; handles are indices into the run's pool of anchors, which keeps every
/// anchor it ever made, so handles whose entries left are used as often as live ones.
enum CheckOperation: CustomStringConvertible {
    case push(handle: Int, CheckedDestination)
    case present(handle: Int, CheckedDestination, NavigationPresentationStyle)
    case pop(handle: Int, RefPop)
    case back(handle: Int)
    case dismiss(handle: Int)
    case personBack, personDismiss, dismissAny, popAny, reset
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
    case resume, cancelResume
    case model(handle: Int)
    case signIn, signOut
    case restart
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
        case .dismissAny: "dismissAny"
        case .popAny: "popAny"
        case .reset: "reset"
        case .selectTab(let name): "select tab \(name)"
        case .popTab(let name): "popAll(inTab: \(name))"
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
        case .onReceive(let handle): "onReceive(ping) on h\(handle)"
        case .send(let values): "send \(values)"
        case .sendFrom(let handle, let values): "send \(values) from h\(handle)"
        case .resume: "resume"
        case .cancelResume: "cancelResume"
        case .model(let handle): "model on h\(handle)"
        case .signIn: "sign in"
        case .signOut: "sign out"
        case .restart: "restart (save, quit, restore)"
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

/// Runs one sequence against the engine and the model and says where they part.
@MainActor
final class ModelCheckRun {
    static let tabs = ["home", "orders"]

    private(set) var root: Navigator
    private var model = RefModel(tabs: ModelCheckRun.tabs, selected: "home")
    private let session = TestSession()
    private let effects = EffectLog()
    private var anchors: [RefAnchor] = ModelCheckRun.tabs.map { .tab($0) }
    private var weakModels: [WeakModel] = []
    private var retiredRoots: [WeakRoot] = []

    /// How often each outcome class came up, to show what the run exercised.
    private(set) var outcomes: [String: Int] = [:]

    static let coder: NavigationSnapshotCoder = {
        var registry = NavigationDestinationRegistry()
        try? registry.register(CheckedDestination.self)
        return NavigationSnapshotCoder(registry: registry)
    }()

    init() {
        root = Self.makeRoot(session: session)
        anchors.append(.entry(1))
    }

    static func makeRoot(session: TestSession) -> Navigator {
        let root = Navigator(
            tabs: tabs.map { NavigationTab($0, root: CheckedDestination.root($0)) },
            configuration: NavigationConfiguration(restorationKey: "check.v1", verbosity: .error))
        root.requireAccess(
            .checkedSignIn, isMet: { session.isSignedIn }, presenting: CheckedDestination.signIn)
        root.onReceive(CheckedTab.self) { tab, root in root.selectTab(tab.name).isApplied ? .auto : .cancel }
        root.onReceive(CheckedPause.self) { _, _ in .pause }
        root.tab("orders").autoReceive(CheckedDestination.self)
        return root
    }

    private func handle(_ index: Int) -> (NavigationHandle, RefAnchor) {
        let anchor = anchors[index % anchors.count]
        switch anchor {
        case .entry(let id): return (root.handle(for: NavigationEntryID(rawValue: id)), anchor)
        case .tab(let name): return (root.tab(name), anchor)
        }
    }

    // MARK: - Generating

    /// The next operation, chosen from what the tree holds now.
    func generate(_ random: inout SplitMix64) -> CheckOperation {
        let handle = random.below(64)
        let entries = root.state.allEntries
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
            case 1: return .pop(handle: handle, .keep(random.within(0...3)))
            case 2: return .pop(handle: handle, .entry(random.pick(entries).id.rawValue))
            default: return .pop(handle: handle, .last(1))
            }
        case 28..<32: return .back(handle: handle)
        case 32..<35: return .dismiss(handle: handle)
        case 35..<39: return .personBack
        case 39..<42: return .personDismiss
        case 42..<46: return .selectTab(random.pick(Self.tabs))
        case 46..<48: return random.chance(50) ? .dismissAny : .popAny
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
        case 83..<85: return random.chance(60) ? .resume : .cancelResume
        case 85..<89: return .model(handle: handle)
        case 89..<93: return random.chance(55) ? .signIn : .signOut
        case 93..<96: return .restart
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
        switch random.below(9) {
        case 0, 1: .tab(random.pick(tabs))
        case 2, 3: .page(random.below(5))
        case 4: .ping(random.below(9))
        case 5: .pause
        case 6: .orphan
        default:
            .action(random.pick([.dismissAny, .popAny, .reset, .popAll(in: random.pick(tabs))]))
        }
    }

    // MARK: - Running

    /// Performs one operation on both sides and returns the first disagreement, if any.
    func perform(_ operation: CheckOperation) -> String? {
        let engine: NavigationOutcome?
        let expected: RefOutcome?
        switch operation {
        case .push(let index, let destination):
            let (handle, anchor) = self.handle(index)
            engine = handle.push(destination)
            expected = model.run(.request(.show(destination, .push, anchor)), from: RefOrigin(anchor))
        case .present(let index, let destination, let style):
            let (handle, anchor) = self.handle(index)
            engine = handle.present(destination, style: style)
            expected = model.run(
                .request(.show(destination, .present(style), anchor)), from: RefOrigin(anchor))
        case .pop(let index, let bound):
            let (handle, anchor) = self.handle(index)
            switch bound {
            case .last(let count): engine = handle.pop(last: count)
            case .keep(let count): engine = handle.pop(to: count - 1)
            case .entry(let id): engine = handle.pop(toEntry: NavigationEntryID(rawValue: id))
            }
            expected = model.run(.pop(anchor, bound), from: RefOrigin(anchor))
        case .back(let index):
            let (handle, anchor) = self.handle(index)
            engine = handle.back()
            expected = model.run(.leave(anchor), from: RefOrigin(anchor))
        case .dismiss(let index):
            let (handle, anchor) = self.handle(index)
            engine = handle.dismiss()
            expected = model.run(.dismiss(anchor), from: RefOrigin(anchor))
        case .personBack:
            let front = model.state.front.id
            engine = root.frontAlert != nil ? root.dismissAlert() : root.back()
            expected =
                model.frontAlertShows ? model.dismissAlert() : model.run(.leave(.entry(front)), from: .person)
        case .personDismiss:
            let front = model.state.front.id
            engine = root.dismiss()
            expected = model.run(.dismiss(.entry(front)), from: .person)
        case .dismissAny:
            engine = root.dismissAny()
            expected = model.run(.dismissAll, from: .person)
        case .popAny:
            engine = root.popAny()
            expected = model.run(.popFront, from: .person)
        case .reset:
            engine = root.reset()
            expected = model.run(.reset, from: .person)
        case .selectTab(let name):
            engine = root.selectTab(name)
            expected = model.run(.request(.selectTab(name)), from: .person)
        case .popTab(let name):
            engine = root.popAll(inTab: name)
            expected = model.run(.popTab(name), from: .person)
        case .link(let link):
            engine = root.open(link.target)
            expected = model.run(.request(.link(link)), from: .person)
        case .establish(let index, let name, let takesInt):
            let (handle, anchor) = self.handle(index)
            let effects = self.effects
            if takesInt {
                engine = handle.establish(NavigationCheckpoint<Int>(name)) {
                    effects.lines.append("checkpoint \(name) got \($0)")
                }
            } else {
                engine = handle.establish(NavigationCheckpoint<String>(name)) {
                    effects.lines.append("checkpoint \(name) got \($0)")
                }
            }
            expected = model.establish(from: anchor, name: name, type: takesInt ? "Int" : "String")
        case .returnTo(let index, let name, let value):
            let (handle, anchor) = self.handle(index)
            if let value {
                engine = handle.returnToCheckpoint(NavigationCheckpoint<Int>(name), value: value)
                expected = model.returnToCheckpoint(
                    from: anchor, name: name, type: "Int", value: String(value))
            } else {
                engine = handle.returnToCheckpoint(NavigationCheckpoint<Int>(name))
                expected = model.returnToCheckpoint(from: anchor, name: name, type: nil, value: nil)
            }
        case .returnWrongType(let index, let name):
            let (handle, anchor) = self.handle(index)
            engine = handle.returnToCheckpoint(NavigationCheckpoint<Double>(name), value: 1.5)
            expected = model.returnToCheckpoint(from: anchor, name: name, type: "Double", value: "1.5")
        case .alert(let index, let count):
            let (handle, anchor) = self.handle(index)
            let effects = self.effects
            let alertID = "alert/\(count)"
            let actions = (0..<count).map { number in
                NavigationAlert.Action("action \(number)") {
                    effects.lines.append("\(alertID) action \(number)")
                }
            }
            engine = handle.showAlert(NavigationAlert(id: alertID, title: "Check", actions: actions))
            expected = model.showAlert(
                from: anchor, id: alertID, effects: (0..<count).map { "\(alertID) action \($0)" })
        case .chooseAlert(let index):
            engine = root.chooseAlertAction(at: index)
            expected = model.chooseAlertAction(at: index)
        case .dismissAlert:
            engine = root.dismissAlert()
            expected = model.dismissAlert()
        case .lock(let index):
            let (handle, anchor) = self.handle(index)
            let engineLock = handle.lockNavigation(reason: "check")
            let modelLock = model.lock(from: anchor)
            engine = engineLock == nil ? .refused(.detached(handle.anchor)) : .applied
            expected = modelLock == nil ? .refusedDetached : .applied
        case .unlock(let index):
            let locks = root.locks
            let modelLocks = model.locksInOrder
            guard !locks.isEmpty, locks.count == modelLocks.count else {
                engine = nil
                expected = nil
                break
            }
            let lock = locks[index % locks.count]
            engine = root.handle(for: lock.entry).unlock(lock)
            let modelLock = modelLocks[index % modelLocks.count]
            expected = model.unlock(entry: modelLock.entry, token: modelLock.token)
        case .confirm(let index, let layerScope):
            let (handle, anchor) = self.handle(index)
            engine = handle.confirmLeaving(
                NavigationLeaveConfirmation(title: "Leave?"), scope: layerScope ? .layer : .screen)
            expected = model.confirmLeaving(from: anchor, layerScope: layerScope)
        case .onReceive(let index):
            let (handle, anchor) = self.handle(index)
            guard case .entry(let id) = anchor else {
                engine = nil
                expected = nil
                break
            }
            let effects = self.effects
            handle.onReceive(CheckedPing.self) { ping, _ in
                effects.lines.append("ping \(ping.number) at #\(id)")
                return .auto
            }
            engine = nil
            expected = model.onReceive(from: anchor, type: "ping") ? nil : nil
        case .send(let values):
            let outcome = root.send(values: values.map(\.boxed))
            let modelOutcome = model.send(values, from: .person)
            if let problem = Self.compare(send: outcome, modelOutcome) { return problem }
            engine = nil
            expected = nil
        case .sendFrom(let index, let values):
            let (handle, anchor) = self.handle(index)
            let outcome = handle.send(values: values.map(\.boxed))
            let modelOutcome = model.send(values, from: RefOrigin(anchor))
            if let problem = Self.compare(send: outcome, modelOutcome) { return problem }
            engine = nil
            expected = nil
        case .resume:
            engine = root.resume()
            expected = model.resume()
        case .cancelResume:
            engine = root.cancelResume()
            expected = model.cancelResume()
        case .model(let index):
            let (handle, anchor) = self.handle(index)
            if let entry = handle.entry {
                let made = root.models.model(for: entry.id) { CheckedScreenModel() }
                if !weakModels.contains(where: { $0.model === made }) {
                    weakModels.append(WeakModel(made, entry: entry.id))
                }
            }
            _ = model.model(for: anchor)
            engine = nil
            expected = nil
        case .signIn:
            session.isSignedIn = true
            model.signedIn = true
            engine = nil
            expected = nil
        case .signOut:
            session.isSignedIn = false
            model.signedIn = false
            engine = nil
            expected = nil
        case .restart:
            let saved: NavigationState
            do {
                saved = try Self.coder.decode(Self.coder.encode(root.exportState()))
            } catch {
                return "the exported state does not survive JSON: \(error)"
            }
            guard saved == root.exportState() else { return "the exported state changed through JSON" }
            retiredRoots.append(WeakRoot(root))
            let modelSaved = model.state
            session.isSignedIn = false
            root = Self.makeRoot(session: session)
            weakModels.removeAll()
            anchors = Self.tabs.map { .tab($0) }
            engine = root.restore(saved)
            expected = model.restart(restoring: modelSaved)
        case .applyMutated(let mutation):
            var state = root.exportState()
            var refState = model.state
            Self.mutate(&state, &refState, mutation)
            engine = root.apply(state)
            expected = model.run(.apply(refState), from: .person)
        }
        if let engine, let expected {
            guard RefOutcome(engine) == expected else {
                return "returned \(RefOutcome(engine)) (\(engine)), the model expects \(expected)"
            }
            outcomes[expected.description, default: 0] += 1
        }
        return nil
    }

    static func compare(send outcome: NavigationSendOutcome, _ expected: RefModel.SendResult) -> String? {
        let actual: RefModel.SendResult
        switch outcome {
        case .delivered: actual = .delivered
        case .paused: actual = .paused
        case .cancelled: actual = .cancelled
        case .stopped: actual = .stopped
        case .waiting: return "a chain without delays waits"
        }
        return actual == expected ? nil : "send returned \(outcome), the model expects \(expected)"
    }

    static func mutate(_ state: inout NavigationState, _ refState: inout RefState, _ mutation: ApplyMutation)
    {
        var positions: [(Int, Int, Int)] = []
        for (tab, tabState) in state.tabs.enumerated() {
            for (layer, layerState) in tabState.layers.enumerated() {
                for index in layerState.entries.indices { positions.append((tab, layer, index)) }
            }
        }
        func set(_ position: (Int, Int, Int), _ id: UInt64) {
            let (tab, layer, index) = position
            let old = state.tabs[tab].layers[layer].entries[index].id.rawValue
            state.tabs[tab].layers[layer].entries[index].id = NavigationEntryID(rawValue: id)
            refState.tabs[tab].layers[layer].entries[index].id = id
            // The alert follows its screen, so the state stays valid.
            if state.tabs[tab].layers[layer].alert?.entry.rawValue == old {
                state.tabs[tab].layers[layer].alert?.entry = NavigationEntryID(rawValue: id)
                refState.tabs[tab].layers[layer].alert?.owner = id
            }
        }
        switch mutation {
        case .duplicateID(let from, let to):
            let source = positions[from % positions.count]
            set(
                positions[to % positions.count],
                state.tabs[source.0].layers[source.1].entries[source.2].id.rawValue)
        case .clearID(let index):
            set(positions[index % positions.count], 0)
        case .futureID(let index):
            set(positions[index % positions.count], state.nextEntryID + 5)
        case .otherScreen(let index, let destination):
            let (tab, layer, entry) = positions[index % positions.count]
            state.tabs[tab].layers[layer].entries[entry].destination = AnyNavigationDestination(destination)
            refState.tabs[tab].layers[layer].entries[entry].destination = destination
        }
    }

    /// Adds the anchors a person could be holding now: the front screen and its layer's first.
    ///
    /// Deterministic, so a shortened sequence replays the same handles.
    func collectAnchors() {
        func add(_ anchor: RefAnchor) {
            guard !anchors.contains(anchor) else { return }
            anchors.append(anchor)
            if anchors.count > 24 { anchors.remove(at: Self.tabs.count) }
        }
        guard let tab = root.state.selected, let layer = tab.layers.last else { return }
        add(.entry(layer.entries[0].id.rawValue))
        if let front = layer.entries.last { add(.entry(front.id.rawValue)) }
    }

    // MARK: - Checking

    /// Everything the engine and the model must agree on, and the engine's own invariants.
    func check() -> String? {
        let exported = root.exportState()
        let converted = RefState(exported)
        if converted != model.state {
            return "the state differs:\n    engine: \(converted.summary)\n    model:  \(model.state.summary)"
        }
        if effects.lines != model.effects {
            return "handlers ran \(effects.lines), the model expects \(model.effects)"
        }
        if root.locks.map(\.entry.rawValue) != model.locksInOrder.map(\.entry) {
            return "locks on \(root.locks.map(\.entry)), the model expects \(model.locksInOrder.map(\.entry))"
        }
        if root.hasPendingSend != !model.chains.isEmpty { return "pending send \(root.hasPendingSend)" }
        if root.receiverCount != 3 + model.receivers.count {
            return "\(root.receiverCount) receivers, the model expects \(3 + model.receivers.count)"
        }
        for entry in exported.allEntries {
            let names = root.checkpointNames(at: entry.id)
            let expected = (model.checkpoints[entry.id.rawValue] ?? [:]).keys.sorted()
            if names != expected { return "checkpoints \(names) on \(entry), the model expects \(expected)" }
        }
        for tab in exported.tabs {
            for layer in tab.layers {
                guard let alert = layer.alert else { continue }
                if root.alertHasHandlers(at: alert.entry) != (model.alertActions[alert.entry.rawValue] != nil)
                {
                    return "the handlers of alert \(alert.id) on \(alert.entry) disagree with the model"
                }
            }
        }
        if root.models.owners.map(\.rawValue) != model.models.sorted() {
            return "models owned by \(root.models.owners), the model expects \(model.models.sorted())"
        }
        weakModels.removeAll { $0.model == nil }
        for weak in weakModels where !exported.contains(weak.entry) {
            return "the model of \(weak.entry) outlived its entry"
        }
        if retiredRoots.contains(where: { $0.root != nil }) { return "a root outlived its restart" }
        return invariants(of: exported) ?? applyingTheExportIsTheIdentity(exported)
    }

    private func invariants(of state: NavigationState) -> String? {
        guard state.hasWellFormedEntryIDs else { return "entry ids are not well formed" }
        if let pending = state.pending, !state.contains(pending.screen) {
            return "the pending target lost its screen"
        }
        for tab in state.tabs {
            for (index, layer) in tab.layers.enumerated() {
                if (index == 0) != (layer.style == nil) {
                    return "layer \(index) of \(tab.name) has the wrong style"
                }
                if layer.entries.isEmpty { return "an empty layer" }
                if let style = layer.style, !style.isManaged, layer.entries.count != 1 {
                    return "a plain presentation holds \(layer.entries.count) screens"
                }
                if let alert = layer.alert, alert.entry != layer.entries.last?.id {
                    return "alert \(alert.id) does not belong to the top screen"
                }
            }
        }
        return nil
    }

    /// `apply(exportState())` changes nothing, attachments included, and is one change.
    private func applyingTheExportIsTheIdentity(_ state: NavigationState) -> String? {
        let before = AttachmentSnapshot(root, state: state, models: weakModels)
        let revision = root.revision
        let outcome = root.apply(state)
        guard outcome == .applied else { return "applying the exported state was \(outcome)" }
        guard root.exportState() == state else { return "applying the exported state changed it" }
        guard root.revision == revision + 1 else { return "applying the exported state was not one change" }
        let after = AttachmentSnapshot(root, state: state, models: weakModels)
        return before == after
            ? nil : "applying the exported state changed what hangs on entries:\n    \(before)\n    \(after)"
    }
}

/// What the engine holds beside its state, as far as its public API shows it.
struct AttachmentSnapshot: Equatable, CustomStringConvertible {
    var checkpoints: [String]
    var locks: [NavigationLock]
    var alertHandlers: [Bool]
    var receivers: Int
    var pendingSend: Bool
    var models: [ObjectIdentifier]
    var owners: [NavigationEntryID]

    @MainActor
    init(_ root: Navigator, state: NavigationState, models: [WeakModel]) {
        checkpoints = state.allEntries.map { "\($0.id): \(root.checkpointNames(at: $0.id))" }
        locks = root.locks
        alertHandlers = state.tabs.flatMap {
            $0.layers.compactMap { $0.alert.map { root.alertHasHandlers(at: $0.entry) } }
        }
        receivers = root.receiverCount
        pendingSend = root.hasPendingSend
        self.models = models.compactMap { weak in
            weak.model.flatMap { model in
                root.models.existingModel(for: weak.entry, as: CheckedScreenModel.self) === model
                    ? ObjectIdentifier(model) : nil
            }
        }
        owners = root.models.owners
    }

    var description: String {
        "checkpoints \(checkpoints), locks \(locks.map(\.entry)), alert handlers \(alertHandlers), receivers \(receivers), models \(models.count) of \(owners)"
    }
}

/// A weak reference to a root that a restart replaced.
@MainActor
final class WeakRoot {
    weak var root: Navigator?
    init(_ root: Navigator) { self.root = root }
}

extension RefModel {
    /// Locks in the order they were taken, with their entries.
    var locksInOrder: [(entry: UInt64, token: UInt64)] {
        guards.flatMap { entry, list in list.filter(\.isLock).map { (entry, $0.token) } }.sorted {
            $0.token < $1.token
        }
    }

    /// Whether an alert shows in the selected tab.
    var frontAlertShows: Bool { state.tabs[state.selectedIndex].layers.contains { $0.alert != nil } }
}

extension RefLink {
    /// The link as the engine takes it.
    var target: DeepLinkTarget {
        DeepLinkTarget(
            tab: tab, stack: stack,
            presentation: presentationStyle.map { DeepLinkTarget.Presentation(style: $0, stack: presented) },
            policy: policy)
    }
}

extension RefState {
    /// The engine's state as the model's values.
    init(_ state: NavigationState) {
        self.init(
            selected: state.selectedTab,
            tabs: state.tabs.map(RefTab.init),
            counter: state.nextEntryID,
            pending: state.pending.map {
                RefPending(request: RefRequest($0.request), screen: $0.screen.rawValue)
            }
        )
    }

    /// One line per tab, for failure messages.
    var summary: String {
        let lines = tabs.map { tab in
            tab.name + ": "
                + tab.layers.map { layer in
                    (layer.style.map { "\($0) " } ?? "")
                        + layer.entries.map { "\($0.destination.routeID)#\($0.id)" }.joined(separator: " > ")
                        + (layer.alert.map { " [alert \($0.id) on #\($0.owner)]" } ?? "")
                }.joined(separator: " | ")
        }
        return "selected \(selected), next \(counter), pending \(pending.map { "\($0)" } ?? "none"); "
            + lines.joined(separator: "; ")
    }
}

extension RefTab {
    init(_ tab: NavigationTabState) {
        self.init(
            name: tab.name,
            layers: tab.layers.map { layer in
                RefLayer(
                    style: layer.style,
                    entries: layer.entries.map {
                        RefEntry(id: $0.id.rawValue, destination: $0.destination.base as! CheckedDestination)
                    },
                    alert: layer.alert.map {
                        RefAlert(id: $0.id, owner: $0.entry.rawValue, labels: $0.actions.map(\.label))
                    })
            })
    }
}

extension RefRequest {
    init(_ request: NavigationRequest) {
        switch request {
        case .show(let destination, let method, let anchor):
            let refAnchor: RefAnchor =
                switch anchor {
                case .entry(let id): .entry(id.rawValue)
                case .tab(let name): .tab(name)
                }
            self = .show(destination.base as! CheckedDestination, method, refAnchor)
        case .selectTab(let name):
            self = .selectTab(name)
        case .link(let target):
            self = .link(
                RefLink(
                    tab: target.tab, stack: target.stack.map { $0.base as! CheckedDestination },
                    presentationStyle: target.presentation?.style,
                    presented: (target.presentation?.stack ?? []).map { $0.base as! CheckedDestination },
                    policy: target.policy))
        case .restoreTab(let tab):
            self = .restoreTab(RefTab(tab))
        }
    }
}
