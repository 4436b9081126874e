/// An animated scroll in flight (``AnimatedScroll``): UIScrollView moving `contentOffset.y` from `from`
/// to `to`, started at `start` on the runner's clock.
///
/// What UIKit documents and what is observed:
/// - `setContentOffset(_:animated:)`: `true` animates "the transition at a constant velocity to the new
///   offset" (Apple, UIScrollView.setContentOffset(_:animated:)); the delegate hears
///   `scrollViewDidEndScrollingAnimation(_:)` at its end, and only when animation was requested (Apple,
///   UIScrollViewDelegate). So the offset moves linearly in time here.
/// - The scroll view drives the animation from its own display link, setting `contentOffset` every
///   frame; no Core Animation animation is involved (a published log of `setContentOffset:` calls from
///   UIScrollView's `_smoothScrollDisplayLink:`, newbedev.com "Bounds automatically changes on
///   UIScrollView with content insets"). App code that reads `contentOffset` mid-flight reads the
///   frame's offset, not the target.
/// - The duration is not documented; ≈ 0.3 s is the figure commonly measured (``duration``).
/// - A later explicit offset (the app's `contentOffset = …`, a non-animated `setContentOffset`,
///   `scrollRectToVisible`, `scrollToRow`; the user's touch) takes over: the animation stops and the new
///   offset stands. A new animated call replaces it, starting from where the offset is.
/// - What a change of the content or the insets under it does is not documented:
///   ``UndocumentedBehavior/scrollAnimationStopsOnChange``.
/// - Not modelled: a table sizing rows from estimates while the scroll passes them (the table's own
///   offset correction and the display link's next frame); the generator draws animated scrolls over
///   exact heights only until it is.
public struct ScrollAnimation: Hashable, Sendable {
    /// Seconds an animated scroll takes (≈, not documented by Apple).
    public static let duration = 0.3

    public var from: Double
    public var to: Double
    public var start: Double
    /// `contentSize.height` and `adjustedContentInset` when it began (the insets with a collapsing large
    /// title expanded: the bar's height follows the offset the animation itself sets): a change of
    /// either is a change under the animation (``UndocumentedBehavior/scrollAnimationStopsOnChange``).
    var contentHeightAtStart: Double
    var insetsAtStart: EdgeInsets

    /// When it comes to rest.
    public var end: Double { start + Self.duration }

    /// The offset its display link sets at `time`: linear from `from` to `to`.
    public func offset(at time: Double) -> Double {
        guard time < end else { return to }
        let progress = Swift.max(0, (time - start) / Self.duration)
        return from + (to - from) * progress
    }
}
