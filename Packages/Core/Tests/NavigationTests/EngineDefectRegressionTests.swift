import Foundation
import Navigation
import NavigationFlows
import NavigationModels
import NavigationSend
import NavigationTesting
import Testing

/// The nine defects of the first engine, each reproduced as it was found and now refused by
/// the design: one value, handles anchored to entries, attachments keyed by entry id, and one
/// guard pipeline for every entry point.
@MainActor
@Suite struct EngineDefectRegressionTests {
    @Test func oneApplyingTheExportedStateKeepsEverythingAPresentedLayerHad() throws {
        let root = makeRoot()
        let values = Log<String>()
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        let inSheet = try #require(root.push(HomeDestination.list))
        weak var model: ScreenModel?
        model = root.models.model(for: inSheet) { ScreenModel() }
        let handle = root.handle(for: inSheet)
        root.handle(for: sheet).establish(NavigationCheckpoint<Int>("sheet")) {
            values.record("checkpoint \($0)")
        }
        handle.onReceive(Int.self) { number, _ in
            values.record("received \(number)")
            return .auto
        }
        handle.showAlert(
            NavigationAlert(id: "ask", title: "Ask", actions: [.init("Yes") { values.record("alert") }]))

        #expect(root.apply(root.state) == .applied)

        #expect(model != nil)
        #expect(root.send(1) == .delivered)
        #expect(root.chooseAlertAction(at: 0) == .applied)
        #expect(handle.push(HomeDestination.page(1)) == .applied)
        #expect(root.front.returnToCheckpoint(NavigationCheckpoint<Int>("sheet"), value: 2) == .applied)
        #expect(values.values == ["received 1", "alert", "checkpoint 2"])
        #expect(root.locationDescription == "home: home | sheet: editor")
    }

    @Test func twoAHandleWhoseLayerWasDismissedChangesNothing() throws {
        let root = makeRoot()
        let sheet = try #require(root.present(HomeDestination.editor, .managedSheet))
        let stale = root.handle(for: sheet)
        root.dismiss()
        root.push(HomeDestination.detail)
        root.present(HomeDestination.info, .sheet)
        let before = root.state
        for (label, operation) in NavigationHandleTests.everyOperation(stale) {
            #expect(operation() == .refused(.detached(stale.anchor)), "\(label)")
        }
        #expect(root.state == before)
        #expect(!root.isNavigationLocked)
        #expect(!root.hasWaitingSend)
    }

    @Test func threeALockHoldsAgainstEverySweepAndAgainstThePersonsDismiss() throws {
        let root = makeRoot()
        root.front.establish(NavigationCheckpoint<Int>("home"))
        root.present(HomeDestination.editor, .managedSheet)
        root.push(HomeDestination.page(4))
        root.front.lockNavigation(reason: "payment in progress")
        root.present(HomeDestination.info, .sheet)
        let before = root.state
        let refusal = NavigationRefusal.locked(route: "page/4", reason: "payment in progress")
        #expect(root.dismissAll() == .refused(refusal))
        #expect(root.front.returnToCheckpoint(NavigationCheckpoint<Int>("home")) == .refused(refusal))
        root.dismiss()
        #expect(root.dismiss() == .refused(refusal))
        #expect(root.back() == .refused(refusal))
        var expected = before
        expected.tabs[0].layers.removeLast()
        #expect(root.state.tabs == expected.tabs)
    }

    @Test func fourTheAccessGateRebuildsTheRequestOverTheStateAsItIsThen() throws {
        let session = TestSession()
        let root = makeGatedRoot(session: session)
        // A tap into a protected screen is gated like a link.
        #expect(
            root.front.push(OrdersDestination.detail(1))
                == .held(.pendingAccess(route: "orders/1", requirement: .signedIn)))
        // Meanwhile the person pushes a page onto the orders tab: signing in must not undo it.
        root.tabHandle("orders").push(OrdersDestination.list)
        session.isSignedIn = true
        root.dismiss()
        #expect(root.locationDescription == "home: home > orders/1")
        #expect(root.state.routeIDs(inTab: "orders") == ["orders", "orders"])

