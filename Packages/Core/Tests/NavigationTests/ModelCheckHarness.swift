import Foundation
import Navigation
import NavigationTesting

// Runs generated operation sequences against the real engine and the reference model at once,
// checks the invariants after every step, and shrinks failing sequences.

// MARK: - Operations

/// Who an operation is addressed to, resolved against the state when the step runs, so a
/// sequence stays meaningful when shrinking drops earlier steps.
enum CheckedTarget: Hashable, CustomStringConvertible {
    /// The root navigator.
    case root
    /// The front-most layer's navigator.
    case current
    /// A tab's navigator (index modulo the tab count).
    case tab(Int)
    /// The k-th visible layer, bottom first (modulo their count).
    case visible(Int)
    /// The k-th layer of the whole tree, depth first (modulo their count).
    case live(Int)
    /// The k-th navigator that left the tree (modulo how many are kept); skipped when none has.
    case stale(Int)

    var description: String {
        switch self {
        case .root: "root"
        case .current: "current"
        case .tab(let index): "tab#\(index)"
        case .visible(let index): "visible#\(index)"
        case .live(let index): "layer#\(index)"
        case .stale(let index): "stale#\(index)"
        }
    }
}

/// The checkpoints the operations declare: `pick` as an Int (with a handler) or re-declared as a
/// String (with a handler), and `mark`, an Int checkpoint without a handler.
enum CheckedCheckpoint: CaseIterable, CustomStringConvertible {
    case pickInt
    case pickString
    case mark

    var name: String { self == .mark ? "mark" : "pick" }
    var type: RefValueType { self == .pickString ? .string : .int }
    var hasHandler: Bool { self != .mark }
    var description: String { self == .pickString ? "pick<String>" : "\(name)<Int>" }
}

/// The value handed back to a checkpoint, if any.
enum CheckedReturn: Hashable, CustomStringConvertible {
    case none
    case int(Int)
    case string(String)

    var text: String? {
        switch self {
        case .none: nil
        case .int(let value): "\(value)"
        case .string(let value): value
        }
    }

    var type: RefValueType { if case .string = self { .string } else { .int } }

    var description: String { text ?? "no value" }
}

/// How the flow on the front-most screen moves on.
enum CheckedFlowMove: CaseIterable {
    /// `finish(flow, with: flow's next step)`, synchronously.
    case next
    /// `await advance(flow)`.
    case advance
    case complete
    case cancel
}

/// One generated step.
enum CheckedOp: CustomStringConvertible {
    case push(CheckedTarget, CheckedDestination)
    case pop(CheckedTarget)
    case popTo(CheckedTarget, Int)
    case popLast(CheckedTarget, Int)
    case popAll(CheckedTarget)
    /// Pops to the k-th entry of the target's stack; a negative selector names an entry not on it.
    case popToEntry(CheckedTarget, Int)
    case back(CheckedTarget)
    /// `nil` uses the destination's preferred method.
    case navigate(CheckedTarget, CheckedDestination, NavigationMethod?)
    case navigateOutgoing(CheckedTarget, CheckedOutgoing, NavigationMethod?)
    case present(CheckedTarget, CheckedDestination, NavigationMethod)
    case dismiss(CheckedTarget)
    case dismissPresentedViews(CheckedTarget)
    case dismissAnyChildren(CheckedTarget)
    case dismissAny
    case popAny
    case reset
    case selectTab(String)
    case send([CheckedValue])
    case resume
    case cancelResume
    /// Registers a receiver for destinations on the target.
    case listen(CheckedTarget)
    case establish(CheckedTarget, CheckedCheckpoint)
    case returnToCheckpoint(CheckedTarget, CheckedCheckpoint, CheckedReturn)
    case lock(CheckedTarget)
    /// Unlocks the k-th held lock; a negative selector unlocks one already released.
    case unlock(Int)
    case showAlert(CheckedTarget, actions: Int)
    case chooseAlertAction(CheckedTarget, Int)
    case dismissAlert(CheckedTarget)
    case startFlow(CheckedTarget, length: Int, presentsFirstStep: Bool, toCheckpoint: Bool)
    case flowStep(CheckedFlowMove)
    /// Asks the store for a model of the k-th entry in the tree (negative: an entry that left),
    /// per entry or shared under a key.
    case model(entry: Int, shared: Int?)
    case exportRestore(throughJSON: Bool)
    case restoreOtherKey
    case deepLink(
        tab: Int, stack: [CheckedDestination], presentation: (NavigationMethod, [CheckedDestination])?)
    case applyPartial(tab: Int, stack: [CheckedDestination])
    case applyInvalid(Int)
    /// Several operations in one transaction: observers must see at most one change.
    case transaction([CheckedOp])

