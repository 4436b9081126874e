/// A focusable control inside a row (or a block of a plain scroll-view form): a `UITextField`, or a
/// `UITextView` that grows as the user types.
public struct Control: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case textField = "text field"
        case textView = "text view"
    }

    public var kind: Kind
    /// Distance from the row's top to the control's top.
    public var topPadding: Double
    /// Distance from the control's bottom to the row's bottom.
    public var bottomPadding: Double
    /// The control's own height (its intrinsic content size), or `nil` when it fills its row between
    /// the paddings. A single-line `UITextField` "can't contain multiple lines" (Programming iOS 4,
    /// ch. 23 "UITextField"): it is as tall as its font and border make it, whatever the height of the
    /// cell around it; only text views and cells grow. See ``textFieldHeight``.
    public var height: Double?

    /// A rounded-rect `UITextField` at the 17-pt body font: 34 pt (Interface Builder's default height for
    /// that border style). What matters to the checks is that it is fixed, not the exact figure.
    public static let textFieldHeight = 34.0

    public init(_ kind: Kind, topPadding: Double = 6, bottomPadding: Double = 6, height: Double? = nil) {
        self.kind = kind
        self.topPadding = topPadding
        self.bottomPadding = bottomPadding
        self.height = height
    }

    /// The control's frame inside a row occupying `rowRect` (content coordinates). A control never
    /// extends past its row; a row shorter than the padding gives a zero-height control at its top.
    /// A control with its own ``height`` keeps it (at most what the row leaves), below the top padding.
    public func frame(inRow rowRect: Rect) -> Rect {
        let top = Swift.min(topPadding, rowRect.height)
        let room = Swift.max(0, rowRect.height - topPadding - bottomPadding)
        let height = self.height.map { Swift.min($0, room) } ?? room
        return Rect(x: rowRect.minX, y: rowRect.minY + top, width: rowRect.width, height: height)
    }
}

/// What an app's data source supplies for a new row: its true height (what `heightForRowAt` or Auto
/// Layout gives once the cell is laid out), an optional per-row estimate
/// (`tableView(_:estimatedHeightForRowAt:)`; `nil` uses the table's `estimatedRowHeight`) and an
/// optional focusable control.
public struct RowSpec: Hashable, Sendable {
    public var height: Double
    public var estimatedHeight: Double?
    public var control: Control?

    public init(height: Double, estimatedHeight: Double? = nil, control: Control? = nil) {
        self.height = height
        self.estimatedHeight = estimatedHeight
        self.control = control
    }

    /// The spec itself when every size in it is finite, non-negative and at most
    /// ``ModelError/maximumLength``; otherwise throws naming the
    /// first bad size under `field` (built only then).
    func validated(_ field: @autoclosure () -> String) throws(ModelError) -> RowSpec {
        guard !isValid else { return self }
        let field = field()
        try ModelError.checkLength(height, "\(field).height")
        if let e = estimatedHeight { try ModelError.checkLength(e, "\(field).estimatedHeight") }
        if let c = control {
            try ModelError.checkLength(c.topPadding, "\(field).control.topPadding")
            try ModelError.checkLength(c.bottomPadding, "\(field).control.bottomPadding")
            if let h = c.height { try ModelError.checkLength(h, "\(field).control.height") }
        }
        return self
    }

    /// True when every size in the spec is finite, non-negative and at most ``ModelError/maximumLength``
    /// (what ``validated(_:)`` checks).
    var isValid: Bool {
        func isSize(_ value: Double) -> Bool { value >= 0 && value <= ModelError.maximumLength }
        guard isSize(height) else { return false }
        if let e = estimatedHeight, !isSize(e) { return false }
        if let c = control, !isSize(c.topPadding) || !isSize(c.bottomPadding) || !(c.height.map(isSize) ?? true) { return false }
        return true
    }
}

/// A row as the table holds it.
public struct Row: Hashable, Sendable {
    public let id: RowID
    /// The height the row takes once laid out.
    public internal(set) var height: Double
    /// The per-row estimate, or `nil` for the table's `estimatedRowHeight`.
    public internal(set) var estimatedHeight: Double?
    public internal(set) var control: Control?
    /// True once a layout pass has sized the row; until then the table counts its estimate.
    public internal(set) var isLaidOut: Bool = false
}