        // The pending request is saved: quitting before signing in keeps it.
        session.isSignedIn = false
        root.front.push(OrdersDestination.detail(2))
        #expect(root.state.pending?.request.routeID == "orders/2")

        // A public link does not ask for a protected screen in another tab, nor drop it.
        let other = makeGatedRoot(session: TestSession.signedIn)
        other.tabHandle("orders").push(OrdersDestination.detail(3))
        let signedOut = makeGatedRoot(session: TestSession())
        signedOut.restore(other.state)
        #expect(
            signedOut.open(
                NavigationPlace(tab: "home", stack: [HomeDestination.home, HomeDestination.detail]))
                == .applied)
        #expect(signedOut.state.routeIDs(inTab: "orders") == ["orders", "orders/3"])
    }

    @Test func fiveALateFlowStepIsDroppedWhenThePersonHasLeftItsScreen() async throws {
        let root = makeRoot()
        root.front.startFlow(PickFlow())
        guard case .step(let first) = root.front.entry?.destination.base as? PickStep else { return }
        let step = root.front
        root.dismiss()
        #expect(await step.advance(first) == .refused(.detached(step.anchor)))
        #expect(root.locationDescription == "home: home")
    }

    @Test func sixSendsKeepTheirChainsApartAndSayWhenNobodyReceives() {
        let root = makeRoot()
        let log = Log<String>()
        root.onReceive(String.self) { word, root in
            log.record(word)
            if word == "outer" {
                root.send("inner")
                return .cancel
            }
            return .auto
        }
        #expect(root.send("outer", "outer-rest") == .cancelled)
        #expect(log.values == ["outer", "inner"])
        #expect(
            root.front.navigate(to: HomeDestination.detail, method: .send)
                == .refused(.noReceiver("HomeDestination")))
        root.front.autoReceive(HomeDestination.self)
        #expect(root.send(AnyNavigationDestination(HomeDestination.detail)) == .delivered)
        #expect(root.locationDescription == "home: home > detail")
    }

    @Test func sevenADuplicateIDRenumbersOnlyThatEntryAndKeepsTheOthersModels() throws {
        let root = makeRoot()
        var ids: [NavigationEntryID] = []
        for page in 1...4 { ids.append(try #require(root.push(HomeDestination.page(page)))) }
        let models = ids.map { id in root.models.model(for: id) { ScreenModel("\(id)") } }
        var state = root.state
        state.tabs[0].layers[0].entries[2].id = ids[0]
        #expect(root.apply(state) == .applied)
        #expect(root.state.tabs[0].stack.entries.map(\.id).filter(ids.contains) == [ids[0], ids[2], ids[3]])
        for (index, id) in ids.enumerated() where index != 1 {
            #expect(root.models.existingModel(for: id, as: ScreenModel.self) === models[index])
        }
        #expect(root.models.existingModel(for: ids[1], as: ScreenModel.self) == nil)
    }

    @Test func eightASheetAndACoverNeverShowFromTheSameLayer() throws {
        let root = makeRoot()
        let home = root.front
        root.present(HomeDestination.info, .sheet)
        #expect(
            home.present(HomeDestination.banner, style: .cover)
                == .refused(.alreadyPresenting(route: "home", presented: "info")))
        var state = root.state
        state.tabs[0].layers[1].style = nil
        #expect(root.apply(state) == .refused(.invalidState("layer 1 of 'home' has no presentation style")))
    }

    @Test func nineTheEngineImportsFoundationAndObservationOnlyAndCallsNoLibc() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Navigation")
        // Every file of the module, in its folders by concept.
        let files = try #require(FileManager.default.subpaths(atPath: sources.path)).filter {
            $0.hasSuffix(".swift")
        }
        #expect(files.count > 20)
        let libc = ["Glibc", "Darwin", "Musl", "Bionic", "WASILibc", "ucrt", "WinSDK"]
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                #expect(
                    ["import Foundation", "import Observation"].contains(String(line)), "\(file): \(line)")
            }
            for module in libc {
                #expect(!text.contains("\(module)."), "\(file) calls into \(module)")
                #expect(!text.contains("canImport(\(module))"), "\(file) mentions \(module)")
            }
        }
    }
}
