/// Where the software keyboard is and what kind it is, from which the model derives the frame UIKit
/// reports in `UIResponder.keyboardFrameEndUserInfoKey` (screen coordinates).
///
/// Only ``docked(predictive:)`` and ``hardware`` keyboards sit at the screen's bottom; iPad undocked,
/// split and floating keyboards have frames in mid-screen.
public enum KeyboardPlacement: Hashable, Sendable, CustomStringConvertible {
    /// Off screen. UIKit reports such a frame just below the screen with the keyboard's full height
    /// (the first seed article logs `{0, 568, 320, 253}` as the begin frame of a show).
    case hidden(predictive: Bool)
    /// A docked keyboard at the screen's bottom, with or without the predictive bar.
    case docked(predictive: Bool)
    /// A hardware keyboard is attached: only the shortcut bar is on screen. The reported frame starts
    /// `hardwareKeyboardBarHeight` above the bottom but keeps the docked height, so it extends below the
    /// screen.
    case hardware
    /// iPad: the keyboard undocked and lifted `lift` points above the bottom, full width.
    case undocked(lift: Double)
    /// iPad: the split keyboard lifted `lift` points above the bottom; its frame spans the full width.
    case split(lift: Double)
    /// iPad: the floating mini keyboard with its top-left corner at `origin` (screen coordinates).
    case floating(origin: Point)

    /// True for keyboards whose frame is anchored at the screen's bottom edge (docked or hardware).
    public var isAtBottom: Bool {
        switch self {
        case .docked, .hardware: return true
        case .hidden, .undocked, .split, .floating: return false
        }
    }

    /// The frame UIKit reports for this placement, in screen coordinates.
    ///
    /// Throws ``ModelError`` for placements the device does not have (an undocked keyboard on an
    /// iPhone) or positions off the screen.
    public func frame(on device: Device, _ orientation: Orientation) throws(ModelError) -> Rect {
        let m = device.metrics(orientation)
        let screen = m.screenSize
        switch self {
        case let .hidden(predictive):
            let h = m.dockedKeyboardHeight(predictive: predictive)
            return Rect(x: 0, y: screen.height, width: screen.width, height: h)
        case let .docked(predictive):
            let h = m.dockedKeyboardHeight(predictive: predictive)
            return Rect(x: 0, y: screen.height - h, width: screen.width, height: h)
        case .hardware:
            let h = m.dockedKeyboardHeight(predictive: true)
            return Rect(x: 0, y: screen.height - m.hardwareKeyboardBarHeight, width: screen.width, height: h)
        case let .undocked(lift), let .split(lift):
            guard let h = m.undockedKeyboardHeight else {
                throw .outOfRange(field: "keyboard placement \(self) on \(device.rawValue)", value: lift,
                                  allowed: "undocked and split keyboards on iPad only")
            }
            try ModelError.checkSize(lift, "keyboard lift")
            guard lift + h <= screen.height else {
                throw .outOfRange(field: "keyboard lift", value: lift, allowed: "0...\(Format.number(screen.height - h))")
            }
            return Rect(x: 0, y: screen.height - h - lift, width: screen.width, height: h)
        case let .floating(origin):
            guard let size = m.floatingKeyboardSize else {
                throw .outOfRange(field: "keyboard placement floating on \(device.rawValue)", value: 0,
                                  allowed: "a floating keyboard on iPad only")
            }
            try ModelError.checkFinite(origin.x, "floating keyboard origin.x")
            try ModelError.checkFinite(origin.y, "floating keyboard origin.y")
            let frame = Rect(origin: origin, size: size)
            guard Rect(origin: .zero, size: screen).contains(frame) else {
                throw .outOfRange(field: "floating keyboard origin.y", value: origin.y, allowed: "a frame inside the screen")
            }
            return frame
        }
    }

    public var description: String {
        switch self {
        case let .hidden(p): return p ? "hidden" : "hidden (no predictive bar)"
        case let .docked(p): return p ? "docked" : "docked without predictive bar"
        case .hardware: return "hardware keyboard (shortcut bar only)"
        case let .undocked(lift): return "undocked, lifted \(Format.number(lift))"
        case let .split(lift): return "split, lifted \(Format.number(lift))"
        case let .floating(o): return "floating at \(o)"
        }
    }
}
