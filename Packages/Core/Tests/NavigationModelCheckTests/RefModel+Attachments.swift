import Navigation
import NavigationFlows
import NavigationSend

/// Alerts, locks, leave confirmations, checkpoints, receivers and models, keyed by entry.
extension RefModel {
    /// The token of every lock and leave confirmation, which a session change does not ask.
    var everyGuardToken: Set<UInt64> { Set(guards.values.joined().map(\.token)) }

    // MARK: - Alerts

    mutating func showAlert(from anchor: RefAnchor, id alertID: String, effects: [String?]) -> RefOutcome {
        guard let at = layer(of: anchor, in: state) else { return .refusedDetached }
        let layerState = state.tabs[at.tab].layers[at.layer]
        let owner = layerState.entries[at.index].id
        guard state.tabs[at.tab].shows(owner, onLayer: at.layer), layerState.alert == nil else {
            return .refused
        }
        state.tabs[at.tab].layers[at.layer].alert = RefAlert(
            id: alertID, owner: owner, labels: effects.indices.map { "action \($0)" })
        alertActions[owner] = (alertID, .effects(effects))
        return .applied
    }

    func frontAlert() -> (tab: Int, layer: Int, alert: RefAlert)? {
        let tab = state.selectedIndex
        let layer = state.tabs[tab].layers.count - 1
        guard let alert = state.tabs[tab].layers[layer].alert else { return nil }
        return (tab, layer, alert)
    }

    mutating func chooseAlertAction(at index: Int) -> RefOutcome {
        guard let front = frontAlert(), front.alert.labels.indices.contains(index) else { return .refused }
        let handlers = alertActions.removeValue(forKey: front.alert.owner)
        let actions = handlers?.alertID == front.alert.id ? handlers?.actions : nil
        let outdated = actions.map(isOutdated) == true
        state.tabs[front.tab].layers[front.layer].alert = nil
        if outdated { return .refused }
        switch actions {
        case .effects(let effects)?:
            if let effect = effects[index] { self.effects.append(effect) }
        case .leave(let intent, let origin, let waived, let askedIn, _)?:
            // Leave answers with what its change came to; a push link pushes where it was asked.
            // The open question is the last one asked: asking one closes any other.
            let question = RefHeldChange.question(questionsAsked)
            guard index == 0 else {
                settleHeldRest(question, nil)
                break
            }
            if case .request(.link(let link)) = intent, link.policy == .push, state.selected != askedIn {
                _ = run(.request(.selectTab(askedIn)), from: .person)
            }
            let outcome = run(intent, from: origin, waiving: waived)
            settleHeldRest(question, outcome)
            return outcome
        case nil:
            break
        }
        return .applied
    }

    /// Whether a question no longer stands: one held for `apply` after another change was made
    /// (Leave would undo it).
    func isOutdated(_ actions: RefAlertActions) -> Bool {
        guard case .leave(.apply, _, _, _, let over?) = actions else { return false }
        return state != over
    }

    /// `next` without the questions that no longer stand, as a re-check closes them.
    func closingOutdatedQuestions(in next: inout RefState) {
        for (owner, handlers) in alertActions where isOutdated(handlers.actions) {
            guard let at = next.locate(owner),
                next.tabs[at.tab].layers[at.layer].alert?.id == handlers.alertID
            else { continue }
            next.tabs[at.tab].layers[at.layer].alert = nil
        }
    }

    /// Closes the questions that no longer stand, with their handlers.
    mutating func closeOutdatedQuestions() {
        var next = state
        closingOutdatedQuestions(in: &next)
        state = next
        release(removed: [])
    }

    mutating func dismissAlert() -> RefOutcome {
        guard let front = frontAlert() else { return .refused }
        alertActions[front.alert.owner] = nil
        state.tabs[front.tab].layers[front.layer].alert = nil
        return .applied
    }

    // MARK: - Guards, checkpoints, receivers, models

