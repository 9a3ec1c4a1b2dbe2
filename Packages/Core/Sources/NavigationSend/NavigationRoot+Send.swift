import Navigation

/// Sending and receiving: values sent through the root or a handle, each handed to the
/// nearest receiver for its type, one step at a time.
extension NavigationRoot {
    // MARK: - Sending

    /// Sends values through the root, one after the other, each to its receiver.
    ///
    /// With the demo's receivers installed (a `RootTab` selects its tab; the orders tab
    /// brings Home's outgoing values to the front), one send switches tab and then shows the order:
    ///
    /// ```swift
    /// root.send(RootTab.orders, HomeOutgoingNavigation.orderDetails(id: 1001))  // .delivered
    /// root.locationDescription  // signed in: "orders: orders ‖ orders/1001"
    /// ```
    @discardableResult
    public func send(_ values: any Hashable & Sendable...) -> NavigationSendOutcome {
        send(values: values)
    }

    /// Sends an array of values; a chain that is waiting is replaced.
    ///
    /// Each step is a change of its own and meets the guards on its own. A step that is held
    /// (it waits for the answer to a leave confirmation, or for a sign-in) keeps the rest of
    /// the chain, which goes on once the held change is carried out and is dropped with it;
    /// the steps before it stay done. A send is one request, so a step held for
    /// a sign-in brings back the tab the chain was sent from and the sign-in screen shows
    /// there: cancelling it leaves the person where they sent the chain, and what the earlier
    /// steps did in other tabs stays.
    @discardableResult
    public func send(values: [any Hashable & Sendable]) -> NavigationSendOutcome {
        startChain(values, origin: nil)
    }

    /// Whether a send chain is waiting out its step delay, or for ``resumeSend()``.
    public var hasWaitingSend: Bool { !isClosed && !chains.stack.isEmpty }

    /// Goes on with a send whose receiver answered ``NavigationReceiveResumeType/pause``: the
    /// next value is delivered now, and the chain runs on as before.
    ///
    /// A receiver pauses when the next step must wait for something only the app knows (an
    /// animation that has not ended, a screen that has not loaded yet):
    ///
    /// ```swift
    /// root.onReceive(Step.self) { step, root in
    ///     root.open(step.place).isApplied ? .pause : .cancel
    /// }
    /// root.send(values: [Step.first, Step.second])  // .waiting: paused after the first
    /// root.resumeSend()  // .delivered: the second is delivered now
    /// ```
    ///
    /// Refused with ``/Navigation/NavigationRefusal/noPausedSend`` when no send is paused. A newer send
    /// replaces a paused one, as it replaces one waiting out a delay.
    @discardableResult
    public func resumeSend() -> NavigationSendOutcome {
        if let refused = refusalToSend() { return refused }
        guard let index = chains.stack.indices.last, chains.stack[index].paused else {
            return .stopped(refuse(.noPausedSend).refusal ?? .noPausedSend)
        }
        let id = chains.stack[index].id
        chains.stack[index].paused = false
        emit(.info, .send, "root", "send resumed")
        return runChains(reporting: id)
    }

    /// Registers a receiver for values of a type, for the app as a whole.
    ///
    /// The root is handed to it, so it may select tabs. The newest receiver of a type that
    /// is still in the tree gets each value. An app lets any feature switch tabs by sending
    /// a `RootTab` (the demo's also answers `.immediately` when the tab was already in front:
    /// ``NavigationReceiveResumeType``):
    ///
    /// ```swift
    /// root.onReceive(RootTab.self) { tab, root in
    ///     root.selectTab(tab.name).refusal == nil ? .auto : .cancel
    /// }
    /// ```
    ///
    /// The handler's answer (``NavigationReceiveResumeType``) says how the chain goes on.
    @discardableResult
    public func onReceive<Value: Hashable & Sendable>(
        _ type: Value.Type,
        perform handler: @escaping @MainActor (Value, NavigationRoot) -> NavigationReceiveResumeType
    ) -> NavigationOutcome {
        guard openCallOuts == 0 else { return refuse(.changeInProgress) }
        addReceiver(for: type, anchor: nil) { [weak self] value in
            guard let self, let value = value as? Value else { return nil }
            return handler(value, self)
        }
        return .applied
    }

