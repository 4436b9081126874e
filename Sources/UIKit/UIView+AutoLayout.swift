internal import LayoutSolver

/// Auto Layout on `UIView`: anchors, the layout pass, intrinsic size with hugging and compression
/// resistance, layout margins and their guides, app layout guides, fitting sizes.
///
/// The layout pass (`layoutIfNeeded()`, and the runner's end of each turn) solves the constraints of the
/// view's whole hierarchy (from its topmost ancestor, a window on screen) incrementally and writes the
/// frames of views whose `translatesAutoresizingMaskIntoConstraints` is false through `frame`'s setter
/// (a model-backed table moves the model's table). Views that translate their mask are fixed where
/// their frame puts them. A hierarchy without active constraints is left alone.
extension UIView {
    /// `UIView.noIntrinsicMetric` (-1).
    public static let noIntrinsicMetric: CGFloat = -1
    /// `UIView.layoutFittingCompressedSize`: the smallest size (0 × 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// `UIView.layoutFittingExpandedSize`: the largest size (UIKit's 10⁴... placeholder is large; here
    /// 10 000 × 10 000).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// Auto Layout's state of this view, made on first use.
    var layoutState: ViewLayoutState {
        if let state = layoutStorage { return state }
        let state = ViewLayoutState()
        layoutStorage = state
        return state
    }

    /// The width `readableContentGuide` is capped at (672 pt: UIKit's at the default text size).
    static let readableWidth: CGFloat = 672

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// `firstBaselineAnchor`: approximated by the top (no text metrics here).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// `lastBaselineAnchor`: approximated by the bottom.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Constraints installed on the view

    /// `constraints`: the active constraints whose items are this view or inside it and whose nearest
    /// common ancestor is this view (where UIKit installs them).
    public var constraints: [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        func walk(_ view: UIView) {
            for c in view.layoutStorage?.constraints ?? [] where seen.insert(ObjectIdentifier(c)).inserted && c.installationView === self {
                result.append(c)
            }
            for sub in view.subviews { walk(sub) }
        }
        walk(self)
        return result
    }

    /// `addConstraint(_:)` (before iOS 8's `isActive`): activates it.
    public func addConstraint(_ constraint: NSLayoutConstraint) { NSLayoutConstraint.activate([constraint]) }
    /// `addConstraints(_:)`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// `removeConstraint(_:)`: deactivates it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { NSLayoutConstraint.deactivate([constraint]) }
    /// `removeConstraints(_:)`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: Intrinsic size, hugging, compression resistance

    /// `invalidateIntrinsicContentSize()`: the next layout pass runs and reads `intrinsicContentSize` again
    /// (a hierarchy nothing has changed in since its last pass is not laid out, ``LayoutSettlement``).
    public func invalidateIntrinsicContentSize() { layoutInputsChanged() }

