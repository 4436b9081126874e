@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UIView`: frame, bounds, the hierarchy, coordinate conversion, safe area and layout.
///
/// A view the app makes holds its own frame and bounds. A view the runner made from the scenario (the
/// root view, the table or scroll view, a row's cell and text control) reads and writes the model: its
/// frame is the scene's, and a scroll view's bounds origin is its `contentOffset`. Conversions are
/// translations through the superview chain (no transforms are modelled); `nil` means the window.
open class UIView: UIResponder, UICoordinateSpace {
    /// Which part of the model backs this view.
    package enum Backing: Equatable {
        case none
        case window
        case rootView
        case scrollView
        case cell(RowID)
        case control(RowID)
        /// A text control the app placed in its own scroll-view form (view-controller mode): its frame is
        /// the app's; the row is only its identity for focus.
        case formControl(RowID)
        /// The scene's navigation bar (window coordinates).
        case navigationBar
        /// The scene's tab bar, the bottom bar of the tab bar controller around the screen (window
        /// coordinates).
        case tabBar
    }

    /// Which part of the scene backs this view. Setting it changes whether a layout island above it reads
    /// the scene (``LayoutPass/islandReading(of:)``).
    package var backing: Backing = .none {
        didSet { if backing != oldValue { layoutStructureChanged() } }
    }
    /// The screen backing this view (set for the views the model backs and the app's text controls in
    /// its rows), reached through its ``HostLink``; `nil` once that screen is gone.
    package var host: ModelBackedScreen? {
        get { hostLink?.screen }
        set { hostLink = newValue?.link }
    }
    private var hostLink: HostLink?
    /// How constraints, anchors and guides reach this view (``LayoutItemLink``), made on first use.
    var itemLink: LayoutItemLink { LayoutItemLink.link(of: self, in: &madeItemLink) }
    private var madeItemLink: LayoutItemLink?
    private var storedFrame: CGRect
    private var storedBoundsOrigin: CGPoint = .zero

    /// `superview`.
    public var superview: UIView? { superviewStorage }
    /// The superview, held without a weak reference: a weakly referenced object takes a side table, and
    /// every retain and release of it the slow path. The superview keeps this view in `subviews` while it
    /// is set, clears it on removal, and clears it in every subview as it is deinitialised (`deinit`), so
    /// it is never read after its superview is gone.
    private unowned(unsafe) var superviewStorage: UIView?
    /// `subviews`, back to front. Adding, removing or reordering one changes what a layout pass reads.
    public private(set) var subviews: [UIView] = [] {
        didSet { layoutStructureChanged() }
    }

    deinit {
        madeItemLink?.object = nil
        for subview in subviews where subview.superviewStorage === self { subview.superviewStorage = nil }
    }

    /// `isHidden`, `alpha`, `tag`, `backgroundColor`, `clipsToBounds`: stored, with no effect on geometry.
    open var isHidden = false {
        // A stack view leaves a hidden view out of its arrangement and its size.
        didSet { if isHidden != oldValue { layoutInputsChanged() } }
    }
    open var alpha: CGFloat = 1
    open var tag = 0
    open var backgroundColor: UIColor?
    open var clipsToBounds = false
    /// `autoresizingMask`: turned into constraints in an Auto Layout pass the view takes part in; a model-backed
    /// table resizes with its root view (flexible width and height) whatever they say.
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { layoutInputsChanged() }
    }
    /// `translatesAutoresizingMaskIntoConstraints`: true, the frame is fixed and Auto Layout takes it as
    /// given; false, the layout pass writes the frame from constraints (UIView+AutoLayout.swift).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { layoutInputsChanged() }
    }
    /// The gesture recognizers attached (declared in UIGestureRecognizer.swift).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// `tintColor`, `isUserInteractionEnabled`, `contentMode`, `isOpaque`, `accessibilityIdentifier`,
    /// `overrideUserInterfaceStyle`, `semanticContentAttribute`: stored, with no effect on geometry.
    open var tintColor: UIColor! = .systemBlue
    open var isUserInteractionEnabled = true
    open var contentMode: ContentMode = .scaleToFill
    open var isOpaque = true
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var isAccessibilityElement = false
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// The size this view brings to a frame-based layout (a stack view) when it has one of its own:
    /// text from ``TextMetrics``, a control's fixed size. Nil: the frame's size counts. The facade's
    /// source of `intrinsicContentSize` for the facade's own views (see STATUS.md).
    var facadeIntrinsicSize: CGSize? { nil }

    /// The size this view asks for in a frame-based layout that offers it `width` (nil: unlimited):
    /// text wraps at it. Defaults to ``facadeIntrinsicSize``.
    func facadeFittingSize(width: CGFloat?) -> CGSize? { facadeIntrinsicSize }

    /// `sizeThatFits(_:)`: the view's own size (`facadeIntrinsicSize`, wrapped to `size.width` for
    /// text), else the current size, as UIView's default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { facadeIntrinsicSize ?? bounds.size }

    /// `sizeToFit()`: the frame's size becomes `sizeThatFits(bounds.size)`; the origin stays.
    open func sizeToFit() {
        var f = frame
        f.size = sizeThatFits(bounds.size)
        frame = f
    }

    /// `traitCollection`: the application's content size category (stored on `UIApplication.shared`).
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    /// `traitCollectionDidChange(_:)`: override point; never called (traits do not change during a
    /// scenario).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// `didMoveToSuperview()`, `didMoveToWindow()`, `willMove(toSuperview:)`, `willMove(toWindow:)`,
    /// `didAddSubview(_:)`, `willRemoveSubview(_:)`: override points. The superview hooks are called by
    /// `addSubview`, `insertSubview` and `removeFromSuperview`; the window hooks are not called.
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    /// `safeAreaInsetsDidChange()`: called on a runner's root view just before its view controller's
    /// `viewSafeAreaInsetsDidChange()` (at the end of the turn); not on other views.
    open func safeAreaInsetsDidChange() {}

    /// `layer`: stored appearance (``CALayer``), no drawing.
    public private(set) lazy var layer = CALayer()

    /// `draw(_:)`: override point, never called (nothing is drawn); `setNeedsDisplay()`: accepted.
    open func draw(_ rect: CGRect) {}
    open func setNeedsDisplay() {}
    /// `isExclusiveTouch`, `isMultipleTouchEnabled`: stored.
    open var isExclusiveTouch = false
    open var isMultipleTouchEnabled = false
    /// `contentScaleFactor`, `tintAdjustmentMode`, `clearsContextBeforeDrawing`, `restorationIdentifier`:
    /// stored; `tintColorDidChange()`: override point, never called.
    open var contentScaleFactor: CGFloat = 3
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic
    open var clearsContextBeforeDrawing = true
    open var restorationIdentifier: String?
    open func tintColorDidChange() {}

    /// `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }

    /// `exchangeSubview(at:withSubviewAt:)`.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// `UIView.ContentMode`: stored.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Auto Layout's per-view state (constraints involving the view, guides, priorities, margins),
    /// made on first use (`layoutState`, UIView+AutoLayout.swift).
    var layoutStorage: ViewLayoutState? {
        didSet { if layoutStorage != nil { markSubtreeHasLayoutStorage() } }
    }

    /// Whether this view or a view that was ever inside it has Auto Layout state: false means the
    /// subtree holds no constraints, guides or requests for `updateConstraints()`, so a layout pass
    /// skips it without visiting its views (a table keeps a cell for every row it has shown). Set when
    /// a view makes its state and when such a view is added; never cleared (a view that leaves keeps
    /// its ancestors marked, which only costs a visit).
    private(set) var subtreeHasLayoutStorage = false
    /// The last Auto Layout pass whose walk reached this view (``LayoutPass/collect()``): a constraint's
    /// item marked by the walk in progress is in that pass's hierarchy.
    var layoutWalkMark = 0

    private func markSubtreeHasLayoutStorage() {
        var view: UIView? = self
        while let v = view, !v.subtreeHasLayoutStorage {
            v.subtreeHasLayoutStorage = true
            view = v.superview
        }
    }

    /// `intrinsicContentSize`: the size the view's content wants (`UIView.noIntrinsicMetric` for none, the
    /// default). Declared here because subclasses override it (UIView+AutoLayout.swift has the rest).
    open var intrinsicContentSize: CGSize {
        // The facade's own views (labels, fields, text views, stack views, switches…) report their size
        // from the text metrics or their documented fixed size.
        facadeIntrinsicSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// `updateConstraints()`: override point, called by the layout pass for a view marked with
    /// `setNeedsUpdateConstraints()` before constraints are solved. Call super at the end.
    open func updateConstraints() { layoutStorage?.needsUpdateConstraints = false }

    public init(frame: CGRect) {
        self.storedFrame = frame
        super.init()
    }

    public convenience override init() { self.init(frame: .zero) }

    /// `init?(coder:)`: how a storyboard or nib makes a view (the Swift `keyfuzz import` writes calls it
    /// for the app's own view classes, with a ``UINibDecoder``): an empty frame; the decoded frame and
    /// attributes are set after, as the storyboard's code does.
    public required init?(coder: NSCoder) {
        self.storedFrame = .zero
        super.init()
    }

    /// `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    // MARK: Geometry

    /// `frame`, in the superview's coordinates (a window's: the screen's).
    open var frame: CGRect {
        get {
            // Read through the host without a local copy of the scene (which would retain and release
            // every part of it on each read; the frame is read many times per callback). Stored values
            // (the scroll view's) are read in place; a method of the table is called on one copy of it.
            guard backing != .none, let host else { return storedFrame }
            switch backing {
            case .none: return storedFrame
            case .window: return CGRect(host.sceneStorage.layout.windowFrameOnScreen)
            case .formControl: return storedFrame
            case .rootView: return CGRect(host.sceneStorage.rootViewFrame)
            case .scrollView: return CGRect(host.sceneStorage.tableView.scrollView.frame)
            case let .cell(id):
                // One call on the host's table in place (a method call through `scene` copies it, and so
                // does a closure inside the reading that captures it).
                guard let collection = host.collectionView else {
                    return host.reading({ $0.tableView.placementInPlace(ofRow: id) }).map { CGRect($0.rect) } ?? storedFrame
                }
                // An item's frame, also placed across by its section's geometry, is kept on its cell while
                // it holds (``UICollectionViewCell/keptFrame``).
                let cell = self as? UICollectionViewCell
                let screen = ObjectIdentifier(host), changes = host.sceneChanges, geometry = collection.sectionGeometryResets
                if let kept = cell?.keptFrame, kept.row == id, kept.screen == screen, kept.sceneChanges == changes,
                   kept.geometry == geometry {
                    return kept.frame
                }
                guard let (ip, rect) = host.reading({ $0.tableView.placementInPlace(ofRow: id) }) else { return storedFrame }
                let frame = collection.itemFrame(forRowRect: rect, at: ip)
                cell?.keptFrame = (id, screen, changes, geometry, frame)
                return frame
            case let .control(id):
                guard let (ip, control, row) = host.reading({ $0.tableView.controlPlacement(ofRow: id) }) else { return storedFrame }
                // In a collection view the cell starts at its item's x, inside the row.
                let itemX = host.collectionView.map { Double($0.itemFrame(forRowRect: row, at: ip).minX) } ?? row.minX
                return inSuperview(fromCell: CGRect(control.offsetBy(dx: -itemX, dy: -row.minY)))
            case .navigationBar:
                return host.sceneStorage.navigationBarFrame.map { CGRect($0) } ?? storedFrame
            case .tabBar:
                return host.sceneStorage.layout.bottomBarFrame.map { CGRect($0) } ?? storedFrame
            }
        }
        set {
            guard let host else { setStoredFrame(newValue); return }
            switch backing {
            case .none, .formControl: setStoredFrame(newValue)
            case .rootView:
                layoutInputsChanged()
                // As for the table below: an app's own arithmetic can give its view a negative height (a
                // height "up to the keyboard's top" where the keyboard starts above the view), which UIKit
                // sets without raising; the model's view gets an empty frame at the same origin.
                host.mutate { try $0.setRootViewFrame(Self.nonNegative(newValue.model)) }
            case .scrollView:
                layoutInputsChanged()
                // Auto Layout solves a squeezed view to a negative height and UIKit sets that frame without
                // complaint (nothing of the view shows); the model's table has no negative sizes, so it gets
                // an empty frame at the same origin, which shows the same nothing.
                host.mutate { try $0.setTableViewFrame(Self.nonNegative(newValue.model)) }
            case .window, .cell, .control, .navigationBar, .tabBar: break // laid out by the system from the scenario
            }
        }
    }

    /// The screen places this view (the window, a row's cell and its text control, the bars): its frame
    /// is the scene's, and setting it does nothing.
    var isPlacedByScreen: Bool {
        switch backing {
        case .window, .cell, .control, .navigationBar, .tabBar: return host != nil
        case .none, .rootView, .scrollView, .formControl: return false
        }
    }

    private func setStoredFrame(_ frame: CGRect) {
        guard storedFrame != frame else { return }
        storedFrame = frame
        layoutInputsChanged()
    }

    /// `frame` with a negative width or height made 0, its origin kept (UIKit sets a frame of negative size
    /// without raising; nothing of the view shows). Non-finite values are left for the model to refuse, as
    /// Core Animation refuses them.
    private static func nonNegative(_ frame: ScrollGeometry.Rect) -> ScrollGeometry.Rect {
        var frame = frame
        if frame.size.width < 0 { frame.size.width = 0 }
        if frame.size.height < 0 { frame.size.height = 0 }
        return frame
    }

    /// A backed control's frame, which the model gives in its cell's coordinates, in its superview's: a
    /// control nested in the cell (in a stack view on the content view's margins) is placed by its
    /// containers' origins, so `convert(_:to:)` through them lands where the model has it.
    private func inSuperview(fromCell rect: CGRect) -> CGRect {
        var dx: CGFloat = 0, dy: CGFloat = 0
        var view = superview
        while let container = view {
            if case .cell = container.backing { return rect.offsetBy(dx: -dx, dy: -dy) }
            let f = container.frame
            dx += f.minX - container.boundsOrigin.x
            dy += f.minY - container.boundsOrigin.y
            view = container.superview
        }
        return rect
    }

    /// `bounds`: the view's own coordinate space (a scroll view's origin is its `contentOffset`).
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            var f = frame
            f.size = newValue.size
            frame = f
        }
    }

    var boundsOrigin: CGPoint {
        get { storedBoundsOrigin }
        set {
            guard storedBoundsOrigin != newValue else { return }
            storedBoundsOrigin = newValue
            layoutInputsChanged()
        }
    }

    /// `center`, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            var f = frame
            f.origin = CGPoint(x: newValue.x - f.width / 2, y: newValue.y - f.height / 2)
            frame = f
        }
    }

    // MARK: Hierarchy

    /// Whether this view is a `UIWindow` (overridden there): the same answer as `view is UIWindow`, without
    /// the dynamic cast up the view's class chain.
    var isWindow: Bool { false }

    /// `window`: the window the view is in, or nil. A view controller's view leaves the window after
    /// `viewDidDisappear`.
    open var window: UIWindow? {
        // (A window answers itself: `UIWindow` overrides this.)
        if let host, backing != .none { return host.isViewInWindow ? host.window : nil }
        return superview?.window
    }

    /// `addSubview(_:)`: moves `view` from its old superview to the top of this view's subviews.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// `insertSubview(_:at:)`.
    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: Swift.min(Swift.max(0, old < index ? index - 1 : index), subviews.count))
            return
        }
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        // `addSubview(_:)` puts it last: appended, without the general insertion's path.
        let position = Swift.min(Swift.max(0, index), subviews.count)
        if position == subviews.count { subviews.append(view) } else { subviews.insert(view, at: position) }
        view.superviewStorage = self
        if view.subtreeHasLayoutStorage { markSubtreeHasLayoutStorage() }
        if view.host == nil, let host = host ?? window?.host { view.adopt(host) }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// `insertSubview(_:aboveSubview:)` / `insertSubview(_:belowSubview:)`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
    }

    /// `bringSubviewToFront(_:)` / `sendSubviewToBack(_:)`: order only (drawing is not modelled).
    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    /// `viewWithTag(_:)`: this view or the first descendant (depth first) with the tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for sub in subviews { if let found = sub.viewWithTag(tag) { return found } }
        return nil
    }

    /// `removeFromSuperview()`: also deactivates the constraints between this subtree and views outside
    /// it, as UIKit does (UIView+AutoLayout.swift).
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        deactivateConstraintsLeavingSubtree()
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        parent.subviews.removeAll { $0 === self }
        superviewStorage = nil
        // Now a root of its own: a pass it settled before it was added saw another hierarchy.
        layoutStructureChanged()
        parent.subviewWasRemoved(self)
        didMoveToSuperview()
    }

    /// Told after `view` left this view's subviews (a stack view drops it from its arranged views).
    func subviewWasRemoved(_ view: UIView) {}

    /// `isDescendant(of:)`.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// A view the app adds inside a model-backed view learns the host, so its safe area is the screen's.
    private func adopt(_ host: ModelBackedScreen) {
        self.host = host
        for sub in subviews where sub.host == nil { sub.adopt(host) }
    }

    open override var next: UIResponder? { superview }

    // MARK: Conversion

    /// Where this view's coordinate origin (its bounds' (0, 0)) is in its window's coordinates:
    /// the superview's origin plus the frame's origin, less the bounds' origin (a scroll view's
    /// `contentOffset`). Translations only. A view outside any window counts its topmost ancestor's
    /// frame as window coordinates.
    var originInWindow: CGPoint {
        // (A window's is zero: `UIWindow` overrides this.)
        let parent = superview?.originInWindow ?? .zero
        let f = frame.origin, b = boundsOrigin
        return CGPoint(x: parent.x + f.x - b.x, y: parent.y + f.y - b.y)
    }

    /// Where this view's coordinate origin is on the screen.
    var originOnScreen: CGPoint {
        let w = originInWindow
        let windowOrigin = window?.frame.origin ?? host?.window.frame.origin ?? .zero
        return CGPoint(x: w.x + windowOrigin.x, y: w.y + windowOrigin.y)
    }

    /// `convert(_:to:)`: `point` from this view's coordinates into `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let from = originInWindow
        let to = view?.originInWindow ?? .zero
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// `convert(_:from:)`: `point` from `view`'s coordinates (nil: the window's) into this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let from = view?.originInWindow ?? .zero
        let to = originInWindow
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// `convert(_:to:)` for a rectangle: the size is unchanged.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `convert(_:from:)` for a rectangle: the size is unchanged.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    // MARK: Safe area and layout

    /// `safeAreaInsets`: how far the status bar, sensor housing, home indicator and the view
    /// controller's bars reach into the view's frame (each at most the view's size). Zero outside a
    /// window.
    open var safeAreaInsets: UIEdgeInsets {
        guard let window, let host = host ?? window.host else { return .zero }
        if backing == .scrollView { return UIEdgeInsets(host.sceneStorage.tableView.scrollView.safeAreaInsets) }
        // The frame in window coordinates: the coordinate origin moved back by the bounds' origin.
        let o = originInWindow, b = boundsOrigin, size = frame.size
        let f = Rect(x: Double(o.x + b.x), y: Double(o.y + b.y), width: Double(size.width), height: Double(size.height))
        return UIEdgeInsets(host.reading { $0.safeAreaInsets(ofWindowFrame: f) })
    }

    /// `safeAreaLayoutGuide`: the bounds less the safe-area insets.
    public private(set) lazy var safeAreaLayoutGuide: UILayoutGuide = UILayoutGuide(owner: self, kind: .safeArea)

    /// `keyboardLayoutGuide` (iOS 15+).
    public private(set) lazy var keyboardLayoutGuide: UIKeyboardLayoutGuide = UIKeyboardLayoutGuide(owner: self)

    /// `layoutIfNeeded()`: Auto Layout's pass over the view's hierarchy (frames of views with
    /// `translatesAutoresizingMaskIntoConstraints` false written from constraints); then, for a
    /// model-backed view, the table's layout pass (rows on screen are sized,
    /// estimates become heights); then `layoutSubviews()`.
    open func layoutIfNeeded() {
        runAutoLayoutPass()
        if let host, backing != .none {
            host.scene.layoutIfNeeded()
            host.pruneRows()
        }
        layoutSubviews()
    }

    /// `setNeedsLayout()`: layout happens at `layoutIfNeeded()` or the end of the turn.
    open func setNeedsLayout() { layoutInputsChanged() }

    /// `layoutSubviews()`: override point; does nothing here.
    open func layoutSubviews() {}

    // MARK: UICoordinateSpace

    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        let from = originOnScreen, to = screenOrigin(of: coordinateSpace)
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        let from = screenOrigin(of: coordinateSpace), to = originOnScreen
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }

    // MARK: First responder

    /// `endEditing(_:)`: the first responder inside this view resigns.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        if let responder = (host ?? window?.host)?.firstResponder as? UIView, responder.isDescendant(of: self) {
            return responder.resignFirstResponder()
        }
        return true
    }
}