    var description: String {
        switch self {
        case .push(let target, let destination): "push(\(destination.routeID)) on \(target)"
        case .pop(let target): "pop() on \(target)"
        case .popTo(let target, let position): "pop(to: \(position)) on \(target)"
        case .popLast(let target, let count): "pop(last: \(count)) on \(target)"
        case .popAll(let target): "popAll() on \(target)"
        case .popToEntry(let target, let selector): "pop(toEntry: #\(selector)) on \(target)"
        case .back(let target): "back() on \(target)"
        case .navigate(let target, let destination, let method):
            "navigate(\(destination.routeID), \(method.map(\.rawValue) ?? "preferred")) on \(target)"
        case .navigateOutgoing(let target, let outgoing, let method):
            "navigate(outgoing \(outgoing), \(method.map(\.rawValue) ?? "preferred")) on \(target)"
        case .present(let target, let destination, let method):
            "present(\(destination.routeID), \(method.rawValue)) on \(target)"
        case .dismiss(let target): "dismiss() on \(target)"
        case .dismissPresentedViews(let target): "dismissPresentedViews() on \(target)"
        case .dismissAnyChildren(let target): "dismissAnyChildren() on \(target)"
        case .dismissAny: "dismissAny()"
        case .popAny: "popAny()"
        case .reset: "reset()"
        case .selectTab(let name): "selectTab(\(name))"
        case .send(let values): "send(\(values.map(\.description).joined(separator: ", ")))"
        case .resume: "resume()"
        case .cancelResume: "cancelResume()"
        case .listen(let target): "autoReceive(destinations) on \(target)"
        case .establish(let target, let checkpoint): "establish(\(checkpoint)) on \(target)"
        case .returnToCheckpoint(let target, let checkpoint, let value):
            "returnToCheckpoint(\(checkpoint), \(value)) on \(target)"
        case .lock(let target): "lockNavigation() on \(target)"
        case .unlock(let selector): "unlock(#\(selector))"
        case .showAlert(let target, let actions): "showAlert(\(actions) actions) on \(target)"
        case .chooseAlertAction(let target, let index): "chooseAlertAction(at: \(index)) on \(target)"
        case .dismissAlert(let target): "dismissAlert() on \(target)"
        case .startFlow(let target, let length, let presents, let toCheckpoint):
            "startFlow(length \(length)\(presents ? ", presented" : "")\(toCheckpoint ? ", to pick" : "")) on \(target)"
        case .flowStep(let move): "flow step \(move)"
        case .model(let entry, let shared): "model(entry #\(entry)\(shared.map { ", shared \($0)" } ?? ""))"
        case .exportRestore(let json): "export then restore\(json ? " through JSON" : "")"
        case .restoreOtherKey: "restore a state with another restoration key"
        case .deepLink(let tab, let stack, let presentation):
            "apply link \(RefModel.tabNames[tab]): \(stack.map(\.routeID).joined(separator: " > "))"
                + (presentation.map { " | \($0.0.rawValue): \($0.1.map(\.routeID).joined(separator: " > "))" }
                    ?? "")
        case .applyPartial(let tab, let stack):
            "apply only \(RefModel.tabNames[tab]): \(stack.map(\.routeID).joined(separator: " > "))"
        case .applyInvalid(let kind): "apply invalid state #\(kind)"
        case .transaction(let operations):
            "transaction { \(operations.map(\.description).joined(separator: "; ")) }"
        }
    }
}

// MARK: - Generation

enum ModelCheckGenerator {
    /// A whole sequence, determined by its seed: mostly short, sometimes up to 200 steps.
    static func sequence(seed: UInt64) -> [CheckedOp] {
        var random = SplitMix64(seed: seed)
        let length = random.chance(6) ? random.within(1...200) : random.within(1...12)
        return (0..<length).map { _ in operation(&random, nested: false) }
    }

    static func target(_ random: inout SplitMix64) -> CheckedTarget {
        switch random.below(100) {
        case 0..<40: .root
        case 40..<58: .current
        case 58..<68: .tab(random.below(3))
        case 68..<78: .visible(random.below(4))
        case 78..<90: .live(random.below(8))
        default: .stale(random.below(6))
        }
    }

    static func destination(_ random: inout SplitMix64) -> CheckedDestination {
        switch random.below(100) {
        case 0..<50: .page(random.below(6))
        case 50..<58: .note
        case 58..<66: .banner
        case 66..<76: .editor
        case 76..<84: .player
        case 84..<92: .courier(random.below(3))
        default:
            .step(
                CheckedFlow(
                    anchor: nil, index: random.below(2), length: random.within(1...3),
                    presentsFirstStep: random.chance(50)))
        }
    }

    static func stack(_ random: inout SplitMix64, tab: Int, maximum: Int) -> [CheckedDestination] {
        if random.chance(3) { return [] }
        var result: [CheckedDestination] = [
            random.chance(85) ? RefModel.tabRoots[tab] : .page(random.below(6))
        ]
        for _ in 0..<random.below(maximum) {
            result.append(random.chance(80) ? .page(random.below(6)) : destination(&random))
        }
        return result
    }

    static func value(_ random: inout SplitMix64) -> CheckedValue {
        switch random.below(100) {
        case 0..<30: .tab(random.pick(RefModel.tabNames + ["nowhere"]))
        case 30..<65: .destination(destination(&random))
        case 65..<80:
            .action(
                random.pick([
                    .dismissAny, .popAny, .reset, .popAll(in: "home"), .popAll(in: "orders"),
                    .popAll(in: "home/sheet"), .popAll(in: "nowhere"),
                ]))
        case 80..<92: .pause
        default: .orphan(random.below(3))
        }
    }

