/// `UIStackView`, laid out by frame arithmetic in its own `layoutSubviews()` — an approximation of
/// the constraints UIKit's stack view makes, until Auto Layout drives it:
///
/// - Each visible arranged view brings a size: its text's (``TextMetrics``: labels, fields, non-scrolling
///   text views — wrapped at the width a vertical stack offers), a control's fixed size, a nested stack's
///   content, else its frame's size. Hidden arranged views collapse: zero length along the axis, no
///   spacing around them.
/// - Along the axis (`distribution`): `.fill` keeps each size and gives the space left over (or takes the
///   space missing) to the last visible view without a required constant length of its own (iOS picks
///   the view with the lowest content hugging or compression resistance priority, then by index: other
///   priorities are not modelled here); `.fillEqually`
///   divides the length equally; `.fillProportionally` in proportion to the sizes; `.equalSpacing` keeps
///   the sizes and spreads the space left over equally over the gaps (never below `spacing`);
///   `.equalCentering` keeps the sizes and spaces the centres equally, the first view at the start and
///   the last at the end. A single view fills the length whatever the distribution (the stack pins the
///   first view's leading and the last view's trailing edge).
/// - Across the axis (`alignment`): `.fill` spans the width (height); `.leading`/`.top`, `.center`,
///   `.trailing`/`.bottom` keep the view's size, capped at the stack's; baselines align as top / bottom
///   (approximated).
/// - `spacing` between views, `setCustomSpacing(_:after:)` after one; the arrangement is inset by
///   `layoutMargins` when `isLayoutMarginsRelativeArrangement`.
/// - A stack whose frame is zero along an axis (a stack in a scroll view form, sized by its content)
///   takes its content's size along that axis when it lays out, and keeps following its content while
///   its size is the one it gave itself.
///
/// Nested stacks are laid out by their outer stack's pass. `layoutSubviews()` runs on
/// `layoutIfNeeded()` of the stack itself (the facade has no layout pass over a whole hierarchy yet).
open class UIStackView: UIView {
    /// `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `UIStackView.Alignment` (`.top` is `.leading` and `.bottom` is `.trailing`, as in UIKit).
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// `UIStackView.spacingUseDefault` / `spacingUseSystem` (custom spacing values meaning "the stack's
    /// `spacing`" and "the system's", 8 pt here).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// `arrangedSubviews`, in order.
    public private(set) var arrangedSubviews: [UIView] = [] {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// `axis` (default `.horizontal`), `distribution`, `alignment`, `spacing` (default 0).
    open var axis: UILayoutConstraintAxis = .horizontal {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var distribution: Distribution = .fill {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var alignment: Alignment = .fill {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var spacing: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// `isLayoutMarginsRelativeArrangement` (default false), `isBaselineRelativeArrangement` (stored).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var isBaselineRelativeArrangement = false {
        didSet { invalidateIntrinsicContentSize() }
    }
    // `layoutMargins`/`directionalLayoutMargins` are UIView's (8 pt each side by default): the inset of
    // the arrangement when `isLayoutMarginsRelativeArrangement`.

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The sizes the stack last gave itself along and across its axis (to keep following its content).
    private var fittedAlong: CGFloat?
    private var fittedAcross: CGFloat?

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `init?(coder:)` (a storyboard's view): see `UIView.init?(coder:)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `UIStackView(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// `addArrangedSubview(_:)`: also a subview (on top).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// `insertArrangedSubview(_:at:)`: also a subview if it was not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: Swift.min(Swift.max(0, stackIndex), arrangedSubviews.count))
    }

    /// `removeArrangedSubview(_:)`: no longer arranged, still a subview (UIKit's documented behaviour).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
    }

    /// A subview removed from the stack leaves the arranged views too.
    override func subviewWasRemoved(_ view: UIView) { removeArrangedSubview(view) }

    /// `setCustomSpacing(_:after:)`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        let key = ObjectIdentifier(arrangedSubview)
        guard customSpacings[key] != spacing else { return }
        customSpacings[key] = spacing
        invalidateIntrinsicContentSize()
    }

    /// `customSpacing(after:)`: `spacingUseDefault` when none was set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    // MARK: Layout

    /// `layoutSubviews()`: the arranged views' frames (see the type's note).
    open override func layoutSubviews() {
        super.layoutSubviews()
        arrange()
    }

    /// Lays the arranged views out in the current bounds, fitting the stack's own size to its content
    /// along an axis where it is zero (or the size it last gave itself).
    func arrange() {
        let size = bounds.size
        let along = alongOf(size), across = acrossOf(size)
        let fitAlong = along == 0 || along == fittedAlong
        let fitAcross = across == 0 || across == fittedAcross
        let p = plan(along: fitAlong ? nil : along, across: fitAcross ? nil : across)
        if fitAlong || fitAcross {
            let newAlong = fitAlong ? p.size.along : along
            let newAcross = fitAcross ? p.size.across : across
            var f = frame
            f.size = makeSize(along: newAlong, across: newAcross)
            frame = f
            if fitAlong { fittedAlong = newAlong }
            if fitAcross { fittedAcross = newAcross }
        }
        for (view, rect) in p.frames {
            view.frame = rect
            (view as? UIStackView)?.arrange()
        }
    }

    override var facadeIntrinsicSize: CGSize? { facadeFittingSize(width: nil) }

    /// The content's size (margins included) when offered `width` (nil: unlimited).
    override func facadeFittingSize(width: CGFloat?) -> CGSize? {
        // A vertical stack offers the width to its views; a horizontal one measures them unwrapped.
        let content = measure(across: axis == .vertical ? width : nil, keepingViews: false)
        return makeSize(along: content.size.along, across: content.size.across)
    }

    /// An arranged view's own required constant size along `attribute`
    /// (`heightAnchor.constraint(equalToConstant:)`), which UIKit's stack keeps as the view's size.
    static func constantLength(of view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
        for c in view.layoutStorage?.constraints ?? [] where c.isActive && c.secondItem == nil && c.firstItem === view
            && c.firstAttribute == attribute && c.relation == .equal && c.priority == .required {
            return c.constant
        }
        return nil
    }

    /// An arranged view's own required bounds along `attribute` (`heightAnchor.constraint(
    /// greaterThanOrEqualToConstant:)` and `lessThanOrEqualToConstant:`), which UIKit's stack respects
    /// as it sizes the view: its natural size is clamped into them.
    static func clampedLength(_ length: CGFloat, of view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat {
        var result = length
        for c in view.layoutStorage?.constraints ?? [] where c.isActive && c.secondItem == nil && c.firstItem === view
            && c.firstAttribute == attribute && c.priority == .required {
            switch c.relation {
            case .greaterThanOrEqual: result = Swift.max(result, c.constant)
            case .lessThanOrEqual: result = Swift.min(result, c.constant)
            case .equal: break
            }
        }
        return result
    }

    private func alongOf(_ s: CGSize) -> CGFloat { axis == .vertical ? s.height : s.width }
    private func acrossOf(_ s: CGSize) -> CGFloat { axis == .vertical ? s.width : s.height }
    private func makeSize(along: CGFloat, across: CGFloat) -> CGSize {
        axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    /// What the arranged views ask for in a stack `across` wide (tall, for a horizontal stack; nil:
    /// sized by the content): the visible views, their natural sizes, the gaps after each, and the size
    /// the content asks for (margins included). The first half of ``plan(along:across:)``; a fitting
    /// size needs only the size, and without `keepingViews` the views, sizes and gaps are not kept.
    private struct Measure {
        var alongStart: CGFloat, alongMargins: CGFloat, acrossStart: CGFloat
        var crossAvailable: CGFloat?
        var visible: [UIView] = []
        var natural: [(along: CGFloat, across: CGFloat)] = []
        var gaps: [CGFloat] = []
        var tally = Tally()
        var size: (along: CGFloat, across: CGFloat) = (0, 0)
    }

    /// The content's length along the axis and its breadth across, added up one visible view at a time
    /// in arrangement order: the sum of the views' natural lengths and of the gaps between them, the
    /// largest length, and the largest step between the centres of neighbours.
    private struct Tally {
        var count = 0
        var sum: CGFloat = 0, gapTotal: CGFloat = 0
        var largest: CGFloat?, crossContent: CGFloat?
        var firstAlong: CGFloat = 0, lastAlong: CGFloat = 0, centerStep: CGFloat = 0

        /// Adds the next visible view, `gapBefore` after the one before it (nil for the first).
        mutating func add(_ natural: (along: CGFloat, across: CGFloat), gapBefore: CGFloat?) {
            if let gap = gapBefore {
                gapTotal += gap
                centerStep = Swift.max(centerStep, lastAlong / 2 + gap + natural.along / 2)
            } else {
                firstAlong = natural.along
            }
            lastAlong = natural.along
            sum += natural.along
            if largest.map({ $0 < natural.along }) ?? true { largest = natural.along }
            if crossContent.map({ $0 < natural.across }) ?? true { crossContent = natural.across }
            count += 1
        }

        /// The length the content asks for under `distribution`: equal lengths at the largest, centres
        /// equally spaced with each adjacent pair at least its gap apart edge to edge, else the lengths
        /// and gaps end to end.
        func contentAlong(_ distribution: Distribution) -> CGFloat {
            switch distribution {
            case .fillEqually: return CGFloat(count) * (largest ?? 0) + gapTotal
            case .equalCentering where count > 1: return firstAlong / 2 + CGFloat(count - 1) * centerStep + lastAlong / 2
            default: return sum + gapTotal
            }
        }
    }

    private func measure(across: CGFloat?, keepingViews: Bool = true) -> Measure {
        let m = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        let alongMargins = axis == .vertical ? m.top + m.bottom : m.left + m.right
        let acrossMargins = axis == .vertical ? m.left + m.right : m.top + m.bottom
        var measured = Measure(alongStart: axis == .vertical ? m.top : m.left, alongMargins: alongMargins,
                               acrossStart: axis == .vertical ? m.left : m.top,
                               crossAvailable: across.map { Swift.max(0, $0 - acrossMargins) })
        // Each visible view's natural size: a vertical stack offers its width to wrapping text.
        let offered = axis == .vertical ? measured.crossAvailable : nil
        var previous: UIView?
        for view in arrangedSubviews where !view.isHidden {
            var s = view.facadeFittingSize(width: offered) ?? view.frame.size
            s.height = Self.clampedLength(s.height, of: view, .height)
            s.width = Self.clampedLength(s.width, of: view, .width)
            if let height = Self.constantLength(of: view, .height) { s.height = height }
            if let width = Self.constantLength(of: view, .width) { s.width = width }
            let natural = (along: alongOf(s), across: acrossOf(s))
            let gap = previous.map(gap(after:))
            measured.tally.add(natural, gapBefore: gap)
            if keepingViews {
                if let gap { measured.gaps.append(gap) }
                measured.visible.append(view)
                measured.natural.append(natural)
            }
            previous = view
        }
        let content = measured.tally.contentAlong(distribution)
        measured.size = (along: content + alongMargins, across: (measured.crossAvailable ?? measured.tally.crossContent ?? 0) + acrossMargins)
        return measured
    }

    /// The space after the arranged view `view`: its custom spacing, else the stack's `spacing`
    /// (`spacingUseSystem`: 8 pt).
    private func gap(after view: UIView) -> CGFloat {
        switch customSpacings[ObjectIdentifier(view)] {
        case nil, UIStackView.spacingUseDefault?: return spacing
        case UIStackView.spacingUseSystem?: return 8
        case let value?: return value
        }
    }

    /// The frames of the arranged views for a stack `along` × `across` (nil: sized by the content), and
    /// the size the content asks for (margins included).
    func plan(along: CGFloat?, across: CGFloat?) -> (frames: [(UIView, CGRect)], size: (along: CGFloat, across: CGFloat)) {
        let measured = measure(across: across)
        let (alongStart, alongMargins, acrossStart) = (measured.alongStart, measured.alongMargins, measured.acrossStart)
        let (crossAvailable, visible, natural, gaps) = (measured.crossAvailable, measured.visible, measured.natural, measured.gaps)
        let (gapTotal, sum) = (measured.tally.gapTotal, measured.tally.sum)
        let (contentAlong, crossContent) = (measured.tally.contentAlong(distribution), measured.tally.crossContent ?? 0)
        let size = measured.size
        let n = visible.count
        guard n > 0 else { return (hiddenFrames(at: alongStart, acrossStart: acrossStart), size) }

        let length = along.map { Swift.max(0, $0 - alongMargins) } ?? contentAlong
        var lengths = natural.map(\.along)
        var positions: [CGFloat] = []
        if n == 1 {
            lengths = [length]
            positions = [0]
        } else {
            var gapsUsed = gaps
            switch distribution {
            case .fill:
                // The last view that has no required length of its own along the axis takes the
                // difference (a view held by `heightAnchor.constraint(equalToConstant:)` cannot stretch).
                let attribute: NSLayoutConstraint.Attribute = axis == .vertical ? .height : .width
                let taker = visible.lastIndex { Self.constantLength(of: $0, attribute) == nil } ?? n - 1
                lengths[taker] = Swift.max(0, lengths[taker] + length - (sum + gapTotal))
            case .fillEqually:
                lengths = Array(repeating: Swift.max(0, (length - gapTotal) / CGFloat(n)), count: n)
            case .fillProportionally:
                let room = Swift.max(0, length - gapTotal)
                lengths = sum > 0 ? natural.map { room * $0.along / sum } : Array(repeating: room / CGFloat(n), count: n)
            case .equalSpacing:
                let extra = length - (sum + gapTotal)
                if extra > 0 { gapsUsed = gaps.map { $0 + extra / CGFloat(n - 1) } }
            case .equalCentering:
                break
            }
            if distribution == .equalCentering {
                let first = lengths[0] / 2, last = length - lengths[n - 1] / 2
                let step = (last - first) / CGFloat(n - 1)
                positions = (0..<n).map { first + CGFloat($0) * step - lengths[$0] / 2 }
            } else {
                var cursor: CGFloat = 0
                for i in 0..<n {
                    positions.append(cursor)
                    cursor += lengths[i] + (i < n - 1 ? gapsUsed[i] : 0)
                }
            }
        }

        let crossRoom = crossAvailable ?? crossContent
        var frames: [(UIView, CGRect)] = []
        for (i, view) in visible.enumerated() {
            let crossSize: CGFloat, crossOffset: CGFloat
            switch alignment {
            case .fill:
                crossSize = crossRoom; crossOffset = 0
            case .leading, .firstBaseline:
                crossSize = Swift.min(natural[i].across, crossRoom); crossOffset = 0
            case .center:
                crossSize = Swift.min(natural[i].across, crossRoom); crossOffset = (crossRoom - crossSize) / 2
            case .trailing, .lastBaseline:
                crossSize = Swift.min(natural[i].across, crossRoom); crossOffset = crossRoom - crossSize
            }
            let a = alongStart + positions[i], c = acrossStart + crossOffset
            let rect = axis == .vertical
                ? CGRect(x: c, y: a, width: crossSize, height: lengths[i])
                : CGRect(x: a, y: c, width: lengths[i], height: crossSize)
            frames.append((view, rect))
        }
        // Hidden arranged views collapse where the next visible view starts.
        for view in arrangedSubviews where view.isHidden {
            let next = arrangedSubviews[(arrangedSubviews.firstIndex { $0 === view } ?? 0)...].first { !$0.isHidden }
            let nextFrame = next.flatMap { v in frames.first { $0.0 === v }?.1 }
            let start = nextFrame.map { axis == .vertical ? $0.minY : $0.minX } ?? alongStart + length
            var f = view.frame
            if axis == .vertical { f.origin.y = start; f.size.height = 0 } else { f.origin.x = start; f.size.width = 0 }
            frames.append((view, f))
        }
        return (frames, size)
    }

    private func hiddenFrames(at alongStart: CGFloat, acrossStart: CGFloat) -> [(UIView, CGRect)] {
        arrangedSubviews.map { view in
            var f = view.frame
            if axis == .vertical { f.origin.y = alongStart; f.size.height = 0 } else { f.origin.x = alongStart; f.size.width = 0 }
            return (view, f)
        }
    }
}

extension UIView {
    /// The stack views inside this view arrange their views in the frames Auto Layout gave them, as
    /// UIKit's layout pass does before a screen shows (`layoutSubviews` of each stack; nested stacks are
    /// arranged by the outer one), so the views in them are where the user sees them.
    package func arrangeStacks() {
        for sub in subviews where !sub.isHidden {
            if let stack = sub as? UIStackView { stack.arrange() } else { sub.arrangeStacks() }
        }
    }
}
