import ScrollGeometry

/// Everything an invariant sees about one step: the settled state before and after the action, the
/// action, the list kind and what the tracker remembers.
struct StepContext {
    let step: Int
    let action: Action
    let before: Scene
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

    static func place(_ scene: Scene) -> String {
        var parts = ["\(scene.layout.device.rawValue) \(scene.layout.orientation.rawValue)"]
        if scene.layout.navigationBar != .none { parts.append("\(scene.layout.navigationBar.rawValue) nav bar") }
        if scene.layout.bottomBar != .none { parts.append(scene.layout.bottomBar.rawValue) }
        if scene.layout.presentation != .fullScreen { parts.append("\(scene.layout.presentation)") }
        return "(" + parts.joined(separator: ", ") + ")"
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
