/// A call UIKit would answer by raising an Objective-C exception (`NSInternalInconsistencyException`,
/// `NSRangeException`, an unrecognized selector). In the model it is a typed failure of the caller —
/// the strategy under test — and never a trap of the process.
public enum UIKitException: Error, Hashable, Sendable, CustomStringConvertible {
    /// An index path that does not exist at the moment of the call (`scrollToRow`, `deleteRows`, …).
    case indexPathOutOfRange(call: String, indexPath: IndexPath, rowsInSection: Int?)
    /// A batch update that UIKit rejects as inconsistent (the same row deleted twice, an insert past
    /// the end).
    case invalidUpdate(call: String, reason: String)
    /// A table-only call sent to a plain scroll view.
    case unrecognizedSelector(String)
    /// A Swift runtime trap in the app's own code (a force-unwrapped `nil`, an out-of-bounds array
    /// index): the process would stop.
    case fatalError(String)

    public var description: String {
        switch self {
        case let .indexPathOutOfRange(call, indexPath, rows):
            if let rows {
                return "\(call): \(indexPath) is out of range (section \(indexPath.section) has \(rows) rows)"
            }
            return "\(call): \(indexPath) is out of range (no section \(indexPath.section))"
        case let .invalidUpdate(call, reason):
            return "\(call): invalid update: \(reason)"
        case let .unrecognizedSelector(selector):
            return "-[UIScrollView \(selector)]: unrecognized selector sent to a plain scroll view"
        case let .fatalError(reason):
            return "Fatal error: \(reason)"
        }
    }
}
