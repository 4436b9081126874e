// UIScrollView members KeyboardScroll does not model (see STATUS.md). `zoomScale` is in Unavailable.swift;
// the content and frame layout guides belong to the Auto Layout part of the facade.
extension UIScrollView {
    @available(*, unavailable, message: "not modelled by KeyboardScroll: zooming")
    public var minimumZoomScale: CGFloat { get { fatalError() } set {} }
    @available(*, unavailable, message: "not modelled by KeyboardScroll: zooming")
    public var maximumZoomScale: CGFloat { get { fatalError() } set {} }
    @available(*, unavailable, message: "not modelled by KeyboardScroll: zooming")
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {}
    @available(*, unavailable, message: "not modelled by KeyboardScroll: zooming")
    public func zoom(to rect: CGRect, animated: Bool) {}
    @available(*, unavailable, message: "not modelled by KeyboardScroll: zooming")
    public var isZooming: Bool { fatalError() }
    @available(*, unavailable, message: "not modelled by KeyboardScroll: zooming")
    public var bouncesZoom: Bool { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: zooming")
    public var isZoomBouncing: Bool { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: the user's drags are the scenario's events; read contentOffset in scrollViewDidScroll")
    public var panGestureRecognizer: Any { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: zooming")
    public var pinchGestureRecognizer: Any? { fatalError() }
}