    static func operation(_ random: inout SplitMix64, nested: Bool) -> CheckedOp {
        let roll = random.below(nested ? 1000 : 1020)
        switch roll {
        case 0..<140: return .push(target(&random), destination(&random))
        case 140..<190: return .pop(target(&random))
        case 190..<210: return .popTo(target(&random), random.within(-1...4))
        case 210..<230: return .popLast(target(&random), random.within(0...4))
        case 230..<250: return .popAll(target(&random))
        case 250..<280: return .popToEntry(target(&random), random.chance(80) ? random.below(6) : -1)
        case 280..<330: return .back(target(&random))
        case 330..<410:
            return .navigate(
                target(&random), destination(&random),
                random.chance(40) ? nil : random.pick(NavigationMethod.allCases))
        case 410..<435:
            return .navigateOutgoing(
                target(&random), random.pick([.page(random.below(6)), .editor, .unmapped]),
                random.chance(50) ? nil : random.pick(NavigationMethod.allCases))
        case 435..<515:
            return .present(
                target(&random), destination(&random),
                random.pick([.sheet, .cover, .managedSheet, .managedCover]))
        case 515..<555: return .dismiss(target(&random))
        case 555..<570: return .dismissPresentedViews(target(&random))
        case 570..<585: return .dismissAnyChildren(target(&random))
        case 585..<605: return .dismissAny
        case 605..<612: return .popAny
        case 612..<618: return .reset
        case 618..<660: return .selectTab(random.pick(RefModel.tabNames + ["nowhere"]))
        case 660..<695: return .send((0..<random.within(1...3)).map { _ in value(&random) })
        case 695..<705: return .resume
        case 705..<712: return .cancelResume
        case 712..<730: return .listen(target(&random))
        case 730..<760: return .establish(target(&random), random.pick(CheckedCheckpoint.allCases))
        case 760..<790:
            let value: CheckedReturn =
                switch random.below(3) {
                case 0: .none
                case 1: .int(random.below(100))
                default: .string("s\(random.below(100))")
                }
            return .returnToCheckpoint(target(&random), random.pick(CheckedCheckpoint.allCases), value)
        case 790..<810: return .lock(target(&random))
        case 810..<830: return .unlock(random.chance(80) ? random.below(3) : -1)
        case 830..<855: return .showAlert(target(&random), actions: random.below(4))
        case 855..<875: return .chooseAlertAction(target(&random), random.within(-1...3))
        case 875..<885: return .dismissAlert(target(&random))
        case 885..<905:
            return .startFlow(
                target(&random), length: random.within(1...4), presentsFirstStep: random.chance(40),
                toCheckpoint: random.chance(50))
        case 905..<935:
            return .flowStep(
                nested ? random.pick([.next, .complete, .cancel]) : random.pick(CheckedFlowMove.allCases))
        case 935..<960:
            return .model(
                entry: random.chance(85) ? random.below(12) : -1 - random.below(4),
                shared: random.chance(30) ? random.below(2) : nil)
        case 960..<972: return .exportRestore(throughJSON: random.chance(50))
        case 972..<975: return .restoreOtherKey
        case 975..<990:
            let tab = random.below(3)
            var presentation: (NavigationMethod, [CheckedDestination])?
            if random.chance(40) {
                let method: NavigationMethod = random.pick([.sheet, .cover, .managedSheet, .managedCover])
                let count = method.isManaged || random.chance(10) ? random.within(1...3) : 1
                presentation = (method, (0..<count).map { _ in destination(&random) })
            }
            return .deepLink(
                tab: tab, stack: stack(&random, tab: tab, maximum: 4), presentation: presentation)
        case 990..<995:
            let tab = random.below(3)
            return .applyPartial(tab: tab, stack: stack(&random, tab: tab, maximum: 3))
        case 995..<1000: return .applyInvalid(random.below(8))
        default:
            return .transaction((0..<random.within(2...3)).map { _ in operation(&random, nested: true) })
        }
    }
}

// MARK: - Running both sides

/// The real engine and the reference model side by side.
@MainActor
final class ModelCheckHarness {
    let root: Navigator
    private(set) var model = RefModel()
    private let redirect = CheckedRedirect()
    private let effects = EffectLog()
    private let coder: NavigationSnapshotCoder
    /// The navigator of each live layer, by model instance.
    private var handles: [Int: Navigator] = [:]
    /// Navigators that left the tree, newest last.
    private var stale: [(instance: Int, navigator: Navigator)] = []
    /// Models the store keeps, by generation; and fresh models it must not keep.
    private var models: [Int: WeakModel] = [:]
    private var unkept: [WeakModel] = []
    private var everLocked: [NavigationLock] = []
    private var seenIDs = Set<NavigationEntryID>()
    private var previousIDs = Set<NavigationEntryID>()
    private var previousState: NavigationState
    private var previousRevision: UInt64
    /// Extra detail for the failure being reported.
    private var note: String?

    init() {
        root = Navigator(
            tabs: zip(RefModel.tabNames, RefModel.tabRoots).map { NavigationTab($0, root: $1) },
            configuration: NavigationConfiguration(restorationKey: RefModel.restorationKey)
        )
        var registry = NavigationDestinationRegistry()
        try? registry.register(CheckedDestination.self)
        coder = NavigationSnapshotCoder(registry: registry)
        root.setRedirect(redirect)
        root.onReceive(CheckedTab.self) { tab, navigator in navigator.selectTab(tab.name) ? .auto : .cancel }
        root.onReceive(CheckedPause.self) { _, _ in .pause }
        for (index, tab) in root.tabs.enumerated() { handles[index] = tab }
        previousState = root.exportState()
        previousRevision = root.revision
        previousIDs = Set(previousState.allEntries.map(\.id))
        seenIDs = previousIDs
    }

    /// Weak references to everything that must be released once the harness is gone.
    var leakProbe: LeakProbe { LeakProbe(root: root, models: Array(models.values)) }

    /// Runs one step on both sides and checks every invariant; returns a failure description.
    func step(_ operation: CheckedOp) async -> String? {
        note = nil
        let revision = root.revision
        let results: (expected: CheckResult, actual: CheckResult)
        if case .flowStep(.advance) = operation {
            results = await advanceFlow()
        } else {
            results = perform(operation)
        }
        if let note { return note }
        guard results.expected == results.actual else {
            return "returned \(results.actual), the model expects \(results.expected)"
        }
        if case .transaction = operation, root.revision > revision &+ 1 {
            return "one transaction bumped the revision \(root.revision - revision) times"
        }
        return check()
    }

    private func resolve(_ target: CheckedTarget) -> (RefTarget, Navigator)? {
        let path: RefPath
        switch target {
        case .root: return (.root, root)
        case .current: path = model.current
        case .tab(let index): path = RefPath(tab: index % RefModel.tabNames.count)
        case .visible(let index):
            let visible = model.visible
            path = visible[index % visible.count]
        case .live(let index):
            let all = model.allPaths
            path = all[index % all.count]
        case .stale(let index):
            guard !stale.isEmpty else { return nil }
            let (instance, navigator) = stale[stale.count - 1 - index % stale.count]
            return (.stale(instance), navigator)
        }
        guard let navigator = handles[model.layer(path).instance] else { return nil }
        return (.live(path), navigator)
    }

