/// A lock or a confirmation, as the root keeps it beside its entry.
struct LeaveGuard {
    enum Kind {
        case lock(String)
        case confirm(NavigationLeaveConfirmation)
    }

    let token: UInt64
    let kind: Kind
    let scope: NavigationGuardScope

    /// The reason, when the guard is a lock.
    var lockReason: String? {
        if case .lock(let reason) = kind { return reason }
        return nil
    }
}