    func addReceiver<Value>(
        for type: Value.Type, anchor: NavigationAnchor?,
        _ handle: @escaping @MainActor (Any) -> NavigationReceiveResumeType?
    ) {
        let record = ReceiverRecord(token: makeToken(), anchor: anchor, handle: handle)
        updateEntryTable(ReceiverTable()) { $0.add(record, for: ObjectIdentifier(type)) }
        // Values sent with `NavigationMethod.send` now have somewhere to go.
        if sendValues == nil {
            sendValues = { [weak self] values, origin in
                self?.startChain(values, origin: origin).navigationOutcome ?? .refused(.windowClosed)
            }
            holdSettled = { [weak self] change, outcome in self?.settleHeldRest(change, outcome) }
        }
    }

    /// How many receivers are registered; for this package's tests, which check that
    /// receivers leave with their screen.
    package var receiverCount: Int {
        entryTable(ReceiverTable.self)?.byType.values.reduce(0) { $0 + $1.count } ?? 0
    }

    /// The send module's chains on this root.
    var chains: SendChains { moduleState(SendChains.init) }

    // MARK: - The chain runner

    func startChain(_ values: [any Hashable & Sendable], origin: NavigationAnchor?) -> NavigationSendOutcome {
        if let refused = refusalToSend() { return refused }
        if chains.delivering == 0, !chains.stack.isEmpty {
            emit(.warning, .send, "root", "a newer send replaced the pending chain")
            chains.stack.removeAll()
        }
        if chains.delivering == 0, let rest = chains.heldRest {
            emit(
                .info, .send, "root",
                "a newer send dropped \(rest.chain.left) step(s) waiting on a held one")
            chains.heldRest = nil
        }
        let id = chains.nextID
        chains.nextID &+= 1
        chains.stack.append(
            SendChain(id: id, values: values, origin: origin, startTab: storedState.selectedTab))
        emit(.send, scope(of: origin)) {
            NavigationTrace(
                mechanism: .send, askingModule: module(of: origin),
                asked: "[" + values.map(NavigationTrace.name(of:)).joined(separator: ", ") + "]",
                outcome: values.count == 1 ? "1 step" : "\(values.count) steps", cause: cause(of: origin))
        }
        // Sent from inside a receiver, the new chain runs on its own; the chain it came from
        // goes on once its receiver has answered.
        return runChains(reporting: id, from: chains.delivering > 0 ? chains.stack.count - 1 : 0)
    }

    /// Runs the chains down to `lowest` as one action (observers are told once; a step after a
    /// delay is a change of its own), then says where the chain `id` stands.
    private func runChains(reporting id: UInt64, from lowest: Int = 0) -> NavigationSendOutcome {
        chains.sendCalls += 1
        transaction { runChains(from: lowest) }
        chains.sendCalls -= 1
        let outcome = chains.stack.contains { $0.id == id } ? .waiting : chains.finished[id] ?? .delivered
        cleanUpFinished()
        return outcome
    }

    /// Why a send cannot start or go on now: a change is under way, or the window closed.
    private func refusalToSend() -> NavigationSendOutcome? {
        guard openCallOuts == 0 else {
            return .stopped(refuse(.changeInProgress).refusal ?? .changeInProgress)
        }
        guard !isClosed else { return .stopped(refuse(.windowClosed).refusal ?? .windowClosed) }
        return nil
    }

    /// Forgets the outcomes of chains once no send call can ask for them.
    private func cleanUpFinished() {
        if chains.sendCalls == 0 { chains.finished.removeAll() }
    }

