import Observation

/// A tab of the root: its name, the screen at the bottom of its stack, and how many columns
/// it shows side by side when there is room.
public struct NavigationTab: Sendable {
    /// The tab's name (`home`).
    public let name: String
    /// The screen at the bottom of the tab's stack.
    public let root: AnyNavigationDestination
    /// 1 for a plain stack; 2 or 3 for a split (see ``NavigationTabState/columns``).
    public let columns: Int

    /// Creates a tab; `columns` is kept between 1 and 3.
    public init(_ name: String, root: any NavigationDestination, columns: Int = 1) {
        self.name = name
        self.root = AnyNavigationDestination(root)
        self.columns = min(max(columns, 1), 3)
    }
}

/// The root of navigation: it owns the whole tree as one ``NavigationState`` value.
///
/// There is one root per window (an app with one window has one). It holds the state,
/// everything attached to its entries (screen models, checkpoints, receivers, locks and
/// leave guards, alert actions), the cross-module wiring (redirect, providers, access
/// requirements) and the send chain.
/// Screens never hold it: they hold a ``NavigationHandle`` anchored to their entry.
///
/// The demo's composition root makes one, with a tab per feature, and wires what crosses
/// modules before any screen shows:
///
/// ```swift
/// let root = NavigationRoot(
///     tabs: [
///         NavigationTab(RootTab.home.name, root: HomeIncomingNavigation.home),
///         NavigationTab(RootTab.orders.name, root: OrdersIncomingNavigation.list),
///         NavigationTab(RootTab.settings.name, root: SettingsIncomingNavigation.settings),
///     ],
///     selectedTab: RootTab.home.name,
///     configuration: NavigationConfiguration(restorationKey: "switchyard.demo.v1"))
///
/// root.setRedirect(AppNavigationRedirect())  // outgoing -> incoming
/// AppProviders.register(on: root)  // root.provide(SharedDestinations.self) { ... }
/// root.requireAccess(
///     .signedIn, isMet: { session.isSignedIn }, presenting: SettingsIncomingNavigation.signIn)
/// root.onReceive(RootTab.self) { tab, root in
///     root.selectTab(tab.name).refusal == nil ? .auto : .cancel
/// }
///
/// root.frontHandle?.navigate(to: HomeIncomingNavigation.page(2))
/// root.locationDescription  // "home: home > home/page/2"
/// ```
///
/// The person's own navigation (the console's `back`, `dismiss`, `tab` and `open`, or a
/// SwiftUI binding's setter) goes through the root: ``back()``, ``dismiss()``,
/// ``selectTab(_:)``, ``open(_:)``. Screens act through their handles.
///
/// Every change, whoever asks for it, is planned against the current value, passes the
/// same guards (locks and leave confirmations, access requirements, late async steps) and is
/// then committed in one step: observers of ``state`` see one change per transaction, and a
/// refused change leaves everything as it was.
@MainActor
public final class NavigationRoot: Observable {
    private let registrar = ObservationRegistrar()
    /// Made once: a key path literal is looked up again on every use, twice per change.
    private static let stateKeyPath: KeyPath<NavigationRoot, NavigationState> = \.state
    /// The state, assigned by ``write(_:)`` alone.
    ///
    /// `make test` checks that, so every change has passed the pipeline and is part of one
    /// transaction.
    package private(set) var storedState: NavigationState
    private var storedRevision: UInt64 = 0
    /// The configuration the root was made with.
    package let configuration: NavigationConfiguration
    /// Each tab's index by name.
    ///
    /// The tree keeps its tabs in this order for good (a state is put in it before it is
    /// applied), so looking a tab up costs the same with 3 or 3,000.
    let tabIndices: [String: Int]
    var sink: (any NavigationEventSink)?
    package let clock: any NavigationClock

