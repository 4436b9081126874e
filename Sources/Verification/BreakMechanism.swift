import KeyboardStrategies
@_spi(Checker) import ScrollGeometry

/// How one broken invariant came about, as a person tells one bug from another: the kind of act that
/// started the turn that broke it, who moved the list in that turn (or raised), and how far the break
/// reaches on screen.
///
/// Two shrunk counterexamples of one strategy and invariant whose mechanisms agree on ``act`` and
/// ``mover`` are one bug whatever their numbers, devices or door labels; two that differ are two (a
/// campaign's cause, `CampaignCause`). ``effect`` orders the examples of one bug: the worst heads it.
public struct BreakMechanism: Hashable, Sendable, CustomStringConvertible {
    /// The kind of act: "the keyboard", "data arriving (insert rows)", "rotation", "window resize",
    /// "the screen's lifecycle", "the return key", "focus", "typing", "scrolling"; a campaign follows it
    /// with the lifecycle's part when the bug needs it (``lifecycleHistory(_:)``): "the keyboard, after
    /// the keyboard moved while another screen covered this one".
    public let act: String
    /// Who moved the list most in the turn (``StepMotion``'s parties, their moves in the turn added):
    /// "the app's code in its UIResponder.keyboardWillShowNotification observer", "UIKit (the rotation's
    /// layout)", "the user's scroll"; "nothing (the list did not move)" when no one moved it by more than
    /// the tolerance. For a UIKit exception, the app's code whose call raised it.
    public let mover: String
    /// How far the break reaches, in points a person sees: the focused control's part hidden, the
    /// reader's row's jump, the chat's last row's distance from the visible bottom, the offset's distance
    /// outside its range, the content that can never be read. 0 where the invariant measures no
    /// distance (round trip, UIKit exceptions).
    public let effect: Double

    public init(act: String, mover: String, effect: Double) {
        self.act = act
        self.mover = mover
        self.effect = effect
    }

    /// "the app's code in its UIResponder.keyboardWillShowNotification observer, on the keyboard".
    public var description: String { "\(mover), on \(act)" }

    /// The mover when nobody moved the list.
    public static let nobody = "nothing (the list did not move)"
    /// How ``StepMotion/appName(_:scene:)`` names the app's part in a door's step ("the app's own method
    /// three newer posts fetched"), and the mover every door is.
    static let doorPrefix = "the app's own method "
    static let doorMover = "the app's own method (data arriving through a door)"

    /// The mechanism of `violation` in a run kept with its trace (`keepTrace`); `nil` without a trace
    /// or when the trace does not reach the violation's step.
    public static func of(_ violation: Violation, in outcome: ScenarioRunner.Outcome) -> BreakMechanism? {
        guard let trace = outcome.trace else { return nil }
        return of(violation, trace: trace, listKind: outcome.scenario.start.listKind)
    }

    /// The mechanism of `violation` in `trace`, the settled and unsettled steps of a run of a scenario of
    /// list kind `listKind` up to the violation's step at least.
    public static func of(_ violation: Violation, trace: [ScenarioRunner.TraceStep], listKind: ListKind) -> BreakMechanism? {
        guard let end = trace.firstIndex(where: { $0.step == violation.step }) else { return nil }
        // The judged turn: the steps after the last settled state before the violation's.
        let start = (trace[..<end].lastIndex(where: \.judged) ?? -1) + 1
        let turn = trace[start...end]
        let before = start > 0 ? trace[start - 1].scene : nil
        let after = trace[end].scene
        let act = Self.act(of: turn)
        let mover: String
        if violation.invariant == .noUIKitException {
            let name = StepMotion.appName(violation.action, scene: after)
            mover = name.hasPrefix(doorPrefix) ? doorMover : name
        } else {
            mover = Self.mover(of: turn, in: trace, listKind: listKind)
        }
        let effect = before.flatMap { Self.effect(of: violation.invariant, before: $0, after: after, listKind: listKind) }
            ?? Self.effect(of: violation.invariant, before: nil, after: after, listKind: listKind) ?? 0
        return BreakMechanism(act: act, mover: mover, effect: effect)
    }

