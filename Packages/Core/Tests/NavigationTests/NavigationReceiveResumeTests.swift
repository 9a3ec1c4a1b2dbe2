import Navigation
import NavigationSend
import NavigationTesting
import Testing

/// What a receiver's answer does to the rest of its send: when the next value goes, and what
/// is left to send.
@MainActor
@Suite struct NavigationReceiveResumeTests {
    let clock = ManualNavigationClock()
    let log = Log<String>()

    /// A root with a one-second step delay whose `String` receiver records each word and
    /// answers what `answer` says for it.
    func wiredRoot(answer: @escaping @MainActor (String) -> NavigationReceiveResumeType) -> NavigationRoot {
        let root = makeRoot(clock: clock, stepDelay: .seconds(1))
        root.onReceive(String.self) { [log] word, _ in
            log.record(word)
            return answer(word)
        }
        return root
    }

    @Test func immediatelySendsTheNextValueWithoutTheStepDelay() {
        let root = wiredRoot { $0 == "first" ? .immediately : .auto }
        #expect(root.send("first", "second", "third") == .waiting)
        #expect(log.values == ["first", "second"])
        clock.advance(by: .seconds(1))
        #expect(log.values == ["first", "second", "third"])
        #expect(!root.hasWaitingSend)
    }

    @Test func afterWaitsItsOwnDelayInsteadOfTheConfiguredOne() {
        let root = wiredRoot { $0 == "first" ? .after(.seconds(3)) : .auto }
        #expect(root.send("first", "second") == .waiting)
        clock.advance(by: .seconds(2))
        #expect(log.values == ["first"])
        clock.advance(by: .seconds(1))
        #expect(log.values == ["first", "second"])
    }

    @Test func pauseWaitsForResumeSendWhichDeliversTheNextValueAtOnce() {
        let root = wiredRoot { $0 == "first" ? .pause : .auto }
        #expect(root.send("first", "second") == .waiting)
        clock.advance(by: .seconds(60))
        #expect(log.values == ["first"])
        #expect(root.hasWaitingSend)
        #expect(root.resumeSend() == .delivered)
        #expect(log.values == ["first", "second"])
        #expect(!root.hasWaitingSend)
        #expect(root.resumeSend() == .stopped(.noPausedSend))
    }

    @Test func resumeSendIsRefusedWhileAChainOnlyWaitsOutItsDelay() {
        let root = wiredRoot { _ in .auto }
        #expect(root.send("first", "second") == .waiting)
        #expect(root.resumeSend() == .stopped(.noPausedSend))
        clock.advance(by: .seconds(1))
        #expect(log.values == ["first", "second"])
    }

    @Test func aNewerSendReplacesAPausedOne() {
        let root = wiredRoot { $0 == "first" ? .pause : .auto }
        #expect(root.send("first", "dropped") == .waiting)
        #expect(root.send("second") == .delivered)
        #expect(root.resumeSend() == .stopped(.noPausedSend))
        #expect(log.values == ["first", "second"])
    }

    @Test func insertingAppendingAndReplacingChangeWhatIsLeftToSend() {
        let root = wiredRoot { word in
            switch word {
            case "a": .inserting(["b"])
            case "b": .appending(["z"])
            case "c": .replacing(["d"])
            default: .immediately
            }
        }
        #expect(root.send("a", "c", "never") == .waiting)
        clock.advance(by: .seconds(3))
        #expect(log.values == ["a", "b", "c", "d"])
        #expect(!root.hasWaitingSend)
    }

    @Test func replacingWithNothingEndsTheChainDelivered() {
        let root = wiredRoot { _ in .replacing([]) }
        #expect(root.send("first", "never") == .delivered)
        #expect(log.values == ["first"])
    }

    @Test func noAnswerMakesARefusedChangeGoOn() {
        let root = makeRoot(clock: clock, stepDelay: .seconds(1))
        root.onReceive(String.self) { word, root in
            root.selectTab(word).isApplied ? .auto : .immediately
        }
        #expect(root.send("nowhere", "orders") == .stopped(.unknownTab("nowhere")))
        #expect(root.state.selectedTab == "home")
    }
}
