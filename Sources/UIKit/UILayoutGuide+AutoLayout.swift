/// Anchors on layout guides, and the frames of the guides Auto Layout adds (margins, readable content,
/// a scroll view's content and frame, the app's own).
extension UILayoutGuide {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// The frame of a guide other than the safe area's and the keyboard's, in the owner's coordinates.
    func autoLayoutFrame(in view: UIView) -> CGRect {
        switch kind {
        case .safeArea, .keyboard:
            return view.bounds.inset(by: view.safeAreaInsets)
        case .layoutMargins:
            return view.bounds.inset(by: view.effectiveLayoutMargins)
        case .readableContent:
            let margins = view.bounds.inset(by: view.effectiveLayoutMargins)
            let width = Swift.min(margins.width, UIView.readableWidth)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        case .scrollContent:
            let size = (view as? UIScrollView)?.contentSize ?? .zero
            return CGRect(origin: .zero, size: size)
        case .scrollFrame:
            return view.bounds
        case .app:
            return solvedFrame ?? .zero
        }
    }
}

extension UIScrollView {
    /// `contentLayoutGuide` (iOS 11+): the content area; constraints that size it set `contentSize` at
    /// the layout pass (an app's own scroll view; the scenario's table derives its content size from
    /// its rows).
    public var contentLayoutGuide: UILayoutGuide {
        if let g = layoutState.contentGuide { return g }
        let g = UILayoutGuide(owner: self, kind: .scrollContent)
        layoutState.contentGuide = g
        return g
    }

    /// `frameLayoutGuide` (iOS 11+): the scroll view's frame; content tied to it does not scroll.
    public var frameLayoutGuide: UILayoutGuide {
        if let g = layoutState.frameGuide { return g }
        let g = UILayoutGuide(owner: self, kind: .scrollFrame)
        layoutState.frameGuide = g
        return g
    }
}
