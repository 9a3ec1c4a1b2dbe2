import Navigation

/// The app's windows, each a root of its own, and the one in front: what a scene-based app
/// on iPad or macOS keeps, owned by navigation so that opening, bringing forward and closing
/// a window meet the same guards as any other change.
///
/// The windows share only what the app passes to all of them (who is signed in, its data).
/// When that changes, one call re-checks every window:
///
/// ```swift
/// let windows = NavigationWindowGroup(first: root)
/// windows.open(app.makeWindow())      // the new window comes to the front
/// session.signOut()
/// windows.recheck()           // no window keeps an order in sight
/// windows.close(at: 1)                // refused while its payment step is locked
/// ```
///
/// A host draws ``front`` and sends the person's navigation to it; it never keeps windows of
/// its own.
@MainActor
public final class NavigationWindowGroup {
    /// Every window's root, in the order they were opened.
    public private(set) var windows: [NavigationRoot]
    /// The index in ``windows`` of the window in front.
    public private(set) var focused = 0
    /// Told after a window left the group (closed at once, or once its leave confirmation was
    /// answered), so a host can forget what it kept for it.
    public var onClose: (@MainActor (NavigationRoot) -> Void)?
    /// The most windows open at once: every one is saved and restored with the app, so a
    /// saved file stays a size the app can read back.
    public let limit: Int

    /// A group holding its first window, keeping at most `limit` open (at least 1).
    public init(first: NavigationRoot, limit: Int = 100) {
        windows = [first]
        self.limit = max(limit, 1)
    }

    /// The window in front.
    public var front: NavigationRoot { windows[focused] }

    /// Adds a window and brings it to the front; refused once ``limit`` windows are open.
    @discardableResult
    public func open(_ window: NavigationRoot) -> NavigationOutcome {
        guard windows.count < limit else { return .refused(.tooManyWindows(limit)) }
        windows.append(window)
        focused = windows.count - 1
        return .applied
    }

    /// Brings a window to the front; what it shows is re-checked against the access
    /// requirements first, so a window left behind when the session changed shows nothing
    /// protected (its other tabs meet the gate when they are selected), and a request that
    /// waited there for a requirement met since, in another window, goes ahead.
    ///
    /// With a request waiting there, the answer is the request's: carried out, still held for
    /// its requirement, or refused (by a lock it would take away).
    @discardableResult
    public func focus(at index: Int) -> NavigationOutcome {
        guard windows.indices.contains(index) else {
            return .refused(.noWindow(index + 1, count: windows.count))
        }
        return bringForward(at: index)
    }

    /// Makes a window the front one, re-checked, its waiting request carried out if it can be.
    private func bringForward(at index: Int) -> NavigationOutcome {
        let window = windows[index]
        let outcome = window.recheck(inSight: true)
        focused = index
        // Unmet, the request keeps waiting (held); met, it is carried out as a sign-in here would.
        guard window.pending != nil else { return outcome }
        return window.resumePending()
    }

    /// Closes a window through its guards: a lock in it refuses, and a leave confirmation asks
    /// in it (brought to the front), closing it only once the person chooses to leave.
    ///
    /// The last window stays; the app ends instead. Closed, the window before it comes
    /// forward as ``focus(at:)`` brings it, and a refusal of the request waiting there is the
    /// answer (the window is closed all the same).
    @discardableResult
    public func close(at index: Int) -> NavigationOutcome {
        guard windows.indices.contains(index) else {
            return .refused(.noWindow(index + 1, count: windows.count))
        }
        guard windows.count > 1 else { return .refused(.lastWindow) }
        let window = windows[index]
        var forward: NavigationOutcome?
        let outcome = window.run(
            .closeWindow(
                // Asked again if a leave confirmation is answered later: by then this may be the last.
                refusal: { [weak self] in (self?.windows.count ?? 0) > 1 ? nil : .lastWindow },
                then: { [weak self, weak window] in
                    guard let self, let window else { return }
                    forward = self.remove(window)
                }))
        if case .held = outcome, let shown = windows.firstIndex(where: { $0 === window }) { focused = shown }
        if let forward, forward.refusal != nil { return forward }
        return outcome
    }

    /// Re-checks every window after something the app owns changed (a sign-out, an order
    /// cancelled): one change, one notification, per window that had something to take away.
    public func recheck() {
        for window in windows { window.recheck() }
    }

    /// Takes a closed window out; the one before it comes to the front when it was in front,
    /// as ``focus(at:)`` brings it: what came of that.
    ///
    /// A window left alone is re-checked as one brought forward is (what its tab in front
    /// shows, too), so a question about closing it leaves.
    private func remove(_ window: NavigationRoot) -> NavigationOutcome? {
        guard let index = windows.firstIndex(where: { $0 === window }) else { return nil }
        let front = self.front
        windows.remove(at: index)
        var forward: NavigationOutcome?
        if let stays = windows.firstIndex(where: { $0 === front }) {
            focused = stays
            // Alone, it may not close: a question about closing it no longer stands.
            if windows.count == 1 { _ = front.recheck(inSight: true) }
        } else {
            forward = bringForward(at: max(index - 1, 0))
        }
        onClose?(window)
        return forward
    }
}
