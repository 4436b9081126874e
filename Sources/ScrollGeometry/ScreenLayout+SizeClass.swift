/// The window's size classes (`UITraitCollection.horizontalSizeClass` / `verticalSizeClass`) and what they
/// do to a presentation (`UIAdaptivePresentationControllerDelegate`'s adaptivity, without a delegate).
///
/// What Apple documents (UIKit reference, `UIModalPresentationStyle.popover` and `.formSheet`):
/// - a popover "in horizontally or vertically compact environments ... behaves the same as" a form sheet
///   (iOS 13 and later);
/// - a form sheet in a compact-width, regular-height size class is shown "as a sheet with part of the
///   background content visible near the top of the screen", and in a compact-height size class as a
///   full-screen presentation.
/// Those are exactly the frames of ``PageSheet`` in the same window, so an adapted popover or form sheet
/// is placed where a page sheet would be. The requested style stays in ``ScreenLayout/presentation``: the
/// adaptation follows the window, so a popover that adapted in a narrow Split View window is a popover
/// again when the window widens.
extension ScreenLayout {
    /// The narrowest regular-width iPad window: 678 pt, the 12.9-inch iPad Pro's half of Split View in
    /// landscape. Every narrower iPad window measured is compact (639 pt and below: the 12.9-inch iPad
    /// Pro's larger part in portrait, every 1/2 and 1/3 window of the smaller iPads). Measured by others,
    /// not documented: macguru's "Interface sizes a regular Universal app must support" (gist
    /// b7a01e3f0e9ae6f350d5, iOS 11) and dkasaj's size-class table (gist 924d12ca791a6f74f4c1a2b516117afc).
    public static let narrowestRegularPadWidth = 678.0

    /// `horizontalSizeClass == .compact` for the window. An iPhone is compact in width except a Max in
    /// landscape; an iPad's full-screen window is regular; a smaller iPad window is compact when it is
    /// narrower than ``narrowestRegularPadWidth`` or when it is a Split View part in portrait (every one of
    /// those is compact in the sources above; this model's Split View widths do not subtract the divider,
    /// so the 12.9-inch iPad Pro's larger portrait part would otherwise measure 683 pt).
    public var isHorizontallyCompact: Bool {
        guard device.isPad else { return !(device == .iPhone15ProMax && orientation == .landscape) }
        guard let w = windowFrame, w.size != screenBounds.size else { return false }
        if w.width < Self.narrowestRegularPadWidth { return true }
        return orientation == .portrait && w.height == screenBounds.height && w.width < screenBounds.width
    }

    /// `verticalSizeClass == .compact` for the window: an iPhone in landscape. iPad windows are regular in
    /// height here.
    public var isVerticallyCompact: Bool { !device.isPad && orientation == .landscape }

    /// The presentation UIKit shows for ``presentation`` in this window: a popover or form sheet in a
    /// compact environment is shown as a page sheet (see the type's notes); anything else as requested.
    public var adaptedPresentation: Presentation {
        switch presentation {
        case .formSheet, .popover:
            return isHorizontallyCompact || isVerticallyCompact ? .pageSheet : presentation
        case .fullScreen, .pageSheet:
            return presentation
        }
    }

    /// The presentation as a report names it: the requested style, and what it adapted to if it did
    /// ("popover at … (shown as a page sheet: compact width)").
    public var presentationDescription: String {
        let adapted = adaptedPresentation
        guard adapted != presentation else { return presentation.description }
        let why = isHorizontallyCompact ? "compact width" : "compact height"
        return "\(presentation) (shown as a \(adapted): \(why))"
    }
}