    private static func outcome(_ body: () throws(NavigationError) -> Bool) -> CheckResult {
        do {
            return .bool(try body())
        } catch {
            switch error {
            case .navigationLocked: return .locked
            case .restorationKeyMismatch: return .keyMismatch
            case .unknownTab, .invalidState: return .invalid
            }
        }
    }

    // swift-format-ignore: FunctionBodyLength
    private func perform(_ operation: CheckedOp) -> (expected: CheckResult, actual: CheckResult) {
        defer { bindLayers() }
        switch operation {
        case .push(let target, let destination):
            guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
            let expected = model.operand(ref).map { model.push(at: $0, destination) } ?? false
            return (.bool(expected), .bool(navigator.push(destination) != nil))
        case .pop(let target):
            return popLike(target, { $0.pop() }, from: { count in count > 0 ? count - 1 : nil })
        case .popTo(let target, let position):
            return popLike(
                target, { $0.pop(to: position) },
                from: { count in position >= 0 && position < count ? position : nil })
        case .popLast(let target, let number):
            return popLike(
                target, { $0.pop(last: number) },
                from: { count in number > 0 && number <= count ? count - number : nil })
        case .popAll(let target):
            return popLike(target, { $0.popAll() }, from: { count in count > 0 ? 0 : nil })
        case .popToEntry(let target, let selector):
            guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
            let entries = navigator.entries
            let id =
                selector >= 0 && !entries.isEmpty
                ? entries[selector % entries.count].id : NavigationEntryID(rawValue: model.nextID + 1000)
            let expected = model.operand(ref).map { model.pop(toEntry: id, at: $0) } ?? false
            return (.bool(expected), .bool(navigator.pop(toEntry: id)))
        case .back(let target):
            guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
            var expected = false
            if let path = model.operand(ref) {
                let count = model.layer(path).pushedCount
                expected = count > 0 ? model.removePushed(at: path, from: count - 1) : dismissLayer(path)
            }
            return (.bool(expected), .bool(navigator.back()))
        case .navigate(let target, let destination, let method):
            guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
            let expected = model.navigate(ref, to: destination, method: method ?? destination.method)
            let actual =
                if let method { navigator.navigate(to: destination, method: method) } else {
                    navigator.navigate(to: destination)
                }
            return (.bool(expected), .bool(actual))
        case .navigateOutgoing(let target, let outgoing, let method):
            guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
            let destination: any NavigationDestination =
                outgoing.redirected ?? NotFoundDestination(requested: String(describing: outgoing))
            let expected = model.navigate(ref, to: destination, method: method ?? destination.method)
            let actual =
                if let method { navigator.navigate(to: outgoing, method: method) } else {
                    navigator.navigate(to: outgoing)
                }
            return (.bool(expected), .bool(actual))
        case .present(let target, let destination, let method):
            guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
            let expected =
                model.operand(ref).map { model.present(at: $0, destination, method: method) } ?? false
            return (.bool(expected), .bool(navigator.present(destination, method: method)))
        case .dismiss(let target):
            guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
            let expected = model.operand(ref).map { dismissLayer($0) } ?? false
            return (.bool(expected), .bool(navigator.dismiss()))
        case .dismissPresentedViews(let target):
            guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
            let expected: Bool
            switch ref {
            case .root: expected = model.dismissAnyChildren(.root)
            case .live(let path): expected = model.dismissPresented(at: path)
            case .stale: expected = false
            }
            return (.bool(expected), .bool(navigator.dismissPresentedViews()))
        case .dismissAnyChildren(let target):
            guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
            return (.bool(model.dismissAnyChildren(ref)), .bool(navigator.dismissAnyChildren()))
        case .dismissAny:
            let expected: CheckResult = model.isLocked ? .locked : .bool(model.dismissAnyChildren(.root))
            return (expected, Self.outcome { () throws(NavigationError) in try root.dismissAny() })
        case .popAny:
            return (model.popAny(), Self.outcome { () throws(NavigationError) in try root.popAny() })
        case .reset:
            let expected = model.reset()
            let actual = Self.outcome { () throws(NavigationError) in
                try root.reset()
                return true
            }
            return (expected, actual == .bool(true) ? .done : actual)
        case .selectTab(let name):
            return (.bool(model.selectTab(name)), .bool(root.selectTab(name)))
        case .send(let values):
            model.send(values)
            root.send(values: values.map(\.boxed))
            return (.done, .done)
        case .resume:
            return (.bool(model.resume()), .bool(root.resume()))
        case .cancelResume:
            return (.bool(model.cancelResume()), .bool(root.cancelResume()))
        case .listen(let target):
            guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
            model.listen(ref)
            navigator.autoReceive(CheckedDestination.self)
            return (.done, .done)
        case .establish(let target, let checkpoint):
            guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
            let expected = model.establish(
                ref, name: checkpoint.name,
                checkpoint: RefCheckpoint(
                    entry: .unassigned, type: checkpoint.type, hasHandler: checkpoint.hasHandler))
            return (.bool(expected), .bool(establish(checkpoint, on: navigator)))
        case .returnToCheckpoint(let target, let checkpoint, let value):
            guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
            var expected = false
            if let start = model.operand(ref) {
                expected = model.returnToCheckpoint(
                    named: checkpoint.name, from: start, valueType: value.type, value: value.text)
            }
            let actual: Bool
            switch (value, checkpoint) {
            case (.none, .pickString):
                actual = navigator.returnToCheckpoint(NavigationCheckpoint<String>(checkpoint.name))
            case (.none, _):
                actual = navigator.returnToCheckpoint(NavigationCheckpoint<Int>(checkpoint.name))
            case (.int(let number), _):
                actual = navigator.returnToCheckpoint(
                    NavigationCheckpoint<Int>(checkpoint.name), value: number)
            case (.string(let text), _):
                actual = navigator.returnToCheckpoint(
                    NavigationCheckpoint<String>(checkpoint.name), value: text)
            }
            return (.bool(expected), .bool(actual))
        case .lock(let target):
            guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
            let reason = "lock\(model.nextLockNumber)"
            let expected = model.lock(ref) != nil
            let lock = navigator.lockNavigation(reason: reason)
            if let lock { everLocked.append(lock) }
            return (.bool(expected), .bool(lock != nil))
        case .unlock(let selector):
            if selector >= 0 {
                let held = root.navigationLocks
                guard !model.locks.isEmpty, held.count == model.locks.count else {
                    return (.skipped, .skipped)
                }
                let index = selector % held.count
                model.locks.remove(at: index)
                return (.bool(true), .bool(root.unlock(held[index])))
            }
            let released = everLocked.filter { lock in !model.locks.contains { $0.reason == lock.reason } }
            guard let lock = released.last else { return (.skipped, .skipped) }
            return (.bool(false), .bool(root.unlock(lock)))
        case .showAlert(let target, let actions):
            guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
            var expected = false
            if let path = model.operand(ref), model.layer(path).alert == nil {
                model.update(path) {
                    $0.alert = RefAlert(state: Self.alertState(actions: actions), hasHandlers: actions > 0)
                }
                expected = true
            }
            return (.bool(expected), .bool(navigator.showAlert(makeAlert(actions: actions))))
        case .chooseAlertAction(let target, let index):
            guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
            var expected = false
            if let path = model.operand(ref), let alert = model.layer(path).alert,
                alert.state.actions.indices.contains(index)
            {
                model.update(path) { $0.alert = nil }
                if alert.hasHandlers { model.effects.append(RefModel.alertEffect(alert.state.id, index)) }
                expected = true
            }
            return (.bool(expected), .bool(navigator.chooseAlertAction(at: index)))
        case .dismissAlert(let target):
            guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
            var expected = false
            if let path = model.operand(ref), model.layer(path).alert != nil {
                model.update(path) { $0.alert = nil }
                expected = true
            }
            return (.bool(expected), .bool(navigator.dismissAlert()))
        case .startFlow(let target, let length, let presents, let toCheckpoint):
            guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
            var expected = false
            if let path = model.operand(ref) {
                let anchor = NavigationFlowAnchor(
                    checkpointName: toCheckpoint ? "pick" : nil, navigator: NavigatorID(path.description),
                    entry: model.layer(path).top.id)
                let first = CheckedDestination.step(
                    CheckedFlow(anchor: anchor, index: 0, length: length, presentsFirstStep: presents))
                expected = model.navigate(.live(path), to: first, method: first.method)
            }
            let flow = CheckedFlow(anchor: nil, index: 0, length: length, presentsFirstStep: presents)
            let actual = navigator.startFlow(
                flow, returningTo: toCheckpoint ? NavigationCheckpoint<Int>("pick") : nil)
            return (.bool(expected), .bool(actual))
        case .flowStep(let move):
            guard let (path, navigator, flow) = shownFlow() else { return (.skipped, .skipped) }
            let expected: Bool
            let actual: Bool
            switch move {
            case .next, .advance:
                expected = modelStep(flow, at: path)
                actual = navigator.finish(flow, with: flow.nextStep)
            case .complete:
                expected = model.returnToAnchor(flow.anchor, from: path, value: nil)
                actual = navigator.finish(flow, with: .complete)
            case .cancel:
                expected = model.returnToAnchor(flow.anchor, from: path, value: nil)
                actual = navigator.finish(flow, with: .cancel)
            }
            return (.bool(expected), .bool(actual))
        case .model(let selector, let shared):
            return obtainModel(selector: selector, shared: shared)
        case .exportRestore(let throughJSON):
            let expected: CheckResult
            if model.isLocked {
                expected = .locked
            } else {
                model.restoreIdentity()
                expected = .bool(true)
            }
            var state = root.exportState()
            if throughJSON {
                do {
                    state = try coder.decode(coder.encode(state))
                } catch {
                    note = "a snapshot did not survive JSON: \(error)"
                }
            }
            return (
                expected,
                Self.outcome { () throws(NavigationError) in
                    try root.restore(from: state)
                    return true
                }
            )
        case .restoreOtherKey:
            var state = root.exportState()
            state.restorationKey = "someone.else"
            return (
                .keyMismatch,
                Self.outcome { () throws(NavigationError) in
                    try root.restore(from: state)
                    return true
                }
            )
        case .deepLink(let tab, let stack, let presentation):
            let expected = model.applyLink(tab: tab, stack: stack, presentation: presentation)
            let target = DeepLinkTarget(
                tab: RefModel.tabNames[tab], stack: stack,
                presentation: presentation.map { DeepLinkTarget.Presentation(method: $0.0, stack: $0.1) })
            let state = target.state(over: root.exportState())
            let actual = Self.outcome { () throws(NavigationError) in
                try root.apply(state)
                return true
            }
            return (expected, actual == .bool(true) ? .done : actual)
        case .applyPartial(let tab, let stack):
            let expected = model.applyPartial(tab: tab, stack: stack)
            let state = NavigationState(
                selectedTab: nil,
                stacks: [NavigationStackState(name: RefModel.tabNames[tab], destinations: stack)])
            let actual = Self.outcome { () throws(NavigationError) in
                try root.apply(state)
                return true
            }
            return (expected, actual == .bool(true) ? .done : actual)
        case .applyInvalid(let kind):
            let expected: CheckResult = model.isLocked ? .locked : .invalid
            let state = Self.invalidState(kind)
            return (
                expected,
                Self.outcome { () throws(NavigationError) in
                    try root.apply(state)
                    return true
                }
            )
        case .transaction(let operations):
            var mismatch: String?
            root.transaction {
                for operation in operations {
                    let (expected, actual) = perform(operation)
                    if mismatch == nil, expected != actual {
                        mismatch = "\(operation) returned \(actual), the model expects \(expected)"
                    }
                }
            }
            if let mismatch, note == nil { note = "inside the transaction, " + mismatch }
            return (.done, .done)
        }
    }

