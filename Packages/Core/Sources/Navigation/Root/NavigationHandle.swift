/// What a screen holds to navigate: an anchor (its entry) and a weak way to the root.
///
/// A handle is a small value. Every call resolves its anchor in the current state, acts from
/// there and returns what became of it; once the entry has left the tree every call is
/// refused with ``NavigationRefusal/detached(_:)`` and changes nothing. A handle offers what
/// a screen does; the root-level operations (selecting a tab, applying a state, sweeping
/// dismissals) are the root's, which a handle names weakly (``root``) for the app's own code,
/// not for a feature's screens.
///
/// ```swift
/// // In a screen: the console (or a SwiftUI view) hands the screen its handle.
/// let handle = context.handle
/// handle.navigate(to: HomeOutgoingNavigation.orderDetails(id: 1003))
/// handle.back()
/// ```
///
/// The root is held weakly: screen models own their handles and the root owns the models.
@MainActor
public struct NavigationHandle: NavigationHandling, CustomStringConvertible {
    /// What the handle acts from.
    public let anchor: NavigationAnchor
    /// The root, while it exists.
    public private(set) weak var root: NavigationRoot?

    init(anchor: NavigationAnchor, root: NavigationRoot) {
        self.anchor = anchor
        self.root = root
    }

    /// `handle #12` or `handle tab orders`.
    public nonisolated var description: String { "handle \(anchor)" }

    /// Whether the anchor is still in the tree.
    public var isAttached: Bool { entry != nil }

    /// The handle's entry as it is now (for a tab handle: the top of the tab's stack).
    public var entry: NavigationEntry? {
        guard let root else { return nil }
        root.observeState()
        guard let location = try? root.location(of: anchor) else { return nil }
        return root.storedState[location]
    }

    /// Whether ``back()`` has somewhere to go: the screen is not the root of its tab.
    public var canGoBack: Bool {
        guard let root else { return false }
        root.observeState()
        return (try? root.plan(.back(anchor))) != nil
    }

    /// Runs a change for this handle, or refuses when the root is gone.
    package func run(_ intent: ChangeIntent) -> NavigationOutcome {
        guard let root else { return .refused(.detached(anchor)) }
        return root.run(intent, from: anchor)
    }

    // MARK: - Going somewhere

    /// Goes to a destination with the method it prefers.
    @discardableResult
    public func navigate(to destination: any NavigationDestination) -> NavigationOutcome {
        navigate(to: destination, method: destination.method)
    }

    /// Goes to a destination with an explicit method: `push` onto this screen's stack, a
    /// presentation over this screen's layer, or `send` through the root's send chain.
    @discardableResult
    public func navigate(to destination: any NavigationDestination, method: NavigationMethod)
        -> NavigationOutcome
    {
        let erased = AnyNavigationDestination(destination)
        guard method == .send else { return run(.request(.show(erased, method: method, from: anchor))) }
        // A send goes through the send module's chain, which the app installs with its receivers.
        guard let root, isAttached else { return detached() }
        guard let sendValues = root.sendValues else {
            return root.refuse(.noReceiver(String(describing: type(of: destination))))
        }
        return sendValues([erased], anchor)
    }

    /// Goes where the app's redirect sends an outgoing value, with the destination's preferred method.
    @discardableResult
    public func navigate(to outgoing: any OutgoingNavigation) -> NavigationOutcome {
        guard let root else { return .refused(.detached(anchor)) }
        return root.redirect(outgoing, from: anchor, method: nil) { navigate(to: $0) }
    }

    /// Goes where the app's redirect sends an outgoing value, with an explicit method.
    @discardableResult
    public func navigate(to outgoing: any OutgoingNavigation, method: NavigationMethod) -> NavigationOutcome {
        guard let root else { return .refused(.detached(anchor)) }
        return root.redirect(outgoing, from: anchor, method: method) { navigate(to: $0, method: method) }
    }