    /// Delivers values from the top chain until every chain down to `lowest` is done,
    /// or waiting.
    func runChains(from lowest: Int = 0) {
        while let index = chains.stack.indices.last, index >= lowest {
            // Read field by field: a copy of the chain would hold its values, and the edits
            // a receiver's answer makes to them would copy them all.
            let id = chains.stack[index].id
            let origin = chains.stack[index].origin
            if chains.stack[index].waiting || chains.stack[index].paused { return }
            if let owed = chains.stack[index].owedDelay {
                chains.stack[index].owedDelay = nil
                if owed > .zero {
                    wait(id, owed)
                    return
                }
            }
            guard !chains.stack[index].isDone else {
                finishChain(id, .delivered)
                continue
            }
            // A chain sent by a screen dies with it: a step that comes later is dropped.
            if case .entry(let entry)? = origin, !storedState.contains(entry) {
                emit(.warning, .send, "root", "send step dropped: the screen that sent it left")
                finishChain(id, .stopped(.stale("a send step")))
                continue
            }
            let value = chains.stack[index].values[chains.stack[index].next]
            chains.stack[index].next += 1
            let (answer, stepOutcome) = deliverStep(value, origin: origin)
            guard let position = chains.stack.firstIndex(where: { $0.id == id }) else { continue }
            let resume: NavigationReceiveResumeType
            switch answer {
            case .failure(let refusal):
                finishChain(id, .stopped(refusal))
                continue
            case .success(.cancel):
                // A receiver cancels when its own navigation did not go through (a lock refused
                // it, or it waits): the log says which, so a reader does not take the receiver
                // for the reason.
                let (step, outcome): (String, NavigationSendOutcome) =
                    switch stepOutcome {
                    case .held(let hold)?: (", whose step waits: \(hold)", .held(hold))
                    case .refused(let refusal)?: (", whose step was refused: \(refusal)", .stopped(refusal))
                    case .applied?, nil: ("", .cancelled)
                    }
                emit(.info, .send, "root", "chain cancelled by its receiver" + step)
                finishChain(id, outcome)
                continue
            case .success(let answer):
                // A receiver that goes on does not make a refused or held change applied: a held
                // one takes the rest of the chain with it, to go on once it is carried out.
                switch stepOutcome {
                case .held(let hold)?:
                    keepRest(of: chains.stack[position], answered: answer, after: hold)
                    finishChain(id, .held(hold))
                    continue
                case .refused(let refusal)?:
                    finishChain(id, .stopped(refusal))
                    continue
                case .applied?, nil:
                    resume = answer
                }
            }
            chains.stack[position].edit(by: resume)
            if chains.stack[position].isDone {
                finishChain(id, .delivered)
                continue
            }
            if case .pause = resume {
                emit(.info, .send, "root", "send paused by its receiver until resumeSend()")
                chains.stack[position].paused = true
                continue
            }
            let delay = resume.delay(configured: configuration.stepDelay)
            if position != chains.stack.count - 1 {
                // A receiver sent a chain of its own: it runs first, then this one goes on.
                chains.stack[position].owedDelay = delay
                continue
            }
            if delay > .zero {
                wait(id, delay)
                return
            }
        }
    }

    /// Keeps what a chain has left to send with the change its step's hold keeps, so it goes
    /// on when that change is carried out; a newer send, or the change dropped, drops it.
    ///
    /// The chain is kept whole (its id, its sender, the tab it was sent from), with the
    /// receiver's answer still to come: its edits to what is left, its delay or its pause.
    private func keepRest(
        of chain: SendChain, answered answer: NavigationReceiveResumeType, after hold: NavigationHold
    ) {
        var kept = chain
        kept.edit(by: answer)
        guard !kept.isDone, let change = heldChange(for: hold) else { return }
        kept.owedDelay = answer.delay(configured: configuration.stepDelay)
        if case .pause = answer { kept.paused = true }
        chains.heldRest = HeldRest(chain: kept, change: change)
        emit(.info, .send, "root", "\(kept.left) more step(s) wait: \(hold)")
    }

    /// Goes on with, or drops, the rest of a chain whose step was held, now that the held
    /// change is settled (``/Navigation/NavigationRoot/holdSettled``).
    ///
    /// Carried out, the chain goes back on the stack as it was and runs on as its receiver
    /// answered, after any chain now running: it is the same send, not a newer one.
    func settleHeldRest(_ change: HeldChange, _ outcome: NavigationOutcome?) {
        guard let rest = chains.heldRest, rest.change == change else { return }
        chains.heldRest = nil
        switch outcome {
        case .applied?:
            emit(.info, .send, "root", "the held step was carried out: \(rest.chain.left) more step(s) go on")
            chains.stack.append(rest.chain)
            // Inside another chain's step, that chain's runner reaches this one next.
            if chains.delivering == 0 {
                transaction { runChains(from: chains.stack.count - 1) }
                cleanUpFinished()
            }
        case .held(let hold)?:
            // Carried out as far as another guard: the rest waits for that one now.
            if let next = heldChange(for: hold) {
                chains.heldRest = HeldRest(chain: rest.chain, change: next)
            } else {
                emit(
                    .info, .send, "root",
                    "the held step was held again: \(rest.chain.left) more step(s) dropped")
            }
        case .refused?, nil:
            emit(.info, .send, "root", "the held step was dropped: \(rest.chain.left) more step(s) dropped")
        }
    }

