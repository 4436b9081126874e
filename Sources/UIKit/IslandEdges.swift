/// What an island's pass reads of where its subtree is on screen (``LayoutPass/isIsland(_:)``): the views
/// inside it whose layout margins (a `…Margin` attribute, `layoutMarginsGuide`, `readableContentGuide`)
/// or safe area (`safeAreaLayoutGuide`) its constraints use, and the values they had when it settled.
///
/// UIKit's `safeAreaInsets` is "the portion of the view that is covered" by bars and the screen's edges,
/// and `layoutMarginsGuide` is measured from it (`insetsLayoutMarginsFromSafeArea`), so these values
/// follow the view's position in its window: a list cell pinned to its content view's margins needs a new
/// layout when scrolling carries it under a bar, and none while it moves where nothing covers it. Its
/// settlement holds while every value is what it was (checked at every pass, whatever else moved).
struct IslandEdges {
    /// A view whose edges the island reads. Not retained: it is in the island's subtree while the island
    /// reading naming it holds (a view leaving moves the head's structure count), and it is read only then.
    struct Reader {
        unowned(unsafe) let view: UIView
    }

    /// The safe-area insets and layout margins (the inputs of `effectiveLayoutMargins` that depend on
    /// where the view is) of each reader, in order.
    private var seen: [(safeArea: UIEdgeInsets, margins: UIEdgeInsets)]
    private let readers: [Reader]

    /// The readers' values now.
    init(_ readers: [Reader]) {
        self.readers = readers
        seen = readers.map { (safeArea: $0.view.safeAreaInsets, margins: $0.view.layoutMargins) }
    }

    var isEmpty: Bool { readers.isEmpty }

    /// Whether every reader's values are still the ones seen.
    var areCurrent: Bool {
        for (reader, values) in zip(readers, seen) {
            let view = reader.view
            if view.safeAreaInsets != values.safeArea || view.layoutMargins != values.margins { return false }
        }
        return true
    }
}
