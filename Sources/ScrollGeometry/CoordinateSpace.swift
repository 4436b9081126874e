/// The coordinate spaces of the hierarchy screen → window → root view → scroll view.
public enum CoordinateSpace: String, CaseIterable, Hashable, Sendable {
    /// `UIScreen.coordinateSpace` in the current orientation: where keyboard frames are reported.
    case screen
    /// The window's: what `convert(_:from: nil)` means by `nil`.
    case window
    /// The view controller's root view (`view`). For a `UITableViewController` the root view is the
    /// table, so this space *is* the table's content space and moves with `contentOffset`.
    case rootView
    /// The scroll view's bounds: content coordinates, origin moved by `contentOffset`.
    case scrollView
}

extension Scene {
    /// `UIView.convert(_:from:)` / `convert(_:to:)` / `UICoordinateSpace.convert` across the
    /// hierarchy. Conversions between spaces are translations (no transforms in this model).
    public func convert(_ point: Point, from source: CoordinateSpace, to target: CoordinateSpace) -> Point {
        let window = toWindow(point, from: source)
        return fromWindow(window, to: target)
    }

    /// Rect form of ``convert(_:from:to:)-(Point,_,_)``: the size is unchanged.
    public func convert(_ rect: Rect, from source: CoordinateSpace, to target: CoordinateSpace) -> Rect {
        Rect(origin: convert(rect.origin, from: source, to: target), size: rect.size)
    }

    /// `view.convert(rect, from: nil)` for the view owning `target`: `nil` is the window.
    public func convertFromWindow(_ rect: Rect, to target: CoordinateSpace) -> Rect {
        convert(rect, from: .window, to: target)
    }

    private func origin(of space: CoordinateSpace) -> Point {
        // The window-coordinate position of the space's (0, 0).
        let offset = tableView.contentOffset
        switch space {
        case .screen:
            let w = layout.windowFrameOnScreen
            return Point(x: -w.minX, y: -w.minY)
        case .window:
            return .zero
        case .rootView:
            if isTableViewController {
                return Point(x: rootViewFrame.minX - offset.x, y: rootViewFrame.minY - offset.y)
            }
            return rootViewFrame.origin
        case .scrollView:
            let f = tableFrameInWindow
            return Point(x: f.minX - offset.x, y: f.minY - offset.y)
        }
    }

    private func toWindow(_ p: Point, from space: CoordinateSpace) -> Point {
        let o = origin(of: space)
        return Point(x: p.x + o.x, y: p.y + o.y)
    }

    private func fromWindow(_ p: Point, to space: CoordinateSpace) -> Point {
        let o = origin(of: space)
        return Point(x: p.x - o.x, y: p.y - o.y)
    }
}
