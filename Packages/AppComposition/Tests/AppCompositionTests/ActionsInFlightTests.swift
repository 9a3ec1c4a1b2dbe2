import AppCompositionTestSupport
import Foundation
import Navigation
import Testing

/// A step an action awaits (the wizard's stock check) that never lands is said on screen,
/// not only in the log.
@MainActor
@Suite struct ActionsInFlightTests {
    /// The wizard on its review, signed in, saving to `path`.
    func review(statePath: String? = nil) async throws -> Harness {
        let harness = try await Harness(statePath: statePath, arguments: [], signedIn: true)
        await harness.run("tab orders")
        await harness.tap("New order")
        await harness.tap("Kettle")
        await harness.tap("1")
        #expect(harness.location.hasSuffix("orders/new/review"))
        return harness
    }

    /// The wizard on its review, saved to `path`: the harness, with its transcript empty, and
    /// the bytes saved there.
    func savedAtReview(in path: String) async throws -> (Harness, NavigationState) {
        let harness = try await review(statePath: path)
        await harness.run("save")
        let atReview = try saved(at: path, by: harness)
        harness.transcript.reset()
        return (harness, atReview)
    }

    /// The state saved at a path; compact files keep no key order, so states are compared, not bytes.
    func saved(at path: String, by harness: Harness) throws -> NavigationState {
        try harness.app.snapshotCoder.firstWindow(Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The number that taps the review's "Continue to payment".
    func continueNumber(on harness: Harness) throws -> Int {
        try #require(harness.labels.firstIndex { $0.hasPrefix("Continue to payment") }) + 1
    }

    @Test func aSessionEndedWhileAnActionAwaitsSaysTheStepIsDroppedAndSavesTheStateBeforeIt() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/state.json"
        let (harness, atReview) = try await savedAtReview(in: path)
        let number = try continueNumber(on: harness)
        // The tap awaits the stock check; the session ends meanwhile, as a signal ends it.
        let tap = Task { await harness.run("\(number)") }
        // The tap has begun once its analytics line is in the log; the check then takes 300 ms.
        while !harness.host.log.lines.contains(where: { $0.hasSuffix("tap orders/new/review continue") }) {
            await Task.yield()
        }
        #expect(await harness.host.finish())
        #expect(
            harness.transcript.errorLines == [
                "notice: tap \(number) (Continue to payment) was still running when the session ended; "
                    + "it is dropped"
            ])
        #expect(
            harness.host.log.lines.last?.hasPrefix("[notice] tap \(number) (Continue to payment)") == true)
        #expect(try saved(at: path, by: harness) == atReview)
        _ = await tap.value
    }

    @Test func aSignalDropsAnActionStartedWithAnAmpersandAndSavesTheStateBeforeIt() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/state.json"
        let (harness, atReview) = try await savedAtReview(in: path)
        let number = try continueNumber(on: harness)
        await harness.run("\(number) &")
        #expect(await harness.host.finish(interrupted: true))
        #expect(
            harness.transcript.errorLines == [
                "notice: tap \(number) & (Continue to payment) was still running when the session ended; "
                    + "it is dropped"
            ])
        #expect(try saved(at: path, by: harness) == atReview)
    }

    @Test func aSignalNamesTheWindowOfEachActionItDrops() async throws {
        let harness = try await review()
        let number = try continueNumber(on: harness)
        await harness.run("\(number) &")
        await harness.run("window new")
        harness.transcript.reset()
        #expect(await harness.host.finish(interrupted: true))
        #expect(
            harness.transcript.errorLines == [
                "notice: tap \(number) & (Continue to payment) in window 1 of 2 was still running when the "
                    + "session ended; it is dropped"
            ])
    }

    @Test func closingAWindowDropsTheActionsRunningInItAndSaysSo() async throws {
        let harness = try await review()
        let number = try continueNumber(on: harness)
        await harness.run("window new")
        await harness.run("tab settings")
        await harness.run("window 1")
        await harness.run("\(number) &")
        await harness.run("window close")
        // The wizard asks before it is discarded; leaving closes the window with its action.
        #expect(harness.host.root.frontAlert?.title == "Discard this order?")
        await harness.tap("Leave")
        #expect(
            harness.transcript.errorLines == [
                "notice: tap \(number) & (Continue to payment) was still running in the window that closed; "
                    + "it is dropped"
            ])
        await harness.run("wait")
        #expect(harness.transcript.errorLines.count == 1)
        #expect(harness.host.windows.count == 1)
        #expect(harness.location == "settings: settings")
    }

    @Test func anActionASignalDroppedReportsNothingWhenItsStepIsRefusedLater() async throws {
        let harness = try await review()
        let number = try continueNumber(on: harness)
        await harness.run("\(number) &")
        await harness.run("tab settings")
        #expect(await harness.host.finish(interrupted: true))
        // The stock check goes on after the session ended; the engine refuses its step (the
        // person moved to another tab) and logs it, and the action's end runs right after.
        var waited = 0
        while !harness.host.log.lines.contains(where: {
            $0.contains("arrived after navigation changed under it")
        }),
            waited < 500
        {
            try await Task.sleep(for: .milliseconds(10))
            waited += 1
        }
        #expect(waited < 500, "the stock check's step never arrived")
        await Task.yield()
        #expect(
            harness.transcript.errorLines == [
                "notice: tap \(number) & (Continue to payment) was still running when the session ended; "
                    + "it is dropped"
            ])
    }

    @Test func aStepLandingInAWindowBehindDoesNotDrawTheWindowInFront() async throws {
        let harness = try await review()
        let number = try continueNumber(on: harness)
        await harness.run("\(number) &")
        await harness.run("window new")
        let renders = harness.host.renderCount
        await harness.run("wait")
        #expect(harness.host.windows[0].locationDescription.hasSuffix("orders/new/payment"))
        #expect(harness.host.renderCount == renders)
    }

    /// The line names the windows as they are when it is printed, whether the second window
    /// opened before the action started or after it (from a stranger's run).
    @Test(arguments: [
        ["window new", "window 1", "&", "tab settings"], ["&", "window new", "window 1", "tab settings"],
    ])
    func aStepDroppedInOneOfSeveralWindowsNamesItsWindow(steps: [String]) async throws {
        let harness = try await review()
        let number = try continueNumber(on: harness)
        for step in steps { await harness.run(step == "&" ? "\(number) &" : step) }
        await harness.run("wait")
        #expect(
            harness.transcript.errorLines == [
                "error: tap \(number) & (Continue to payment) in window 1 of 2: the step after orders/new/review "
                    + "arrived after navigation changed under it; dropped"
            ])
    }

    @Test func theEndOfTheInputStillWaitsForAnActionStartedWithAnAmpersand() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/state.json"
        let harness = try await review(statePath: path)
        let number = try continueNumber(on: harness)
        await harness.run("\(number) &")
        #expect(await harness.host.finish())
        #expect(harness.transcript.errorLines.isEmpty)
        let restarted = try await Harness(statePath: path, arguments: [], signedIn: true)
        #expect(restarted.location.hasSuffix("orders/new/payment"))
    }

    @Test func aStepDroppedAfterTheTabChangedIsOneErrorLineNamingTheTap() async throws {
        let harness = try await review()
        let number = try continueNumber(on: harness)
        await harness.run("\(number) &")
        await harness.run("tab settings")
        #expect(harness.transcript.errorLines.isEmpty)
        await harness.run("wait")
        #expect(
            harness.transcript.errorLines == [
                "error: tap \(number) & (Continue to payment): the step after orders/new/review arrived after "
                    + "navigation changed under it; dropped"
            ])
        await harness.run("tab orders")
        #expect(harness.location.hasSuffix("orders/new/review"))
        // Found by a stranger: the log named `wait`, or no command, for the dropped step.
        let dropped = harness.host.log.lines.filter { $0.contains("arrived after navigation changed") }
        #expect(dropped.count == 1)
        #expect(dropped.first?.hasSuffix("[command: tap \(number) &]") == true)
    }

    /// The same action tapped again while it runs, awaited or in the background, is refused
    /// before it starts: one step lands and none is dropped.
    ///
    /// Found by a stranger: a second run raced the first, and the step that lost was said as
    /// dropped above the very screen it asked for (under `--strict`, the session failed).
    @Test(arguments: ["", " &"])
    func theSameActionTappedAgainWhileItRunsIsRefusedAndOneStepLands(again: String) async throws {
        let harness = try await review()
        let number = try continueNumber(on: harness)
        await harness.run("\(number) &")
        #expect(await harness.run("\(number)\(again)") == .failed)
        #expect(
            harness.transcript.errorLines == [
                "error: tap \(number) & (Continue to payment) is still running; 'wait' waits for it"
            ])
        await harness.run("wait")
        #expect(harness.transcript.errorLines.count == 1)
        #expect(harness.location.hasSuffix("orders/new/payment"))
        #expect(!harness.host.log.lines.contains { $0.contains("arrived after navigation changed") })
    }

    /// Another action on the same screen still runs beside it, and the step it overtakes is
    /// said once, when the action started with `&` ends.
    @Test func aStepAnotherActionOvertookIsOneErrorLineNamingTheTap() async throws {
        let harness = try await review()
        let number = try continueNumber(on: harness)
        await harness.run("\(number) &")
        #expect(await harness.tap("Cancel") == .completed)
        #expect(harness.location == "orders: orders")
        await harness.run("wait")
        #expect(
            harness.transcript.errorLines == [
                "error: tap \(number) & (Continue to payment): the step after orders/new/review arrived after "
                    + "navigation changed under it; dropped"
            ])
        #expect(harness.location == "orders: orders")
    }

    /// A send whose first step switches tabs and whose second the payment lock refuses: the
    /// tap says the lock's refusal, although the tab did change.
    @Test func aSendWhoseLastStepALockRefusesIsOneErrorLine() async throws {
        let harness = try await review()
        await harness.tap("Continue to payment")
        #expect(harness.location.hasSuffix("orders/new/payment"))
        await harness.run("tab home")
        harness.transcript.reset()
        #expect(await harness.tap("Show order 1001 in the Orders tab") == .failed)
        #expect(harness.transcript.errorLines.count == 1)
        #expect(harness.transcript.errorLines.first?.contains("payment in progress") == true)
        #expect(harness.location.hasSuffix("orders/new/payment"))
    }

    @Test func aTapAfterAStepLandedUnseenIsRefusedAndTheScreenItLandedShown() async throws {
        // Found by a stranger: `1 &` landed the payment step while the prompt sat idle, and
        // the next `1`, meant for the review's "Continue", paid on a screen nobody had seen.
        let harness = try await review()
        let number = try continueNumber(on: harness)
        await harness.run("\(number) &")
        // The stock check takes 300 ms; ten seconds is a failure, not a wait.
        for _ in 0..<1000 where !harness.location.hasSuffix("orders/new/payment") {
            try await Task.sleep(for: .milliseconds(10))
        }
        try #require(harness.location.hasSuffix("orders/new/payment"))
        harness.transcript.reset()
        #expect(await harness.run("1") == .failed)
        #expect(
            harness.transcript.errorLines == [
                "error: the screen changed since it was shown, so nothing was tapped: choose again on it"
            ])
        #expect(harness.transcript.outputLines.contains("New order: payment"))
        #expect(harness.location.hasSuffix("orders/new/payment"))
        // Seen now, the same tap pays.
        #expect(await harness.run("1") == .completed)
        #expect(harness.location == "orders: orders")
    }

    @Test func aStepThatLandsSaysNothing() async throws {
        let harness = try await review()
        let number = try continueNumber(on: harness)
        await harness.run("\(number) &")
        await harness.run("where")
        await harness.run("wait")
        #expect(harness.transcript.errorLines.isEmpty)
        #expect(harness.location.hasSuffix("orders/new/payment"))
    }
}
