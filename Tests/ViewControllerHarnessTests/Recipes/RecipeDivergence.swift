import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Verification

/// Why a recipe's view controller and its hand transcription may end a step on different screens: each
/// reason is a way the hand transcription departs from the article (issue 11, "Transcription
/// divergences"), with a predicate that recognises it in a difference — the event it needs happened at
/// or before the step where the screens first differ.
enum RecipeDivergence: String, CaseIterable, Sendable {
    case observerAbsentWhileAway =
        "000: the observer is added in viewWillAppear and removed in viewDidDisappear — a keyboard change while the view is away is not heard (the hand transcription hears every one)"
    case observerRegisteredTwice =
        "000: a cancelled interactive pop (viewWillDisappear, viewWillAppear, no viewDidDisappear) adds a second observer — each keyboard change then moves the offset twice"
    case delayedScroll =
        "001: the edited row is scrolled 0.5 s after editing began, on the main queue's clock, at .none (the hand transcription scrolls at the end of the next did-show, at .middle)"
    case windowGuard =
        "002: the isViewLoaded / view.window guard — a will-show or will-hide while the view is out of the window is ignored (the hand transcription acts on it)"
    case focusedControlKept =
        "002: _focusedControl is set in shouldBeginEditing and never cleared — a later will-show scrolls to the last control edited, which need not be the focused one"
    case anchorForEveryInsertion =
        "003: the insert block runs for every insertion the app makes (the hand transcription: only for rows 0..<k of section 0)"
    case reloadSign =
        "003 reload: countOfAddedItems = oldArray.count - newArray.count is -k for k rows added, so scrollToRow(row: -k) raises"
    case reloadSkipsEmptyList =
        "003 reload: with no rows in oldArray the function does nothing, not even reloadData — the rows never reach the table"
    case layoutBeforeViewDidAppear =
        "003 pre-scroll: the view controller's viewDidAppear runs after the appearance's layout pass (UIKit's order, the facade's), the hand transcription's before it — what that pass settles (rows changed or estimated, a rotation, the keyboard's insets) is measured differently when the view appears again"
    case observersGoneAfterFirstDisappearance =
        "004: the observers are removed in viewWillDisappear (a push, or an interactive pop the user cancels) and added only once (viewDidLoad) — from then on no keyboard notification is heard"

    /// The hand transcriptions this reason can apply to.
    var recipes: Set<String> {
        switch self {
        case .observerAbsentWhileAway, .observerRegisteredTwice: return ["bottomPinned", "bottomPinnedFrameInset"]
        case .delayedScroll: return ["frameResizeDidShow"]
        case .windowGuard, .focusedControlKept: return ["insetAndScrollFocused"]
        case .anchorForEveryInsertion: return ["topInsertionAnchor", "topInsertionPreScroll"]
        case .reloadSign, .reloadSkipsEmptyList: return ["topInsertionReloadAndOffset"]
        case .layoutBeforeViewDidAppear: return ["topInsertionPreScroll"]
        case .observersGoneAfterFirstDisappearance: return ["frameResizeBounds"]
        }
    }

    /// The first reason that explains `difference` for the recipe `handID`, or nil.
    static func explain(_ difference: RecipeDifferential.Difference, handID: String) -> RecipeDivergence? {
        allCases.first { $0.recipes.contains(handID) && $0.recognises(difference) }
    }

    /// True when the event this reason needs happened at or before the first differing step.
    func recognises(_ d: RecipeDifferential.Difference) -> Bool {
        let steps = Array(d.actionsThroughStep)
        let away = Self.awaySteps(steps)
        func keyboard(_ i: Int, _ events: Set<KeyboardEvent>) -> Bool {
            if case let .keyboard(note) = steps[i] { return events.contains(note.event) }
            return false
        }
        switch self {
        case .observerAbsentWhileAway:
            return steps.indices.contains { away[$0] && keyboard($0, [.willChangeFrame]) }
        case .observerRegisteredTwice:
            // A cancelled disappearance (viewWillDisappear, viewWillAppear, viewDidAppear), or an appearance
            // while the view is already on screen.
            return steps.indices.contains { i in
                steps[i] == .interactivePopCancelled || (i > 0 && steps[i] == .viewDidAppear && !away[i - 1])
            }
        case .delayedScroll:
            return steps.contains { if case .beginEditing = $0 { return true } else { return false } }
        case .windowGuard:
            return steps.indices.contains { away[$0] && keyboard($0, [.willShow, .willHide]) }
        case .focusedControlKept:
            // Editing ended (or the edited row went away) before a later will-show.
            guard let ended = steps.firstIndex(where: { $0 == .endEditing || Self.isDeletion($0) }) else { return false }
            return steps.indices.contains { $0 > ended && keyboard($0, [.willShow]) }
        case .anchorForEveryInsertion:
            return steps.contains { if case let .update(.insert(paths, _)) = $0 { return !Self.isAtTop(paths) } else { return false } }
        case .reloadSign:
            guard let crash = d.viewControllerCrashStep, crash == d.step, d.handCrashStep != crash else { return false }
            if case .update(.insert) = steps[crash] { return true }
            return false
        case .reloadSkipsEmptyList:
            // An insertion into a table with no rows (the hand trace's screen before it).
            return steps.indices.contains { i in
                guard i > 0, case .update(.insert) = steps[i], i - 1 < d.handTrace.count else { return false }
                return d.handTrace[i - 1].scene.tableView.totalRows == 0
            }
        case .layoutBeforeViewDidAppear:
            // The screens first differ at an appearance after the first: the only code that runs there
            // is the pre-scroll's viewDidAppear, the same in both but reading the table after the
            // appearance's layout pass (the view controller) or before it (the hand transcription).
            return d.step > 0 && (steps[d.step] == .viewDidAppear || steps[d.step] == .interactivePopCancelled)
        case .observersGoneAfterFirstDisappearance:
            // viewWillDisappear is called by a completed push and by a cancelled interactive pop alike.
            guard let gone = steps.firstIndex(where: { $0 == .viewWillDisappear || $0 == .interactivePopCancelled }) else { return false }
            return steps.indices.contains { $0 > gone && keyboard($0, [.willShow, .willHide]) }
        }
    }

    /// For each step, whether the view is away (after a disappearance, before the next appearance).
    static func awaySteps(_ steps: [Action]) -> [Bool] {
        var away = false
        return steps.map { action in
            if action == .viewWillDisappear { away = true } else if action == .viewDidAppear { away = false }
            return away && action != .viewWillDisappear
        }
    }

    static func isAtTop(_ paths: [IndexPath]) -> Bool {
        !paths.isEmpty && paths.enumerated().allSatisfy { $0.element == IndexPath(row: $0.offset, section: 0) }
    }

    static func isDeletion(_ action: Action) -> Bool {
        if case .update(.delete) = action { return true }
        if case .update(.reloadAll) = action { return true }
        return false
    }
}
