/// A key into the ``ScreenEnvironment``: a type with the value used when nothing was stored.
///
/// Features declare their own keys next to the dependencies they need, and the app stores
/// the real values when it composes the modules:
///
/// ```swift
/// enum OrdersServiceKey: ScreenEnvironmentKey {
///     static var defaultValue: any OrdersService { OfflineOrdersService() }
/// }
/// ```
@MainActor
public protocol ScreenEnvironmentKey {
    /// The type of the stored value.
    associatedtype Value
    /// The value read when the environment holds nothing for this key.
    static var defaultValue: Value { get }
}

/// The dependencies screens read, keyed by type, in the manner of SwiftUI's environment.
///
/// The app fills one environment and hands it to the host; every ``ScreenContext`` carries
/// it. It lives on the main actor with the screens that read it, so stored values need not
/// be `Sendable`.
@MainActor
public struct ScreenEnvironment {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Creates an empty environment, where every key reads its default.
    public init() {}

    /// The value stored for a key, or the key's default when nothing is stored.
    public subscript<K: ScreenEnvironmentKey>(key: K.Type) -> K.Value {
        get {
            if let stored = values[ObjectIdentifier(key)], let value = stored as? K.Value { return value }
            return K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether a value was stored for the key (as opposed to reading its default).
    public func contains<K: ScreenEnvironmentKey>(_ key: K.Type) -> Bool {
        values[ObjectIdentifier(key)] != nil
    }

    /// A copy with one more value stored, for building an environment in one expression.
    public func setting<K: ScreenEnvironmentKey>(_ key: K.Type, to value: K.Value) -> ScreenEnvironment {
        var copy = self
        copy[key] = value
        return copy
    }
}