    /// Goes to the screen a view provider answers for a view this feature asked for.
    ///
    /// Calling the provider and navigating to its answer does the same, except that the
    /// root would not know another module answered: this way the trace names both sides.
    ///
    /// ```swift
    /// handle.navigate(to: .accountSummary, through: dependencies.accountViewProvider)
    /// ```
    @discardableResult
    public func navigate<View>(to view: View, through provider: any NavigationViewProviding<View>)
        -> NavigationOutcome
    {
        guard let root else { return .refused(.detached(anchor)) }
        let answer = provider.view(for: view)
        // Named before the request, as a redirect's: the screen that asked may leave with it.
        let (scope, cause) = (root.scope(of: anchor), root.cause(of: anchor))
        func report(_ outcome: NavigationOutcome) {
            root.emit(.provider, scope) {
                NavigationTrace(
                    mechanism: .viewProvider, askingModule: NavigationTrace.module(of: view),
                    asked: NavigationTrace.name(of: view),
                    answeringModule: NavigationTrace.module(of: answer),
                    answer: NavigationTrace.name(of: answer),
                    outcome: NavigationRoot.decided(
                        NavigationRoot.describe(answer.method, on: scope), outcome),
                    cause: cause)
            }
        }
        return root.reportingFirst({ navigate(to: answer) }, report)
    }

    /// Brings a destination to the front of this handle's tab, as a `focus` link does.
    ///
    /// The tab is selected and cut back to the most recent screen showing the destination's
    /// route id; when none does, the destination is pushed onto the tab's own stack (a split
    /// tab, such as the demo's Orders, takes its first screen and the destination instead,
    /// each in its column: ``NavigationPlacePolicy/focus``). What is presented over it
    /// closes through its guards (a leave confirmation asks, a lock refuses), and an access
    /// requirement holds it as it holds a link. The demo's receiver shows a sent order this
    /// way, so a second tap never stacks a copy:
    ///
    /// ```swift
    /// root.tabHandle(RootTab.orders.name).onReceive(HomeOutgoingNavigation.self) { request, orders in
    ///     orders.focus(on: request).refusal == nil ? .auto : .cancel
    /// }
    /// ```
    @discardableResult
    public func focus(on destination: any NavigationDestination) -> NavigationOutcome {
        guard let root, let location = try? root.location(of: anchor) else {
            return .refused(.detached(anchor))
        }
        let tab = root.storedState.tabs[location.tab]
        let stack = [tab.layers[0].entries[0].destination.base, destination]
        return run(.request(.link(NavigationPlace(tab: tab.name, stack: stack, policy: .focus))))
    }

    /// Brings where the app's redirect sends an outgoing value to the front of this handle's tab.
    @discardableResult
    public func focus(on outgoing: any OutgoingNavigation) -> NavigationOutcome {
        guard let root else { return .refused(.detached(anchor)) }
        return root.redirect(outgoing, from: anchor, method: .push, focusing: true) { focus(on: $0) }
    }

    /// Pushes a destination onto this screen's stack.
    @discardableResult
    public func push(_ destination: any NavigationDestination) -> NavigationOutcome {
        navigate(to: destination, method: .push)
    }

    /// Presents a destination over this screen's layer.
    @discardableResult
    public func present(_ destination: any NavigationDestination, style: NavigationPresentationStyle)
        -> NavigationOutcome
    {
        navigate(to: destination, method: .present(style))
    }

    /// Presents where an outgoing value leads.
    @discardableResult
    public func present(_ outgoing: any OutgoingNavigation, style: NavigationPresentationStyle)
        -> NavigationOutcome
    {
        navigate(to: outgoing, method: .present(style))
    }

    // MARK: - Going back

    /// Leaves this screen: pops it, or dismisses its layer when it is the layer's first screen.
    ///
    /// What is above the screen goes with it. A tab handle pops its stack's top screen.
    @discardableResult
    public func back() -> NavigationOutcome { run(.back(anchor)) }

    /// Dismisses the presented layer this screen is on.
    @discardableResult
    public func dismiss() -> NavigationOutcome { run(.dismiss(anchor)) }

    /// Pops the top `count` screens of the stack this screen is on, whichever they are.
    ///
    /// Counted from the top, not from this screen: to take this screen away, use ``back()``.
    @discardableResult
    public func pop(last count: Int) -> NavigationOutcome { run(.pop(anchor, .last(count))) }

    /// Pops everything above the stack's first screen.
    @discardableResult
    public func popToRoot() -> NavigationOutcome { run(.pop(anchor, .root)) }

    /// Pops until the given entry is on top of this screen's stack.
    @discardableResult
    public func pop(to entry: NavigationEntryID) -> NavigationOutcome {
        run(.pop(anchor, .entry(entry)))
    }

    // MARK: - Alerts and guards

    /// Shows an alert over this screen, which must show: the top of its tab's front layer, or
    /// a split's earlier column.
    @discardableResult
    public func showAlert(_ alert: NavigationAlert) -> NavigationOutcome {
        guard let root, let id = entryID(in: root) else { return detached() }
        return root.present(alert, from: id)
    }

