import Settings
import Shared

/// Settings' dependencies as its tests and its example give them: a fake session and a recording sink.
@MainActor
public final class FakeSettingsDependencies: SettingsDependencies {
    /// The stand-in session, signed out unless a customer was given.
    public let fakeSession: FakeSession
    /// Where the screens' events go.
    public let sink = RecordingSink()

    /// Creates the stand-ins with `customer` signed in, or nobody.
    public init(customer: Customer? = nil) { fakeSession = FakeSession(customer: customer) }

    /// The fake session.
    public var session: any Session { fakeSession }
    /// The recording sink.
    public var analytics: any AnalyticsSink { sink }
}
