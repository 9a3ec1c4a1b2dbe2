import Navigation

/// A destination that knows how to draw itself on the console.
///
/// Feature destination enums conform to this protocol, so a destination is its screen:
/// the host asks the front-most entry's destination for a ``Screen`` each time it renders,
/// handing it a ``ScreenContext`` with the navigator that owns the entry, the entry
/// itself, and the app's ``ScreenEnvironment``.
public protocol ConsoleScreenProviding: NavigationDestination {
    /// The screen to show for this destination, built fresh on every render.
    @MainActor func screen(in context: ScreenContext) -> Screen
}

/// What a screen is given when it is built: who shows it, which visit it is, and the app's dependencies.
@MainActor
public struct ScreenContext {
    /// The navigator that owns the entry; links and actions navigate with it.
    public let navigator: Navigator
    /// The visit being shown; its id keys the screen's models.
    public let entry: NavigationEntry
    /// The dependencies the app put in the environment.
    public let environment: ScreenEnvironment

    /// Creates a context; the host makes these, tests may too.
    public init(navigator: Navigator, entry: NavigationEntry, environment: ScreenEnvironment) {
        self.navigator = navigator
        self.entry = entry
        self.environment = environment
    }

    /// The screen's model of type `M`, created on first use and released when the entry leaves.
    public func model<M: AnyObject>(_ create: () -> M) -> M {
        navigator.models.model(for: entry.id, create: create)
    }

    /// A model shared by every entry that asks with the same key, released when the last one leaves.
    public func model<M: AnyObject>(sharedBy key: some Hashable & Sendable, _ create: () -> M) -> M {
        navigator.models.model(sharedBy: key, for: entry.id, create: create)
    }

    /// The value stored under an environment key, or the key's default.
    public subscript<K: ScreenEnvironmentKey>(key: K.Type) -> K.Value { environment[key] }
}
