import Navigation
import NavigationModels

/// A destination that knows how to draw itself on the console.
///
/// Feature destination enums conform to this protocol, so a destination is its screen:
/// the host asks the front-most entry's destination for a ``Screen`` each time it renders,
/// handing it a ``ScreenContext`` with the entry's handle, the entry itself, and the app's
/// ``ScreenEnvironment``.
public protocol ConsoleScreenProviding: NavigationDestination {
    /// The screen to show for this destination, built fresh on every render.
    @MainActor func screen(in context: ScreenContext) -> Screen
}

/// What a screen is given when it is built: who shows it, which visit it is, and the app's dependencies.
@MainActor
public struct ScreenContext {
    /// The entry's handle; links and actions navigate with it, and it stops working when
    /// the entry leaves the tree.
    public let handle: NavigationHandle
    /// The visit being shown; its id keys the screen's models.
    public let entry: NavigationEntry
    /// The dependencies the app put in the environment.
    public let environment: ScreenEnvironment

    /// Creates a context; the host makes these, tests may too.
    public init(handle: NavigationHandle, entry: NavigationEntry, environment: ScreenEnvironment) {
        self.handle = handle
        self.entry = entry
        self.environment = environment
    }

    /// The screen's model of type `M`, created on first use and released when the entry leaves.
    ///
    /// Without a root (it was released) the model is made fresh and not kept.
    public func model<M: AnyObject>(_ create: () -> M) -> M {
        handle.root?.models.model(for: entry.id, create: create) ?? create()
    }

    /// A model shared by every entry that asks with the same key, released when the last one leaves.
    public func model<M: AnyObject>(sharedBy key: some Hashable & Sendable, _ create: () -> M) -> M {
        handle.root?.models.model(sharedBy: key, for: entry.id, create: create) ?? create()
    }

    /// The value stored under an environment key, or the key's default.
    public subscript<K: ScreenEnvironmentKey>(key: K.Type) -> K.Value { environment[key] }
}
