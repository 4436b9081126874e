/// What a layout pass reads to make each part of the system it hands the solver: everything
/// ``LayoutPass`` reads for one constraint or one participant, so that the part is a function of these
/// inputs alone (the variables of the items named are fixed for an item's life). Two inputs compare equal
/// exactly when they would make the same part; ``LayoutPassMemo`` relies on that.
extension LayoutPass {
    /// One app constraint: each side's item (by its variables), attribute and the margins a margin
    /// attribute adds, and the constraint's constant, multiplier, relation and priority.
    struct AppInputs: Equatable {
        /// One side of the constraint.
        struct Side: Equatable {
            let item: LayoutItem
            let attribute: NSLayoutConstraint.Attribute
            let margins: UIEdgeInsets

            static func == (lhs: Side, rhs: Side) -> Bool {
                lhs.item === rhs.item && lhs.attribute == rhs.attribute && lhs.margins == rhs.margins
            }
        }

        var first: Side
        /// Nil for a constant size, or when the first side has no attribute (the second is not read).
        var second: Side?
        var constant: CGFloat
        var multiplier: CGFloat
        var relation: NSLayoutConstraint.Relation
        var priority: UILayoutPriority
    }

    /// One participant (view or guide): its variables, its superview's or owner's, where the system fixes
    /// it, and the intrinsic size it brings.
    struct ParticipantInputs: Equatable {
        enum Placement: Equatable {
            /// Nothing fixed (an app guide, an object that is neither a view nor a guide).
            case none
            /// A scroll view's content guide: its origin at the content's.
            case contentGuide
            /// A guide at fixed distances from its owner's edges, shifted by the owner's content offset.
            case insetGuide(shift: CGPoint, inset: UIEdgeInsets)
            /// The root: at the origin, its size fixed when given.
            case root(size: CGSize?)
            /// A view translating its autoresizing mask: its frame, its superview's size and the mask.
            case translated(frame: CGRect, parentSize: CGSize, mask: UInt)
            /// A view placed by constraints.
            case constrained
        }

        /// An intrinsic size with the view's hugging and compression resistance priorities.
        struct Intrinsic: Equatable {
            var size: CGSize
            var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority)
            var compression: (horizontal: UILayoutPriority, vertical: UILayoutPriority)

            static func == (lhs: Intrinsic, rhs: Intrinsic) -> Bool {
                lhs.size == rhs.size && lhs.hugging == rhs.hugging && lhs.compression == rhs.compression
            }
        }

        let item: LayoutItem
        var other: LayoutItem?
        var placement: Placement
        var intrinsic: Intrinsic?

        init(item: LayoutItem, other: LayoutItem? = nil, placement: Placement) {
            self.item = item
            self.other = other
            self.placement = placement
        }

        static func == (lhs: ParticipantInputs, rhs: ParticipantInputs) -> Bool {
            lhs.item === rhs.item && lhs.other === rhs.other && lhs.placement == rhs.placement && lhs.intrinsic == rhs.intrinsic
        }
    }
}