    var redirect: (any NavigationRedirecting)?
    var providers:
        [ObjectIdentifier: @MainActor (any NavigationDestination) -> (any NavigationDestination)?] = [:]
    /// Whether a destination type is a provided one, asked once per type: a conformance check
    /// on every resolve would cost more than the resolve itself.
    var providedTypes: [ObjectIdentifier: Bool] = [:]
    var accessPolicies: [NavigationAccessRequirement: NavigationAccessPolicy] = [:]
    var attachments = NavigationAttachments()
    /// Whom the change now running acts for, innermost last: a module that runs changes on
    /// someone's behalf (a send step, run by its receiver for the chain's sender) says so,
    /// and the guards judge the change as that someone's.
    var actingFor: [NavigationActingFor] = []
    /// How values are sent (`NavigationMethod.send`); the send module sets it when a receiver
    /// is registered, and without it a sent value has nobody to receive it.
    package var sendValues: (@MainActor ([any Hashable & Sendable], NavigationAnchor?) -> NavigationOutcome)?
    /// Told when a held change is settled: carried out, with its outcome, or dropped (`nil`);
    /// the send module sets it, to go on with a chain whose step was held.
    package var holdSettled: (@MainActor (HeldChange, NavigationOutcome?) -> Void)?
    /// Whether the outermost transaction under way changed the pending request, and what it
    /// was before.
    ///
    /// The first such change keeps it (`keepPendingAtStart`, in `make`). One carried out was settled with its
    /// outcome already, so dropping it at the end finds nothing waiting on it.
    var pendingTouched = false
    var pendingAtStart: NavigationPendingRequest?
    /// Each module's own state, by its type: one object a module keeps on the root.
    package var moduleStates: [ObjectIdentifier: AnyObject] = [:]
    /// Events held back while a request whose report comes first runs (``reportingFirst(_:_:)``).
    private var heldEvents: [NavigationEvent]?
    /// The causes entry points named for the change they run, innermost last.
    package var causes: [NavigationCause] = []
    var nextToken: UInt64 = 1

    /// Above zero while the root calls out in the middle of a change (observers, access
    /// checks, providers, the event sink): a change asked for then is refused, since it would
    /// act on a tree that is about to change under it.
    package var openCallOuts = 0
    /// Whether this root's window closed: its handles, chains and late steps change nothing.
    package var isClosed = false
    /// Whether a re-check was asked for in the middle of a change (a sign-out from an
    /// observer): it runs as soon as no change is under way.
    var owesRecheck = false
    private(set) var transactionDepth = 0
    private var transactionChanged = false

    /// Creates a root with one stack per tab, the first (or `selectedTab`) in front.
    ///
    /// Duplicate tab names keep the first tab and report a warning.
    public init(
        tabs: [NavigationTab],
        selectedTab: String? = nil,
        configuration: NavigationConfiguration = NavigationConfiguration(),
        clock: (any NavigationClock)? = nil,
        eventSink: (any NavigationEventSink)? = nil
    ) {
        var names: Set<String> = []
        let unique = tabs.filter { names.insert($0.name).inserted }
        let tabStates = unique.enumerated().map { index, tab in
            let root = NavigationEntry(id: NavigationEntryID(rawValue: UInt64(index) + 1), erased: tab.root)
            var state = NavigationTabState(name: tab.name, entries: [root])
            state.columns = tab.columns
            return state
        }
        let wanted = selectedTab.flatMap { names.contains($0) ? $0 : nil }
        self.storedState = NavigationState(
            restorationKey: configuration.restorationKey,
            selectedTab: wanted ?? unique.first?.name ?? "",
            tabs: tabStates,
            nextEntryID: UInt64(unique.count) + 1
        )
        self.configuration = configuration
        self.tabIndices = Dictionary(uniqueKeysWithValues: unique.enumerated().map { ($1.name, $0) })
        self.clock = clock ?? LiveNavigationClock()
        self.sink = eventSink
        var reported: Set<String> = []
        for tab in tabs where !reported.insert(tab.name).inserted {
            emit(.warning, .tab, "root", "duplicate tab '\(tab.name)' ignored")
        }
        // A tab's root screen carries its declared guard from the start, as any screen does.
        storedState.forEachEntry { location, entry in
            attachDeclaredGuard(of: entry.destination, at: location)
        }
    }

