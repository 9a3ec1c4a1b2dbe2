/// What a receiver wants the send chain to do after it handled a value.
public enum NavigationReceiveResumeType: Sendable {
    /// Continue after the configured step delay.
    case auto
    /// Continue now, skipping the step delay.
    case immediately
    /// Continue after the given delay.
    case after(Duration)
    /// Put these values in front of what is left, then continue.
    case inserting([any Hashable & Sendable])
    /// Put these values after what is left, then continue.
    case appending([any Hashable & Sendable])
    /// Drop what is left and continue with these values instead.
    case replacing([any Hashable & Sendable])
    /// Stop until ``Navigator/resume()`` or ``Navigator/cancelResume()``.
    case pause
    /// Drop what is left.
    case cancel
}

/// Operations a send chain can perform without a receiver.
public enum NavigationAction: Hashable, Sendable {
    /// ``Navigator/dismissAny()``; ends the chain when navigation is locked.
    case dismissAny
    /// ``Navigator/popAny()``; ends the chain when navigation is locked.
    case popAny
    /// Pops the named navigator (a tab) to its root screen.
    case popAll(in: String)
    /// ``Navigator/reset()``; ends the chain when navigation is locked.
    case reset
}

struct ReceiverRecord {
    weak var navigator: Navigator?
    let handle: @MainActor (Any, Navigator) -> NavigationReceiveResumeType?
}

struct SendChain {
    var values: [any Hashable & Sendable]
    var paused = false
}

extension Navigator {
    /// Sends values through the root, one after the other, each to its receiver.
    public func send(_ values: any Hashable & Sendable...) {
        send(values: values)
    }

    /// Sends an array of values; a chain already running is replaced.
    public func send(values: [any Hashable & Sendable]) {
        let context = self.context
        if context.chain != nil {
            context.emit(.warning, .send, id, "a newer send replaced the pending chain")
        }
        context.chainGeneration &+= 1
        context.chain = SendChain(values: values)
        context.emit(.debug, .send, id, "send \(values.count) value(s)")
        root.runChain(generation: context.chainGeneration)
    }

    /// Continues a paused chain.
    @discardableResult
    public func resume() -> Bool {
        guard context.chain?.paused == true else {
            return refuse(.send, "no paused chain to resume") ?? false
        }
        context.chain?.paused = false
        root.runChain(generation: context.chainGeneration)
        return true
    }

    /// Drops a paused (or waiting) chain.
    @discardableResult
    public func cancelResume() -> Bool {
        guard context.chain != nil else { return refuse(.send, "no chain to cancel") ?? false }
        context.chain = nil
        context.chainGeneration &+= 1
        context.emit(.info, .send, id, "chain cancelled")
        return true
    }

    /// Whether a send chain is paused or waiting for its next step.
    public var hasPendingSend: Bool { context.chain != nil }

    /// Registers a receiver for values of a type on behalf of this navigator.
    ///
    /// The most recently registered receiver whose navigator is still in the tree gets the
    /// value; registering again from the same navigator replaces the earlier receiver.
    public func onReceive<Value: Hashable & Sendable>(
        _ type: Value.Type,
        perform handler: @escaping @MainActor (Value, Navigator) -> NavigationReceiveResumeType
    ) {
        let key = ObjectIdentifier(type)
        var records = context.receivers[key, default: []].filter {
            $0.navigator != nil && $0.navigator !== self
        }
        records.append(
            ReceiverRecord(navigator: self) { value, navigator in
                guard let value = value as? Value else { return nil }
                return handler(value, navigator)
            }
        )
        context.receivers[key] = records
    }

    /// Receives destinations of a type by navigating to them from this navigator.
    public func autoReceive<Destination: NavigationDestination>(_ type: Destination.Type) {
        onReceive(type) { destination, navigator in
            navigator.navigate(
                to: destination, method: destination.method == .send ? .push : destination.method)
            return .auto
        }
    }

    func runChain(generation: UInt64) {
        let context = self.context
        while generation == context.chainGeneration, var chain = context.chain, !chain.paused {
            guard !chain.values.isEmpty else {
                context.chain = nil
                return
            }
            let value = chain.values.removeFirst()
            context.chain = chain
            guard let resume = deliver(value) else {
                context.chain = nil
                return
            }
            var delay = context.configuration.stepDelay
            switch resume {
            case .auto: break
            case .immediately: delay = .zero
            case .after(let wait): delay = wait
            case .inserting(let more): context.chain?.values.insert(contentsOf: more, at: 0)
            case .appending(let more): context.chain?.values.append(contentsOf: more)
            case .replacing(let more): context.chain?.values = more
            case .pause:
                context.chain?.paused = true
                context.emit(.info, .send, id, "chain paused")
                return
            case .cancel:
                context.chain = nil
                context.emit(.info, .send, id, "chain cancelled by receiver")
                return
            }
            if context.chain?.values.isEmpty ?? true {
                context.chain = nil
                return
            }
            if delay > .zero {
                context.clock.schedule(after: delay) { [weak self] in
                    self?.runChain(generation: generation)
                }
                return
            }
        }
    }

    /// Hands one value to its receiver (or performs a built-in action); `nil` ends the chain.
    func deliver(_ value: any Hashable & Sendable) -> NavigationReceiveResumeType? {
        if let action = value as? NavigationAction { return perform(action) }
        let key = ObjectIdentifier(type(of: value))
        if var records = context.receivers[key] {
            records.removeAll { $0.navigator?.isAttached != true }
            context.receivers[key] = records
            if let record = records.last, let navigator = record.navigator,
                let resume = record.handle(value, navigator)
            {
                context.emit(.info, .receive, navigator.id, "received \(describe(value))")
                return resume
            }
        }
        context.emit(.error, .send, id, "no receiver for \(describe(value)); chain ended")
        return nil
    }

    func perform(_ action: NavigationAction) -> NavigationReceiveResumeType? {
        do {
            switch action {
            case .dismissAny: try dismissAny()
            case .popAny: try popAny()
            case .reset: try reset()
            case .popAll(let name):
                guard let navigator = navigator(named: name) else {
                    context.emit(.error, .send, id, "no navigator named '\(name)'; chain ended")
                    return nil
                }
                if !navigator.path.isEmpty { navigator.popAll() }
            }
            return .auto
        } catch {
            context.emit(.error, .send, id, "\(action) failed: \(error); chain ended")
            return nil
        }
    }

    func describe(_ value: any Hashable & Sendable) -> String {
        if let destination = value as? any NavigationDestination { return destination.routeID }
        return String(describing: value)
    }
}
