import Navigation
import NavigationFlows
import NavigationSend
import NavigationTesting
import Testing

/// A value that is not hashable, which the mock still records.
private struct Note: Sendable {
    let text: String
}

@MainActor
@Suite struct NavigatorMockTests {
    @Test func everyCallIsRecordedInOrder() async {
        let mock = NavigationHandleMock()
        mock.navigate(to: HomeDestination.detail)
        mock.navigate(to: HomeOutgoing.profile)
        mock.present(HomeDestination.info, style: .sheet)
        mock.present(HomeOutgoing.profile, style: .cover)
        mock.send(values: ["a", 1])
        mock.returnToCheckpoint(NavigationCheckpoint<Int>("pick"), value: 3)
        mock.returnToCheckpoint(NavigationCheckpoint<Int>("pick"))
        mock.establish(NavigationCheckpoint<Int>("pick"), onReturn: nil)
        mock.showAlert(NavigationAlert(id: "ask", title: "Ask"))
        let lock = mock.lockNavigation(reason: "busy")
        if let lock { mock.unlock(lock) }
        mock.confirmLeaving(NavigationLeaveConfirmation(title: "Leave?"), scope: .layer)
        mock.startFlow(PickFlow(), returningTo: nil)
        await mock.advance(PickFlow())
        mock.finish(PickFlow(), with: .completeWith(4))
        mock.dismiss()
        mock.back()
        #expect(
            mock.requests.map(\.description) == [
                "navigate(detail)", "navigate(outgoing profile)", "present(info, sheet)",
                "present(outgoing profile, cover)", "send(a, 1)", "returnToCheckpoint(pick, 3)",
                "returnToCheckpoint(pick)", "establish(pick)", "showAlert(ask)", "lock(busy)", "unlock(busy)",
                "confirmLeaving(Leave?, layer)", "startFlow(PickFlow(anchor: nil, step: 1, picked: 0), nil)",
                "advance(PickFlow(anchor: nil, step: 1, picked: 0))",
                "finish(PickFlow(anchor: nil, step: 1, picked: 0), completeWith(4))", "dismiss", "back",
            ])
        #expect(mock.alerts.map(\.id) == ["ask"])
    }

    @Test func aValueThatIsNotHashableIsRecordedToo() {
        let mock = NavigationHandleMock()
        mock.returnToCheckpoint(NavigationCheckpoint<Note>("note"), value: Note(text: "hello"))
        #expect(mock.lastRequest == .returnToCheckpoint("note", .init(Note(text: "hello"))))
        #expect(mock.lastRequest != .returnToCheckpoint("note", .init(Note(text: "bye"))))
        guard case .returnToCheckpoint(_, let recorded)? = mock.lastRequest else { return }
        #expect((recorded.value as? Note)?.text == "hello")
    }

    @Test func theMockCanBeToldToRefuseOrToHaveNoReceiver() {
        let mock = NavigationHandleMock()
        mock.refuseEverything(with: .locked(route: "orders/new/payment", reason: "paying"))
        #expect(
            mock.navigate(to: HomeDestination.detail)
                == .refused(.locked(route: "orders/new/payment", reason: "paying")))
        #expect(mock.lockNavigation(reason: "again") == nil)
        mock.hasNoReceivers(for: "RootTab")
        #expect(mock.send(values: ["orders"]) == .stopped(.noReceiver("RootTab")))
    }

    @Test func aCheckpointHandlerCanBeDrivenByTheTest() {
        let mock = NavigationHandleMock()
        let values = Log<Int>()
        mock.establish(NavigationCheckpoint<Int>("pick")) { values.record($0) }
        #expect(mock.deliver(9, to: NavigationCheckpoint<Int>("pick")))
        #expect(!mock.deliver(9, to: NavigationCheckpoint<Int>("other")))
        #expect(values.values == [9])
    }

    @Test func anchoringGivesAnUnanchoredFlowAPlaceholderAnchor() {
        let mock = NavigationHandleMock()
        var flow = PickFlow()
        #expect(mock.anchorFlow(&flow, returningTo: NavigationCheckpoint<Int>("done")) == .applied)
        #expect(flow.anchor == NavigationFlowAnchor(checkpointName: "done", entry: nil))
        #expect(mock.anchorFlow(&flow, returningTo: nil) == .refused(.flowAlreadyAnchored))
        mock.reset()
        #expect(mock.requests.isEmpty)
    }
}
