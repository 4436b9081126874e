internal import LayoutSolver
import Synchronization

/// One Auto Layout pass over a hierarchy: what the solver must hold (the app's active constraints whose
/// items are all in the hierarchy; each taking part view's frame, fixed when it translates its
/// autoresizing mask, else its intrinsic size at its hugging and compression priorities; each taking part
/// guide's frame from its owner), and, after solving, the frames written back.
///
/// Taking part: the items of the collected constraints, every ancestor of those up to the root (a fixed
/// view sits at its superview's position plus its frame's origin), and the owners of guides. A subtree
/// whose constraints stay inside it (an island, ``isIsland(_:)``: a cell with its content pinned inside
/// it, to its edges or its margins) is laid out first as a root of its own, and left out.
struct LayoutPass {
    let root: UIView
    /// For `systemLayoutSizeFitting`: the root's size is free, pulled towards `target` at these priorities.
    var fitting: (target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?

    /// What the root's earlier passes made from which inputs (a window's or a detached root's passes,
    /// with the engine they fed); nil builds everything afresh (`systemLayoutSizeFitting`).
    var memo: LayoutPassMemo?
    /// The screen the hierarchy is on (its settled islands are checked against its scene), and its scale,
    /// which frames are rounded to.
    var host: ModelBackedScreen?
    var scale: Double = 3

    /// After ``collect()`` (not in a fitting): the subtrees below the root that are laid out as roots of
    /// their own, before the rest (``islandReading(of:)``); the pass leaves them out.
    private(set) var islands: [(view: UIView, readsScene: Bool, edgeReaders: [IslandEdges.Reader])] = []

    private(set) var constraints: [NSLayoutConstraint] = []
    private var participants: [AnyObject] = []
    private var participantIDs = Set<ObjectKey>()
    private(set) var wanted: [LayoutEngine.Wanted] = []
    /// After ``build()``: the wanted list is, entry for entry, the one the memo's last pass handed the
    /// engine (every input read again and found equal), so the engine already holds it.
    private(set) var isUnchanged = false
    /// While ``readsSameInputs()`` runs: reading an input makes nothing a participant (the pass's
    /// participants are all there already).
    private var rereading = false
    /// After ``collect()``: a view laid out by this pass (outside its islands) has tracking guides, whose
    /// constraint sets the next pass's walk switches by where the keyboard is against their owners' edges.
    private(set) var hasTrackingGuides = false

    init(root: UIView) { self.root = root }

    /// One number per walk of ``collect()``, across threads (tests run hierarchies side by side).
    private static let walkMarks = Atomic<Int>(0)

    /// Walks the hierarchy: `updateConstraints()` where asked for (subviews first, as UIKit; with
    /// `preparing`), then the constraints whose items are all inside, but for the islands'. False when
    /// there are none (nothing to solve).
    mutating func collect(preparing: Bool = true) -> Bool {
        // One walk: tracking guides switch their constraint sets, `updateConstraints()` runs where asked
        // (subviews first; it may add views and constraints), and most hierarchies, which have no
        // constraints, are found to have none without building anything.
        let usesIslands = fitting == nil
        let root = self.root, host = self.host
        func prepare(_ view: UIView) -> Bool {
            // A subtree without Auto Layout state has nothing to update and no constraints.
            guard view.subtreeHasLayoutStorage else { return false }
            // A settled island needs nothing (a request for `updateConstraints()` would have unsettled it).
            if usesIslands, view !== root, let island = Self.islandReading(of: view), island.isIsland,
               view.layoutStorage?.isSettled(view, host: host, watchesScene: island.readsScene) == true { return false }
            var involved = false
            for sub in view.subviews where prepare(sub) { involved = true }
            guard let state = view.layoutStorage else { return involved }
            for guide in state.trackingGuides { guide.updateTrackingConstraints() }
            if state.needsUpdateConstraints { view.updateConstraints() }
            return involved || !state.constraints.isEmpty
        }
        if preparing {
            guard prepare(root) || fitting != nil || root.layoutStorage?.engine != nil else { return false }
        }
        // Each active constraint is on the lists of all its items' views; it is taken once, at its first
        // item's view, when its second item's view is in the hierarchy too. The walk marks the views it
        // reaches (no app code runs during it, so the hierarchy stays as it is): a second item so marked
        // is inside, and only one the walk did not reach is looked for up its superviews.
        let mark = Self.walkMarks.add(1, ordering: .relaxed).newValue
        var candidates: [(constraint: NSLayoutConstraint, other: UIView?)] = []
        candidates.reserveCapacity(16)  // a cell's few constraints without growing the list
        var islands: [(view: UIView, readsScene: Bool, edgeReaders: [IslandEdges.Reader])] = []
        var tracking = false
        func walk(_ view: UIView) {
            guard view.subtreeHasLayoutStorage else { return }
            if usesIslands, view !== root, let island = Self.islandReading(of: view), island.isIsland {
                islands.append((view, island.readsScene, island.edgeReaders))
                return
            }
            view.layoutWalkMark = mark
            if let state = view.layoutStorage {
                if !state.trackingGuides.isEmpty { tracking = true }
                for c in state.constraints where c.isActive {
                    guard let first = c.firstItem, NSLayoutConstraint.view(of: first) === view else { continue }
                    if let second = c.secondItem {
                        guard let other = NSLayoutConstraint.view(of: second) else { continue }
                        candidates.append((c, other === view ? nil : other))
                    } else {
                        candidates.append((c, nil))
                    }
                }
            }
            for sub in view.subviews { walk(sub) }
        }
        walk(root)
        self.islands = islands
        hasTrackingGuides = tracking
        constraints = candidates.compactMap { candidate in
            guard let other = candidate.other else { return candidate.constraint }
            return other.layoutWalkMark == mark || other.isDescendant(of: root) ? candidate.constraint : nil
        }
        return !constraints.isEmpty || fitting != nil
    }

    // MARK: Islands

    /// Whether a subtree is an island, whether a view in it (below its head) takes its frame from the
    /// model's scene (a cell's text control), and the views whose margins or safe area its constraints
    /// read (``IslandEdges``), read at the head's ``ViewLayoutState/structureVersion``.
    struct IslandReading {
        var version: Int
        var isIsland: Bool
        var readsScene: Bool
        var edgeReaders: [IslandEdges.Reader]
    }

    /// `view`'s island reading: nil when it cannot head one (``isIslandCandidate(_:)``); else the one
    /// kept on its state while its subtree's structure has not changed (``UIView/layoutStructureChanged()``:
    /// subviews, constraints activated or deactivated, guides' owners, tracking guides, backings), or
    /// read afresh (``isIsland(_:)``).
    static func islandReading(of view: UIView) -> IslandReading? {
        guard isIslandCandidate(view) else { return nil }
        let state = view.layoutState
        if let kept = state.island, kept.version == state.structureVersion { return kept }
        let (isIsland, readsScene, edgeReaders) = Self.isIsland(view)
        let reading = IslandReading(version: state.structureVersion, isIsland: isIsland, readsScene: readsScene,
                                    edgeReaders: isIsland ? edgeReaders : [])
        state.island = reading
        return reading
    }

    /// A view that can head an island: it translates its autoresizing mask into a fixed frame, and no
    /// mask lets its superview's size move it, so no pass above it changes its frame.
    static func isIslandCandidate(_ view: UIView) -> Bool {
        view.translatesAutoresizingMaskIntoConstraints && view.autoresizingMask.isEmpty && !view.isWindow
            && view.subtreeHasLayoutStorage
    }

    /// Whether `island`'s subtree can be laid out as a root of its own (a cell with its content pinned
    /// inside it): it holds active constraints, every one of them ties only items inside the subtree, and
    /// none follows the keyboard (a keyboard guide, a tracking guide). Such a subtree's frames, relative
    /// to its head, are a function of what is inside, of the head's size, and of the margins and safe
    /// areas of the views inside whose margins or safe-area guide it uses (the edge readers,
    /// ``IslandEdges``): the pass above leaves it out, and it is settled on its own (a table that scrolls
    /// moves its cells, and lays out again only those whose edges it moved). Also says whether a view
    /// below the head is backed by the model.
    ///
    /// A view below the head that is an island itself (a cell below a controller's view, a cell's content
    /// view below the cell) is taken from its own reading, kept on it while its structure stays: its
    /// constraints are all inside it, so inside the head; its subtree is not scanned again.
    static func isIsland(_ island: UIView) -> (isIsland: Bool, readsScene: Bool, edgeReaders: [IslandEdges.Reader]) {
        var found = false, inside = true, readsScene = false
        var readers: [IslandEdges.Reader] = []
        func scan(_ view: UIView) {
            guard inside else { return }
            if view !== island {
                // Every view, with constraints or not: a stack view's size reads its arranged views' frames.
                if view.backing != .none { readsScene = true }
                if let inner = islandReading(of: view), inner.isIsland {
                    found = true
                    if inner.readsScene { readsScene = true }
                    for reader in inner.edgeReaders { read(reader.view) }
                    return
                }
            }
            if view.subtreeHasLayoutStorage, let state = view.layoutStorage {
                if !state.trackingGuides.isEmpty { inside = false; return }
                for c in state.constraints where c.isActive {
                    found = true
                    guard let first = c.firstItem, isInside(first, c.firstAttribute) else { inside = false; return }
                    if let second = c.secondItem, !isInside(second, c.secondAttribute) { inside = false; return }
                }
            }
            for sub in view.subviews { scan(sub) }
        }
        func read(_ view: UIView) {
            if !readers.contains(where: { $0.view === view }) { readers.append(IslandEdges.Reader(view: view)) }
        }
        func isInside(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> Bool {
            if let guide = item as? UILayoutGuide {
                switch guide.kind {
                case .keyboard: return false
                case .safeArea, .layoutMargins, .readableContent:
                    guard let owner = guide.owningView, owner.isDescendant(of: island) else { return false }
                    read(owner)
                    return true
                case .app, .scrollContent, .scrollFrame: break
                }
            }
            guard let view = NSLayoutConstraint.view(of: item), view.isDescendant(of: island) else { return false }
            if attribute.isMargin, item is UIView { read(view) }
            return true
        }
        scan(island)
        return (inside && found, readsScene, readers)
    }

    // MARK: Building the system

    /// The wanted constraints: the app's first (their items become participants), then the fixed frames
    /// and intrinsic sizes of the participants, system ones first in the list so they are added first.
    ///
    /// Each constraint's and participant's part is made from inputs read afresh every pass (``AppInputs``,
    /// ``ParticipantInputs``); with a memo, a part whose inputs equal those it was last made from is taken
    /// from the memo instead of being made again, which gives the same list.
    mutating func build() {
        memo?.beginPass()
        var allRemembered = memo != nil
        var app: [LayoutEngine.Wanted] = []
        app.reserveCapacity(constraints.count)
        for c in constraints {
            let inputs = appInputs(of: c)
            let made: LayoutEngine.Wanted?
            if let memo {
                let remembered = memo.constraint(c, madeFrom: inputs)
                if remembered.found {
                    made = remembered.made
                } else {
                    made = wanted(for: c, from: inputs)
                    memo.remember(c, inputs: inputs, made: made)
                    allRemembered = false
                }
            } else {
                made = wanted(for: c, from: inputs)
            }
            if let made { app.append(made) }
        }
        if fitting != nil { participate(root) }
        // Room for a few of the system's constraints a participant and the app's (grown if more come).
        var system: [LayoutEngine.Wanted] = []
        system.reserveCapacity(participants.count * 4 + app.count)
        var index = 0
        // Participants grow while fixing (a guide's owner, a view's superview); walk until done.
        while index < participants.count {
            let object = participants[index]
            let inputs = participantInputs(of: object)
            if let memo {
                if let remembered = memo.participant(object, madeFrom: inputs) {
                    system += remembered
                } else {
                    let made = fixedFrame(of: object, inputs)
                    memo.remember(object, inputs: inputs, made: made)
                    system += made
                    allRemembered = false
                }
            } else {
                system += fixedFrame(of: object, inputs)
            }
            index += 1
        }
        // The system's parts first, then the app's (appended in place: no second copy of the parts).
        system.append(contentsOf: app)
        wanted = system
        if let memo {
            isUnchanged = memo.endPass() && allRemembered
        }
    }

    /// After ``build()`` with a memo (and the frames written back): whether every constraint and
    /// participant of the pass reads the same inputs now as the build read, so that a pass now, over the
    /// same constraints, would hand the solver the same system (``isUnchanged``). Every input is read
    /// again, among them those the pass's own writes can move: a multi-line label's intrinsic size at
    /// its new width, a guide's insets from its owner's new safe area or margins, a translating view's
    /// frame or its superview's size, a scroll view's content offset.
    mutating func readsSameInputs() -> Bool {
        guard let memo else { return false }
        rereading = true
        defer { rereading = false }
        for (place, c) in constraints.enumerated() where !memo.holds(c, at: place, madeFrom: appInputs(of: c)) { return false }
        for (place, object) in participants.enumerated()
        where !memo.holds(object, at: place, madeFrom: participantInputs(of: object)) { return false }
        return true
    }

    private func wanted(for c: NSLayoutConstraint, from inputs: AppInputs?) -> LayoutEngine.Wanted? {
        guard let inputs, let spec = spec(from: inputs) else { return nil }
        return LayoutEngine.Wanted(key: LayoutKey(object: c, tag: 0), spec: spec, source: c)
    }

    private mutating func participate(_ item: AnyObject) {
        guard !rereading, participantIDs.insert(ObjectKey(item)).inserted else { return }
        participants.append(item)
    }

    private func item(_ object: AnyObject) -> LayoutItem {
        if let view = object as? UIView { return view.layoutState.item }
        if let guide = object as? UILayoutGuide { return guide.layoutItem }
        return LayoutItem()
    }

    /// The object whose `attribute` a constraint on `object` seen from `other` reads (a scroll view's
    /// edges seen from its content are its content guide's), made a participant, with its variables and
    /// the margins the attribute adds.
    private mutating func side(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, seenFrom other: AnyObject?) -> AppInputs.Side {
        var object = object
        if let scroll = object as? UIScrollView, let other, let inner = NSLayoutConstraint.view(of: other), inner !== scroll,
           inner.isDescendant(of: scroll), attribute != .width, attribute != .height {
            object = scroll.contentLayoutGuide
        }
        participate(object)
        let i = item(object)
        var m = UIEdgeInsets.zero
        if attribute.rawValue >= NSLayoutConstraint.Attribute.leftMargin.rawValue, let view = object as? UIView { m = view.effectiveLayoutMargins }
        return AppInputs.Side(item: i, attribute: attribute, margins: m)
    }

    /// The expression of a term's attribute (nil for `.notAnAttribute`).
    private static func expression(_ side: AppInputs.Side) -> LinearExpression? {
        let i = side.item, m = side.margins
        switch side.attribute {
        case .left, .leading: return i.left
        case .right, .trailing: return i.right
        case .top, .firstBaseline: return i.top
        case .bottom, .lastBaseline: return i.bottom
        case .width: return LinearExpression(i.width)
        case .height: return LinearExpression(i.height)
        case .centerX: return i.centerX
        case .centerY: return i.centerY
        case .leftMargin, .leadingMargin: return i.left.plus(Double(m.left))
        case .rightMargin, .trailingMargin: return i.right.plus(Double(-m.right))
        case .topMargin: return i.top.plus(Double(m.top))
        case .bottomMargin: return i.bottom.plus(Double(-m.bottom))
        case .centerXWithinMargins: return i.centerX.plus(Double(m.left - m.right) / 2)
        case .centerYWithinMargins: return i.centerY.plus(Double(m.top - m.bottom) / 2)
        case .notAnAttribute: return nil
        }
    }

    /// What `c`'s solver constraint is made of, read now; its items become participants (the second
    /// only when the first has an attribute). Nil when its first item is gone.
    private mutating func appInputs(of c: NSLayoutConstraint) -> AppInputs? {
        guard let first = c.firstItem else { return nil }
        var inputs = AppInputs(first: side(first, c.firstAttribute, seenFrom: c.secondItem), constant: c.constant,
                               multiplier: c.multiplier, relation: c.relation, priority: c.priority)
        guard inputs.first.attribute != .notAnAttribute else { return inputs }
        if let second = c.secondItem { inputs.second = side(second, c.secondAttribute, seenFrom: first) }
        return inputs
    }

    private func spec(from inputs: AppInputs) -> LayoutEngine.Spec? {
        guard let lhs = Self.expression(inputs.first) else { return nil }
        var rhs = LinearExpression(constant: Double(inputs.constant))
        if let second = inputs.second {
            guard let e = Self.expression(second) else { return nil }
            rhs = rhs.plus(e, times: Double(inputs.multiplier))
        }
        let relation: Relation
        switch inputs.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return LayoutEngine.Spec(expression: lhs.minus(rhs), relation: relation, strength: Strength(priority: inputs.priority.rawValue))
    }

    /// `variable == expression` (required), keyed by `object` and `tag`.
    private func fix(_ object: AnyObject, _ tag: Int, _ lhs: LinearExpression, _ rhs: LinearExpression,
                     _ relation: Relation = .equal, _ strength: Strength = .required) -> LayoutEngine.Wanted {
        LayoutEngine.Wanted(key: LayoutKey(object: object, tag: tag),
                            spec: LayoutEngine.Spec(expression: lhs.minus(rhs), relation: relation, strength: strength),
                            source: nil)
    }

    /// What the system's constraints on one participant are made of, read now (a view's superview and a
    /// guide's owner become participants).
    private mutating func participantInputs(of object: AnyObject) -> ParticipantInputs {
        let i = item(object)
        if let view = object as? UIView { return viewInputs(view, i) }
        guard let guide = object as? UILayoutGuide, let owner = guide.owningView else { return ParticipantInputs(item: i, placement: .none) }
        participate(owner)
        let o = item(owner)
        switch guide.kind {
        case .app:
            return ParticipantInputs(item: i, other: o, placement: .none)
        case .scrollContent:
            return ParticipantInputs(item: i, other: o, placement: .contentGuide)
        case .keyboard, .safeArea, .layoutMargins, .readableContent, .scrollFrame:
            // Fixed distances from the owner's edges, read this pass. (In layout space a scroll view's
            // content is unscrolled: a guide that stays on screen is shifted by the content offset.)
            let shift = (owner as? UIScrollView)?.contentOffset ?? .zero
            let inset: UIEdgeInsets
            switch guide.kind {
            case .safeArea: inset = owner.safeAreaInsets
            case .layoutMargins: inset = owner.effectiveLayoutMargins
            case .readableContent:
                let m = owner.effectiveLayoutMargins
                let available = owner.bounds.width - m.left - m.right
                let extra = Swift.max(0, available - UIView.readableWidth) / 2
                inset = UIEdgeInsets(top: m.top, left: m.left + extra, bottom: m.bottom, right: m.right + extra)
            case .keyboard:
                // The keyboard's frame this pass, as distances from the owner's edges.
                let f = guide.layoutFrame, b = owner.bounds
                inset = UIEdgeInsets(top: f.minY - b.minY, left: f.minX - b.minX, bottom: b.maxY - f.maxY, right: b.maxX - f.maxX)
            default: inset = .zero
            }
            return ParticipantInputs(item: i, other: o, placement: .insetGuide(shift: shift, inset: inset))
        }
    }

    private mutating func viewInputs(_ view: UIView, _ i: LayoutItem) -> ParticipantInputs {
        var inputs = ParticipantInputs(item: i, placement: .constrained)
        if view === root {
            var size: CGSize?
            if fitting == nil, view.translatesAutoresizingMaskIntoConstraints || view.isWindow { size = view.bounds.size }
            inputs.placement = .root(size: size)
        } else if let parent = view.superview {
            participate(parent)
            inputs.other = item(parent)
            if view.translatesAutoresizingMaskIntoConstraints {
                inputs.placement = .translated(frame: view.frame, parentSize: parent.bounds.size, mask: view.autoresizingMask.rawValue)
                return inputs
            }
        }
        // Intrinsic size: hugging (not bigger) and compression resistance (not smaller).
        guard !view.translatesAutoresizingMaskIntoConstraints || (view === root && fitting != nil) else { return inputs }
        let size = view.intrinsicContentSize
        let state = view.layoutState
        inputs.intrinsic = ParticipantInputs.Intrinsic(size: size, hugging: state.hugging, compression: state.compression)
        return inputs
    }

    /// The system's constraints on one participant, from its inputs.
    private func fixedFrame(of object: AnyObject, _ inputs: ParticipantInputs) -> [LayoutEngine.Wanted] {
        let i = inputs.item
        var out: [LayoutEngine.Wanted] = []
        switch inputs.placement {
        case .none:
            return []
        case .contentGuide:
            // Its origin is the content's origin; its size is free (the content size follows it).
            guard let o = inputs.other else { return [] }
            return [fix(object, 0, i.left, o.left), fix(object, 1, i.top, o.top)]
        case let .insetGuide(shift, inset):
            guard let o = inputs.other else { return [] }
            return [
                fix(object, 0, i.left, o.left.plus(Double(shift.x + inset.left))),
                fix(object, 1, i.top, o.top.plus(Double(shift.y + inset.top))),
                fix(object, 2, i.right, o.right.plus(Double(shift.x - inset.right))),
                fix(object, 3, i.bottom, o.bottom.plus(Double(shift.y - inset.bottom))),
            ]
        case let .root(size):
            out.reserveCapacity(8)  // its origin, its size, and an intrinsic size's four
            out.append(fix(object, 0, i.left, LinearExpression()))
            out.append(fix(object, 1, i.top, LinearExpression()))
            if let fitting {
                out.append(fix(object, 2, LinearExpression(i.width), LinearExpression(constant: Double(fitting.target.width)), .equal,
                               Strength(priority: fitting.horizontal.rawValue)))
                out.append(fix(object, 3, LinearExpression(i.height), LinearExpression(constant: Double(fitting.target.height)), .equal,
                               Strength(priority: fitting.vertical.rawValue)))
            } else if let size {
                out.append(fix(object, 2, LinearExpression(i.width), LinearExpression(constant: Double(size.width))))
                out.append(fix(object, 3, LinearExpression(i.height), LinearExpression(constant: Double(size.height))))
            }
        case let .translated(f, b, rawMask):
            // The autoresizing mask as constraints: the frame as it is, and when the superview's size
            // changes by Δ, the flexible parts (margin before, size, margin after) share Δ in
            // proportion to their current lengths (equally when those are all zero).
            guard let p = inputs.other else { return [] }
            let mask = UIView.AutoresizingMask(rawValue: rawMask)
            let (dx, dw) = Self.shares(before: f.minX, size: f.width, after: b.width - f.maxX,
                                       [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)])
            let (dy, dh) = Self.shares(before: f.minY, size: f.height, after: b.height - f.maxY,
                                       [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)])
            let deltaW = LinearExpression(p.width).plus(Double(-b.width)), deltaH = LinearExpression(p.height).plus(Double(-b.height))
            out.reserveCapacity(4)
            out.append(fix(object, 0, i.left, p.left.plus(Double(f.minX)).plus(deltaW, times: dx)))
            out.append(fix(object, 1, i.top, p.top.plus(Double(f.minY)).plus(deltaH, times: dy)))
            out.append(fix(object, 2, LinearExpression(i.width), LinearExpression(constant: Double(f.width)).plus(deltaW, times: dw)))
            out.append(fix(object, 3, LinearExpression(i.height), LinearExpression(constant: Double(f.height)).plus(deltaH, times: dh)))
            return out
        case .constrained:
            break
        }
        guard let intrinsic = inputs.intrinsic else { return out }
        let size = intrinsic.size
        let intrinsicCount = (size.width != UIView.noIntrinsicMetric ? 2 : 0) + (size.height != UIView.noIntrinsicMetric ? 2 : 0)
        if intrinsicCount > 0 { out.reserveCapacity(out.count + intrinsicCount) }
        if size.width != UIView.noIntrinsicMetric {
            let w = LinearExpression(constant: Double(size.width))
            out.append(fix(object, 4, LinearExpression(i.width), w, .lessThanOrEqual, Strength(priority: intrinsic.hugging.horizontal.rawValue)))
            out.append(fix(object, 5, LinearExpression(i.width), w, .greaterThanOrEqual, Strength(priority: intrinsic.compression.horizontal.rawValue)))
        }
        if size.height != UIView.noIntrinsicMetric {
            let h = LinearExpression(constant: Double(size.height))
            out.append(fix(object, 6, LinearExpression(i.height), h, .lessThanOrEqual, Strength(priority: intrinsic.hugging.vertical.rawValue)))
            out.append(fix(object, 7, LinearExpression(i.height), h, .greaterThanOrEqual, Strength(priority: intrinsic.compression.vertical.rawValue)))
        }
        return out
    }