    private func popLike(
        _ target: CheckedTarget, _ call: (Navigator) -> Bool, from index: (Int) -> Int?
    ) -> (expected: CheckResult, actual: CheckResult) {
        guard let (ref, navigator) = resolve(target) else { return (.skipped, .skipped) }
        var expected = false
        if let path = model.operand(ref), let from = index(model.layer(path).pushedCount) {
            expected = model.removePushed(at: path, from: from)
        }
        return (.bool(expected), .bool(call(navigator)))
    }

    /// `dismiss()` on a layer: a presented layer goes with what it presents; a tab has nothing to dismiss.
    private func dismissLayer(_ path: RefPath) -> Bool {
        guard !path.slots.isEmpty else { return false }
        model.removeLayer(path)
        return true
    }

    private func establish(_ checkpoint: CheckedCheckpoint, on navigator: Navigator) -> Bool {
        let effects = self.effects
        switch checkpoint {
        case .pickInt:
            return navigator.establish(NavigationCheckpoint<Int>("pick")) { value in
                effects.lines.append(RefModel.checkpointEffect("pick", "\(value)"))
            }
        case .pickString:
            return navigator.establish(NavigationCheckpoint<String>("pick")) { value in
                effects.lines.append(RefModel.checkpointEffect("pick", value))
            }
        case .mark:
            return navigator.establish(NavigationCheckpoint<Int>("mark"))
        }
    }

