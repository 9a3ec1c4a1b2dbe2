import Navigation
import Testing

/// The examples of GuardsAndAccess.md that no feature shows: guards a screen installs through
/// its handle, because they depend on what the person did there.
@MainActor
@Suite struct GuardsAndAccessExamples {
    @Test func aNoteAsksBeforeItGoesOnlyWhileItHoldsUnsavedText() throws {
        let root = NavigationRoot(tabs: [NavigationTab("notes", root: Note.list)])
        try #require(root.frontHandle).push(Note.editor)
        let editor = NoteEditorModel(handle: try #require(root.frontHandle))
        editor.type("Buy tea")
        #expect(root.back() == .held(.confirming(route: "notes/editor", alert: "notes/editor/leave")))
        #expect(root.chooseAlertAction(at: 1) == .applied, "Stay")
        #expect(root.locationDescription == "notes: notes > notes/editor")
        editor.save()
        #expect(root.back() == .applied, "saved, nothing to lose")
    }

    @Test func anUploadLocksItsScreenUntilItEnds() throws {
        let root = NavigationRoot(tabs: [NavigationTab("notes", root: Note.list)])
        try #require(root.frontHandle).push(Note.editor)
        let upload = UploadModel(handle: try #require(root.frontHandle))
        upload.start()
        #expect(root.back() == .refused(.locked(route: "notes/editor", reason: "upload in progress")))
        upload.finish()
        #expect(!root.isNavigationLocked)
        #expect(root.back() == .applied)
    }
}

/// A note's editor: it asks before it goes while it holds text that is not saved.
@MainActor
final class NoteEditorModel {
    private let handle: NavigationHandle
    private(set) var text = ""

    init(handle: NavigationHandle) { self.handle = handle }

    func type(_ more: String) {
        text += more
        handle.confirmLeaving(NavigationLeaveConfirmation(title: "Discard your note?"))
    }

    func save() {
        handle.removeLeaveConfirmation()
    }
}

/// An upload: its screen is locked while it runs, and unlocked as soon as it ends.
@MainActor
final class UploadModel {
    private let handle: NavigationHandle
    private var lock: NavigationLock?

    init(handle: NavigationHandle) { self.handle = handle }

    func start() {
        lock = handle.lockNavigation(reason: "upload in progress")
    }

    func finish() {
        if let lock { handle.unlock(lock) }
        lock = nil
    }
}

/// The screens of the guard examples: a list of notes and a note's editor.
private enum Note: NavigationDestination {
    case list
    case editor

    var routeID: String { self == .list ? "notes" : "notes/editor" }

    static var codingName: String { "Examples.Note" }
}
