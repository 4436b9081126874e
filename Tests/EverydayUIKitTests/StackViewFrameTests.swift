import Testing
import UIKit

/// Stack view frames worked out by hand. The first test uses views whose sizes UIKit fixes (switches,
/// activity indicators) and holds on iOS; the others pin the facade's frame-based approximation (plain
/// views bring their frame's size, labels the facade's text metrics: on iOS a plain view has no intrinsic
/// size and glyphs have their real widths), see Sources/UIKit/UIStackView.swift.
@Suite("Stack view frames") @MainActor
struct StackViewFrameTests {
    /// Vertical, `.equalSpacing`, `.leading`, 200 × 300: a switch (51 × 31), a large activity indicator
    /// that is animating (37 × 37), a switch. The sizes sum to 99, so the two gaps share 201: 100.5 each.
    @Test func equalSpacingSpreadsTheSpaceLeftOverTheGaps() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        stack.axis = .vertical
        stack.distribution = .equalSpacing
        stack.alignment = .leading
        stack.spacing = 8
        let first = UISwitch(), second = UISwitch()
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.startAnimating()
        [first, spinner, second].forEach(stack.addArrangedSubview)
        stack.layoutIfNeeded()
        #expect(close(first.frame, CGRect(x: 0, y: 0, width: 51, height: 31)))
        #expect(close(spinner.frame, CGRect(x: 0, y: 131.5, width: 37, height: 37)))
        #expect(close(second.frame, CGRect(x: 0, y: 269, width: 51, height: 31)))
    }

    /// Horizontal, `.fillEqually`, `.center`, spacing 10, 320 × 60; views 40 × 20, 80 × 40, a hidden one,
    /// 10 × 60. Three visible views share 320 − 2 × 10 = 300: 100 each at x 0, 110, 220; centred
    /// vertically (y 20, 10, 0). The hidden view collapses to zero width where the next one starts.
    @Test func fillEquallyDividesTheLengthAndHiddenViewsCollapse() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.alignment = .center
        stack.spacing = 10
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        hidden.isHidden = true
        let c = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        [a, b, hidden, c].forEach(stack.addArrangedSubview)
        stack.layoutIfNeeded()
        #expect(close(a.frame, CGRect(x: 0, y: 20, width: 100, height: 20)))
        #expect(close(b.frame, CGRect(x: 110, y: 10, width: 100, height: 40)))
        #expect(close(c.frame, CGRect(x: 220, y: 0, width: 100, height: 60)))
        #expect(hidden.frame.width == 0 && hidden.frame.minX == 220)
    }

    /// Vertical, `.fill`, `.fill`, spacing 4, margins 10 / 20, a frame of zero height (a form in a scroll
    /// view): the stack takes its content's height. 10 pt labels advance 5 pt per character and are
    /// 11.9 pt a line; the width inside the margins is 160, 32 characters a line, so a 40-character
    /// label wraps onto 2 lines (23.8). Heights 23.8 + 4 + 11.9 + 4 + 30 = 73.7, plus 20 of margins.
    @Test func aStackOfZeroHeightFitsItsContentAndWrapsLabelsAtItsWidth() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 200, height: 0))
        stack.axis = .vertical
        stack.spacing = 4
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let long = UILabel()
        long.font = .systemFont(ofSize: 10)
        long.numberOfLines = 0
        long.text = String(repeating: "a", count: 40)
        let short = UILabel()
        short.font = .systemFont(ofSize: 10)
        short.text = "Hi"
        short.numberOfLines = 0
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        [long, short, box].forEach(stack.addArrangedSubview)
        stack.layoutIfNeeded()
        #expect(close(long.frame, CGRect(x: 20, y: 10, width: 160, height: 23.8)))
        #expect(close(short.frame, CGRect(x: 20, y: 37.8, width: 160, height: 11.9)))
        #expect(close(box.frame, CGRect(x: 20, y: 53.7, width: 160, height: 30)))
        #expect(close(stack.frame.height, 93.7))
        // Content that grows is followed while the stack's height is the one it gave itself.
        short.text = "Hi\nthere"
        stack.layoutIfNeeded()
        #expect(close(stack.frame.height, 105.6))
        #expect(close(box.frame.minY, 65.6))
    }

    /// Horizontal `.fillProportionally`, 300 wide, spacing 30: widths 50 and 100 share 270 in proportion,
    /// 90 and 180.
    @Test func fillProportionallySharesTheLengthByTheSizes() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 20))
        stack.distribution = .fillProportionally
        stack.spacing = 30
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        [a, b].forEach(stack.addArrangedSubview)
        stack.layoutIfNeeded()
        #expect(close(a.frame, CGRect(x: 0, y: 0, width: 90, height: 20)))
        #expect(close(b.frame, CGRect(x: 120, y: 0, width: 180, height: 20)))
    }

    /// Horizontal `.equalCentering`, 300 wide: widths 20, 40, 60; the first centre at 10, the last at
    /// 270, so centres 130 apart (10, 140, 270): x 0, 120, 240.
    @Test func equalCenteringSpacesTheCentresEqually() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 20))
        stack.distribution = .equalCentering
        let views = [20, 40, 60].map { UIView(frame: CGRect(x: 0, y: 0, width: $0, height: 20)) }
        views.forEach(stack.addArrangedSubview)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 120, 240])
        #expect(views.map(\.frame.width) == [20, 40, 60])
    }

    /// Vertical `.fill` in a 100-high stack: sizes 20 and 30 with 10 between leave 40; the facade gives it
    /// to the last view (iOS: to the view with the lowest hugging priority, then by index).
    @Test func fillGivesTheSpaceLeftToTheLastView() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        stack.axis = .vertical
        stack.spacing = 10
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        [a, b].forEach(stack.addArrangedSubview)
        stack.layoutIfNeeded()
        #expect(close(a.frame, CGRect(x: 0, y: 0, width: 50, height: 20)))
        #expect(close(b.frame, CGRect(x: 0, y: 30, width: 50, height: 70)))
    }

    /// UIKit's documented bookkeeping: `addArrangedSubview` adds a subview, `removeArrangedSubview` keeps
    /// it as a subview, `removeFromSuperview` removes it from both, `insertArrangedSubview(_:at:)` orders.
    @Test func arrangedSubviewsFollowUIKitsBookkeeping() {
        let stack = UIStackView()
        let a = UIView(), b = UIView(), c = UIView()
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b])
        #expect(stack.subviews.count == 3)
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [c, b])
        #expect(a.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews == [c])
        #expect(stack.customSpacing(after: c) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(20, after: c)
        #expect(stack.customSpacing(after: c) == 20)
    }
}