    static func alertState(actions: Int) -> NavigationAlertState {
        let labels: [NavigationAlertState.Action] =
            actions == 0
            ? [.init(label: "OK", role: .cancel)]
            : (0..<actions).map { .init(label: "A\($0)", role: $0 == actions - 1 ? .destructive : .default) }
        return NavigationAlertState(
            id: "alert/\(actions)", title: "Alert \(actions)", message: actions % 2 == 0 ? "why" : nil,
            actions: labels)
    }

    private func makeAlert(actions: Int) -> NavigationAlert {
        let effects = self.effects
        let id = "alert/\(actions)"
        return NavigationAlert(
            id: id, title: "Alert \(actions)", message: actions % 2 == 0 ? "why" : nil,
            actions: (0..<actions).map { index in
                NavigationAlert.Action("A\(index)", role: index == actions - 1 ? .destructive : .default) {
                    effects.lines.append(RefModel.alertEffect(id, index))
                }
            })
    }

    /// The flow whose step is the front-most screen, with its layer and navigator.
    private func shownFlow() -> (RefPath, Navigator, CheckedFlow)? {
        let path = model.current
        guard case .step(let flow)? = model.layer(path).top.destination.base as? CheckedDestination,
            let navigator = handles[model.layer(path).instance]
        else { return nil }
        return (path, navigator, flow)
    }

    private func modelStep(_ flow: CheckedFlow, at path: RefPath) -> Bool {
        switch flow.nextStep {
        case .show(let destination):
            return model.navigate(.live(path), to: destination, method: destination.method)
        case .completeWith(let value):
            return model.returnToAnchor(flow.anchor, from: path, value: value)
        case .complete, .cancel:
            return model.returnToAnchor(flow.anchor, from: path, value: nil)
        }
    }

    private func advanceFlow() async -> (expected: CheckResult, actual: CheckResult) {
        defer { bindLayers() }
        guard let (path, navigator, flow) = shownFlow() else { return (.skipped, .skipped) }
        let expected = modelStep(flow, at: path)
        return (.bool(expected), .bool(await navigator.advance(flow)))
    }

    private func obtainModel(selector: Int, shared: Int?) -> (expected: CheckResult, actual: CheckResult) {
        let entry: NavigationEntryID
        if selector >= 0 {
            let all = model.allEntries
            entry = all[selector % all.count].id
        } else {
            guard !model.removedIDs.isEmpty else { return (.skipped, .skipped) }
            entry = model.removedIDs[model.removedIDs.count - 1 - (-selector - 1) % model.removedIDs.count]
        }
        let fresh = model.nextGeneration
        let expected = model.obtainModel(shared.map { .shared($0) } ?? .entry(entry), for: entry)
        let known = expected.flatMap { models[$0] }
        let (weak, isKnown) = Self.ask(root.models, entry: entry, shared: shared, fresh: fresh, known: known)
        switch expected {
        case .some(let generation) where known != nil:
            if !isKnown {
                note = "the store made a new model for \(entry) instead of returning generation \(generation)"
            }
        case .some(let generation):
            if weak.model?.generation != generation {
                note = "the store did not keep the new model of \(entry)"
            }
            models[generation] = weak
        case .none:
            unkept.append(weak)
        }
        return (.done, .done)
    }

    /// Asks the store without keeping a strong reference to what it returns.
    private static func ask(
        _ store: NavigationModelStore, entry: NavigationEntryID, shared: Int?, fresh: Int, known: WeakModel?
    ) -> (WeakModel, Bool) {
        let model =
            if let shared {
                store.model(sharedBy: shared, for: entry) { CheckedScreenModel(generation: fresh) }
            } else {
                store.model(for: entry) { CheckedScreenModel(generation: fresh) }
            }
        return (WeakModel(model), known?.model === model)
    }

