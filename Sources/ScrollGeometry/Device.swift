/// A device the model can show, with its numbers per orientation.
///
/// The first case is the plainest screen (generators decode all-zero choices to it). Numbers live in
/// one table per device in `Device+Table.swift`.
public enum Device: String, CaseIterable, Hashable, Sendable {
    case iPhone15 = "iPhone 15"
    case iPhoneSE2 = "iPhone SE (2nd gen)"
    case iPhoneSE1 = "iPhone SE (1st gen)"
    case iPhone15ProMax = "iPhone 15 Pro Max"
    case iPad10 = "iPad (10th gen)"
    case iPadPro12_9 = "iPad Pro 12.9\""

    /// True for iPads: they have undocked, split and floating keyboards, form sheets and multitasking
    /// windows (Split View, Stage Manager).
    public var isPad: Bool { self == .iPad10 || self == .iPadPro12_9 }

    /// The device's numbers in `orientation`.
    public func metrics(_ orientation: Orientation) -> DeviceMetrics {
        let table = self.table
        return orientation == .portrait ? table.portrait : table.landscape
    }
}
