import Navigation

/// Finds the screen for an entry: through the root's providers, then the destination's own screen.
///
/// Provided destinations are resolved with `NavigationRoot.resolveProvided(_:)` at
/// render time, so a snapshot keeps the shared value and picks up whatever provider is
/// registered now. The engine's dead ends get built-in screens: ``/Navigation/NotFoundDestination``
/// shows "Not found", ``/Navigation/UnprovidedDestination`` shows "Not available yet". A destination
/// that does not conform to ``ConsoleScreenProviding`` gets a screen saying so, never a crash.
@MainActor
public struct ScreenResolver {
    /// The environment handed to every screen.
    public var environment: ScreenEnvironment

    /// Creates a resolver.
    public init(environment: ScreenEnvironment = ScreenEnvironment()) {
        self.environment = environment
    }

    /// The screen for `entry` of `root`; links on the screen navigate with the entry's handle.
    public func screen(for entry: NavigationEntry, in root: NavigationRoot) -> Screen {
        let destination = root.resolveProvided(entry.destination)
        let handle = root.handle(for: entry.id)
        let context = ScreenContext(handle: handle, entry: entry, environment: environment)
        switch destination {
        case let provider as any ConsoleScreenProviding:
            return provider.screen(in: context)
        case let notFound as NotFoundDestination:
            return Self.deadEnd(
                title: "Not found",
                line: "Nothing answers '\(notFound.requested)'.",
                handle: handle)
        case let unprovided as UnprovidedDestination:
            return Self.deadEnd(
                title: "Not available yet",
                line: "No provider is registered for '\(unprovided.providedRouteID)'.",
                handle: handle)
        default:
            return Self.deadEnd(
                title: "No console screen",
                line: "'\(destination.routeID)' (\(type(of: destination))) has no console screen.",
                handle: handle)
        }
    }

    /// The screen shown when nothing is in front (a root without tabs).
    public static var emptyScreen: Screen {
        Screen("Nothing to show", items: [.text("This root has no tabs.")])
    }

    private static func deadEnd(title: String, line: String, handle: NavigationHandle) -> Screen {
        var items: [ScreenItem] = [.text(line)]
        if handle.canGoBack {
            items.append(
                .action(ScreenAction(label: "Back", behavior: .perform { @MainActor in handle.back() })))
        }
        return Screen(title, items: items)
    }
}
