import Testing
import UIKit

/// Frames of small constraint systems, solved by `layoutIfNeeded()` on a container 393 × 852 pt (an
/// iPhone 15's screen) that is not in a window. Written against UIKit's public API only, so the same
/// file runs against Apple's UIKit on a simulator.
@Suite("Auto Layout frames")
struct AutoLayoutFrameTests {
    static func container() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852)) }

    static func child(of parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test func edgesPinnedToTheSuperviewWithInsets() {
        let root = Self.container()
        let view = Self.child(of: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 16, y: 20, width: 361, height: 812))
    }

    @Test func aStackOfViewsWithFixedHeights() {
        let root = Self.container()
        let views = (0..<3).map { _ in Self.child(of: root) }
        let heights: [CGFloat] = [44, 60, 30]
        var constraints: [NSLayoutConstraint] = []
        for (i, view) in views.enumerated() {
            constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor))
            constraints.append(view.trailingAnchor.constraint(equalTo: root.trailingAnchor))
            constraints.append(view.heightAnchor.constraint(equalToConstant: heights[i]))
            constraints.append(i == 0 ? view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
                                      : view.topAnchor.constraint(equalTo: views[i - 1].bottomAnchor, constant: 8))
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [100, 152, 220])
        #expect(views.map(\.frame.height) == heights)
        #expect(views[2].frame.width == 393)
    }

    @Test func aViewCentredInItsSuperview() {
        let root = Self.container()
        let view = Self.child(of: root)
        NSLayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            view.widthAnchor.constraint(equalToConstant: 101),
            view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        // (393 − 101) / 2 = 146; (852 − 50.5) / 2 = 400.75, on a 3× screen's pixel grid 400.666….
        #expect(view.frame.minX == 146)
        #expect(abs(view.frame.minY - 400.75) < 0.34)
        #expect(abs(view.frame.height - 50.5) < 0.34)
    }

    @Test func aBottomBarFollowsItsConstraintsConstant() {
        let root = Self.container()
        let bar = Self.child(of: root)
        let bottom = bar.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bottom,
        ])
        root.layoutIfNeeded()
        #expect(bar.frame.maxY == 852)
        // A keyboard 336 pt tall: the composer's usual `constant = -height` inside an animation.
        bottom.constant = -336
        UIView.animate(withDuration: 0.25) { root.layoutIfNeeded() }
        #expect(bar.frame == CGRect(x: 0, y: 852 - 336 - 44, width: 393, height: 44))
        bottom.constant = 0
        root.layoutIfNeeded()
        #expect(bar.frame.maxY == 852)
    }

    @Test func anOptionalConstraintAt999LosesToARequiredOne() {
        let root = Self.container()
        let view = Self.child(of: root)
        let preferred = view.heightAnchor.constraint(equalToConstant: 100)
        preferred.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 10),
            preferred,
            view.heightAnchor.constraint(lessThanOrEqualToConstant: 60),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.height == 60)
        #expect(preferred.priority == .required - 1)
    }

    @Test func theHigherOfTwoOptionalPrioritiesWins() {
        let root = Self.container()
        let view = Self.child(of: root)
        let low = view.widthAnchor.constraint(equalToConstant: 100)
        low.priority = .defaultLow
        let high = view.widthAnchor.constraint(equalToConstant: 200)
        high.priority = .defaultHigh
        NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: root.topAnchor), view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     view.heightAnchor.constraint(equalToConstant: 10), low, high])
        root.layoutIfNeeded()
        #expect(view.frame.width == 200)
        high.priority = UILayoutPriority(rawValue: 200)
        root.layoutIfNeeded()
        #expect(view.frame.width == 100)
    }

    @Test func anUnsatisfiablePairBreaksOneConstraintAndGoesOn() {
        let root = Self.container()
        let view = Self.child(of: root)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 50),
            view.heightAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        // One of the two heights is broken; the rest of the layout holds.
        #expect(view.frame.height == 100 || view.frame.height == 200)
        #expect(view.frame.width == 50)
        #expect(view.frame.origin == .zero)
    }

    @Test func deactivatingAConstraintLetsTheOthersDecide() {
        let root = Self.container()
        let view = Self.child(of: root)
        let wide = view.widthAnchor.constraint(equalToConstant: 300)
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: root.topAnchor), view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     view.heightAnchor.constraint(equalToConstant: 10), wide, narrow])
        root.layoutIfNeeded()
        #expect(view.frame.width == 300)
        wide.isActive = false
        #expect(!wide.isActive)
        root.layoutIfNeeded()
        #expect(view.frame.width == 100)
    }

    /// A view whose content wants a size, as a label's text does.
    final class SizedView: UIView {
        let size: CGSize
        init(_ size: CGSize) {
            self.size = size
            super.init(frame: .zero)
        }
        @available(*, unavailable) required init?(coder: NSCoder) { fatalError() }
        override var intrinsicContentSize: CGSize { size }
    }

    @Test func twoViewsInARowTheLowerHuggingOneStretches() {
        let root = Self.container()
        let title = SizedView(CGSize(width: 80, height: 20)), value = SizedView(CGSize(width: 50, height: 20))
        for v in [title, value] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        value.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            value.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(value.frame.width == 50, "the view hugging at 251 keeps its intrinsic width")
        #expect(title.frame.width == 303, "393 − 16 − 8 − 50 − 16")
        #expect(title.frame.height == 20, "the intrinsic height holds without a height constraint")
        #expect(value.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(title.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func compressionResistanceDecidesWhichViewShrinks() {
        let root = Self.container()
        let a = SizedView(CGSize(width: 250, height: 20)), b = SizedView(CGSize(width: 250, height: 20))
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            v.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        }
        b.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.width == 250)
        #expect(a.frame.width == 143)
    }

    @Test func aViewPinnedToTheMarginsGuideSitsEightPointsIn() {
        let root = Self.container()
        let box = Self.child(of: root)
        NSLayoutConstraint.activate([box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                                     box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                     box.widthAnchor.constraint(equalToConstant: 200), box.heightAnchor.constraint(equalToConstant: 100)])
        let inner = Self.child(of: box)
        let margins = box.layoutMarginsGuide
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            inner.topAnchor.constraint(equalTo: margins.topAnchor),
            inner.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(inner.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
        box.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 20, y: 0, width: 160, height: 100))
    }

    @Test func anAppLayoutGuideSpacesTwoViews() {
        let root = Self.container()
        let a = Self.child(of: root), b = Self.child(of: root)
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        #expect(root.layoutGuides.contains(gap))
        #expect(gap.owningView === root)
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            a.widthAnchor.constraint(equalToConstant: 100), b.widthAnchor.constraint(equalToConstant: 100),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.minX == 140)
        #expect(gap.layoutFrame == CGRect(x: 100, y: 0, width: 40, height: 1))
    }

    @Test func aScrollViewsContentSizeFollowsItsContentGuide() {
        let root = Self.container()
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let content = Self.child(of: scroll)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        root.layoutIfNeeded()
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(scroll.contentSize == CGSize(width: 393, height: 1500))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 393, height: 1500))
    }

    @Test func aScrollViewsEdgesSeenFromItsContentAreTheContentArea() {
        let root = Self.container()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 400))
        root.addSubview(scroll)
        let content = Self.child(of: scroll)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 900),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 393, height: 900))
        #expect(scroll.contentSize == CGSize(width: 393, height: 900))
    }

    @Test func systemLayoutSizeFittingMeasuresAViewFromItsConstraints() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let body = SizedView(CGSize(width: 100, height: 61))
        body.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(body)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
        ])
        let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 83))
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 132, height: 83))
    }

    @Test func theItemInitialiserMakesTheSameConstraintAsAnAnchor() {
        let root = Self.container()
        let view = Self.child(of: root)
        let c = NSLayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 30)
        c.identifier = "top"
        #expect(c.firstItem === view)
        #expect(c.secondItem === root)
        #expect(c.firstAttribute == .top)
        #expect(c.secondAttribute == .top)
        #expect(c.relation == .equal)
        #expect(c.multiplier == 1)
        #expect(c.constant == 30)
        #expect(c.identifier == "top")
        #expect(!c.isActive)
        NSLayoutConstraint.activate([
            c,
            NSLayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: root, attribute: .height, multiplier: 0.25, constant: 0),
            NSLayoutConstraint(item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 30, width: 213, height: 44))
        #expect(root.constraints.contains(c))
    }

    @Test func removingAViewFromItsSuperviewDeactivatesItsConstraintsToTheOutside() {
        let root = Self.container()
        let card = Self.child(of: root)
        let inner = Self.child(of: card)
        let outside = [card.topAnchor.constraint(equalTo: root.topAnchor), card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                       inner.widthAnchor.constraint(equalTo: root.widthAnchor)]
        let inside = [inner.topAnchor.constraint(equalTo: card.topAnchor), inner.heightAnchor.constraint(equalToConstant: 10)]
        NSLayoutConstraint.activate(outside + inside)
        card.removeFromSuperview()
        #expect(outside.allSatisfy { !$0.isActive })
        #expect(inside.allSatisfy { $0.isActive })
    }

    @Test func anAutoresizingSubviewOfAConstrainedViewFollowsItsMask() {
        let root = Self.container()
        let panel = Self.child(of: root)
        let width = panel.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([panel.topAnchor.constraint(equalTo: root.topAnchor), panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     width, panel.heightAnchor.constraint(equalToConstant: 100)])
        root.layoutIfNeeded()
        let stretching = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        stretching.autoresizingMask = [.flexibleWidth]
        let rightAligned = UIView(frame: CGRect(x: 150, y: 40, width: 40, height: 20))
        rightAligned.autoresizingMask = [.flexibleLeftMargin]
        let fixed = UIView(frame: CGRect(x: 10, y: 70, width: 40, height: 20))
        for v in [stretching, rightAligned, fixed] { panel.addSubview(v) }
        // The subviews enter the layout once a constraint involves them.
        NSLayoutConstraint.activate([stretching.heightAnchor.constraint(equalToConstant: 20)])
        width.constant = 300
        root.layoutIfNeeded()
        #expect(panel.frame.width == 300)
        #expect(stretching.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
        #expect(fixed.frame == CGRect(x: 10, y: 70, width: 40, height: 20))
    }

    @Test func viewsWithoutConstraintsKeepTheirFrames() {
        let root = Self.container()
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        root.addSubview(view)
        let other = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        other.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(other)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
        let pinned = Self.child(of: root)
        NSLayoutConstraint.activate([pinned.topAnchor.constraint(equalTo: view.bottomAnchor),
                                     pinned.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                     pinned.widthAnchor.constraint(equalTo: view.widthAnchor), pinned.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 7, height: 8), "a view that translates its mask is not moved")
        #expect(pinned.frame == CGRect(x: 5, y: 14, width: 7, height: 1))
    }
}