    /// `contentHuggingPriority(for:)` (default 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.hugging.horizontal : layoutState.hugging.vertical
    }

    /// `setContentHuggingPriority(_:for:)`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.hugging.horizontal = priority } else { layoutState.hugging.vertical = priority }
        layoutInputsChanged()
    }

    /// `contentCompressionResistancePriority(for:)` (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.compression.horizontal : layoutState.compression.vertical
    }

    /// `setContentCompressionResistancePriority(_:for:)`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.compression.horizontal = priority } else { layoutState.compression.vertical = priority }
        layoutInputsChanged()
    }

    // MARK: The update and layout passes

    /// `setNeedsUpdateConstraints()`: `updateConstraints()` runs before the next layout pass.
    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        constraintUpdateRequested()
    }

    /// `needsUpdateConstraints()`.
    public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

    /// `updateConstraintsIfNeeded()`: `updateConstraints()` now for this view and its subviews that asked.
    public func updateConstraintsIfNeeded() {
        func walk(_ view: UIView) {
            for sub in view.subviews { walk(sub) }
            if view.layoutStorage?.needsUpdateConstraints == true { view.updateConstraints() }
        }
        walk(self)
    }

    /// The topmost ancestor (the window for a view on screen).
    var layoutRoot: UIView {
        var v = self
        while let parent = v.superview { v = parent }
        return v
    }

    /// Auto Layout's pass over the hierarchy this view is in (see the extension's comment). Frames of a
    /// model-backed view that change are followed by the model's layout (rows sized for the new frame).
    /// True when a frame changed.
    @discardableResult
    package func runAutoLayoutPass() -> Bool {
        runAutoLayoutPassReporting().changed
    }

    /// ``runAutoLayoutPass()``, also saying whether the pass found every input as the last pass left it
    /// (``LayoutPass/isUnchanged``, or nothing to lay out): the audit of skipped passes reads it.
    ///
    /// A root whose last pass settled (it moved nothing, or nothing it moved reaches what it reads:
    /// ``settlesOnItsWrites``) and whose inputs have not changed since (``LayoutSettlement``) is not laid
    /// out again, as UIKit's `layoutIfNeeded()` does nothing for a hierarchy that needs no layout; under
    /// ``SkippedPassAudit`` the pass runs anyway and one that was not a no-op is recorded.
    package func runAutoLayoutPassReporting() -> (changed: Bool, unchanged: Bool) {
        let root = layoutRoot
        let host = root.host ?? host
        return Self.layOut(root, host: host, scale: Double(root.host?.screen.scale ?? 3), preparing: true, watchesScene: true)
    }

    /// `root` laid out as a hierarchy of its own (the topmost ancestor, or an island inside a pass, see
    /// ``LayoutPass/islands``), unless it is settled; under ``SkippedPassAudit`` a settled one is laid
    /// out anyway and a pass that was not a no-op recorded. `watchesScene`: the settlement holds only
    /// while the screen's scene is the same (false for an island none of whose views the model backs);
    /// `edgeReaders`: an island's views whose margins or safe area it reads (``IslandEdges``), whose
    /// values the settlement holds to as well.
    static func layOut(_ root: UIView, host: ModelBackedScreen?, scale: Double, preparing: Bool, watchesScene: Bool,
                       edgeReaders: [IslandEdges.Reader] = []) -> (changed: Bool, unchanged: Bool) {
        guard root.layoutStorage?.isLayingOut != true else { return (false, true) }
        if let state = root.layoutStorage, state.isSettled(root, host: host, watchesScene: watchesScene) {
            guard let audit = SkippedPassAudit.current else { return (false, true) }
            let pass = runAutoLayoutPass(of: root, host: host, scale: scale, preparing: preparing, watchesScene: watchesScene,
                                         edgeReaders: edgeReaders)
            if pass.changed || !pass.unchanged { audit.record(pass.changed) }
            return pass
        }
        return runAutoLayoutPass(of: root, host: host, scale: scale, preparing: preparing, watchesScene: watchesScene,
                                 edgeReaders: edgeReaders)
    }

    /// The Auto Layout pass of `root`'s hierarchy, run now: first its islands (each laid out as a root of
    /// its own), then the rest. `host` lays out its model when a view it backs moved; `scale` is the
    /// screen's, which frames are rounded to; `preparing`: run `updateConstraints()` where asked (an
    /// island's was run by the pass that found it).
    private static func runAutoLayoutPass(of root: UIView, host: ModelBackedScreen?, scale: Double, preparing: Bool,
                                          watchesScene: Bool, edgeReaders: [IslandEdges.Reader]) -> (changed: Bool, unchanged: Bool) {
        var pass = LayoutPass(root: root)
        pass.host = host
        pass.scale = scale
        let involved = pass.collect(preparing: preparing)
        var islands = (changed: false, unchanged: true)
        for island in pass.islands {
            let laid = layOut(island.view, host: host, scale: scale, preparing: false, watchesScene: island.readsScene,
                              edgeReaders: island.edgeReaders)
            islands = (islands.changed || laid.changed, islands.unchanged && laid.unchanged)
        }
        guard involved || root.layoutStorage?.engine != nil else {
            // Nothing outside the islands: settled when they are.
            if let state = root.layoutStorage {
                state.settled = islands.changed ? nil
                    : LayoutSettlement(root: root, state: state, host: host, keepingScene: watchesScene, edgeReaders: edgeReaders)
            }
            return islands
        }
        root.layoutState.isLayingOut = true
        defer { root.layoutState.isLayingOut = false }
        let state = root.layoutState
        // What the pass reads from here on (`updateConstraints()` has run, the islands are laid out).
        let seen = LayoutSettlement(root: root, state: state, host: host)
        if state.engine == nil { state.passMemo = LayoutPassMemo() }
        pass.memo = state.passMemo
        pass.build()
        let engine: LayoutEngine
        if let existing = state.engine {
            engine = existing
            engine.apply(pass.wanted, unchanged: pass.isUnchanged)
        } else {
            engine = LayoutEngine.solvingFresh(pass.wanted)
            state.engine = engine
        }
        let read = (version: state.inputsVersion, structure: state.structureVersion, updates: state.updateRequests)
        let changed = pass.writeBack(engine)
        if changed.backed, let host {
            host.scene.layoutIfNeeded()
            host.pruneRows()
        }
        if pass.wanted.isEmpty {
            state.engine = nil
            state.passMemo = nil
        }
        // Settled when it moved nothing and nothing it read changed while it ran, or when what it moved
        // reaches nothing it reads.
        let settles = changed.any
            ? settlesOnItsWrites(&pass, state: state, seen: seen, read: read, written: changed.written)
            : !islands.changed && LayoutSettlement(root: root, state: state, host: host).sameCounts(as: seen)
        state.settled = settles
            ? LayoutSettlement(root: root, state: state, host: host, keepingScene: watchesScene, edgeReaders: edgeReaders) : nil
        return (changed.any || islands.changed, pass.isUnchanged && islands.unchanged)
    }

    /// Whether a pass that moved views left its hierarchy settled all the same: a pass now would read
    /// what this one read, hand the solver the same system and put every view where it is (UIKit's
    /// `layoutIfNeeded()` after a layout that needed no second round). The pass's frame writes moved the
    /// inputs count of every view above them, so the count cannot say it. Instead, when nothing but
    /// those writes happened since the pass read its inputs (the count was the one it started from until
    /// the writes; since then no view was added, removed or re-constrained and none asked for
    /// `updateConstraints()`):
    /// - the islands are laid out again and must be settled (the writes may have moved the edges they
    ///   read; the model lays out its rows and cells when a view it backs moved);
    /// - every frame the pass set must still be there (the model keeps its own frame for a view it
    ///   backs — an empty one for a negative height — and an app's view may keep another; a pass now
    ///   would set it again);
    /// - every input the pass read must read the same (``LayoutPass/readsSameInputs()``).
    /// A hierarchy with tracking guides is left to the next pass: their constraint sets follow the
    /// keyboard against their owners' edges, which the writes may have moved.
    private static func settlesOnItsWrites(_ pass: inout LayoutPass, state: ViewLayoutState, seen: LayoutSettlement,
                                           read: (version: Int, structure: Int, updates: Int),
                                           written: [(view: UIView, frame: CGRect)]) -> Bool {
        guard !pass.hasTrackingGuides, read.version == seen.version, state.structureVersion == read.structure,
              state.updateRequests == read.updates else { return false }
        for island in pass.islands {
            _ = layOut(island.view, host: pass.host, scale: pass.scale, preparing: false, watchesScene: island.readsScene,
                       edgeReaders: island.edgeReaders)
            guard let islandState = island.view.layoutStorage,
                  islandState.isSettled(island.view, host: pass.host, watchesScene: island.readsScene) else { return false }
        }
        guard state.structureVersion == read.structure, state.updateRequests == read.updates else { return false }
        let version = state.inputsVersion
        return LayoutPass.framesHold(written) && pass.readsSameInputs() && state.inputsVersion == version
    }

    /// Before this view leaves its superview: the active constraints tying a view of this subtree (or
    /// one of its guides) to a view outside it are deactivated (UIKit removes them with the view).
    func deactivateConstraintsLeavingSubtree() {
        var crossing: [NSLayoutConstraint] = []
        func walk(_ view: UIView) {
            guard view.subtreeHasLayoutStorage else { return }
            for c in view.layoutStorage?.constraints ?? [] where !crossing.contains(where: { $0 === c }) {
                if c.itemViews.contains(where: { !$0.isDescendant(of: self) }) { crossing.append(c) }
            }
            for sub in view.subviews { walk(sub) }
        }
        walk(self)
        if !crossing.isEmpty { NSLayoutConstraint.deactivate(crossing) }
    }

    /// `systemLayoutSizeFitting(_:)`: the size the view's constraints give it nearest `targetSize`
    /// (at `fittingSizeLevel` on both axes).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: the view's
    /// subtree solved alone, its own size pulled to `targetSize` at the given priorities (1000 fixes it).
    /// The parts of the system made from inputs equal to those of the view's last fitting to the same
    /// target and priorities are taken from it (``ViewLayoutState/fittingMemo``; the same system either
    /// way): a reused cell is fitted again for each item it measures.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        var pass = LayoutPass(root: self)
        pass.fitting = (targetSize, horizontalFittingPriority, verticalFittingPriority)
        _ = pass.collect()
        let state = layoutState
        if let kept = state.fittingMemo, kept.target == targetSize, kept.horizontal == horizontalFittingPriority,
           kept.vertical == verticalFittingPriority {
            pass.memo = kept.memo
        } else {
            let memo = LayoutPassMemo()
            state.fittingMemo = (targetSize, horizontalFittingPriority, verticalFittingPriority, memo)
            pass.memo = memo
        }
        pass.build()
        let engine = LayoutEngine.solvingFresh(pass.wanted)
        let size = pass.rootSize(engine)
        return CGSize(width: (size.width * 1000).rounded() / 1000, height: (size.height * 1000).rounded() / 1000)
    }

    // MARK: Layout margins and guides

    /// `directionalLayoutMargins`. Default: 8 pt on every side; a view directly in a window (a view
    /// controller's root view) has UIKit's system minimum margins instead — 0 top and bottom, 16 at the
    /// sides in a compact width (< 600 pt wide), 20 in a regular one.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            if let m = layoutState.margins { return m }
            if superview?.isWindow == true || backing == .rootView {
                let side: CGFloat = bounds.width < 600 ? 16 : 20
                return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
            }
            return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        set {
            layoutState.margins = newValue
            layoutInputsChanged()
        }
    }

    /// `layoutMargins` (left-to-right: left = leading).
    public var layoutMargins: UIEdgeInsets {
        get {
            let m = directionalLayoutMargins
            return UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
        }
        set { directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right) }
    }

    /// `insetsLayoutMarginsFromSafeArea` (default true): the margins are measured from the safe area.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState.insetsLayoutMarginsFromSafeArea }
        set {
            layoutState.insetsLayoutMarginsFromSafeArea = newValue
            layoutInputsChanged()
        }
    }

    /// `preservesSuperviewLayoutMargins`: stored (not applied).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState.preservesSuperviewLayoutMargins }
        set {
            layoutState.preservesSuperviewLayoutMargins = newValue
            layoutInputsChanged()
        }
    }

    /// The margins the margin guide and the `…Margin` attributes use: `layoutMargins`, plus the safe-area
    /// insets when `insetsLayoutMarginsFromSafeArea` (approximation: UIKit's rule for views that do not
    /// reach into the unsafe area is subtler).
    var effectiveLayoutMargins: UIEdgeInsets {
        let m = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return m }
        let s = safeAreaInsets
        return UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
    }

    /// `layoutMarginsGuide`: the bounds less the effective margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let g = layoutState.marginsGuide { return g }
        let g = UILayoutGuide(owner: self, kind: .layoutMargins)
        layoutState.marginsGuide = g
        return g
    }

    /// `readableContentGuide`: the margins guide, at most 672 pt wide and centred in it (UIKit's
    /// readable width at the default Dynamic Type size; it grows with the text size on iOS, not here).
    public var readableContentGuide: UILayoutGuide {
        if let g = layoutState.readableGuide { return g }
        let g = UILayoutGuide(owner: self, kind: .readableContent)
        layoutState.readableGuide = g
        return g
    }

    /// `layoutGuides`: the guides the app added.
    public var layoutGuides: [UILayoutGuide] { layoutState.guides }

    /// `addLayoutGuide(_:)`.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) { layoutGuide.owningView = self }

    /// `removeLayoutGuide(_:)`.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }
}

extension NSLayoutConstraint {
    /// Where UIKit installs the constraint: the nearest common ancestor of its items' views.
    var installationView: UIView? {
        let views = itemViews
        guard var candidate = views.first else { return nil }
        for other in views.dropFirst() {
            var v: UIView? = candidate
            while let c = v, !other.isDescendant(of: c) { v = c.superview }
            guard let found = v else { return nil }
            candidate = found
        }
        return candidate
    }
}
