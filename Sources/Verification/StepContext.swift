import ScrollGeometry

/// Everything an invariant sees about one step: the settled state after the action, the facts the
/// invariants need about the settled state before it, the action, the list kind and what the tracker
/// remembers.
struct StepContext {
    /// What the invariants read of the settled state before an action, taken before the action runs,
    /// so that the runner need not keep a copy of the whole screen (a copy of a scene would make the
    /// action's first change to the rows copy them).
    struct Before {
        /// The strategy-controlled state the round trip compares (``InvariantTracker/Snapshot``).
        let snapshot: InvariantTracker.Snapshot
        /// The table's scroll view: offset, insets, frame, content size.
        let scrollView: ScrollView
        let layout: ScreenLayout
        let visibleArea: VisibleArea
        /// ``Scene/focusedControlFrame``.
        let focusedControlFrame: Rect?
        /// The last row's bottom in content coordinates, or `nil` for an empty table.
        let lastRowEnd: Double?
        /// ``Scene/keyboardFrame`` and ``Scene/keyboardIsLocal``.
        let keyboardFrame: Rect
        let keyboardIsLocal: Bool
        /// Whether a keyboard obscured content (``Scene/obscuringKeyboardFrameInWindow`` was set).
        let keyboardObscures: Bool

        /// The facts about `scene`.
        /// - Complexity: O(sections + log n).
        init(_ scene: Scene, tolerance: Double) {
            snapshot = InvariantTracker.Snapshot(scene, tolerance: tolerance)
            scrollView = scene.tableView.scrollView
            layout = scene.layout
            visibleArea = VisibleArea(scene)
            focusedControlFrame = scene.focusedControlFrame
            lastRowEnd = StepContext.lastRowEnd(scene)
            keyboardFrame = scene.keyboardFrame
            keyboardIsLocal = scene.keyboardIsLocal
            keyboardObscures = scene.obscuringKeyboardFrameInWindow != nil
        }
    }

    let step: Int
    let action: Action
    let before: Before
    let after: Scene
    let listKind: ListKind
    let tracker: InvariantTracker
    let tolerance: Double
    /// What the strategy threw during this step, if anything.
    let thrown: String?

    var isKeyboard: Bool { if case .keyboard = action { return true } else { return false } }
    var isUpdate: Bool { if case .update = action { return true } else { return false } }

    /// "(iPhone 15 portrait, translucent nav bar)": where the values were measured.
    var place: String { Self.place(after) }

    static func place(_ scene: Scene) -> String { place(scene.layout) }

    static func place(_ layout: ScreenLayout) -> String {
        var parts = ["\(layout.device.rawValue) \(layout.orientation.rawValue)"]
        if layout.navigationBar != .none { parts.append("\(layout.navigationBar.rawValue) nav bar") }
        if layout.bottomBar != .none { parts.append(layout.bottomBar.rawValue) }
        if layout.presentation != .fullScreen { parts.append("\(layout.presentation)") }
        return "(" + parts.joined(separator: ", ") + ")"
    }

    /// The last row's bottom in content coordinates, or `nil` for an empty table.
    static func lastRowEnd(_ scene: Scene) -> Double? {
        scene.tableView.lastIndexPath.map { scene.tableView.rectForRow(at: $0).maxY }
    }

    /// The offset the round trip owes when the keyboard has just gone away after a show with nothing else
    /// in between: the offset before the show, clamped to the valid range; `nil` otherwise. Anchor
    /// stability and bottom pinning accept it.
    var roundTripOffset: Double? {
        guard let snapshot = tracker.beforeShow, !tracker.disturbedSinceShow,
              after.obscuringKeyboardFrameInWindow == nil else { return nil }
        return after.tableView.scrollView.clampedOffsetY(snapshot.offset)
    }

    /// The least offset move from `y` that shows the focused control in `scene`, clamped to the valid
    /// range; `y` itself when nothing is focused or no keyboard obscures.
    static func focusAdjusted(_ y: Double, in scene: Scene) -> Double {
        guard scene.obscuringKeyboardFrameInWindow != nil, let control = scene.focusedControlFrame else { return y }
        let area = VisibleArea(scene)
        let moved = area.leastOffset(showing: control, from: y)
        return scene.tableView.scrollView.clampedOffsetY(moved)
    }
}

func fmt(_ value: Double) -> String { Format.number(value) }