    /// The shares of a change of the superview's length taken by the margin before the view and by the
    /// view's length, given which of (before, size, after) are flexible.
    static func shares(before: CGFloat, size: CGFloat, after: CGFloat, _ flexible: [Bool]) -> (Double, Double) {
        // Written without intermediate arrays: this runs for every fixed view of every layout pass.
        let b = Swift.max(0, Double(before)), s = Swift.max(0, Double(size)), a = Swift.max(0, Double(after))
        let fb = flexible[0], fs = flexible[1], fa = flexible[2]
        let total = (fb ? b : 0) + (fs ? s : 0) + (fa ? a : 0)
        let count = Double((fb ? 1 : 0) + (fs ? 1 : 0) + (fa ? 1 : 0))
        guard count > 0 else { return (0, 0) }
        let shareBefore = fb ? (total > 0 ? b / total : 1 / count) : 0
        let shareSize = fs ? (total > 0 ? s / total : 1 / count) : 0
        return (shareBefore, shareSize)
    }

    // MARK: Writing back

    /// Writes the solved frames of the participating views that do not translate their autoresizing
    /// mask (edges rounded to the screen's pixels, as UIKit does), app guides' frames and scroll views'
    /// content sizes. Says whether any view's frame changed, whether a model-backed one's did, and the
    /// views whose frames it set, with the frames set (``framesHold(_:)``). A view the screen places
    /// (``UIView/isPlacedByScreen``: a row's cell and its text control, the bars) is left where the
    /// screen has it: setting its frame does nothing, so it never counts as moved.
    func writeBack(_ engine: LayoutEngine) -> (any: Bool, backed: Bool, written: [(view: UIView, frame: CGRect)]) {
        let scale = self.scale
        func px(_ v: Double) -> Double { (v * scale).rounded() / scale }
        var backedChanged = false, anyChanged = false
        var written: [(view: UIView, frame: CGRect)] = []
        for object in participants {
            let i = item(object)
            let x = engine.value(i.x), y = engine.value(i.y), w = engine.value(i.width), h = engine.value(i.height)
            if let view = object as? UIView {
                // A view that translates its mask moves only when its mask let the superview's new size
                // reach it (autoresizing); a view the screen places keeps the screen's frame.
                guard !view.isWindow, !view.translatesAutoresizingMaskIntoConstraints || !view.autoresizingMask.isEmpty && view !== root,
                      !view.isPlacedByScreen
                else { continue }
                var frame: CGRect
                if let parent = view.superview, view !== root {
                    let p = item(parent)
                    let px0 = engine.value(p.x), py0 = engine.value(p.y)
                    let minX = px(x - px0), minY = px(y - py0)
                    // A solution with a negative length (a view between two edges that crossed: a
                    // composer pinned to a keyboard guide still at the portrait keyboard's height
                    // after a rotation) gives the view no length, never a negative one.
                    frame = CGRect(x: minX, y: minY, width: Swift.max(0, px(px(x - px0 + w) - minX)),
                                   height: Swift.max(0, px(px(y - py0 + h) - minY)))
                } else {
                    frame = CGRect(origin: view.frame.origin, size: CGSize(width: px(w), height: px(h)))
                }
                if view.frame != frame {
                    if view.backing != .none { backedChanged = true }
                    anyChanged = true
                    view.frame = frame
                    written.append((view, frame))
                }
            } else if let guide = object as? UILayoutGuide, let owner = guide.owningView {
                let o = item(owner)
                let frame = CGRect(x: px(x - engine.value(o.x)), y: px(y - engine.value(o.y)), width: px(w), height: px(h))
                switch guide.kind {
                case .app: guide.solvedFrame = frame
                case .scrollContent:
                    guide.solvedFrame = frame
                    if let scroll = owner as? UIScrollView, scroll.contentSize != frame.size { scroll.contentSize = frame.size }
                default: break
                }
            }
        }
        return (anyChanged, backedChanged, written)
    }

    /// Whether every view in `written` (``writeBack(_:)``) has the frame the pass set: a pass now would
    /// set none of them again.
    static func framesHold(_ written: [(view: UIView, frame: CGRect)]) -> Bool {
        written.allSatisfy { $0.view.frame == $0.frame }
    }

    /// The root's solved size (for `systemLayoutSizeFitting`).
    func rootSize(_ engine: LayoutEngine) -> CGSize {
        let i = root.layoutState.item
        return CGSize(width: engine.value(i.width), height: engine.value(i.height))
    }
}

private extension NSLayoutConstraint.Attribute {
    /// A margin attribute (`leadingMargin` … `centerYWithinMargins`): it reads the view's margins, which
    /// take in its safe area.
    var isMargin: Bool { rawValue >= NSLayoutConstraint.Attribute.leftMargin.rawValue }
}
