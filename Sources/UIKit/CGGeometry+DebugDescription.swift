// `debugDescription` of CoreGraphics' geometry types, which Apple's CoreGraphics declares (the types are
// `CustomDebugStringConvertible` there) and swift-corelibs-foundation does not: app code that logs
// `rect.debugDescription` compiles, and reads as on iOS. Only the members are added, not the protocol
// conformance: a retroactive conformance would change `"\(rect)"`, `print(rect)` and `String(describing:)`
// for every module in the process, and Foundation may declare it one day. Where CoreGraphics exists
// (macOS) its own members answer, so nothing is declared there.
#if !canImport(CoreGraphics)
extension CGPoint {
    /// `debugDescription`: `"(x, y)"`, as CoreGraphics' (`"(1.0, 2.0)"`).
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize {
    /// `debugDescription`: `"(width, height)"`, as CoreGraphics' (`"(1.0, 2.0)"`).
    public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect {
    /// `debugDescription`: `"(x, y, width, height)"`, as CoreGraphics' (`"(0.0, 0.0, 1.0, 1.0)"`).
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
#endif
