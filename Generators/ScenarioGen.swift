import PropertyCheck
import ScrollGeometry

/// The domain generators: scenarios (a starting screen and the actions that follow) as real iOS
/// devices produce them, including the odd notification sequences that break published keyboard code.
///
/// All-zero choices give the plainest scenario: the first device (iPhone 15) in portrait, full screen,
/// no bars, a `UITableViewController` with 20 rows of 44 pt exact heights, a text field in each, and no
/// actions. Every complication costs choices, so shrinking removes what a counterexample does not need;
/// actions come in episodes (a will/did pair, an interactive dismissal, a rotation with the keyboard's
/// re-announcement), so shrinking deletes whole episodes. Every class of screen and event is labelled
/// (``ScenarioLabel``) for the run's statistics.
public enum ScenarioGen {
    /// Scenarios for the given list kinds, with at most `maxActions` actions.
    ///
    /// Each step is drawn against the state the earlier steps left (keyboard phase, rows, focus,
    /// whether the view is on screen), so index paths exist and notification sequences are ones iOS
    /// sends from that state.
    /// - Precondition: `listKinds` is not empty; `maxActions >= 0`.
    public static func scenario(listKinds: [ListKind] = ListKind.allCases, maxActions: Int = 30) -> Gen<Scenario> {
        precondition(!listKinds.isEmpty, "ScenarioGen.scenario needs at least one list kind")
        precondition(maxActions >= 0, "maxActions must not be negative, got \(maxActions)")
        return Gen { tc in
            let listKind = listKinds[Int(try tc.draw(upTo: UInt64(listKinds.count - 1)))]
            var (start, template) = try tc.spanned { try drawStartScreen(listKind: listKind, &$0) }
            let initial = ScenarioState(start: start, template: template, maxActions: maxActions)
            let actions = try actionSequence(from: initial).generate(&tc)
            if actions.isEmpty { tc.label(ScenarioLabel.noActions) }
            try drawReappearanceOption(&start, actions: actions, &tc)
            try drawScrollInterruptionOption(&start, actions: actions, &tc)
            try drawTableControllerAwayOption(&start, actions: actions, &tc)
            return Scenario(start: start, actions: actions)
        }
    }

    /// Scenarios for a view controller that builds its own screen (view-controller mode): the generator
    /// draws only the world around it (``drawWorld(listKind:_:)``), `screen` returns the starting screen
    /// the controller builds in that world (its table, rows and controls, read as UIKit reads them), and
    /// the acts are drawn against that screen. Without `contentChanges` no data changes are drawn: the
    /// controller's data changes only through the `doors` it declares (their labels; a drawn door is
    /// ``Action/door(_:name:)``).
    /// - Precondition: `listKinds` is not empty; `maxActions >= 0`.
    ///
    /// `appParameters` choices are drawn after the world for the app's own parameters
    /// (``StartScreen/appChoices``, ``drawAppChoice(_:)``), then `doorParameters` for its doors'
    /// (``StartScreen/doorChoices``); with none (every controller whose `make` and doors draw nothing)
    /// the draws are exactly those of a controller without them.
    public static func scenario(listKinds: [ListKind] = ListKind.allCases, maxActions: Int = 30, contentChanges: Bool = false,
                                doors: [String] = [], appParameters: Int = 0, doorParameters: Int = 0,
                                screen: @escaping @Sendable (StartScreen) -> StartScreen) -> Gen<Scenario> {
        precondition(!listKinds.isEmpty, "ScenarioGen.scenario needs at least one list kind")
        precondition(maxActions >= 0, "maxActions must not be negative, got \(maxActions)")
        return Gen { tc in
            let listKind = listKinds[Int(try tc.draw(upTo: UInt64(listKinds.count - 1)))]
            var world = try tc.spanned { try drawWorld(listKind: listKind, &$0) }
            if appParameters > 0 {
                world.appChoices = try tc.spanned { tc in try (0..<appParameters).map { _ in try drawAppChoice(&tc) } }
            }
            if doorParameters > 0 {
                world.doorChoices = try tc.spanned { tc in try (0..<doorParameters).map { _ in try drawAppChoice(&tc) } }
            }
            var start = screen(world)
            labelControllerScreen(start, &tc)
            let pattern = start.sections.lazy.flatMap { $0 }.prefix(12)
            let template = RowTemplate(pattern: pattern.isEmpty ? [RowSpec(height: 44)] : Array(pattern),
                                       screenHeight: start.layout.screenBounds.height)
            var initial = ScenarioState(start: start, template: template, maxActions: maxActions)
            initial.contentChanges = contentChanges
            initial.doors = doors
            initial.userActs = true
            initial.returnKeyFocus = start.returnKeyFocus
            initial.outsideControls = start.outsideControls.count
            let actions = try actionSequence(from: initial).generate(&tc)
            if actions.isEmpty { tc.label(ScenarioLabel.noActions) }
            try drawReappearanceOption(&start, actions: actions, &tc)
            try drawScrollInterruptionOption(&start, actions: actions, &tc)
            try drawTableControllerAwayOption(&start, actions: actions, &tc)
            return Scenario(start: start, actions: actions)
        }
    }

