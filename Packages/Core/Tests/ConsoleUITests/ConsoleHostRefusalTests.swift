import ConsoleUI
import Navigation
import Testing

/// A screen whose actions ask the engine for things it may refuse.
private enum RefusalScreen: String, ConsoleScreenProviding {
    case only

    var routeID: String { rawValue }
    static var codingName: String { "ConsoleTest.Refusal" }

    @MainActor
    func screen(in context: ScreenContext) -> Screen {
        let navigator = context.handle
        return Screen("Only") {
            Action("Pop") { navigator.pop(last: 1) }
            Action("Remember") { context.model { Box() }.count += 1 }
        }
    }
}

@MainActor
private final class Box {
    var count = 0
}

@MainActor
@Suite("ConsoleHost refusals")
struct ConsoleHostRefusalTests {
    @Test("An action whose navigation the engine refuses prints the engine's reason and fails")
    func refusedActionReportsTheReason() async {
        let transcript = ConsoleTranscript()
        let root = NavigationRoot(root: RefusalScreen.only)
        let host = ConsoleHost(root: root, output: transcript.output, renderer: ConsoleRenderer())
        await host.start()
        let before = root.state
        #expect(await host.execute("1") == .failed)
        #expect(transcript.errorLines == ["error: nothing to pop on main"])
        #expect(root.state == before)
    }

    @Test("An action that changes only its model and reports nothing succeeds")
    func quietActionSucceeds() async {
        let transcript = ConsoleTranscript()
        let host = ConsoleHost(root: NavigationRoot(root: RefusalScreen.only), output: transcript.output)
        await host.start()
        #expect(await host.execute("2") == .completed)
        #expect(transcript.errorLines.isEmpty)
    }
}
