extension Navigator {
    /// Presents a destination as a new layer over this navigator.
    ///
    /// A navigator has one sheet slot and one cover slot; asking for an occupied slot is
    /// refused rather than replacing what the user is looking at.
    @discardableResult
    public func present(_ destination: any NavigationDestination, method: NavigationMethod) -> Bool {
        guard method.isPresentation else { return navigate(to: destination, method: method) }
        if isRoot {
            let target = current
            guard target !== self else {
                return refuse(.present, "nothing to present \(destination.routeID) from") ?? false
            }
            return target.present(destination, method: method)
        }
        guard isAttached else { return refuse(.present, "navigator left the tree") ?? false }
        let slot = method.isCover ? "cover" : "sheet"
        guard (method.isCover ? storedCover : storedSheet) == nil else {
            return refuse(.present, "already presents a \(slot); \(destination.routeID) not presented")
                ?? false
        }
        let child = Navigator(
            id: NavigatorID(id.rawValue + (method.isCover ? "/cover" : "/sheet")),
            kind: .presented(method),
            parent: self,
            context: context,
            rootEntry: NavigationEntry(id: context.makeEntryID(), destination: destination)
        )
        if method.isCover { cover = child } else { sheet = child }
        context.emit(.info, .present, id, "present \(destination.routeID) as \(method.rawValue)")
        context.didChange()
        return true
    }

    /// Dismisses the presentation this navigator lives in (its nearest presented ancestor).
    @discardableResult
    public func dismiss() -> Bool {
        if isRoot { return delegateToCurrent { $0.dismiss() } }
        var candidate: Navigator? = self
        while let navigator = candidate {
            if navigator.presentationMethod != nil, let parent = navigator.parent {
                return parent.removePresented(navigator)
            }
            candidate = navigator.parent
        }
        return refuse(.dismiss, "nothing presented to dismiss") ?? false
    }

    /// Dismisses what this navigator presents, the cover before the sheet.
    @discardableResult
    public func dismissPresentedViews() -> Bool {
        if isRoot { return dismissAnyChildren() }
        var dismissed = false
        transaction {
            if let cover { dismissed = removePresented(cover) || dismissed }
            if let sheet { dismissed = removePresented(sheet) || dismissed }
        }
        return dismissed
    }

    /// Dismisses every presentation and alert in this navigator's subtree (for the root, every tab's).
    @discardableResult
    public func dismissAnyChildren() -> Bool {
        guard isAttached else { return refuse(.dismiss, "navigator left the tree; dismiss ignored") ?? false }
        var dismissed = false
        transaction {
            for navigator in allNavigators where navigator.alert != nil {
                navigator.alert = nil
                context.didChange()
                dismissed = true
            }
            for navigator in isRoot ? tabs : [self] where navigator.cover != nil || navigator.sheet != nil {
                dismissed = navigator.dismissPresentedViews() || dismissed
            }
        }
        return dismissed
    }

    /// Dismisses everything presented anywhere in the tree; refused while navigation is locked.
    ///
    /// Returns whether anything was dismissed.
    @discardableResult
    public func dismissAny() throws(NavigationError) -> Bool {
        try checkUnlocked(for: "dismissAny")
        return root.dismissAnyChildren()
    }

    /// Pops the front-most stack to its root screen; refused while navigation is locked.
    @discardableResult
    public func popAny() throws(NavigationError) -> Bool {
        try checkUnlocked(for: "popAny")
        let target = current
        return target.path.isEmpty ? false : target.removePath(from: 0)
    }

    /// Dismisses everything, then pops every tab to its root screen; refused while locked.
    public func reset() throws(NavigationError) {
        try checkUnlocked(for: "reset")
        root.transaction {
            root.dismissAnyChildren()
            for tab in root.tabs where !tab.path.isEmpty { _ = tab.removePath(from: 0) }
        }
    }

    func removePresented(_ child: Navigator) -> Bool {
        guard isAttached else { return refuse(.dismiss, "navigator left the tree; dismiss ignored") ?? false }
        if storedCover === child {
            cover = nil
        } else if storedSheet === child {
            sheet = nil
        } else {
            return false
        }
        child.parent = nil
        context.navigatorRemoved(child)
        context.emit(.info, .dismiss, id, "dismiss \(child.storedRootEntry?.routeID ?? child.id.rawValue)")
        context.didChange()
        return true
    }
}
