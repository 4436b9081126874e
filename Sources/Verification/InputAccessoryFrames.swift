@_spi(Checker) import ScrollGeometry

/// The keyboard's frames as iOS posts them for a responder with an input accessory view: the accessory
/// is docked on top of the keyboard, and the notifications' frames cover both
/// (`UIResponder.inputAccessoryView`; ``Scene/inputAccessoryHeight`` is what the facade read from the
/// app's first responder). The scenario's frames are the system keyboard's alone; on a view
/// controller's own screen the runner grows each frame of this app's keyboard by the accessory before
/// posting it, so the app is told, and the checker measures, what a device shows.
///
/// A frame on or above the screen's bottom edge grows upward by the accessory (docked, the hardware
/// keyboard's bar, an undocked keyboard: the accessory rides on top); a frame below the screen (a
/// hidden keyboard) keeps its origin and is as tall as keyboard and accessory together, as the frames
/// of a hide are on iOS. A frame of zero height (a hide to nothing) stays as it is. The begin frame
/// grows by the accessory the previous posted frame carried, so a change of first responder between
/// controls with different accessories reads as the change of height iOS posts.
///
/// Not modelled: a change of accessory while no notification comes (iOS then posts a frame change of
/// its own); an accessory kept on screen with no keyboard (a chat's composer as the view controller's
/// own `inputAccessoryView`, shown while nothing is being edited).
struct InputAccessoryFrames {
    /// The accessory height the last posted end frame carried.
    private(set) var lastAdded = 0.0

    /// `note` as iOS posts it with the app's current accessory, or `note` itself where no accessory
    /// applies (another app's keyboard, the generator's own screens, no accessory before or now).
    mutating func posting(_ note: KeyboardNotification, in scene: Scene) -> KeyboardNotification {
        guard scene.readFromController, note.isLocal else { return note }
        let now = scene.inputAccessoryHeight, before = lastAdded
        lastAdded = now
        guard now > 0 || before > 0 else { return note }
        let screen = scene.layout.screenBounds
        let grown = try? KeyboardNotification(note.event, begin: Self.grow(note.beginFrame, by: before, screen: screen),
                                              end: Self.grow(note.endFrame, by: now, screen: screen),
                                              duration: note.animationDuration, curve: note.animationCurve, isLocal: true)
        return grown ?? note
    }

    /// `frame` with an accessory of `height` on top (see the type's rules), never taller than the screen.
    static func grow(_ frame: Rect, by height: Double, screen: Rect) -> Rect {
        guard height > 0, frame.height > 0 else { return frame }
        let total = Swift.min(frame.height + height, screen.height)
        if frame.minY >= screen.maxY {
            return Rect(x: frame.minX, y: frame.minY, width: frame.width, height: total)
        }
        return Rect(x: frame.minX, y: Swift.max(screen.minY, frame.maxY - total), width: frame.width, height: total)
    }
}