    static func invalidState(_ kind: Int) -> NavigationState {
        let home = [CheckedDestination.page(100)]
        func stack(
            _ name: String?, _ destinations: [CheckedDestination],
            _ presentations: [NavigationPresentationState] = []
        )
            -> NavigationStackState
        {
            NavigationStackState(name: name, destinations: destinations, presentations: presentations)
        }
        func layer(_ method: NavigationMethod, _ destinations: [CheckedDestination])
            -> NavigationPresentationState
        {
            NavigationPresentationState(method: method, stack: stack(nil, destinations))
        }
        let stacks: [NavigationStackState]
        var selected: String? = "home"
        switch kind {
        case 0: stacks = [stack("nowhere", home)]
        case 1: stacks = [stack("home", home), stack("home", home)]
        case 2: stacks = [stack("home", [])]
        case 3: stacks = [stack("home", home, [layer(.sheet, [.note, .page(1)])])]
        case 4: stacks = [stack("home", home, [layer(.sheet, [.note]), layer(.managedSheet, [.editor])])]
        case 5: stacks = [stack("home", home, [layer(.push, [.page(1)])])]
        case 6:
            stacks = [stack("home", home)]
            selected = "nowhere"
        default: stacks = [stack(nil, home)]
        }
        return NavigationState(selectedTab: selected, stacks: stacks)
    }

    // MARK: - Bookkeeping

    /// Moves the navigators of layers that left to the stale list and binds new layers to theirs.
    private func bindLayers() {
        for instance in model.departed {
            guard let navigator = handles.removeValue(forKey: instance) else { continue }
            stale.append((instance, navigator))
        }
        model.departed.removeAll()
        if stale.count > 6 { stale.removeFirst(stale.count - 6) }
        let unbound = model.allPaths.filter { handles[model.layer($0).instance] == nil }
        guard !unbound.isEmpty else { return }
        let byID = Dictionary(root.allNavigators.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for path in unbound {
            let instance = model.layer(path).instance
            guard let navigator = byID[NavigatorID(path.description)] else {
                if note == nil { note = "the model has a layer at \(path) that the engine lacks" }
                continue
            }
            handles[instance] = navigator
        }
    }

    // MARK: - Invariants

    // swift-format-ignore: FunctionBodyLength
    func check() -> String? {
        let state = root.exportState()
        let expected = model.expectedState()
        guard state == expected else {
            return
                "state differs from the model\n  engine: \(Self.describe(state))\n  model:  \(Self.describe(expected))"
        }
        // Exactly one front-most screen, and it is the model's.
        let current = root.current
        let currentPath = model.current
        guard handles[model.layer(currentPath).instance] === current else {
            return "the front-most navigator is \(current.id), the model's is \(currentPath)"
        }
        if current.sheet != nil || current.cover != nil || current.topEntry == nil {
            return "the front-most navigator \(current.id) presents something or shows nothing"
        }
        // The rest of the tree's shape cannot change unless the state or the revision did.
        if state != previousState || root.revision != previousRevision,
            let problem = structuralProblem(state, current: current)
        {
            return problem
        }
        for (_, navigator) in stale {
            if navigator.isAttached { return "\(navigator.id) left the tree but is still attached" }
            if navigator.parent?.isAttached == true {
                return "\(navigator.id) left the tree but its parent \(navigator.parent!.id) is in it"
            }
        }
        // Screen models: alive exactly while an entry that asked for them is in the tree.
        for (generation, weak) in models {
            let kept = model.modelSlots.values.contains { $0.generation == generation }
            if (weak.model != nil) != kept {
                return kept
                    ? "model generation \(generation) was released early"
                    : "model generation \(generation) outlived its entries"
            }
            if !kept { models[generation] = nil }
        }
        if unkept.contains(where: { $0.model != nil }) {
            return "the store kept a model of an entry outside the tree"
        }
        unkept.removeAll()
        if root.models.count != model.modelSlots.count {
            return "the store holds \(root.models.count) models, the model \(model.modelSlots.count)"
        }
        // Locks, chains, handler effects, checkpoints.
        let locks = root.navigationLocks.map { "\($0.reason)@\($0.entry)" }
        let expectedLocks = model.locks.map { "\($0.reason)@\($0.entry)" }
        if locks != expectedLocks { return "locks \(locks), the model expects \(expectedLocks)" }
        if root.isNavigationLocked != model.isLocked { return "isNavigationLocked disagrees with the locks" }
        if root.hasPendingSend != (model.chain != nil) {
            return
                "hasPendingSend is \(root.hasPendingSend), the model's chain is \(String(describing: model.chain))"
        }
        if effects.lines != model.effects {
            return "handlers did \(effects.lines), the model expects \(model.effects)"
        }
        for name in ["pick", "mark"] {
            let reachable = root.canReturnToCheckpoint(NavigationCheckpoint<Int>(name))
            if reachable != (model.findCheckpoint(named: name, from: currentPath) != nil) {
                return "checkpoint '\(name)' reachable: \(reachable), the model disagrees"
            }
        }
        if let gone = model.removedIDs.last, !previousIDs.contains(gone), root.containsEntry(gone) {
            return "containsEntry(\(gone)) is true for an entry that left"
        }
        // Observers see every change.
        if state != previousState, root.revision == previousRevision {
            return "the state changed but the revision did not"
        }
        previousState = state
        previousRevision = root.revision
        return nil
    }

    /// The where line, the visible layers, entry ids and the tree's links, checked after a change.
    private func structuralProblem(_ state: NavigationState, current: Navigator) -> String? {
        if root.locationDescription != state.locationDescription {
            return
                "the where line '\(root.locationDescription)' disagrees with the state's '\(state.locationDescription)'"
        }
        let visible = root.visibleNavigators
        if visible.last !== current || visible.count != model.visible.count {
            return "visible navigators \(visible.map(\.id)) do not end at the front-most one"
        }
        for (index, upper) in visible.enumerated().dropFirst()
        where !visible[..<index].contains(where: { $0 === upper.parent }) {
            return "\(upper.id) is visible but what presents it is not"
        }
        // Entry ids: unique, increasing along each stack, never reused, below the counter.
        let ids = state.allEntries.map(\.id)
        let idSet = Set(ids)
        if idSet.count != ids.count || !state.hasWellFormedEntryIDs {
            return "entry ids are duplicated or out of order: \(ids)"
        }
        if let reused = idSet.first(where: { !previousIDs.contains($0) && seenIDs.contains($0) }) {
            return "entry id \(reused) left the tree and came back"
        }
        if let high = idSet.first(where: { $0.rawValue >= state.nextEntryID }) {
            return "entry id \(high) is not below the next id \(state.nextEntryID)"
        }
        seenIDs.formUnion(idSet)
        previousIDs = idSet
        // The tree's links: every child's parent lists it, every live layer is bound, stale ones refuse.
        let all = root.allNavigators
        let paths = model.allPaths
        if all.count != paths.count + 1 {
            return "the engine has \(all.count - 1) navigators below the root, the model \(paths.count)"
        }
        let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for navigator in all {
            if !navigator.isAttached { return "\(navigator.id) is in the tree but detached" }
            for child in navigator.children where child.parent !== navigator {
                return
                    "\(child.id) is listed by \(navigator.id) but its parent is \(child.parent?.id.rawValue ?? "nil")"
            }
        }
        for path in paths where handles[model.layer(path).instance] !== byID[NavigatorID(path.description)] {
            return "the navigator at \(path) is not the one created for it"
        }
        return nil
    }

    /// A compact form of a state: each stack with entry ids, layers, alerts, and the counter.
    static func describe(_ state: NavigationState) -> String {
        func render(_ stack: NavigationStackState) -> String {
            var text = stack.entries.map(\.description).joined(separator: " > ")
            if let alert = stack.alert { text += " [alert \(alert.id)]" }
            for presentation in stack.presentations {
                text += " | \(presentation.method.rawValue): " + render(presentation.stack)
            }
            return text
        }
        let stacks = state.stacks.map { "\($0.name ?? "?"): " + render($0) }.joined(separator: " ; ")
        return "selected \(state.selectedTab ?? "nil") ; \(stacks) ; next #\(state.nextEntryID)"
    }
}

/// Weak references that must all be empty once a run's harness is gone.
@MainActor
struct LeakProbe {
    weak var root: Navigator?
    let models: [WeakModel]

