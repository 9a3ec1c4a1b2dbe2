import Shared
import Template

/// Template's dependencies as its tests and its example give them: a recording sink.
@MainActor
public final class FakeTemplateDependencies: TemplateDependencies {
    /// Where the screens' events go.
    public let sink = RecordingSink()

    /// Creates the stand-ins.
    public init() {}

    /// The recording sink.
    public var analytics: any AnalyticsSink { sink }
}