    /// The turn's act, the first of these kinds it holds: a keyboard notification, data arriving (a
    /// door, named by the table changes the app's code made, or the runner's update), a rotation, a
    /// window resize, the screen's lifecycle, the return key, a focus change, typing, scrolling.
    static func act(of turn: ArraySlice<ScenarioRunner.TraceStep>) -> String {
        let actions = turn.map(\.action)
        if actions.contains(where: { if case .keyboard = $0 { true } else { false } }) { return "the keyboard" }
        var kinds: [String] = []
        for step in turn {
            switch step.action {
            case let .update(update): kinds.append(update.kindName(in: step.scene.tableView))
            case .door: kinds += step.scene.appUpdates.map { $0.kindName(in: step.scene.tableView) }
            default: continue
            }
        }
        if actions.contains(where: { switch $0 { case .door, .update: true; default: false } }) {
            let named = Array(Set(kinds)).sorted()
            return named.isEmpty ? "data arriving" : "data arriving (\(named.joined(separator: ", ")))"
        }
        if actions.contains(.rotate) { return "rotation" }
        if actions.contains(where: { if case .resizeWindow = $0 { true } else { false } }) { return "window resize" }
        if actions.contains(where: { switch $0 { case .viewDidAppear, .viewWillDisappear, .interactivePopCancelled: true; default: false } }) {
            return "the screen's lifecycle"
        }
        if actions.contains(.returnKey) { return "the return key" }
        if actions.contains(where: { switch $0 { case .beginEditing, .endEditing, .tapOutsideControl: true; default: false } }) {
            return "focus"
        }
        if actions.contains(where: { if case .typeLines = $0 { true } else { false } }) { return "typing" }
        return "scrolling"
    }

    /// What the screen's lifecycle did to the app's state before the break, when it is what a person tells
    /// this bug by: the keyboard moved while another screen covered this one (between `viewWillDisappear`
    /// and the `viewDidAppear` of the return, when an app that stops observing on disappearing misses it,
    /// or an app that guards on `view.window` ignores it), or an interactive pop was cancelled
    /// (`viewWillDisappear`, then `viewWillAppear` again with no `viewDidDisappear`, where an app that
    /// observes from `viewWillAppear` registers twice). `nil` when neither happened in `actions`, the steps
    /// before the broken one (the runner's steps: its first `viewDidAppear`, then the scenario's actions).
    /// A campaign names it in the cause, and its shrink keeps it, only when the same scenario without
    /// that part (``withoutLifecycle(_:)``) breaks nothing: then it is part of the bug.
    public static func lifecycleHistory(_ actions: some Sequence<Action>) -> String? {
        var away = false, keyboardWhileAway = false, popCancelled = false
        for action in actions {
            switch action {
            case .viewWillDisappear: away = true
            case .viewDidAppear: away = false
            case .interactivePopCancelled: popCancelled = true
            case .keyboard: if away { keyboardWhileAway = true }
            default: continue
            }
        }
        let parts = [keyboardWhileAway ? "after the keyboard moved while another screen covered this one" : nil,
                     popCancelled ? "after an interactive pop was cancelled" : nil].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }

    /// ``lifecycleHistory(_:)`` of the steps before `violation`'s in `scenario` (the runner's steps: its
    /// first `viewDidAppear`, then the scenario's actions) when the bug needs it: the same scenario without
    /// that part (``withoutLifecycle(_:)``), run by `strategy` against `invariant`, breaks nothing counted
    /// (a promised break when `promised`, any otherwise). `nil` otherwise.
    public static func essentialLifecycle(of violation: Violation, in scenario: Scenario, strategy: StrategyDescriptor,
                                          invariant: Invariant, promised: Bool) -> String? {
        guard let history = lifecycleHistory(([Action.viewDidAppear] + scenario.actions).prefix(violation.step)),
              let outcome = try? ScenarioRunner.run(withoutLifecycle(scenario), strategy: strategy, invariants: [invariant])
        else { return nil }
        let counted = promised ? outcome.violations.first(where: \.promised) : outcome.violations.first
        return counted == nil ? history : nil
    }

    /// This mechanism with `history` (the lifecycle's part in the bug) after its act.
    public func after(_ history: String?) -> BreakMechanism {
        guard let history else { return self }
        return BreakMechanism(act: "\(act), \(history)", mover: mover, effect: effect)
    }

    /// `scenario` without the lifecycle's part in it: the keyboard notifications posted while another
    /// screen covered this one (between `viewWillDisappear` and the next `viewDidAppear`), and the
    /// cancelled interactive pops. The navigation itself stays, so a break at the return is still
    /// reached.
    public static func withoutLifecycle(_ scenario: Scenario) -> Scenario {
        var away = false
        var kept: [Action] = []
        for action in scenario.actions {
            switch action {
            case .viewWillDisappear: away = true
            case .viewDidAppear: away = false
            case .interactivePopCancelled: continue
            case .keyboard where away: continue
            default: break
            }
            kept.append(action)
        }
        return Scenario(start: scenario.start, actions: kept)
    }

