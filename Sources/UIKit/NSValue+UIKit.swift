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
    /// `IndexPath(row:section:)`. (Built by appending: `init(indexes:)` would allocate an array for the
    /// two indexes, the same path.)
    public init(row: Int, section: Int) {
        self.init()
        append(section)
        append(row)
    }
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

#if !canImport(ObjectiveC)
/// `CGRect` bridges to `NSValue` as it does on Apple platforms (where Foundation declares the bridge;
/// hence Linux only), so a keyboard frame in `userInfo` (an
/// `NSValue`, as iOS posts it) reads both as `as? CGRect` and as `(as? NSValue)?.cgRectValue`. Corelibs
/// Foundation does not declare the bridge (checked: without it, each reading works for one storage only).
extension CGRect: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) { result = source.rectValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        result = source.rectValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect { source?.rectValue ?? .zero }
}

/// `CGPoint` bridges to `NSValue` likewise (the legacy centre keys).
extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) { result = source.pointValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        result = source.pointValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint { source?.pointValue ?? .zero }
}
#endif
