/// The way from a constraint or an anchor to its item (a view or a layout guide), and from a guide to its
/// owning view, held without a weak reference: a weakly referenced object takes a side table, and every
/// retain and release of it then takes the runtime's slow path — and the Auto Layout pass retains and
/// releases every view and guide it walks, many times a pass. UIKit holds these weakly (the views hold
/// their constraints and guides, not the other way round); so does this, by another road.
///
/// Invariant: ``object`` is the item while it lives and `nil` from the start of its deinitialisation
/// (`UIView` and `UILayoutGuide` clear their link in `deinit`), so a constraint that outlives its view reads
/// `nil`, as it read from a weak reference.
final class LayoutItemLink {
    unowned(unsafe) var object: AnyObject?

    init(_ object: AnyObject) { self.object = object }

    /// The link of `object` (a view or a guide), kept in `slot`, its owner's storage for it, and made there
    /// on first use; the owner clears it in `deinit`.
    static func link(of object: AnyObject, in slot: inout LayoutItemLink?) -> LayoutItemLink {
        if let slot { return slot }
        let link = LayoutItemLink(object)
        slot = link
        return link
    }
}

/// A weak reference to a constraint's item by way of its ``LayoutItemLink`` when the item is a view or a
/// layout guide (the items UIKit's constraints take); any other object is held by a plain weak reference.
struct LayoutItemReference {
    private let link: LayoutItemLink?
    private weak var other: AnyObject?

    init(_ object: AnyObject?) {
        if let view = object as? UIView {
            link = view.itemLink
        } else if let guide = object as? UILayoutGuide {
            link = guide.itemLink
        } else {
            link = nil
            other = object
        }
    }

    /// The item, `nil` once it is gone.
    var object: AnyObject? {
        if let link { return link.object }
        return other
    }
}