    /// The party that moved the list most over `turn`, each party's moves added (signed, screen points).
    static func mover(of turn: ArraySlice<ScenarioRunner.TraceStep>, in trace: [ScenarioRunner.TraceStep],
                      listKind: ListKind) -> String {
        var moved: [String: Double] = [:]
        var order: [String] = []
        func add(_ party: String, _ dy: Double) {
            // A door is named by its label in a report's steps; as a mover, every door is the app's own
            // method, whose kind of change the act says.
            let who = party.hasPrefix(doorPrefix) ? doorMover : party
            if moved[who] == nil { order.append(who) }
            moved[who, default: 0] += dy
        }
        for index in turn.indices where index > 0 {
            let step = trace[index], previous = trace[index - 1].scene
            if let motion = StepMotion.measure(step, previous: previous, listKind: listKind) {
                for part in motion.parts { add(part.who, part.dy) }
                continue
            }
            // No row to follow (an empty table, or none visible): the offset's own moves, the system's
            // part replayed as StepMotion replays it, the rest the app's. Content moves up on screen as
            // the offset grows.
            var system = previous
            guard (try? ScenarioRunner.applyingSystem(step.action, to: &system, step: step.step)) != nil else { continue }
            system.layoutIfNeeded()
            let start = previous.tableView.contentOffset.y, afterSystem = system.tableView.contentOffset.y
            let afterCallbacks = step.beforeMainQueue?.tableView.contentOffset.y ?? step.scene.tableView.contentOffset.y
            let systemMove = -(afterSystem - start), appMove = -(afterCallbacks - afterSystem)
            let deferredMove = -(step.scene.tableView.contentOffset.y - afterCallbacks)
            if abs(systemMove) > StepMotion.tolerance {
                add(StepMotion.systemName(step.action, previous: previous, system: system), systemMove)
            }
            if abs(appMove) > StepMotion.tolerance { add(StepMotion.appName(step.action, scene: step.scene), appMove) }
            if abs(deferredMove) > StepMotion.tolerance { add(StepMotion.deferredName, deferredMove) }
        }
        let most = order.max { abs(moved[$0]!) < abs(moved[$1]!) }
        guard let most, abs(moved[most]!) > StepMotion.tolerance else { return nobody }
        return most
    }

    /// The break's reach in points (window space; distances are the same on screen), `nil` when the
    /// state does not show it (the invariant measures no distance, or what it measures is gone).
    static func effect(of invariant: Guarantee, before: Scene?, after scene: Scene, listKind: ListKind) -> Double? {
        let region = scene.visibleRegionInWindow
        func window(_ r: Rect) -> Rect { scene.convert(r, from: .scrollView, to: .window) }
        switch invariant {
        case .focusVisibility:
            let control: Rect
            if let outside = scene.outsideFocus {
                control = outside.focusRectInWindow
            } else if let target = FocusTarget(scene) {
                control = window(target.caret ?? target.frame)
            } else {
                return nil
            }
            let below = control.maxY - region.maxY, above = region.minY - control.minY
            return Swift.min(control.height, Swift.max(0, below, above))
        case .anchorStability:
            guard let before, let record = AnchorRecord.pick(in: before, kind: listKind, tolerance: Invariant.tolerance),
                  let (_, distance, rect) = record.survivor(in: scene.tableView) else { return nil }
            let now = window(rect)
            return listKind == .chat ? abs(now.maxY - (region.maxY - distance)) : abs(now.minY - (region.minY + distance))
        case .bottomPinning:
            guard let last = scene.tableView.lastIndexPath else { return nil }
            let end = window(scene.tableView.rectForRow(at: last)).maxY
            return end > region.maxY ? end - region.maxY : Swift.max(0, region.minY - end)
        case .offsetBounds:
            let scroll = scene.tableView.scrollView
            let range = scroll.validOffsetRange, y = scroll.contentOffset.y
            return Swift.max(0, y - range.upperBound, range.lowerBound - y)
        case .reachability:
            let table = scene.tableView
            return Swift.max(0, table.contentSize.height - VisibleArea(scene).bottom(atOffset: table.scrollView.maxOffsetY))
        case .roundTrip, .noUIKitException:
            return nil
        }
    }
}

extension RowUpdate {
    /// "insert rows at the top", "delete rows", "reload data", …: an update's kind without its values (the
    /// words of `CampaignSignature.event(of:)`), an insertion placed at the top, the end or in the middle
    /// of `table` (the table after it), as a prepend and an append are different methods of an app.
    func kindName(in table: TableView) -> String {
        switch self {
        case let .insert(paths, _):
            guard let first = paths.first, let last = paths.last else { return "insert rows" }
            if first.section == 0 && first.row == 0 { return "insert rows at the top" }
            if let end = table.lastIndexPath, last == end { return "insert rows at the end" }
            return "insert rows in the middle"
        case .delete: return "delete rows"
        case .reload: return "reload rows"
        case .resize: return "row height change"
        case .reloadAll: return "reload data"
        case .insertSections: return "insert sections"
        case .deleteSections: return "delete sections"
        }
    }
}