    /// Creates a root with a single stack named `main`, for apps (and tests) without tabs.
    public convenience init(
        root destination: any NavigationDestination,
        configuration: NavigationConfiguration = NavigationConfiguration(),
        clock: (any NavigationClock)? = nil,
        eventSink: (any NavigationEventSink)? = nil
    ) {
        self.init(
            tabs: [NavigationTab("main", root: destination)],
            configuration: configuration,
            clock: clock,
            eventSink: eventSink
        )
    }

    // MARK: - The value

    /// The whole tree; reading it inside `withObservationTracking` observes every change.
    public var state: NavigationState {
        registrar.access(self, keyPath: Self.stateKeyPath)
        return storedState
    }

    /// Increases once per committed change (once per transaction), so a caller can tell
    /// whether anything happened without comparing states; observed like ``state``.
    public var revision: UInt64 {
        registrar.access(self, keyPath: Self.stateKeyPath)
        return storedRevision
    }

    /// Marks a read of the tree for observation, for properties that read the stored value.
    func observeState() { registrar.access(self, keyPath: Self.stateKeyPath) }

    /// The `where` line of the current state.
    public var locationDescription: String { state.locationDescription }

    /// The index of this root's tab with that name.
    package func tabIndex(named name: String) -> Int? { tabIndices[name] }

    /// The tab names, in order.
    public var tabNames: [String] { storedState.tabs.map(\.name) }

    /// Runs several operations as one change: observers see a single change at the end.
    package func transaction<Result>(_ body: () throws -> Result) rethrows -> Result {
        transactionDepth += 1
        defer {
            transactionDepth -= 1
            // A pending request the change took away without carrying it out is dropped, and
            // so is what waits on it (a send's rest).
            if transactionDepth == 0, pendingTouched {
                let waiting = pendingAtStart
                (pendingTouched, pendingAtStart) = (false, nil)
                if let waiting, storedState.pending?.waits(as: waiting) != true {
                    holdSettled?(.pending(waiting), nil)
                }
            }
            if transactionDepth == 0, transactionChanged {
                transactionChanged = false
                callingOut { registrar.didSet(self, keyPath: Self.stateKeyPath) }
            }
            // A re-check asked for during the change runs once it is done.
            if owesRecheck { runOwedRecheck() }
        }
        return try body()
    }

    /// The one place the tree is assigned: inside a transaction, whose first write tells
    /// observers (once) and counts one revision.
    func write<Result>(_ body: (inout NavigationState) -> Result) -> Result {
        transaction {
            if !transactionChanged {
                transactionChanged = true
                storedRevision &+= 1
                callingOut { registrar.willSet(self, keyPath: Self.stateKeyPath) }
            }
            return body(&storedState)
        }
    }

    // MARK: - Handles

    /// A handle anchored to an entry; it acts only while that entry is in the tree.
    public func handle(for entry: NavigationEntryID) -> NavigationHandle {
        NavigationHandle(anchor: .entry(entry), root: self)
    }

    /// A handle anchored to a tab's own stack, for app-level work on that tab (receivers).
    public func tabHandle(_ name: String) -> NavigationHandle {
        NavigationHandle(anchor: .tab(name), root: self)
    }

    /// A handle anchored to the screen in front now, or `nil` without tabs.
    public var frontHandle: NavigationHandle? { state.frontEntry.map { handle(for: $0.id) } }

    /// Whether an entry with this id is in the tree.
    public func contains(_ entry: NavigationEntryID) -> Bool { state.contains(entry) }

    // MARK: - Events

    /// Sends events to a new sink, or stops sending them.
    public func setEventSink(_ sink: (any NavigationEventSink)?) { self.sink = sink }

    /// Builds and delivers an event only when the sink wants its level.
    @inline(__always)
    package func emit(
        _ level: NavigationEvent.Level,
        _ kind: NavigationEvent.Kind,
        _ scope: @autoclosure () -> String,
        _ message: @autoclosure () -> String
    ) {
        guard sink != nil, level >= configuration.verbosity else { return }
        deliver(NavigationEvent(kind: kind, scope: scope(), message: message(), level: level))
    }

