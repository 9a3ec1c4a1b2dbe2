import Foundation
import Navigation
import NavigationFlows
import NavigationModels
import NavigationSend
import NavigationTesting
import ReliabilitySupport

/// Running: one operation on the engine and on the reference model.
extension ModelCheckRun {
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
            // Generated as `keep(1)` only: the handle pops to its stack's root.
            case .keep: engine = handle.popToRoot()
            case .entry(let id): engine = handle.pop(to: NavigationEntryID(rawValue: id))
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
        case .dismissAll:
            engine = root.dismissAll()
            expected = model.run(.dismissAll, from: .person)
        case .popFront:
            engine = root.popToRoot()
            expected = model.run(.popFront, from: .person)
        case .reset:
            engine = root.reset()
            expected = model.run(.reset, from: .person)
        case .selectTab(let name):
            engine = root.selectTab(name)
            expected = model.run(.request(.selectTab(name)), from: .person)
        case .popTab(let name):
            engine = root.popToRoot(inTab: name)
            expected = model.run(.popTab(name), from: .person)
        case .link(let link):
            engine = root.open(link.place)
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
                expected = model.returnToCheckpoint(from: anchor, name: name, type: "Int", value: nil)
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
            // What the split's rule rests on: an alert asked by a screen beside the one in front.
            if engine == .applied, case .entry(let id) = anchor, let at = model.state.locate(id),
                at.index < model.state.tabs[at.tab].layers[at.layer].entries.count - 1
            {
                outcomes["alert beside the screen in front", default: 0] += 1
            }
        case .chooseAlert(let index):
            let front = model.frontAlert().flatMap { model.alertActions[$0.alert.owner] }?.actions
            // What the `apply` rule rests on: a question held for it, answered after another change.
            if let front, model.isOutdated(front) { outcomes["apply question outdated", default: 0] += 1 }
            let before = Set(root.state.allEntries.map(\.id))
            engine = root.chooseAlertAction(at: index)
            expected = model.chooseAlertAction(at: index)
            // The rule stated apart from the model's: Leave on a question held for `apply` never
            // takes away a screen made after the question was asked.
            if index == 0, case .leave(.apply, _, _, _, let over?)? = front {
                let asked = Set(over.allEntries.map { NavigationEntryID(rawValue: $0.id) })
                let after = Set(root.state.allEntries.map(\.id))
                if let lost = before.subtracting(asked).subtracting(after).first {
                    return "Leave on a question held for apply took away \(lost), made after it was asked"
                }
            }
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
            handle.onReceive(CheckedPop.self) { _, handle in handle.pop(last: 1).isApplied ? .auto : .cancel }
            engine = nil
            _ = model.onReceive(from: anchor, type: "ping")
            expected = model.onReceive(from: anchor, type: "pop") ? nil : nil
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
        case .armObserver(let index, let act):
            let (handle, _) = self.handle(index)
            arm(ObserverAct.allCases[act], through: handle)
            engine = nil
            expected = nil
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
        case .signIn, .signOut:
            // The app tells every window that the session changed.
            var signingIn = false
            if case .signIn = operation { signingIn = true }
            session.isSignedIn = signingIn
            model.signedIn = signingIn
            engine = root.recheck()
            expected = model.run(.recheck, from: .person, waiving: model.everyGuardToken)
        case .signInOnSheet:
            session.isSignedIn = true
            model.signedIn = true
            let front = model.state.front.id
            engine = root.dismiss()
            expected = model.run(.dismiss(.entry(front)), from: .person)
        case .restart(let afresh):
            // The app read every window's state from its one saved document first.
            guard var saved = restoring else { return "a restart without a saved state" }
            restoring = nil
            retiredRoots.append(WeakRoot(root))
            var modelSaved = model.state
            if afresh {
                saved.nextEntryID = 0
                modelSaved.counter = 0
                // What the renumbering must carry: a tab a restore cut, waiting for sign-in.
                if case .restoreTab? = saved.pending?.request {
                    outcomes["cut tab numbered afresh", default: 0] += 1
                }
            }
            session.isSignedIn = false
            root = Self.makeRoot(session: session)
            weakModels.removeAll()
            anchors = Self.tabs.map { .tab($0) }
            engine = root.restore(saved)
            expected = model.restart(restoring: modelSaved)
        case .closeWindow:
            guard let group, let index = group.windows.firstIndex(where: { $0 === root }) else {
                return "the window is not in the app's group"
            }
            let closed = group.close(at: index)
            expected = model.run(.closeWindow, from: .person)
            // Closed, a refusal is the waiting request's in the window that came forward.
            if closed.refusal != nil, !group.windows.contains(where: { $0 === root }) {
                forwardRefusal = closed
                engine = .applied
            } else {
                engine = closed
            }
        case .applyMutated(let mutation):
            var state = root.state
            var refState = model.state
            Self.mutate(&state, &refState, mutation)
            engine = root.apply(state)
            expected = model.run(.apply(refState), from: .person)
        }
        lastOutcome = engine
        if let engine, let expected {
            guard RefOutcome(engine) == expected else {
                return "returned \(RefOutcome(engine)) (\(engine)), the model expects \(expected)"
            }
            outcomes[expected.description, default: 0] += 1
            if case .closeWindow = operation {
                outcomes["window close " + expected.description, default: 0] += 1
            }
            // A restored state held for access is applied whole on another tab, or cut.
            if expected == .heldAccess, let pending = model.state.pending {
                switch (operation, pending.request) {
                case (.restart, .selectTab), (.applyMutated, .selectTab):
                    outcomes["state held whole", default: 0] += 1
                case (.restart, .restoreTab), (.applyMutated, .restoreTab):
                    outcomes["state held cut", default: 0] += 1
                default: break
                }
            }
        }
        return nil
    }

    static func compare(send outcome: NavigationSendOutcome, _ expected: RefModel.SendResult) -> String? {
        let actual: RefModel.SendResult
        switch outcome {
        case .delivered: actual = .delivered
        case .cancelled: actual = .cancelled
        case .held: actual = .held
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
}
