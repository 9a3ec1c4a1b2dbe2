import Navigation

/// Sends: chains of values delivered to receivers, each going on or giving up.
extension RefModel {
    // MARK: - Sends

    enum SendResult: Equatable {
        case delivered, cancelled, held, stopped
    }

    mutating func send(_ values: [CheckedValue], from origin: RefOrigin) -> SendResult {
        if case .screen(let id) = origin, !state.contains(id) { return .stopped }
        return startChain(values, from: origin)
    }

    /// A new chain: it replaces every other, and what a held one had left, unless it starts
    /// while a step is delivered; then it runs first and the chain it came from goes on after.
    mutating func startChain(_ values: [CheckedValue], from origin: RefOrigin) -> SendResult {
        if senders.isEmpty {
            chains = []
            heldRest = nil
        }
        chains.append(RefChain(id: nextChain, values: values, origin: origin, startTab: state.selected))
        let id = nextChain
        nextChain += 1
        // A chain started during a step leaves that step's outcome as it was.
        let outer = stepOutcome
        defer { stepOutcome = outer }
        return runChain(id)
    }

    /// Drops what a held chain had left when the pending request it waits on goes uncarried.
    mutating func dropRest(waitingOn pending: RefPending) {
        if heldRest?.change == .pending(pending) { heldRest = nil }
    }

    /// The held change a chain's rest waits for is settled: carried out (the rest is sent on,
    /// or waits for the next hold it met) or dropped (`nil`, or refused: the rest goes too).
    mutating func settleHeldRest(_ change: RefHeldChange, _ outcome: RefOutcome?) {
        guard let rest = heldRest, rest.change == change else { return }
        heldRest = nil
        switch outcome {
        case .applied?:
            // The same chain goes on, after whatever step is being delivered now.
            restsSentOn += 1
            chains.append(rest.chain)
            let outer = stepOutcome
            defer { stepOutcome = outer }
            _ = runChain(rest.chain.id)
        case .heldAccess?:
            if let pending = state.pending { heldRest = (rest.chain, .pending(pending)) }
        case .heldConfirm?:
            heldRest = (rest.chain, .question(questionsAsked))
        default:
            break
        }
    }

    mutating func runChain(_ id: Int) -> SendResult {
        while let index = chains.firstIndex(where: { $0.id == id }) {
            guard !chains[index].values.isEmpty else {
                chains.remove(at: index)
                return .delivered
            }
            let origin = chains[index].origin
            if case .screen(let entry) = origin, !state.contains(entry) {
                chains.remove(at: index)
                return .stopped
            }
            let value = chains[index].values.removeFirst()
            stepOutcome = nil
            senders.append(origin)
            let answer = deliver(value, origin: origin)
            senders.removeLast()
            switch answer {
            case .none:
                chains.removeAll { $0.id == id }
                return .stopped
            case .some(.cancel):
                chains.removeAll { $0.id == id }
                // A receiver that gives up after its change waited or was refused says so.
                switch stepOutcome {
                case .heldAccess, .heldConfirm: return .held
                case .refused, .refusedLocked, .refusedUnseen, .refusedUnseenLock, .refusedDetached:
                    return .stopped
                case .applied, .heldSend, nil: return .cancelled
                }
            case .some(.auto):
                // A receiver that goes on past a held change: the rest waits for that change.
                guard let held = stepOutcome, held == .heldAccess || held == .heldConfirm else { continue }
                guard let position = chains.firstIndex(where: { $0.id == id }) else { return .held }
                let chain = chains.remove(at: position)
                if !chain.values.isEmpty {
                    let change: RefHeldChange? =
                        held == .heldConfirm ? .question(questionsAsked) : state.pending.map { .pending($0) }
                    if let change { heldRest = (chain, change) }
                }
                return .held
            }
        }
        return .delivered
    }

    enum Resume {
        case auto, cancel
    }

    func isAlive(_ anchor: RefReceiverAnchor) -> Bool {
        switch anchor {
        case .root, .tab: true
        case .entry(let id): state.contains(id)
        }
    }

    mutating func deliver(_ value: CheckedValue, origin: RefOrigin) -> Resume? {
        switch value {
        case .tab(let name):
            return step(run(.request(.selectTab(name)), from: .person))
        case .page(let number):
            return step(
                run(.request(.show(.page(number), .push, .tab("orders"))), from: .tab("orders")),
                goesOnWhenHeld: true)
        case .vault(let number):
            return step(
                run(.request(.show(.vault(number), .push, .tab("orders"))), from: .tab("orders")),
                goesOnWhenHeld: true)
        case .popOwn:
            guard let receiver = receivers.last(where: { $0.type == "pop" && isAlive($0.anchor) }),
                case .entry(let id) = receiver.anchor
            else { return nil }
            return step(run(.pop(.entry(id), .last(1)), from: .screen(id)))
        case .orphan:
            return nil
        case .ping(let number):
            guard let receiver = receivers.last(where: { $0.type == "ping" && isAlive($0.anchor) }),
                case .entry(let id) = receiver.anchor
            else { return nil }
            effects.append("ping \(number) at #\(id)")
            return .auto
        }
    }

    /// A receiver's answer to its change: go on when applied, else give up, noting why.
    ///
    /// The orders tab's `autoReceive` also goes on when its change is held; the tab receiver
    /// does not.
    private mutating func step(_ outcome: RefOutcome, goesOnWhenHeld: Bool = false) -> Resume {
        guard outcome != .applied else { return .auto }
        stepOutcome = outcome
        return goesOnWhenHeld && (outcome == .heldAccess || outcome == .heldConfirm) ? .auto : .cancel
    }
}