    /// Reports a module crossing as an event whose message is the trace's line.
    ///
    /// It is info, or a warning where it ended somewhere it should not (NotFound, a
    /// placeholder). Below the root's verbosity the trace is never built: naming values
    /// costs microseconds.
    package func emit(
        _ kind: NavigationEvent.Kind, _ scope: @autoclosure () -> String,
        level: NavigationEvent.Level = .info,
        trace: () -> NavigationTrace
    ) {
        guard sink != nil, level >= configuration.verbosity else { return }
        let trace = trace()
        deliver(
            NavigationEvent(
                kind: kind, scope: scope(), message: trace.description, level: level, trace: trace))
    }

    /// Hands an event to the sink, or holds it back while a request whose report comes first runs.
    private func deliver(_ event: NavigationEvent) {
        if heldEvents != nil {
            heldEvents?.append(event)
        } else if let sink {
            callingOut { sink.receive(event) }
        }
    }

    /// Runs `body` with the events it reports held back until it is done: a sink may read
    /// what `body` changes (a module's table, while it removes rows), never in the middle.
    ///
    /// Nested, the outermost hold delivers.
    func holdingEvents<Result>(_ body: () -> Result) -> Result {
        guard sink != nil, heldEvents == nil else { return body() }
        heldEvents = []
        let result = body()
        let events = heldEvents ?? []
        heldEvents = nil
        for event in events { deliver(event) }
        return result
    }

    /// Runs `body`, then `report` with its outcome, and delivers what `report` said before
    /// what `body` did: a line that says what came of a request can only be made once the
    /// request is done, yet reads first, where it was asked.
    package func reportingFirst(
        _ body: () -> NavigationOutcome, _ report: (NavigationOutcome) -> Void
    ) -> NavigationOutcome {
        holdingEvents {
            let start = heldEvents?.count ?? 0
            let outcome = body()
            let end = heldEvents?.count ?? 0
            report(outcome)
            if let said = heldEvents?[end...], !said.isEmpty {
                heldEvents?.removeSubrange(end...)
                heldEvents?.insert(contentsOf: said, at: start)
            }
            return outcome
        }
    }

    /// Whether anyone reads info events, the level of every trace but a warning: traces
    /// that need work before they are built (naming modules, resolving a provider) are
    /// looked for only then.
    package var readsInfoEvents: Bool { sink != nil && configuration.verbosity <= .info }

    /// What set off the change now running: the innermost cause an entry point named
    /// (a link, a send step, a checkpoint return ...), else whoever asked.
    package func cause(of origin: NavigationAnchor?) -> NavigationCause {
        if let cause = causes.last { return cause }
        switch origin {
        case nil: return .person
        case .tab(let name)?: return .tab(name)
        case .entry(let id)?: return .screen(storedState.entry(id)?.destination.routeID ?? "\(id)")
        }
    }

    /// Runs `body` with `cause` as the cause of whatever it changes.
    package func attributing<Result>(to cause: NavigationCause, _ body: () -> Result) -> Result {
        causes.append(cause)
        defer { causes.removeLast() }
        return body()
    }

    /// The module that draws an entry: a provided destination's provider's, else its own.
    func drawingModule(of entry: NavigationEntry) -> String {
        NavigationTrace.module(of: resolveProvided(unwrapped: entry.destination.base, reporting: false))
    }

    /// The module of the screen an origin names, when it names one.
    package func module(of origin: NavigationAnchor?) -> String? {
        guard case .entry(let id)? = origin, let entry = storedState.entry(id) else { return nil }
        return NavigationTrace.module(of: entry.destination)
    }

    /// Runs code that is not the engine's (an observer, a sink, an access check, a provider)
    /// in the middle of a change; see ``NavigationRefusal/changeInProgress``.
    @inline(__always)
    func callingOut<Result>(_ body: () throws -> Result) rethrows -> Result {
        openCallOuts += 1
        defer {
            openCallOuts -= 1
            // The last call-out of a change, or one outside any: what it owes runs now.
            if owesRecheck { runOwedRecheck() }
        }
        return try body()
    }

    /// Whether an access requirement is met now, asked of the app's check; one the app never
    /// declared is not.
    func isMet(_ requirement: NavigationAccessRequirement) -> Bool {
        accessPolicies[requirement].map { policy in callingOut { policy.isMet() } } == true
    }

