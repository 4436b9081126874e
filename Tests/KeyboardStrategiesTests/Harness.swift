@_spi(Checker) import ScrollGeometry
@testable import KeyboardStrategies

/// Forty 44 pt rows, each with a text field (control 6 pt inside the row's top and bottom).
let fortyRows = [Array(repeating: RowSpec(height: 44, control: Control(.textField)), count: 40)]

/// Drives a strategy the way the checker's runner does: the system side of the model first
/// (`Scene.receiveKeyboard`, focus), then the strategy's callback, then the layout pass.
struct Harness<Strategy: KeyboardStrategy> {
    var scene: Scene
    var strategy: Strategy

    init(_ start: StartScreen, _ strategy: Strategy) throws {
        self.scene = try start.makeScene()
        self.strategy = strategy
    }

    /// The frame UIKit reports for `placement` on this screen, in screen coordinates.
    func frame(_ placement: KeyboardPlacement) throws -> Rect {
        try placement.frame(on: scene.layout.device, scene.layout.orientation)
    }

    mutating func post(_ event: KeyboardEvent, from begin: Rect, to end: Rect) throws {
        let note = try KeyboardNotification(event, begin: begin, end: end)
        try scene.receiveKeyboard(note)
        try strategy.keyboard(note, in: &scene)
        scene.layoutIfNeeded()
    }

    /// willChangeFrame → willShow → didChangeFrame → didShow, from hidden to `placement`.
    mutating func show(_ placement: KeyboardPlacement = .docked(predictive: true)) throws {
        let begin = try frame(.hidden(predictive: true)), end = try frame(placement)
        for event in [KeyboardEvent.willChangeFrame, .willShow, .didChangeFrame, .didShow] {
            try post(event, from: begin, to: end)
        }
    }

    /// willChangeFrame → willHide → didChangeFrame → didHide, from the current frame to hidden.
    mutating func hide() throws {
        let begin = scene.keyboardFrame, end = try frame(.hidden(predictive: true))
        for event in [KeyboardEvent.willChangeFrame, .willHide, .didChangeFrame, .didHide] {
            try post(event, from: begin, to: end)
        }
    }

    /// The user taps the field in `row` (`textFieldDidBeginEditing`).
    mutating func beginEditing(row: Int) throws {
        let id = try requireRow(row)
        try scene.focus(id)
        try strategy.didBeginEditing(row: id, in: &scene)
        scene.layoutIfNeeded()
    }

    mutating func perform(_ update: RowUpdate) throws {
        try strategy.perform(update, in: &scene)
        scene.layoutIfNeeded()
    }

    /// The user's scroll comes to rest at `offsetY`.
    mutating func userScroll(to offsetY: Double) throws {
        try scroll(to: offsetY)
        try strategy.userDidScroll(in: &scene)
        scene.layoutIfNeeded()
    }

    /// Moves the offset without telling the strategy (a programmatic scroll elsewhere in the app).
    mutating func scroll(to offsetY: Double) throws {
        try scene.tableView.setContentOffset(Point(x: 0, y: offsetY))
        scene.layoutIfNeeded()
    }

    mutating func viewDidAppear() throws {
        try strategy.viewDidAppear(in: &scene)
        scene.layoutIfNeeded()
    }

    func requireRow(_ row: Int) throws -> RowID {
        guard let id = scene.tableView.row(at: IndexPath(row: row))?.id else {
            throw UIKitException.indexPathOutOfRange(call: "test", indexPath: IndexPath(row: row), rowsInSection: nil)
        }
        return id
    }

    /// The top of the row with identity `id`, in window coordinates.
    func windowTop(of id: RowID) throws -> Double {
        guard let path = scene.tableView.indexPath(of: id) else {
            throw UIKitException.invalidUpdate(call: "test", reason: "row \(id) is gone")
        }
        return scene.convert(scene.tableView.rectForRow(at: path), from: .scrollView, to: .window).minY
    }

    /// Inserting `count` rows of `height` (estimate `estimate`) at the top of section 0.
    static func topInsertion(_ count: Int, height: Double = 44, estimate: Double? = nil) -> RowUpdate {
        .insert(at: (0..<count).map { IndexPath(row: $0) },
                rows: Array(repeating: RowSpec(height: height, estimatedHeight: estimate), count: count))
    }
}
