// Common UIKit and Foundation symbols that keyboard code reaches for and the model does not have. Each
// fails at compile time with the reason, never at run time or by a silent approximation. See STATUS.md.

/// `Timer`: shadows Foundation's, whose real run loop never turns under the runner.
@available(*, unavailable, message: "not modelled by KeyboardScroll: timers; use DispatchQueue.main.asyncAfter, which runs on the virtual clock")
public final class Timer {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: transforms (conversions are translations only)")
public struct CGAffineTransform {}


extension UIView {
    @available(*, unavailable, message: "not modelled by KeyboardScroll: transitions")
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions,
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)?) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: transforms (conversions are translations only)")
    public var transform: CGAffineTransform { fatalError() }
}

extension UITableView {
    @available(*, unavailable, message: "not modelled by KeyboardScroll: reloading sections (insertSections and deleteSections are)")
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
    @available(*, unavailable, message: "not modelled by KeyboardScroll: moving rows")
    public func moveRow(at indexPath: Foundation.IndexPath, to newIndexPath: Foundation.IndexPath) {}
    @available(*, unavailable, message: "not modelled by KeyboardScroll: selection")
    public func selectRow(at indexPath: Foundation.IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    @available(*, unavailable, message: "not modelled by KeyboardScroll: section rectangles; use rectForRow(at:) of the section's first row")
    public func rectForHeader(inSection section: Int) -> CGRect { fatalError() }
}

extension UIScrollView {
    @available(*, unavailable, message: "not modelled by KeyboardScroll: zooming")
    public var zoomScale: CGFloat { fatalError() }
}


