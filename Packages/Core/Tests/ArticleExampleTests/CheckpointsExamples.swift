import Navigation
import NavigationFlows
import Testing

/// The examples of Checkpoints.md that no feature shows: a checkpoint that carries no value.
@MainActor
@Suite struct CheckpointsExamples {
    /// Where a screen deep in Home's tab returns when it is done; there is nothing to hand back.
    static let finished = NavigationCheckpoint<Void>("home.finished")

    @Test func aPlainReturnToAVoidCheckpointGoesBackFromAnyDepthAndRunsItsHandler() throws {
        let root = NavigationRoot(tabs: [NavigationTab("home", root: Place.home)])
        let model = HomeList()
        let home = try #require(root.frontHandle)
        home.establish(Self.finished) { model.refresh() }
        // Screens later, from anywhere above it:
        home.push(Place.detail)
        try #require(root.frontHandle).present(Place.editor, style: .managedSheet)
        try #require(root.frontHandle).push(Place.detail)
        let top = try #require(root.frontHandle)
        #expect(top.returnToCheckpoint(Self.finished) == .applied)
        // Back to Home, and refresh() ran:
        #expect(root.locationDescription == "home: home")
        #expect(model.refreshCount == 1)
    }
}

/// The screens of the checkpoint examples: Home, a page pushed on it, an editor in a sheet.
private enum Place: NavigationDestination {
    case home
    case detail
    case editor

    var routeID: String {
        switch self {
        case .home: "home"
        case .detail: "detail"
        case .editor: "editor"
        }
    }

    static var codingName: String { "Examples.Checkpoints.Place" }
}

/// Home's model as far as the example needs it: something a return refreshes.
@MainActor
private final class HomeList {
    private(set) var refreshCount = 0

    func refresh() { refreshCount += 1 }
}