    /// Locks this screen: every change that would remove or cover it is refused with `reason`.
    ///
    /// Changes asked by the screens of its own layer pass. The lock ends when the screen
    /// leaves, or with ``unlock(_:)``. It is for a lock that depends on what happens on the
    /// screen; a screen locked for as long as it is in the tree declares it on its destination
    /// instead (``NavigationDestination/leaveGuard``). An upload locks its screen while it runs:
    ///
    /// ```swift
    /// func start() {
    ///     lock = handle.lockNavigation(reason: "upload in progress")
    /// }
    /// ```
    ///
    /// A link, a restore, the person's back or dismiss is then refused with one sentence,
    /// `notes/editor is locked: upload in progress; finish or cancel there first`, and
    /// nothing changes. The lock is `nil` when the handle is detached.
    @discardableResult
    public func lockNavigation(reason: String) -> NavigationLock? {
        var lock: NavigationLock?
        _ = withGuardedEntry { root, entry in
            let token = root.attach(.lock(reason: reason), to: entry, in: root.scope(of: anchor))
            lock = NavigationLock(entry: entry.id, reason: reason, token: token)
            return .applied
        }
        return lock
    }

    /// Releases a lock early; a lock that is gone is refused.
    @discardableResult
    public func unlock(_ lock: NavigationLock) -> NavigationOutcome {
        withGuardedEntry { root, _ in
            guard root.attachments.guards[lock.entry]?.contains(where: { $0.token == lock.token }) == true
            else {
                return root.refuse(.failed("the lock '\(lock.reason)' is no longer held"))
            }
            root.detachGuards(of: lock.entry) { $0.token == lock.token }
            root.emit(.info, .lock, root.scope(of: anchor), "lock '\(lock.reason)' released")
            return .applied
        }
    }

    /// Asks before this screen (or, with `.layer`, its whole layer) is taken away.
    ///
    /// Installing again replaces the screen's earlier confirmation; installing the same one
    /// again (a screen that installs it each time it shows) keeps it, so an answer the person
    /// already gave still counts. The question is not asked for changes that the screens of
    /// this layer make themselves.
    ///
    /// It is for a question that depends on what the person did; a screen that always asks
    /// declares it on its destination instead (``NavigationDestination/leaveGuard``). A note's
    /// editor asks while it holds text that is not saved:
    ///
    /// ```swift
    /// handle.confirmLeaving(NavigationLeaveConfirmation(title: "Discard your note?"))
    /// ```
    ///
    /// A change that would take the screen away is then held (``NavigationHold/confirming(route:alert:)``)
    /// and the question shows as an alert in front; "Leave" carries the change out over the
    /// state as it is then (an applied whole state only over the one it was asked over),
    /// "Stay" drops it.
    @discardableResult
    public func confirmLeaving(
        _ confirmation: NavigationLeaveConfirmation, scope: NavigationGuardScope = .screen
    )
        -> NavigationOutcome
    {
        withGuardedEntry { root, entry in
            let kind = NavigationLeaveGuard.confirm(confirmation, scope: scope)
            guard root.attachments.guards[entry.id]?.contains(where: { $0.kind == kind }) != true else {
                return .applied
            }
            root.detachGuards(of: entry.id, where: \.isConfirmation)
            root.attach(kind, to: entry, in: root.scope(of: anchor))
            return .applied
        }
    }

    /// Removes this screen's leave confirmation.
    @discardableResult
    public func removeLeaveConfirmation() -> NavigationOutcome {
        withGuardedEntry { root, entry in
            root.detachGuards(of: entry.id, where: \.isConfirmation)
            return .applied
        }
    }

    // MARK: - Helpers

    /// The entry the handle acts for: its own, or the top of its tab's stack.
    package func entryID(in root: NavigationRoot) -> NavigationEntryID? {
        guard let location = try? root.location(of: anchor) else { return nil }
        return root.storedState[location].id
    }

    /// Runs `body` with the entry a guard of this handle's belongs to; refused when the handle is
    /// detached or a change is under way.
    private func withGuardedEntry(_ body: (NavigationRoot, NavigationEntry) -> NavigationOutcome)
        -> NavigationOutcome
    {
        guard let root, let location = try? root.location(of: anchor) else { return detached() }
        guard root.openCallOuts == 0 else { return root.refuse(.changeInProgress) }
        return body(root, root.storedState[location])
    }

    /// Reports and returns the refusal of a handle whose anchor is gone.
    package func detached() -> NavigationOutcome {
        guard let root else { return .refused(.detached(anchor)) }
        return root.refuse(.detached(anchor), in: "detached")
    }
}
