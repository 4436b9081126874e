import KeyboardStrategies
@_spi(Checker) import ScrollGeometry

/// How far one step moved the list on screen, and who moved it, in words: the user (a scroll, a
/// finger), UIKit (named by its behaviour: a `UITableViewController`'s own keyboard adjustment and its
/// automatic scroll to the first responder, the table's clamp after updates, a rotation's layout) or the
/// app's code (named by the callback it ran in, or the app's own method for data arriving through a
/// view controller's door).
///
/// Derived from a trace, not recorded by the runner: the system's part is recomputed by applying
/// ``ScenarioRunner/applyingSystem(_:to:step:)`` to the settled scene before the step and laying it out
/// (a text view tapped in a will-notification's turn is focused first, as the runner does); the rest
/// is the app's, less what UIKit's own clamps moved inside it (``ScrollView/systemClampMoves``).
/// Measured on one point of the content, in **screen points (y down)**: the reader's anchor before the
/// step (``AnchorRecord``) — its top for a reading list, its bottom for a chat, the content's end when a
/// chat rests at its bottom.
package struct StepMotion: Equatable {
    /// One mover's share of the step's motion.
    package struct Part: Equatable {
        /// Who: "the user's scroll", "UIKit (a UITableViewController's own automatic scroll to the first
        /// responder)", "the app's code in textFieldDidBeginEditing(_:)".
        package let who: String
        /// A word for a caption: "user", "UIKit", "app".
        package let short: String
        package let dy: Double
    }

    /// What was followed: "row 3 (top)", "the last row (bottom)".
    package let tracked: String
    /// The tracked point's screen y before the step, after UIKit's part, and after the app's;
    /// `nil` once the row is gone (deleted).
    package let before: Double
    package let afterSystem: Double?
    package let after: Double?
    /// Who acts before the app's code in this step: the user or UIKit, named.
    package let systemName: String
    /// Who the app's part is: "the app's code in keyboardWillShow (its UIResponder.keyboardWillShowNotification observer)".
    package var appName = "the app's code"
    /// How far UIKit's own clamps moved the point inside the app's part (screen points).
    package var clampMove = 0.0
    /// The tracked point's screen y after the app's callbacks, before its work deferred to the main
    /// queue ran at the end of the turn (``ScenarioRunner/TraceStep/beforeMainQueue``); `nil` when that
    /// work moved nothing.
    package var afterCallbacks: Double?
    /// How far UIKit's own clamps moved the point inside the deferred work's part.
    package var deferredClampMove = 0.0
    /// Who the deferred work is.
    package static let deferredName = "the app's work deferred to the main queue (asyncAfter, a delayed perform, an animation's completion)"

    /// Moves smaller than this are not reported (the invariants' tolerance).
    package static let tolerance = Invariant.tolerance

    package var systemMove: Double? { afterSystem.map { $0 - before } }
    /// The app's own part in its callbacks: what happened after UIKit's part, up to the deferred work
    /// when it moved the point, less UIKit's clamps within it.
    package var strategyMove: Double? {
        guard let afterSystem, let end = afterCallbacks ?? after else { return nil }
        return end - afterSystem - clampMove
    }
    /// The app's deferred work's part, less UIKit's clamps within it.
    package var deferredMove: Double? {
        guard let afterCallbacks, let after else { return nil }
        return after - afterCallbacks - deferredClampMove
    }
    package var total: Double? { after.map { $0 - before } }

    /// Every mover's share in the order they acted, the ones within the tolerance left out.
    package var parts: [Part] {
        let system = Part(who: systemName, short: systemName.hasPrefix("the user") ? "user" : "UIKit", dy: systemMove ?? 0)
        let app = Part(who: appName, short: "app", dy: strategyMove ?? 0)
        let deferred = Part(who: Self.deferredName, short: "app, deferred", dy: deferredMove ?? 0)
        let clamp = Part(who: "UIKit (the table's clamp after updates, pulling the offset back into range)", short: "UIKit clamp",
                         dy: clampMove + deferredClampMove)
        return [system, app, deferred, clamp].filter { abs($0.dy) > Self.tolerance }
    }

    /// Measures `step` from `previous`, the settled scene before it; `nil` when no row was visible or
    /// the system's part cannot be replayed.
    package static func measure(_ step: ScenarioRunner.TraceStep, previous: Scene, listKind: ListKind) -> StepMotion? {
        guard let anchor = AnchorRecord.pick(in: previous, kind: listKind, tolerance: Invariant.tolerance),
              let first = anchor.candidates.first else { return nil }
        var system = previous
        // A text view tapped in a will-notification's turn is first responder before the notification
        // (the runner's early tap): UIKit's scroll to the first responder sees it.
        if case let .keyboard(note) = step.action, note.event.isWill, let row = step.scene.focusedRow,
           row != previous.focusedRow, system.tableView.indexPath(of: row) != nil {
            try? system.focus(row)
        }
        do { try ScenarioRunner.applyingSystem(step.action, to: &system, step: step.step) } catch { return nil }
        system.layoutIfNeeded()
        let point = TrackedPoint(target: first.target, listKind: listKind)
        guard let before = point.screenY(in: previous) else { return nil }
        var motion = StepMotion(tracked: point.name(in: previous), before: before, afterSystem: point.screenY(in: system),
                                after: point.screenY(in: step.scene),
                                systemName: systemName(step.action, previous: previous, system: system))
        motion.appName = appName(step.action, scene: step.scene)
        // Content moves up on screen by as much as the offset grows.
        let clamps = { (scene: Scene) in scene.tableView.scrollView.systemClampMoves }
        if let queued = step.beforeMainQueue, let y = point.screenY(in: queued) {
            motion.afterCallbacks = y
            motion.clampMove = -(clamps(queued) - clamps(system))
            motion.deferredClampMove = -(clamps(step.scene) - clamps(queued))
        } else {
            motion.clampMove = -(clamps(step.scene) - clamps(system))
        }
        return motion
    }

    /// Who acts before the app: the user, or UIKit named by what it did.
    package static func systemName(_ action: Action, previous: Scene, system: Scene) -> String {
        switch action {
        case .userScroll, .drag(.ended): return "the user's scroll"
        case .animatedScroll: return "UIKit (the app's animated scroll, frame by frame)"
        case .drag: return "the user's finger"
        case .keyboard:
            guard system.isTableViewController else { return "UIKit (the keyboard's move)" }
            if system.systemFirstResponderScrolls != previous.systemFirstResponderScrolls {
                return "UIKit (a UITableViewController's own keyboard adjustment and automatic scroll to the first responder)"
            }
            return "UIKit (a UITableViewController's own keyboard adjustment)"
        case .rotate: return "UIKit (the rotation's layout)"
        case .resizeWindow: return "UIKit (the window's resize and layout)"
        case .viewDidAppear: return "UIKit (the table re-entering the window)"
        default: return "UIKit"
        }
    }

    /// The app's part, named by the callback it ran in ("the app's code in textFieldDidBeginEditing(_:)"),
    /// or the app's own method for data arriving through a door.
    package static func appName(_ action: Action, scene: Scene) -> String {
        switch action {
        case let .keyboard(note):
            let name = "keyboard" + note.event.rawValue.prefix(1).uppercased() + note.event.rawValue.dropFirst()
            return "the app's code in its UIResponder.\(name)Notification observer"
        case .beginEditing:
            let textView = scene.focusedRow.flatMap { scene.tableView.indexPath(of: $0) }
                .flatMap { scene.tableView.row(at: $0)?.control?.kind } == .textView
            return "the app's code in \(textView ? "textViewDidBeginEditing(_:)" : "textFieldDidBeginEditing(_:)")"
        case .endEditing: return "the app's code in textFieldDidEndEditing(_:)"
        case .update: return "the app's code applying the update (its table updates)"
        case let .door(_, name): return "the app's own method \(name)"
        case .userScroll: return "the app's code in scrollViewDidScroll(_:)"
        case .drag(.began): return "the app's code in scrollViewWillBeginDragging(_:)"
        case .drag(.moved): return "the app's code in scrollViewDidScroll(_:)"
        case .drag(.ended): return "the app's code in scrollViewDidEndDragging(_:willDecelerate:)"
        case .rotate, .resizeWindow: return "the app's code in viewWillTransition(to:with:)"
        case .viewDidAppear: return "the app's code in viewWillAppear(_:) and viewDidAppear(_:)"
        case .viewWillDisappear: return "the app's code in viewWillDisappear(_:)"
        case .interactivePopCancelled: return "the app's code in viewWillDisappear(_:) and viewWillAppear(_:)"
        case .returnKey: return "the app's code in textFieldShouldReturn(_:)"
        case .typeLines: return "the app's code in textViewDidChange(_:)"
        case .animatedScroll: return "the app's own animated scroll call"
        case .tapOutsideControl: return "the app's code in textFieldDidBeginEditing(_:) or textViewDidBeginEditing(_:)"
        }
    }
}