    mutating func lock(from anchor: RefAnchor) -> UInt64? {
        guard let at = layer(of: anchor, in: state) else { return nil }
        let token = self.token()
        guards[state.tabs[at.tab].layers[at.layer].entries[at.index].id, default: []].append(
            RefGuard(token: token, isLock: true, layerScope: false))
        return token
    }

    /// Every entry of the tree that is not in `before` carries the guard its destination
    /// declares, taken in tree order.
    mutating func attachDeclaredGuards(except before: Set<UInt64>) {
        for tab in state.tabs {
            for layer in tab.layers {
                for entry in layer.entries where !before.contains(entry.id) {
                    switch entry.destination.leaveGuard {
                    case .lock?:
                        guards[entry.id, default: []].append(
                            RefGuard(token: token(), isLock: true, layerScope: false, isDeclared: true))
                    case .confirm(_, let scope)?:
                        guards[entry.id, default: []].append(
                            RefGuard(
                                token: token(), isLock: false, layerScope: scope == .layer, isDeclared: true))
                    case nil: break
                    }
                }
            }
        }
    }

    mutating func unlock(entry: UInt64, token: UInt64) -> RefOutcome {
        guard let index = guards[entry]?.firstIndex(where: { $0.token == token }) else { return .refused }
        guards[entry]?.remove(at: index)
        if guards[entry]?.isEmpty == true { guards[entry] = nil }
        return .applied
    }

    mutating func confirmLeaving(from anchor: RefAnchor, layerScope: Bool) -> RefOutcome {
        guard let at = layer(of: anchor, in: state) else { return .refusedDetached }
        let id = state.tabs[at.tab].layers[at.layer].entries[at.index].id
        var list = guards[id, default: []]
        // The same question installed again keeps its token, so an answer still counts; a
        // declared one is worded otherwise, so it is replaced.
        if list.contains(where: { !$0.isLock && !$0.isDeclared && $0.layerScope == layerScope }) {
            return .applied
        }
        list.removeAll { !$0.isLock }
        list.append(RefGuard(token: token(), isLock: false, layerScope: layerScope))
        guards[id] = list
        return .applied
    }

    mutating func establish(from anchor: RefAnchor, name: String, type: String) -> RefOutcome {
        guard let at = layer(of: anchor, in: state) else { return .refusedDetached }
        checkpoints[state.tabs[at.tab].layers[at.layer].entries[at.index].id, default: [:]][name] = type
        return .applied
    }

    mutating func returnToCheckpoint(from anchor: RefAnchor, name: String, type: String?, value: String?)
        -> RefOutcome
    {
        guard let from = layer(of: anchor, in: state) else { return .refusedDetached }
        var best: (layer: Int, index: Int, id: UInt64, type: String)?
        for (id, names) in checkpoints {
            guard let type = names[name], let at = state.locate(id), at.tab == from.tab,
                at.layer < from.layer || (at.layer == from.layer && at.index <= from.index)
            else { continue }
            if let current = best, (current.layer, current.index) > (at.layer, at.index) { continue }
            best = (at.layer, at.index, id, type)
        }
        guard let best else { return .refused }
        // The checkpoint's type decides, with or without a value.
        if let type, best.type != type { return .refused }
        let delivery = value.map { RefDelivery(checkpoint: name, value: $0) }
        let fromPresented = from.layer > best.layer
        return run(.returnTo(best.id, delivery, fromPresented: fromPresented), from: RefOrigin(anchor))
    }

    mutating func onReceive(from anchor: RefAnchor, type: String) -> Bool {
        let receiverAnchor: RefReceiverAnchor
        switch anchor {
        case .tab(let name): receiverAnchor = .tab(name)
        case .entry(let id):
            guard state.contains(id) else { return false }
            receiverAnchor = .entry(id)
        }
        receivers.removeAll { $0.anchor == receiverAnchor && $0.type == type }
        receivers.append(RefReceiver(anchor: receiverAnchor, type: type))
        return true
    }

    mutating func model(for anchor: RefAnchor) -> UInt64? {
        guard let at = layer(of: anchor, in: state) else { return nil }
        let id = state.tabs[at.tab].layers[at.layer].entries[at.index].id
        models.insert(id)
        return id
    }
}