    /// Delivers one step on behalf of the chain's sender, and reports the last change of the
    /// step that was not applied.
    private func deliverStep(_ value: any Hashable & Sendable, origin: NavigationAnchor?) -> (
        Result<NavigationReceiveResumeType, NavigationRefusal>, NavigationOutcome?
    ) {
        chains.delivering += 1
        defer { chains.delivering -= 1 }
        // The receiver's changes are the sender's requests, made from the tab the send began in.
        let sender = NavigationActingFor(
            anchor: origin, startTab: chains.stack.first?.startTab ?? storedState.selectedTab)
        return acting(for: sender) { attributing(to: .sendStep) { deliver(value, origin: origin) } }
    }

    private func finishChain(_ id: UInt64, _ outcome: NavigationSendOutcome) {
        chains.stack.removeAll { $0.id == id }
        chains.finished[id] = outcome
    }

    private func wait(_ id: UInt64, _ delay: Duration) {
        guard let index = chains.stack.firstIndex(where: { $0.id == id }) else { return }
        chains.stack[index].waiting = true
        clock.schedule(after: delay) { [weak self] in self?.wake(id) }
    }

    private func wake(_ id: UInt64) {
        // A closed window's chains end with it: what they had left is dropped, unsaid.
        if isClosed { chains.stack.removeAll() }
        guard let index = chains.stack.firstIndex(where: { $0.id == id }), chains.stack[index].waiting else {
            emit(.debug, .send, "root", "a late send step found its chain gone")
            return
        }
        chains.stack[index].waiting = false
        transaction { runChains() }
        cleanUpFinished()
    }

    /// Hands one value to its receiver.
    private func deliver(_ sent: any Hashable & Sendable, origin: NavigationAnchor?) -> Result<
        NavigationReceiveResumeType, NavigationRefusal
    > {
        // A destination erased on the way keeps its receivers: they are registered for its type.
        var value = sent
        if let erased = sent as? AnyNavigationDestination { value = erased.base }
        let key = ObjectIdentifier(type(of: value))
        for record in (entryTable(ReceiverTable.self)?.byType[key] ?? []).reversed()
        where isAlive(record.anchor) {
            guard let resume = record.handle(value) else { continue }
            // An outgoing value's step is traced by the redirect its receiver goes through:
            // one line for one crossing. Any other value is traced here, by who sent it.
            if readsInfoEvents, !(value is any OutgoingNavigation) {
                emit(.receive, scope(of: record.anchor)) {
                    NavigationTrace(
                        mechanism: .send, askingModule: module(of: origin),
                        asked: NavigationTrace.name(of: value), answeringModule: module(of: record.anchor),
                        answer: "received by \(receiverName(record.anchor))", cause: .sendStep)
                }
            }
            return .success(resume)
        }
        let refusal = NavigationRefusal.noReceiver(String(describing: type(of: value)))
        emit(.error, .send, "root", "\(refusal); chain ended")
        return .failure(refusal)
    }

    /// Whether who receives is still there: the root always is.
    private func isAlive(_ anchor: NavigationAnchor?) -> Bool {
        anchor.map { (try? location(of: $0)) != nil } ?? true
    }

    /// `the root`, `tab orders`, `screen orders/1001`: who took a sent value.
    private func receiverName(_ anchor: NavigationAnchor?) -> String {
        switch anchor {
        case nil: "the root"
        case .tab(let name)?: "tab \(name)"
        case .entry(let id)?: "screen \(storedState.entry(id)?.routeID ?? "\(id)")"
        }
    }
}

