/// UIKit's additions to `NSValue` (`UIGeometry.h`), missing from corelibs Foundation: keyboard
/// `userInfo` frames read as `(info[key] as? NSValue)?.cgRectValue`.
extension NSValue {
    /// `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }
    /// `cgPointValue`.
    public var cgPointValue: CGPoint { pointValue }
    /// `cgSizeValue`.
    public var cgSizeValue: CGSize { rectValue.size }
}

/// UIKit's `IndexPath` additions (`UITableView.h`): `row`, `section`, `init(row:section:)`.
extension Foundation.IndexPath {
    /// `IndexPath(row:section:)`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The row (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
