/// `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// `UITrackingLayoutGuide` (iOS 17; `UIKeyboardLayoutGuide`'s superclass): sets of constraints that are
/// active while the guide is near an edge of its owning view, or away from one, switched by each layout
/// pass.
///
/// "Near" is not specified by Apple; here the guide is near an edge when it is within 20 pt of it (the
/// top edge measured from the safe area's top). Near a set of edges means near each of them; away from
/// a set means near none of them. A docked keyboard, and the guide at rest, are near the bottom, leading
/// and trailing edges.
open class UITrackingLayoutGuide: UILayoutGuide {
    private var near: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
    private var away: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

    /// `setConstraints(_:activeWhenNearEdge:)`: replaces the set for `edge` (the old set is deactivated).
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        if let i = near.firstIndex(where: { $0.edge == edge }) {
            NSLayoutConstraint.deactivate(near[i].constraints)
            near.remove(at: i)
        }
        near.append((edge, trackingConstraints))
        register()
    }

    /// `setConstraints(_:activeWhenAwayFrom:)`.
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        if let i = away.firstIndex(where: { $0.edge == edge }) {
            NSLayoutConstraint.deactivate(away[i].constraints)
            away.remove(at: i)
        }
        away.append((edge, trackingConstraints))
        register()
    }

    /// `constraintsActiveWhenNear(_:)`.
    open func constraintsActiveWhenNear(_ edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        near.first { $0.edge == edge }?.constraints ?? []
    }

    /// `constraintsActiveWhenAway(from:)`.
    open func constraintsActiveWhenAway(from edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        away.first { $0.edge == edge }?.constraints ?? []
    }

    /// `removeAllTrackingConstraints()`: every set is deactivated and forgotten.
    open func removeAllTrackingConstraints() {
        for set in near + away { NSLayoutConstraint.deactivate(set.constraints) }
        near = []
        away = []
    }

    private func register() {
        guard let owner = owningView else { return }
        if !owner.layoutState.trackingGuides.contains(where: { $0 === self }) {
            owner.layoutState.trackingGuides.append(self)
            owner.layoutStructureChanged()
        }
        updateTrackingConstraints()
    }

    /// The edges the guide is near now.
    var nearEdges: NSDirectionalRectEdge {
        guard let owner = owningView else { return [] }
        let f = layoutFrame, b = owner.bounds
        let threshold: CGFloat = 20
        var edges: NSDirectionalRectEdge = []
        if f.minY - (b.minY + owner.safeAreaInsets.top) <= threshold { edges.insert(.top) }
        if b.maxY - f.maxY <= threshold { edges.insert(.bottom) }
        if f.minX - b.minX <= threshold { edges.insert(.leading) }
        if b.maxX - f.maxX <= threshold { edges.insert(.trailing) }
        return edges
    }

    /// Activates the sets whose condition holds and deactivates the others (deactivations first, so
    /// that two sets for opposite conditions never hold together).
    func updateTrackingConstraints() {
        let edges = nearEdges
        var on: [NSLayoutConstraint] = [], off: [NSLayoutConstraint] = []
        for set in near { if edges.isSuperset(of: set.edge) { on += set.constraints } else { off += set.constraints } }
        for set in away { if edges.isDisjoint(with: set.edge) { on += set.constraints } else { off += set.constraints } }
        NSLayoutConstraint.deactivate(off.filter { c in !on.contains { $0 === c } })
        NSLayoutConstraint.activate(on)
    }
}
