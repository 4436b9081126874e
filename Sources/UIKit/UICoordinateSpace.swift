/// `UICoordinateSpace`: views and the screen's coordinate spaces convert points and rectangles between
/// each other. Keyboard frames are in `UIScreen.main.coordinateSpace` (Apple: "in the screen's
/// coordinate space"); `view.convert(frame, from: view.window?.screen.coordinateSpace)` brings one into
/// a view. Only the spaces this module makes conform (a view, a screen's coordinate spaces).
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// Where `space`'s origin lies in screen coordinates.
func screenOrigin(of space: any UICoordinateSpace) -> CGPoint {
    switch space {
    case let view as UIView: return view.originOnScreen
    case let screenSpace as UIScreen.CoordinateSpace: return screenSpace.originOnScreen
    default: return .zero
    }
}