extension NavigationHandle {
    /// Sends values through the root's chain on behalf of this screen; when the screen
    /// leaves, the chain's later steps are dropped.
    ///
    /// Home shows an order in the Orders tab in one send, without knowing how the app
    /// composes its tabs; the app's receivers do the rest:
    ///
    /// ```swift
    /// handle.send(values: [RootTab.orders, HomeOutgoingNavigation.orderDetails(id: id)])
    /// ```
    @discardableResult
    public func send(values: [any Hashable & Sendable]) -> NavigationSendOutcome {
        guard let root, isAttached else {
            _ = detached()
            return .stopped(.detached(anchor))
        }
        return root.startChain(values, origin: anchor)
    }

    /// Sends values through the root's chain on behalf of this screen.
    @discardableResult
    public func send(_ values: any Hashable & Sendable...) -> NavigationSendOutcome { send(values: values) }

    /// Registers a receiver for values of a type on behalf of this screen (or tab).
    ///
    /// It leaves with the screen. The handler is given this handle. On a tab's handle it
    /// lives as long as the root; the demo's app shows Home's order requests on the orders
    /// tab so, bringing an order already open to the front rather than stacking a copy:
    ///
    /// ```swift
    /// root.tabHandle(RootTab.orders.name).onReceive(HomeOutgoingNavigation.self) { request, orders in
    ///     orders.focus(on: request).refusal == nil ? .auto : .cancel
    /// }
    /// ```
    @discardableResult
    public func onReceive<Value: Hashable & Sendable>(
        _ type: Value.Type,
        perform handler: @escaping @MainActor (Value, NavigationHandle) -> NavigationReceiveResumeType
    ) -> NavigationOutcome {
        guard let root else { return .refused(.detached(anchor)) }
        guard root.openCallOuts == 0 else { return root.refuse(.changeInProgress) }
        if case .entry(let id) = anchor, !root.storedState.contains(id) { return detached() }
        // A tab the root does not have could never receive anything.
        if case .tab(let name) = anchor, root.tabIndex(named: name) == nil {
            return root.refuse(.unknownTab(name))
        }
        let handle = self
        root.addReceiver(for: type, anchor: anchor) { value in
            guard let value = value as? Value else { return nil }
            return handler(value, handle)
        }
        return .applied
    }

    /// Receives destinations of a type by navigating to them from this screen.
    ///
    /// A navigation held for a sign-in or a leave confirmation goes on: the rest of the chain
    /// follows once it is made. A refused one cancels the rest.
    @discardableResult
    public func autoReceive<Destination: NavigationDestination>(_ type: Destination.Type) -> NavigationOutcome
    {
        onReceive(type) { destination, handle in
            let method = destination.method == .send ? .push : destination.method
            return handle.navigate(to: destination, method: method).refusal == nil ? .auto : .cancel
        }
    }
}

/// One chain of values being delivered in order.
struct SendChain {
    let id: UInt64
    /// Every value of the chain; those before `next` are delivered.
    ///
    /// A cursor rather than taking values off the front, so a chain of any length costs the
    /// same per step.
    var values: [any Hashable & Sendable]
    var next = 0
    let origin: NavigationAnchor?
    /// The tab in front when the chain was sent: where the person was when they asked.
    let startTab: String
    var waiting = false
    /// Whether its receiver paused it, until `NavigationRoot.resumeSend()`.
    var paused = false
    /// A delay this chain owes before its next step, recorded while a chain it started runs.
    var owedDelay: Duration?

    /// Whether every value has been delivered.
    var isDone: Bool { next >= values.count }

    /// How many values are still to be delivered.
    var left: Int { values.count - next }

    /// Changes what is left to send as a receiver's answer says.
    mutating func edit(by answer: NavigationReceiveResumeType) {
        switch answer {
        case .appending(let added): values.append(contentsOf: added)
        case .inserting(let added): values.insert(contentsOf: added, at: next)
        case .replacing(let added): values.replaceSubrange(next..., with: added)
        default: break
        }
    }
}

/// A chain one of whose steps was held, with what it has left to send, and the held change
/// it waits for.
struct HeldRest {
    let chain: SendChain
    let change: HeldChange
}

