extension Navigator {
    /// Goes to a destination using the method it prefers.
    @discardableResult
    public func navigate(to destination: any NavigationDestination) -> Bool {
        navigate(to: destination, method: destination.method)
    }

    /// Goes to a destination with an explicit method.
    ///
    /// `push` adds to this stack, a presentation method presents a new layer from this
    /// navigator, and `send` hands the destination to the root's send chain.
    @discardableResult
    public func navigate(to destination: any NavigationDestination, method: NavigationMethod) -> Bool {
        switch method {
        case .push:
            return push(destination) != nil
        case .send:
            send(destination)
            return true
        case .sheet, .cover, .managedSheet, .managedCover:
            return present(destination, method: method)
        }
    }

    /// Pushes a destination and returns the new entry's id, or `nil` when this navigator has no stack.
    @discardableResult
    public func push(_ destination: any NavigationDestination) -> NavigationEntryID? {
        if isRoot {
            let target = current
            guard target !== self else {
                return refuse(.push, "no stack to push \(destination.routeID) onto")
            }
            return target.push(destination)
        }
        guard isAttached else {
            return refuse(.push, "navigator left the tree; push \(destination.routeID) ignored")
        }
        guard hasStack else {
            return refuse(
                .push, "unmanaged presentation has no stack; present \(destination.routeID) managed to push")
        }
        let entry = NavigationEntry(id: context.makeEntryID(), destination: destination)
        path.append(entry)
        context.emit(.info, .push, id, "push \(entry.routeID)")
        context.didChange()
        return entry.id
    }

    /// Pops the top entry.
    @discardableResult
    public func pop() -> Bool {
        if isRoot { return delegateToCurrent { $0.pop() } }
        guard !storedPath.isEmpty else { return refuse(.pop, "nothing to pop") ?? false }
        return removePath(from: storedPath.count - 1)
    }

    /// Pops until `position` pushed entries remain (0 pops everything above the root screen).
    @discardableResult
    public func pop(to position: Int) -> Bool {
        if isRoot { return delegateToCurrent { $0.pop(to: position) } }
        guard position >= 0, position < storedPath.count else {
            return refuse(.pop, "cannot pop to position \(position) of a stack of \(storedPath.count)")
                ?? false
        }
        return removePath(from: position)
    }

    /// Pops the top `count` entries.
    @discardableResult
    public func pop(last count: Int) -> Bool {
        if isRoot { return delegateToCurrent { $0.pop(last: count) } }
        guard count > 0, count <= storedPath.count else {
            return refuse(.pop, "cannot pop \(count) of \(storedPath.count) entries") ?? false
        }
        return removePath(from: storedPath.count - count)
    }

    /// Pops everything above the root screen.
    @discardableResult
    public func popAll() -> Bool {
        if isRoot { return delegateToCurrent { $0.popAll() } }
        guard !storedPath.isEmpty else { return refuse(.pop, "already at the root screen") ?? false }
        return removePath(from: 0)
    }

    /// Pops until the given entry is on top; the root screen's entry pops everything.
    @discardableResult
    public func pop(toEntry entryID: NavigationEntryID) -> Bool {
        if isRoot { return delegateToCurrent { $0.pop(toEntry: entryID) } }
        if storedRootEntry?.id == entryID { return storedPath.isEmpty ? false : removePath(from: 0) }
        guard let index = pathIndex(of: entryID) else {
            return refuse(.pop, "entry \(entryID) is not on this stack") ?? false
        }
        guard index < storedPath.count - 1 else { return false }
        return removePath(from: index + 1)
    }

    /// Pops to the last entry that matches; the entry itself stays on top.
    @discardableResult
    public func pop(toLastWhere predicate: (AnyNavigationDestination) -> Bool) -> Bool {
        if isRoot { return delegateToCurrent { $0.pop(toLastWhere: predicate) } }
        if let index = storedPath.lastIndex(where: { predicate($0.destination) }) {
            guard index < storedPath.count - 1 else { return false }
            return removePath(from: index + 1)
        }
        if let bottom = storedRootEntry, predicate(bottom.destination), !storedPath.isEmpty {
            return removePath(from: 0)
        }
        return refuse(.pop, "no entry on this stack matches") ?? false
    }

    /// Pops to the last entry whose destination has the given type.
    @discardableResult
    public func pop<Destination: NavigationDestination>(toLast type: Destination.Type) -> Bool {
        pop(toLastWhere: { $0.base is Destination })
    }

    /// Pops if there is something to pop, else dismisses the presentation this navigator lives in.
    @discardableResult
    public func back() -> Bool {
        if isRoot { return delegateToCurrent { $0.back() } }
        if !storedPath.isEmpty { return pop() }
        return dismiss()
    }

    /// Whether the given entry is still on this navigator's stack.
    public func isPresenting(entry entryID: NavigationEntryID) -> Bool {
        rootEntry?.id == entryID || Self.index(of: entryID, in: path) != nil
    }

    func removePath(from index: Int) -> Bool {
        guard isAttached else { return refuse(.pop, "navigator left the tree; pop ignored") ?? false }
        // The popped entries are looked at one by one only when something hangs on entries
        // (their ids) or a sink takes the event (their route ids); otherwise removing them
        // from the array, which releases them, is all the work there is.
        let removedIDs = context.hasAttachments ? storedPath[index...].map(\.id) : []
        let message =
            context.wants(.info) ? "pop " + storedPath[index...].map(\.routeID).joined(separator: ", ") : nil
        path.removeSubrange(index...)
        // The alert belonged to the screen that was on top, which has just left.
        if storedAlert != nil { alert = nil }
        context.entriesRemoved(ids: removedIDs)
        if let message { context.emit(.info, .pop, id, message) }
        context.didChange()
        return true
    }

    func delegateToCurrent(_ operation: (Navigator) -> Bool) -> Bool {
        let target = current
        guard target !== self else { return refuse(.pop, "the root has no stack") ?? false }
        return operation(target)
    }

    /// Reports a refused operation and returns `nil` so callers can `return refuse(...)`.
    func refuse<T>(_ kind: NavigationEvent.Kind, _ message: @autoclosure () -> String) -> T? {
        context.emit(.warning, kind, id, message())
        return nil
    }
}
