import Navigation

/// Sends: chains of values delivered to receivers, each going on or giving up.
extension RefModel {
    // MARK: - Sends

    enum SendResult: Equatable {
        case delivered, cancelled, held, stopped
    }

    mutating func send(_ values: [CheckedValue], from origin: RefOrigin) -> SendResult {
        if case .screen(let id) = origin, !state.contains(id) { return .stopped }
        chains = [RefChain(id: nextChain, values: values, origin: origin, startTab: state.selected)]
        let id = nextChain
        nextChain += 1
        return runChain(id)
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
                case .refused, .refusedLocked, .refusedDetached: return .stopped
                case .applied, .heldSend, nil: return .cancelled
                }
            case .some(.auto):
                continue
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
            return step(run(.request(.show(.page(number), .push, .tab("orders"))), from: .tab("orders")))
        case .vault(let number):
            return step(run(.request(.show(.vault(number), .push, .tab("orders"))), from: .tab("orders")))
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
    private mutating func step(_ outcome: RefOutcome) -> Resume {
        guard outcome != .applied else { return .auto }
        stepOutcome = outcome
        return .cancel
    }
}