/// The point of the content ``StepMotion`` follows.
package struct TrackedPoint {
    package let target: AnchorRecord.Target
    package let listKind: ListKind

    package init(target: AnchorRecord.Target, listKind: ListKind) {
        self.target = target
        self.listKind = listKind
    }

    /// Its screen y in `scene`, or `nil` when the row is gone.
    package func screenY(in scene: Scene) -> Double? {
        let table = scene.tableView
        let rect: Rect
        switch target {
        case let .row(id):
            guard let ip = table.indexPath(of: id) else { return nil }
            rect = table.rectForRow(at: ip)
        case .contentEnd:
            guard let last = table.lastIndexPath else { return nil }
            rect = table.rectForRow(at: last)
        }
        let y = listKind == .chat ? rect.maxY : rect.minY
        let window = scene.layout.windowFrameOnScreen
        return scene.convert(Rect(x: 0, y: y, width: 0, height: 0), from: .scrollView, to: .window).minY + window.minY
    }

    package func name(in scene: Scene) -> String {
        let edge = listKind == .chat ? "bottom" : "top"
        switch target {
        case let .row(id):
            return "\(scene.tableView.indexPath(of: id).map(\.description) ?? "\(id)")'s \(edge)"
        case .contentEnd:
            return "the last row's bottom"
        }
    }
}
