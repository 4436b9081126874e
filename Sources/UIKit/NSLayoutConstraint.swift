internal import LayoutSolver

/// `NSLayoutConstraint`: `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute +
/// constant`, at `priority`. Items are views and layout guides.
///
/// Active constraints are kept on the views of their items (a guide's owning view); the layout pass of
/// a hierarchy (`layoutIfNeeded()`, the end of the runner's turn) hands every active constraint whose
/// items are in it to the solver. Changing `constant` or `priority` of an active constraint takes effect
/// at the next pass (UIKit also lays out again at the next pass, or at once inside `layoutIfNeeded()`).
///
/// Approximations: leading/trailing are left/right (left-to-right only); baselines are the top
/// (first) and bottom (last) of the item; `UIScrollView` edges seen from inside the scroll view are its
/// content area, as UIKit documents.
open class NSLayoutConstraint: NSObject {
    /// `NSLayoutConstraint.Attribute` (UIKit's raw values).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// `NSLayoutConstraint.Relation` (UIKit's raw values).
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }

    /// `firstItem`, `secondItem` (nil for a constant width or height). Held weakly, as UIKit does: the
    /// views hold their constraints.
    public var firstItem: AnyObject? { firstItemReference.object }
    public var secondItem: AnyObject? { secondItemReference.object }
    private let firstItemReference: LayoutItemReference
    private let secondItemReference: LayoutItemReference
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    /// `constant`: settable; an active constraint re-solves at the next layout pass.
    open var constant: CGFloat {
        didSet { if constant != oldValue { markNeedsLayout() } }
    }
    /// `priority`. UIKit refuses to change an active constraint between required and optional.
    open var priority: UILayoutPriority = .required {
        didSet {
            if isActive, (oldValue == .required) != (priority == .required) {
                AutoLayoutLog.write("[LayoutConstraints] Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported: \(self)")
                priority = oldValue
                return
            }
            if priority != oldValue { markNeedsLayout() }
        }
    }
    /// `identifier`: named in the log line of a broken constraint.
    open var identifier: String?
    /// `shouldBeArchived`: stored.
    open var shouldBeArchived = false
    /// `isActive`: `activate`/`deactivate` one constraint.
    open var isActive: Bool {
        get { active }
        set { newValue ? Self.activate([self]) : Self.deactivate([self]) }
    }
    private var active = false

    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`. `view1` and `view2` are
    /// views or layout guides; `view2` is nil (and `attr2` `.notAnAttribute`) for a constant size. An
    /// optional passed as an item counts as what it holds (an anchor's item is `nil` once its view is
    /// gone), not as a box around it. A convenience initializer, as Swift imports UIKit's (from the class
    /// factory `constraintWithItem:…`).
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(object: Self.object(view1), attribute: attr1, relatedBy: relation, toObject: view2.flatMap(Self.object),
                  attribute: attr2, multiplier: multiplier, constant: c)
    }

    /// A constraint between two items already held as objects (an anchor's): what
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` makes of them, without its
    /// casts from `Any` (an existential cast and a bridge per item, a fifth of the time a cell spends
    /// making its constraints).
    init(object first: AnyObject?, attribute attr1: Attribute, relatedBy relation: Relation, toObject second: AnyObject?,
         attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.firstItemReference = LayoutItemReference(first)
        self.secondItemReference = LayoutItemReference(second)
        self.firstAttribute = attr1
        self.secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = c
        super.init()
    }

    /// `value` as an object: the object an optional holds (nil for none), else `value` itself.
    private static func object(_ value: Any) -> AnyObject? {
        if let optional = value as? any OptionalLayoutItem { return optional.heldObject }
        return value as AnyObject
    }

    /// `activate(_:)`: each constraint takes part in the layout of its items' hierarchy.
    /// Each view whose constraints changed has its structure count moved once for the whole list (the
    /// count only has to differ from what a pass saw; nothing reads it while the list is activated).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        // The views touched: most often one or two (a cell's content view and the view pinned in it),
        // held without an array; any further ones in `more`.
        var one: UIView?, two: UIView?, more: [UIView] = []
        func hold(_ view: UIView, _ c: NSLayoutConstraint) {
            let state = view.layoutState
            // Room for the four edges a view is usually pinned by, made once.
            if state.constraints.isEmpty { state.constraints.reserveCapacity(4) }
            state.constraints.append(c)
            if view === one || view === two || more.contains(where: { $0 === view }) { return }
            if one == nil { one = view } else if two == nil { two = view } else { more.append(view) }
        }
        for c in constraints where !c.active {
            c.active = true
            let first = c.firstItem.flatMap(NSLayoutConstraint.view(of:))
            let second = c.secondItem.flatMap(NSLayoutConstraint.view(of:))
            if let first { hold(first, c) }
            if let second, second !== first { hold(second, c) }
        }
        one?.layoutStructureChanged()
        two?.layoutStructureChanged()
        for view in more { view.layoutStructureChanged() }
    }

    /// `deactivate(_:)`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints where c.active {
            c.active = false
            let views = c.itemViews
            for view in views { view.layoutState.constraints.removeAll { $0 === c } }
            for view in views { view.layoutStructureChanged() }
        }
    }

    /// The views whose state holds this constraint while active: each item's view (a guide's owner).
    var itemViews: [UIView] {
        // Made without intermediate arrays: every cell's constraints are activated through here.
        let first = firstItem.flatMap { NSLayoutConstraint.view(of: $0) }
        let second = secondItem.flatMap { NSLayoutConstraint.view(of: $0) }
        switch (first, second) {
        case let (first?, second?): return first === second ? [first] : [first, second]
        case let (first?, nil): return [first]
        case let (nil, second?): return [second]
        case (nil, nil): return []
        }
    }

    static func view(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    private func markNeedsLayout() {
        for view in itemViews { view.layoutInputsChanged() }
    }

    open override var description: String {
        func name(_ item: AnyObject) -> String {
            let type = String(describing: Swift.type(of: item))
            if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { return "\(type)'\(guide.identifier)'" }
            return "\(type):0x\(String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16))"
        }
        var text = firstItem.map { "\(name($0)).\(firstAttribute)" } ?? "nil"
        text += relation == .equal ? " == " : relation == .lessThanOrEqual ? " <= " : " >= "
        if let second = secondItem {
            text += multiplier == 1 ? "" : "\(multiplier)*"
            text += "\(name(second)).\(secondAttribute)"
            if constant != 0 { text += constant > 0 ? " + \(constant)" : " - \(-constant)" }
        } else {
            text += "\(constant)"
        }
        if priority != .required { text += " @\(Int(priority.rawValue))" }
        let id = identifier.map { "'\($0)' " } ?? ""
        return "<NSLayoutConstraint \(id)\(text)>"
    }
}

/// An optional given where a constraint takes an item.
private protocol OptionalLayoutItem {
    var heldObject: AnyObject? { get }
}

extension Optional: OptionalLayoutItem {
    fileprivate var heldObject: AnyObject? { map { $0 as AnyObject } }
}