    /// One choice for an app parameter: 0 (the range's low end, what the shrinker brings it to) in a
    /// quarter of the scenarios, else a value spread over the range (`StartScreen.appChoices`: the
    /// harness maps it as `low + choice % count`).
    static func drawAppChoice(_ tc: inout TestCase) throws -> UInt64 {
        try tc.chance(25) ? 0 : try tc.draw(upTo: 1 << 20)
    }

    /// ``UndocumentedBehavior/reestimatesOnReappear`` for a table with estimates whose screen comes
    /// back from a pushed screen (a `viewWillDisappear`, later a `viewDidAppear`), in half of them. Drawn
    /// last, after the actions, because only then is it known whether the screen comes back: a draw
    /// past the end of a recorded case reads 0, so the cases recorded before this option existed replay
    /// as they were, with the option off.
    static func drawReappearanceOption(_ start: inout StartScreen, actions: [Action], _ tc: inout TestCase) throws {
        guard start.estimatedRowHeight > 0, let away = actions.firstIndex(of: .viewWillDisappear),
              actions[away...].contains(.viewDidAppear) else { return }
        if try tc.chance(50) {
            start.behavior.reestimatesOnReappear = true
            tc.label(ScenarioLabel.optionReestimatesOnReappear)
        }
    }

    /// ``UndocumentedBehavior/tableControllerFollowsKeyboardWhileAway`` `false`, in half of the
    /// scenarios of a `UITableViewController` that handles the keyboard in which the pushed screen uses
    /// its keyboard. Drawn last, after the actions, so that the cases recorded before it replay with
    /// the option off.
    static func drawTableControllerAwayOption(_ start: inout StartScreen, actions: [Action], _ tc: inout TestCase) throws {
        guard start.layout.controller == .tableViewController, start.behavior.tableControllerKeyboard != .none,
              actions.contains(where: { if case let .keyboard(note) = $0 { note.forAnotherScreen } else { false } })
        else { return }
        if try tc.chance(50) {
            start.behavior.tableControllerFollowsKeyboardWhileAway = false
            tc.label(ScenarioLabel.optionControllerNotWhileAway)
        }
    }

    /// The actions that follow `start`, at most `maxActions` of them; see ``scenario(listKinds:maxActions:)``.
    /// The row pattern for inserted rows is read from `start`'s rows.
    public static func actions(after start: StartScreen, maxActions: Int = 30) -> Gen<[Action]> {
        let pattern = start.sections.lazy.flatMap { $0 }.prefix(12)
        let template = RowTemplate(pattern: pattern.isEmpty ? [RowSpec(height: 44, control: Control(.textField))] : Array(pattern),
                                   screenHeight: start.layout.screenBounds.height)
        return actionSequence(from: ScenarioState(start: start, template: template, maxActions: maxActions))
    }