    init(root: Navigator, models: [WeakModel]) {
        self.root = root
        self.models = models
    }
}

// MARK: - Running and shrinking

@MainActor
enum ModelCheckRunner {
    struct Failure: Error, CustomStringConvertible {
        let step: Int
        let message: String

        var description: String { "step \(step + 1): \(message)" }
    }

    /// Runs a sequence on a fresh engine and model; returns the first failure.
    static func run(_ operations: [CheckedOp]) async -> Failure? {
        let (failure, probe) = await steps(operations)
        if let failure { return failure }
        if probe.root != nil {
            return Failure(
                step: operations.count - 1, message: "the navigation tree outlived its last reference")
        }
        if probe.models.contains(where: { $0.model != nil }) {
            return Failure(step: operations.count - 1, message: "a screen model outlived its navigation tree")
        }
        return nil
    }

    private static func steps(_ operations: [CheckedOp]) async -> (Failure?, LeakProbe) {
        let harness = ModelCheckHarness()
        if let message = harness.check() { return (Failure(step: -1, message: message), harness.leakProbe) }
        for (index, operation) in operations.enumerated() {
            if let message = await harness.step(operation) {
                return (Failure(step: index, message: message), harness.leakProbe)
            }
        }
        return (nil, harness.leakProbe)
    }

    /// The shortest failing sequence found by dropping steps (chunks first, then single steps).
    static func shrink(_ operations: [CheckedOp], budget: Int = 3000) async -> [CheckedOp] {
        await shrink(operations, budget: budget) { await run($0)?.step }
    }

    /// Shrinks with any failure test.
    ///
    /// `failingStep` answers the index of the failing step, or `nil` when the candidate passes. Steps after the failing one are dropped as soon as it is known.
    static func shrink<Step>(
        _ operations: [Step], budget: Int = 3000, failingStep: @MainActor ([Step]) async -> Int?
    ) async -> [Step] {
        guard let first = await failingStep(operations) else { return operations }
        var best = Array(operations.prefix(first + 1))
        var attempts = 0
        var chunk = max(best.count / 2, 1)
        while attempts < budget {
            var start = 0
            var removedAny = false
            while start < best.count, attempts < budget {
                var candidate = best
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                attempts += 1
                if !candidate.isEmpty, let step = await failingStep(candidate) {
                    best = Array(candidate.prefix(step + 1))
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            chunk = max(chunk / 2, 1)
        }
        return best
    }

    /// The report for a failing seed: the failure, then the shrunk sequence, one step a line.
    static func report(seed: UInt64, original: [CheckedOp], failure: Failure, shrunk: [CheckedOp]) async
        -> String
    {
        let shrunkFailure = await run(shrunk)
        var lines = [
            "model check failed for seed \(seed) (replay: SWITCHYARD_SEED=\(seed) SWITCHYARD_SEQUENCES=1)",
            "original: \(original.count) steps, failing at \(failure)",
            "shortest failing sequence found (\(shrunk.count) steps), failing at \(shrunkFailure?.description ?? "?"):",
        ]
        lines += shrunk.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        return lines.joined(separator: "\n")
    }
}