    /// Reports a refusal and returns it as an outcome.
    package func refuse(_ refusal: NavigationRefusal, in scope: @autoclosure () -> String = "root")
        -> NavigationOutcome
    {
        emit(.warning, .refused, scope(), refusal.description)
        return .refused(refusal)
    }

    /// How events name the layer an anchor is on; `root` for the person, who has no anchor.
    package func scope(of anchor: NavigationAnchor?) -> String {
        switch anchor {
        case nil: return "root"
        case .tab(let name)?: return name
        case .entry(let id)?:
            guard let location = storedState.locate(id) else { return "detached" }
            return storedState.layerLabel(tab: location.tab, layer: location.layer)
        }
    }

    /// A fresh token for locks, guards and receivers.
    package func makeToken() -> UInt64 {
        defer { nextToken &+= 1 }
        return nextToken
    }
}

/// Settings fixed when the root is made.
public struct NavigationConfiguration: Sendable {
    /// Written into snapshots and checked on restore, so a snapshot from another app
    /// (or an incompatible version of this one) is refused instead of misread.
    var restorationKey: String?
    /// Pause between the steps of a `send` chain; zero runs the chain in one go.
    package var stepDelay: Duration
    /// Events below this level are never built, so logging costs nothing when it is off.
    var verbosity: NavigationEvent.Level

    /// Creates a configuration; the defaults suit tests and the console.
    public init(
        restorationKey: String? = nil, stepDelay: Duration = .zero, verbosity: NavigationEvent.Level = .info
    ) {
        self.restorationKey = restorationKey
        self.stepDelay = stepDelay
        self.verbosity = verbosity
    }
}

/// Schedules delayed work for `send` chains, so tests can advance time instead of sleeping.
@MainActor
public protocol NavigationClock: AnyObject {
    /// Runs `work` on the main actor once `delay` has passed.
    func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void)
}

/// The real clock: a task that sleeps, then runs the work.
@MainActor
final class LiveNavigationClock: NavigationClock {
    /// Sleeps on a task; a cancelled sleep still runs the work so a chain never hangs.
    func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) {
        Task { @MainActor in
            try? await Task.sleep(for: delay)
            work()
        }
    }
}

/// A change the guards hold, named so that a module can wait for it: the pending request, or
/// a leave confirmation's question by its token (the same alert asked again is a new question).
package enum HeldChange: Equatable {
    case pending(NavigationPendingRequest)
    case question(UInt64)

    /// The same held change: the same pending request (whoever sent it), or the same question.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.pending(let one), .pending(let other)): one.waits(as: other)
        case (.question(let one), .question(let other)): one == other
        default: false
        }
    }
}

/// Whom a change acts for: the anchor that asked (`nil` for the person) and the tab in front
/// when they asked, which a change held for an access requirement brings back.
package struct NavigationActingFor {
    package let anchor: NavigationAnchor?
    package let startTab: String
    /// The last change made for them that was not applied, while they are acted for.
    var unapplied: NavigationOutcome?

    package init(anchor: NavigationAnchor?, startTab: String) {
        self.anchor = anchor
        self.startTab = startTab
    }
}

extension NavigationRoot {
    /// Runs `body`'s changes as `someone`'s, and returns with its result the last of them
    /// that was not applied: what a module that hands work out (a send step) answers with.
    package func acting<Result>(for someone: NavigationActingFor, _ body: () -> Result) -> (
        Result, unapplied: NavigationOutcome?
    ) {
        actingFor.append(someone)
        let result = body()
        return (result, actingFor.removeLast().unapplied)
    }

    /// A module's own state on this root, made by `make` the first time.
    package func moduleState<State: AnyObject>(_ make: () -> State) -> State {
        let key = ObjectIdentifier(State.self)
        if let state = moduleStates[key] as? State { return state }
        let state = make()
        moduleStates[key] = state
        return state
    }

    /// Who asks for a change a handle runs: whom the running change acts for, else the handle.
    func askingAnchor(for origin: NavigationAnchor?) -> NavigationAnchor? {
        guard let acting = actingFor.last else { return origin }
        return acting.anchor
    }
}