    /// The step sequence, flattened; an episode that would pass `maxActions` is dropped.
    static func actionSequence(from initial: ScenarioState) -> Gen<[Action]> {
        let maxActions = initial.maxActions
        let steps = Gen<[[Action]]>.steps(from: initial, length: 0...Swift.max(0, maxActions)) { state in
            guard state.actionCount < maxActions else { return nil }
            return Gen { tc in
                let actions = try drawStep(state, &tc)
                // An act the model would refuse on this screen is not generated: a
                // window resize or rotation that leaves a plain view controller's bottom bar taller
                // than its view (a popover shortened to fit a smaller Stage Manager window) is dropped,
                // as a divider left where it was draws nothing.
                var after = state
                for action in actions { after.apply(action) }
                if (try? state.layout.validated()) != nil, (try? after.layout.validated()) == nil { return [] }
                labelFullHeightKeyboard(after: state, actions, &tc)
                return actions
            }
        } apply: { state, actions in
            var next = state
            for action in actions { next.apply(action) }
            return next
        }
        return steps.map { episodes in
            var actions: [Action] = []
            for episode in episodes {
                guard actions.count + episode.count <= maxActions else { break }
                actions += episode
            }
            return actions
        }
    }

    /// One step: a keyboard episode (plainest first), a content change, a user scroll, a rotation, the
    /// view disappearing, a window resize, or a drag beginning; in view-controller mode also the user's
    /// acts on the controller's own controls (``drawUserAct(_:_:)``); while the finger is down, what can
    /// happen then (``drawStepWhileDragging(_:_:)``); off screen, the view appearing again and what may
    /// happen meanwhile.
    ///
    /// The user's acts are the last alternatives and weigh 0 in model-level scenarios, so a model-level
    /// scenario's choices mean the same with or without them.
    static func drawStep(_ s: ScenarioState, _ tc: inout TestCase) throws -> [Action] {
        guard s.onScreen else { return try drawOffScreenStep(s, &tc) }
        if s.isDragging { return try drawStepWhileDragging(s, &tc) }
        // The app's animated scroll only on screens the generator draws: a view controller's own screen
        // scrolls only when its own code asks, which the runner cannot make it do (weight 0 there). And
        // only over exact heights: how UIKit's
        // estimate correction meets the scroll's display link is not modelled (``ScrollAnimation``).
        // The user's acts on the controller's own controls (view-controller mode only) come after it.
        let animatedScroll = s.contentChanges && !s.hasEstimates ? 4 : 0
        switch try tc.pick([45, canChangeContent(s) ? 25 : 0, 12, 6, 6, s.device.isPad ? 4 : 0, 5, animatedScroll,
                            s.userActs && s.focusedKind == 1 && s.returnKeyMovesFocus ? 12 : 0, s.userActs && s.focusedKind == 2 ? 12 : 0,
                            canTapOutside(s) ? 12 : 0]) {
        case 7: return try drawAnimatedScroll(s, &tc)
        case 8, 9: return try drawUserAct(s, &tc)
        case 10: return try drawOutsideTap(s, &tc)
        case 6: return try drawDragStart(s, &tc)
        case 5: return try drawWindowResize(s, &tc)
        case 1: return try drawContentUpdate(s, &tc)
        case 2: return try drawUserScroll(&tc)
        case 3:
            tc.label(ScenarioLabel.rotate)
            if s.keyboardPhase != .hidden {
                var e = Episode(frame: s.keyboardFrame)
                try rotationWhileUp(s, &e, &tc)
                return e.actions
            }
            return [.rotate]
        case 4: return try drawDisappearance(s, &tc)
        default: return try drawKeyboardEpisode(s, &tc)
        }
    }
}