/// The update pass and the readable-content guide.
@Suite("Auto Layout passes and guides")
struct AutoLayoutPassTests {
    /// A view that makes its constraints in `updateConstraints()`, as UIKit's documentation suggests.
    final class SelfConstrainingView: UIView {
        var updates = 0
        let box = UIView()
        var height: CGFloat = 30
        private var boxHeight: NSLayoutConstraint?

        override func updateConstraints() {
            updates += 1
            if boxHeight == nil {
                box.translatesAutoresizingMaskIntoConstraints = false
                addSubview(box)
                let h = box.heightAnchor.constraint(equalToConstant: height)
                boxHeight = h
                NSLayoutConstraint.activate([box.topAnchor.constraint(equalTo: topAnchor), box.leadingAnchor.constraint(equalTo: leadingAnchor),
                                             box.widthAnchor.constraint(equalToConstant: 10), h])
            }
            boxHeight?.constant = height
            super.updateConstraints()
        }
    }

    @Test func updateConstraintsRunsBeforeTheLayoutThatNeedsIt() {
        let view = SelfConstrainingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        view.layoutIfNeeded()
        #expect(view.updates == 1)
        #expect(!view.needsUpdateConstraints())
        #expect(view.box.frame.height == 30)
        view.layoutIfNeeded()
        #expect(view.updates == 1, "not asked again")
        view.height = 60
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
        #expect(view.updates == 2)
        view.layoutIfNeeded()
        #expect(view.box.frame.height == 60)
    }

    @Test func theReadableGuideIsTheMarginsGuideCappedAndCentred() {
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        wide.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: wide.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: wide.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: wide.topAnchor), text.heightAnchor.constraint(equalToConstant: 10),
        ])
        wide.layoutIfNeeded()
        // 672 pt at the default text size (the value this facade uses; iOS grows it with Dynamic Type).
        #expect(text.frame.width == 672)
        #expect(text.frame.midX == 512)
        #expect(wide.readableContentGuide.layoutFrame.width == 672)
    }

    @Test func theSafeAreaGuideOfAViewOutsideAWindowIsItsBounds() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let safe = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: safe.topAnchor), view.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                                     view.leadingAnchor.constraint(equalTo: safe.leadingAnchor), view.trailingAnchor.constraint(equalTo: safe.trailingAnchor)])
        root.layoutIfNeeded()
        #expect(view.frame == root.bounds)
    }
}