extension UIView {
    /// Something an Auto Layout pass over this view's hierarchy reads has changed (a frame, the
    /// subviews, a constraint, a margin, what the view's intrinsic size is made of): the next pass of
    /// its topmost ancestor runs, and of any island it is in (every ancestor's count moves). UIKit's `setNeedsLayout()` and `setNeedsUpdateConstraints()`, which
    /// UIKit's own setters call (`invalidateIntrinsicContentSize()` for a label's text or font), so
    /// that `layoutIfNeeded()` lays out only a hierarchy that needs it. Called by the facade's setters
    /// directly, not through the overridable `setNeedsLayout()`.
    final func layoutInputsChanged() {
        var view = self
        while true {
            view.layoutStorage?.inputsVersion &+= 1
            guard let parent = view.superviewStorage else { return }
            view = parent
        }
    }

    /// This view asked for `updateConstraints()` before the next pass: as ``layoutInputsChanged()``, and
    /// the count of such requests of this view and every ancestor moves too (a pass that settles on its
    /// own frame writes checks that none came while it ran).
    final func constraintUpdateRequested() {
        var view = self
        while true {
            if let state = view.layoutStorage {
                state.inputsVersion &+= 1
                state.updateRequests &+= 1
            }
            guard let parent = view.superviewStorage else { return }
            view = parent
        }
    }

    /// What decides whether a subtree is a layout island has changed here (the subviews, a constraint
    /// activated or deactivated, a guide's owner, a tracking guide, a view's backing): as
    /// ``layoutInputsChanged()``, and the structure count of this view and every ancestor moves too
    /// (``LayoutPass/islandReading(of:)`` keeps a reading while its head's count stays; a frame moving,
    /// a text changing or a constant changing leaves it).
    final func layoutStructureChanged() {
        var view = self
        while true {
            if let state = view.layoutStorage {
                state.inputsVersion &+= 1
                state.structureVersion &+= 1
            }
            guard let parent = view.superviewStorage else { return }
            view = parent
        }
    }
}
