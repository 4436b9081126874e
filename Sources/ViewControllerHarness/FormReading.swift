@_spiOnly @_spi(Checker) import ScrollGeometry
@_spi(KeyboardScrollRunner) import UIKit

/// A scroll-view form as the app laid it out (view-controller mode): the text fields and text views in
/// the scroll view's content, top to bottom, with their frames in content coordinates, and the content's
/// height (its content layout guide's solved height, else `contentSize.height` as the app set it, else
/// the bottom of its lowest view). Read once the view has loaded and been laid out, before the model owns the scroll view.
///
/// The model's form is a column of blocks (`TableView.Style.plainScrollView`): each text control gets
/// the block from the end of the one above it to halfway down the gap below it (the last one to the
/// content's end), with the control at the place the app put it inside. The controls' frames stay the
/// app's; the blocks are what the checker measures.
struct FormReading {
    struct Placed {
        let view: UIView
        let frame: CGRect
    }

    /// The text controls, top to bottom.
    let controls: [Placed]
    let contentHeight: CGFloat

    init(_ scroll: UIScrollView) {
        scroll.arrangeStacks()
        var found: [Placed] = []
        func walk(_ view: UIView) {
            for sub in view.subviews where !sub.isHidden {
                if sub is UITextField || sub is UITextView {
                    found.append(Placed(view: sub, frame: sub.convert(sub.bounds, to: scroll)))
                } else {
                    walk(sub)
                }
            }
        }
        walk(scroll)
        controls = found.sorted { $0.frame.minY < $1.frame.minY }
        var lowest: CGFloat = 0
        func bottom(_ view: UIView) {
            for sub in view.subviews where !sub.isHidden {
                lowest = Swift.max(lowest, sub.convert(sub.bounds, to: scroll).maxY)
                bottom(sub)
            }
        }
        bottom(scroll)
        // The content layout guide's solved height when constraints size the content: a model-backed
        // scroll view (read again after a layout pass) answers `contentSize` from the model's blocks,
        // which are the ones being replaced.
        if let solved = scroll.solvedContentGuideFrame, solved.height > 0 {
            contentHeight = solved.height
        } else {
            contentHeight = scroll.contentSize.height > 0 ? scroll.contentSize.height : lowest
        }
    }

    /// The form's blocks for the model: one per text control (see the type's comment); a form without
    /// controls is one block of its content's height.
    var blocks: [RowSpec] {
        let height = Double(Swift.max(0, contentHeight))
        guard !controls.isEmpty else { return height > 0 ? [RowSpec(height: height)] : [] }
        var rows: [RowSpec] = []
        var cursor = 0.0
        for (i, placed) in controls.enumerated() {
            let f = placed.frame
            let minY = Swift.max(cursor, Double(f.minY)), maxY = Swift.max(minY, Double(f.maxY))
            let end: Double
            if i + 1 < controls.count {
                end = Swift.max(maxY, (maxY + Double(controls[i + 1].frame.minY)) / 2)
            } else {
                end = Swift.max(maxY, height)
            }
            let kind: Control.Kind = placed.view is UITextView ? .textView : .textField
            rows.append(RowSpec(height: end - cursor,
                                control: Control(kind, topPadding: minY - cursor, bottomPadding: end - maxY)))
            cursor = end
        }
        return rows
    }
}