/// The chains in flight, the send module's own state on a root, changed in place.
///
/// A send made while a receiver handles a value starts a chain that runs before the rest of
/// the one it came from; any other send replaces everything.
final class SendChains {
    var stack: [SendChain] = []
    /// How many steps are being delivered, innermost last.
    var delivering = 0
    var sendCalls = 0
    var finished: [UInt64: NavigationSendOutcome] = [:]
    var nextID: UInt64 = 1
    /// The rest of the last chain whose step was held, waiting for that step's change.
    var heldRest: HeldRest?
}

/// What a receiver wants the send chain to do after it handled a value.
///
/// Most receivers answer ``auto``, or ``cancel`` when their change did not happen. The others
/// say when the next value goes, or what is left to send:
///
/// ```swift
/// root.onReceive(RootTab.self) { tab, root in
///     // Already in front: nothing moved, so the next step need not wait.
///     let wasInFront = root.state.selectedTab == tab.name
///     guard root.selectTab(tab.name).refusal == nil else { return .cancel }
///     return wasInFront ? .immediately : .auto
/// }
/// ```
public enum NavigationReceiveResumeType: Sendable {
    /// Continue after the configured step delay.
    case auto
    /// Continue at once, without the step delay.
    case immediately
    /// Continue after this delay instead of the configured one.
    case after(Duration)
    /// Wait until the app calls `NavigationRoot.resumeSend()`.
    case pause
    /// Send these values after the rest, then continue as ``auto``.
    case appending([any Hashable & Sendable])
    /// Send these values before the rest, then continue as ``auto``.
    case inserting([any Hashable & Sendable])
    /// Send these values instead of the rest, then continue as ``auto``; none ends the chain.
    case replacing([any Hashable & Sendable])
    /// Drop what is left of this chain.
    case cancel

    /// How long the chain waits before its next value, given the configured step delay.
    func delay(configured: Duration) -> Duration {
        switch self {
        case .immediately: .zero
        case .after(let delay): delay
        default: configured
        }
    }
}

/// One registered receiver.
struct ReceiverRecord {
    let token: UInt64
    /// Who registered it: the root (`nil`), a tab, or one entry (then it leaves with the entry).
    let anchor: NavigationAnchor?
    /// Takes the value (already known to be of the registered type) and answers how to go on.
    let handle: @MainActor (Any) -> NavigationReceiveResumeType?
}

/// The receivers by the type of value they take, newest last: the send module's table beside
/// the tree, whose receivers anchored to an entry leave with it.
struct ReceiverTable: NavigationEntryTable {
    var byType: [ObjectIdentifier: [ReceiverRecord]] = [:]
    /// How many receivers are anchored to entries.
    var entryReceiverCount = 0

    var holdsEntries: Bool { entryReceiverCount > 0 }

    /// Adds a receiver; registering again from the same place replaces the earlier one.
    mutating func add(_ record: ReceiverRecord, for key: ObjectIdentifier) {
        byType[key, default: []].removeAll { existing in
            guard existing.anchor == record.anchor else { return false }
            if case .entry? = existing.anchor { entryReceiverCount -= 1 }
            return true
        }
        byType[key, default: []].append(record)
        if case .entry? = record.anchor { entryReceiverCount += 1 }
    }

    mutating func remove(_ ids: [NavigationEntryID]) -> [NavigationEvent] {
        let removed = Set(ids)
        for key in Array(byType.keys) {
            byType[key]?.removeAll { record in
                guard case .entry(let id)? = record.anchor, removed.contains(id) else { return false }
                entryReceiverCount -= 1
                return true
            }
            if byType[key]?.isEmpty == true { byType[key] = nil }
        }
        return []
    }
}

/// What a screen may ask of navigation with the send module: everything `NavigationHandling`
/// offers, and sending values through the root's chain.
///
/// ``/Navigation/NavigationHandle`` implements it once this module is imported, and
/// `NavigationHandleMock` records the values sent.
@MainActor
public protocol NavigationSendHandling: NavigationHandling {
    /// Sends values through the root's send chain (tab switches, cross-tab pushes).
    @discardableResult func send(values: [any Hashable & Sendable]) -> NavigationSendOutcome
}

extension NavigationHandle: NavigationSendHandling {}
