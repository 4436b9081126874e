import Testing
import UIKit

/// Layout passes repeated on a hierarchy: a pass with nothing changed leaves every frame where it was,
/// and a pass after a change (a constraint's constant, a label's text, the superview's size) sees it
/// even when the passes before it changed nothing. Sizes fitted twice from the same constraints agree,
/// and a fitting after the content changed gives the new size. Written against UIKit's public API only.
@Suite("Repeated layout passes")
struct RepeatedLayoutPassTests {
    @Test func aPassAfterUnchangedPassesSeesEachKindOfChange() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let box = UIView()
        let label = UILabel()
        for view in [box, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        label.text = "abcd"
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 20)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top,
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: 50),
            label.topAnchor.constraint(equalTo: box.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 10, width: 393, height: 50))
        // One line of 20 pt text (23.8 pt, on the screen's pixels).
        #expect(label.frame.width == 40)
        #expect(abs(label.frame.height - 23.8) < 0.5)

        top.constant = 30
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 30, width: 393, height: 50))
        #expect(label.frame.minY == 80)

        root.layoutIfNeeded()
        label.text = "abcd\nefgh"
        root.layoutIfNeeded()
        #expect(abs(label.frame.height - 47.6) < 0.5)

        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 852)
        root.layoutIfNeeded()
        #expect(box.frame.width == 300)
    }

    @Test func fittingTheSameConstraintsTwiceAgreesAndAChangedContentFitsAnew() {
        func card(_ text: String) -> (UIView, UILabel) {
            let content = UIView()
            let label = UILabel()
            label.numberOfLines = 0
            label.text = text
            label.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
                content.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
                label.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: label.trailingAnchor),
            ])
            return (content, label)
        }
        func fitted(_ view: UIView) -> CGSize {
            view.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
        }
        let (first, _) = card("one line")
        let (second, label) = card("one line")
        let size = fitted(first)
        #expect(size.width == 320)
        #expect(fitted(second) == size)
        label.text = "one line\nand a second"
        #expect(fitted(second).height > size.height)
        #expect(fitted(first) == size)
    }

    @Test func fittingOneViewToAnotherTargetFitsToThatTarget() {
        let content = UIView()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: content.topAnchor),
            box.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            content.bottomAnchor.constraint(equalTo: box.bottomAnchor),
        ])
        func fitted(_ width: CGFloat) -> CGSize {
            content.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(fitted(320) == CGSize(width: 320, height: 160))
        #expect(fitted(200) == CGSize(width: 200, height: 100))
        #expect(fitted(320) == CGSize(width: 320, height: 160))
    }
}
