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
    @inline(__always)
    public func metrics(_ orientation: Orientation) -> DeviceMetrics {
        // The one orientation's numbers are read from the table in place (not the whole table copied
        // first): geometry asks for them at every turn.
        let portrait = orientation == .portrait
        switch self {
        case .iPhoneSE2: return portrait ? Self.iPhoneSE2Table.portrait : Self.iPhoneSE2Table.landscape
        case .iPhoneSE1: return portrait ? Self.iPhoneSE1Table.portrait : Self.iPhoneSE1Table.landscape
        case .iPhone15: return portrait ? Self.iPhone15Table.portrait : Self.iPhone15Table.landscape
        case .iPhone15ProMax: return portrait ? Self.iPhone15ProMaxTable.portrait : Self.iPhone15ProMaxTable.landscape
        case .iPad10: return portrait ? Self.iPad10Table.portrait : Self.iPad10Table.landscape
        case .iPadPro12_9: return portrait ? Self.iPadPro12_9Table.portrait : Self.iPadPro12_9Table.landscape
        }
    }
}
