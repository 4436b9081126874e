import Foundation
import Testing
@_spi(KeyboardScrollRunner) import UIKit

/// A view whose intrinsic width is app state, read by the layout pass only when the view says it changed
/// (`invalidateIntrinsicContentSize()`), as Apple documents for a custom view's intrinsic size.
private final class BadgeView: UIView {
    var width: CGFloat = 100
    /// How many times a pass read the intrinsic size.
    var reads = 0
    override var intrinsicContentSize: CGSize {
        reads += 1
        return CGSize(width: width, height: 20)
    }
}

/// Records of an audit, kept across the audit's `@Sendable` callback.
private final class AuditRecords: @unchecked Sendable {
    private let lock = NSLock()
    private var moved: [Bool] = []
    func add(_ value: Bool) { lock.withLock { moved.append(value) } }
    var all: [Bool] { lock.withLock { moved } }
}

/// `layoutIfNeeded()` on a hierarchy whose last pass moved nothing and whose inputs have not changed
/// since does nothing, as in UIKit; a setter that changes an input lays it out again; the audit runs
/// each skipped pass and records one that was not a no-op.
@Suite("Settled layout passes")
struct SettledPassTests {
    /// A badge pinned to the top left of a 393 × 852 pt container, as wide as its intrinsic size.
    private static func screen() -> (root: UIView, badge: BadgeView, leading: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let badge = BadgeView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        let leading = badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
        NSLayoutConstraint.activate([leading, badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)])
        root.layoutIfNeeded()
        root.layoutIfNeeded()  // the first pass placed the badge; this one moves nothing and settles
        return (root, badge, leading)
    }

    @Test func anUnchangedHierarchyIsNotLaidOutAgainUntilAnInputSaysItChanged() {
        // Under `KEYFUZZ_LAYOUT_AUDIT=1` every skipped pass would run: the skip is watched without it.
        SkippedPassAudit.withoutEnvironmentAudit {
            let (root, badge, _) = Self.screen()
            #expect(badge.frame == CGRect(x: 16, y: 8, width: 100, height: 20))
            badge.width = 150
            root.layoutIfNeeded()
            #expect(badge.frame.width == 100, "the new intrinsic width is not read before the view invalidates it")
            badge.invalidateIntrinsicContentSize()
            root.layoutIfNeeded()
            #expect(badge.frame == CGRect(x: 16, y: 8, width: 150, height: 20))
        }
    }

    @Test func settersOfReadInputsLayTheHierarchyOutAgain() {
        SkippedPassAudit.withoutEnvironmentAudit {
            let (root, badge, leading) = Self.screen()
            leading.constant = 40
            root.layoutIfNeeded()
            #expect(badge.frame.minX == 40)
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: badge.bottomAnchor), label.leadingAnchor.constraint(equalTo: badge.leadingAnchor)])
            label.numberOfLines = 0
            label.text = "Hi"
            root.layoutIfNeeded()
            root.layoutIfNeeded()
            let oneLine = label.frame.height
            label.text = "Hi\nthere"
            root.layoutIfNeeded()
            #expect(label.frame.height > oneLine)
            root.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
            root.layoutIfNeeded()
            #expect(label.frame.minY == 28)
        }
    }

    @Test func aPassThatMovedViewsIsNotRunAgainWhenItsMovesReachNothingItReads() {
        SkippedPassAudit.withoutEnvironmentAudit {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            let badge = BadgeView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(badge)
            NSLayoutConstraint.activate([badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                                         badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)])
            root.layoutIfNeeded()
            #expect(badge.frame == CGRect(x: 16, y: 8, width: 100, height: 20))
            let reads = badge.reads
            root.layoutIfNeeded()
            root.layoutIfNeeded()
            #expect(badge.reads == reads, "the badge's move reaches none of the pass's inputs: no second pass reads them")
        }
    }

    @Test func aLabelWhoseHeightFollowsTheWidthThePassGaveItIsLaidOutAgain() {
        SkippedPassAudit.withoutEnvironmentAudit {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 852))
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.numberOfLines = 0
            label.text = "A reply long enough to wrap over several lines at two hundred points"
            root.addSubview(label)
            NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                         label.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
            root.layoutIfNeeded()
            let fitting = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
            #expect(label.frame.width == 200)
            #expect(fitting.height > 40, "the text wraps at 200 pt")
            #expect(abs(label.frame.height - fitting.height) < 1.0 / 3,
                    "the first pass set the width, which moved the label's intrinsic height: the next pass reads it")
        }
    }

    /// `setCustomSpacing(_:after:)` changes the stack's height, which the pass reads: a view pinned under
    /// the stack moves at the next `layoutIfNeeded()`, as on iOS.
    @Test func aStacksCustomSpacingLaysTheHierarchyOutAgain() {
        SkippedPassAudit.withoutEnvironmentAudit {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            let title = UILabel(), detail = UILabel()
            title.text = "Title"
            detail.text = "Detail"
            let stack = UIStackView(arrangedSubviews: [title, detail])
            stack.axis = .vertical
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            let footer = UIView()
            footer.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            root.addSubview(footer)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                footer.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8),
                footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                footer.widthAnchor.constraint(equalToConstant: 100),
                footer.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            root.layoutIfNeeded()
            let before = footer.frame.minY
            stack.setCustomSpacing(24, after: title)
            root.layoutIfNeeded()
            #expect(abs(footer.frame.minY - (before + 20)) < 1.0 / 3, "the gap after the title grew from 4 to 24 pt")
        }
    }

    @Test func theAuditRunsASkippedPassAndRecordsOneThatMovedAView() {
        let records = AuditRecords()
        SkippedPassAudit { records.add($0) }.withAudit {
            let (root, badge, _) = Self.screen()
            root.layoutIfNeeded()
            #expect(records.all.isEmpty, "a pass with nothing changed is a no-op")
            badge.width = 150
            root.layoutIfNeeded()
            #expect(records.all == [true], "the intrinsic width changed without invalidating: the audited pass moved the badge")
            #expect(badge.frame.width == 150)
        }
    }

    /// A 393 × 852 pt container holding, at a fixed frame, a head view whose badge is pinned inside it
    /// (to its edges, or with `margins` to its layout margins), and beside it a view placed by a
    /// constraint on the container.
    private static func screenWithHead(pinningToMargins margins: Bool) -> (root: UIView, badge: BadgeView, outside: NSLayoutConstraint, outsideView: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let head = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 60))
        root.addSubview(head)
        let badge = BadgeView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        head.addSubview(badge)
        NSLayoutConstraint.activate(margins
            ? [badge.leadingAnchor.constraint(equalTo: head.layoutMarginsGuide.leadingAnchor), badge.topAnchor.constraint(equalTo: head.layoutMarginsGuide.topAnchor)]
            : [badge.leadingAnchor.constraint(equalTo: head.leadingAnchor, constant: 16), badge.topAnchor.constraint(equalTo: head.topAnchor, constant: 8)])
        let other = UIView()
        other.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(other)
        let top = other.topAnchor.constraint(equalTo: root.topAnchor, constant: 300)
        NSLayoutConstraint.activate([top, other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        return (root, badge, top, other)
    }

    @Test func aSubtreePinnedInsideAFixedFrameIsLaidOutOnItsOwn() {
        SkippedPassAudit.withoutEnvironmentAudit {
            let (root, badge, outside, other) = Self.screenWithHead(pinningToMargins: false)
            #expect(badge.frame == CGRect(x: 16, y: 8, width: 100, height: 20))
            badge.width = 150
            outside.constant = 320
            root.layoutIfNeeded()
            #expect(other.frame.minY == 320, "the rest of the hierarchy is laid out")
            #expect(badge.frame.width == 100, "the head's subtree changed nothing it says, so it is not laid out again")
            badge.invalidateIntrinsicContentSize()
            root.layoutIfNeeded()
            #expect(badge.frame.width == 150)
        }
    }

    /// Whether a subtree is an island is read again when its structure changes, not when its head moves:
    /// a constraint activated between a view inside and one outside makes the subtree part of the pass.
    @Test func aConstraintReachingOutOfTheSubtreeEndsItsIsland() {
        SkippedPassAudit.withoutEnvironmentAudit {
            let (root, badge, _, other) = Self.screenWithHead(pinningToMargins: false)
            let head = badge.superview!
            head.frame.origin.y += 10
            root.layoutIfNeeded()
            #expect(badge.frame == CGRect(x: 16, y: 8, width: 100, height: 20), "a head that moves keeps its subtree's frames")
            badge.heightAnchor.constraint(equalTo: other.heightAnchor, multiplier: 3).isActive = true
            root.layoutIfNeeded()
            #expect(badge.frame.height == 30, "the badge now follows a view outside the head's subtree")
        }
    }

    @Test func aSubtreeThatReadsItsMarginsIsLaidOutOnItsOwnToo() {
        SkippedPassAudit.withoutEnvironmentAudit {
            let (root, badge, outside, other) = Self.screenWithHead(pinningToMargins: true)
            #expect(badge.frame == CGRect(x: 8, y: 8, width: 100, height: 20), "the head's default margins, 8 pt")
            badge.width = 150
            outside.constant = 320
            root.layoutIfNeeded()
            #expect(other.frame.minY == 320)
            #expect(badge.frame.width == 100, "nothing the head's subtree reads changed, its margins included")
        }
    }

    /// A table controller with 40 rows of 44 pt, for a screen with a safe area.
    private final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// Margins are measured from the safe area ("the portion of the view that is covered" by the bars),
    /// which follows where the head is in its window: under a translucent navigation bar, a scroll that
    /// keeps the head clear of the bar leaves its subtree as it was, one that carries it under the bar
    /// lays the subtree out again, and the badge follows the margins down.
    @Test func aSubtreeThatReadsItsMarginsIsLaidOutAgainWhenScrollingMovesItsMargins() {
        SkippedPassAudit.withoutEnvironmentAudit {
            let controller = Rows()
            let window = UIWindow(frame: UIScreen.main.bounds)
            let nav = UINavigationController(rootViewController: controller)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            let table: UITableView = controller.tableView
            let head = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 60))
            table.addSubview(head)
            let badge = BadgeView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            head.addSubview(badge)
            NSLayoutConstraint.activate([badge.leadingAnchor.constraint(equalTo: head.layoutMarginsGuide.leadingAnchor),
                                         badge.topAnchor.constraint(equalTo: head.layoutMarginsGuide.topAnchor)])
            window.layoutIfNeeded()
            window.layoutIfNeeded()
            let barBottom = table.adjustedContentInset.top
            #expect(barBottom > 59, "the status bar and the navigation bar cover the table's top")
            #expect(head.safeAreaInsets.top == 0)
            #expect(badge.frame == CGRect(x: 8, y: 8, width: 100, height: 20))

            badge.width = 150
            table.contentOffset.y = 100 - barBottom
            window.layoutIfNeeded()
            #expect(head.safeAreaInsets.top == 0, "the head is 200 pt below the bar")
            #expect(badge.frame.width == 100, "its margins did not move: its subtree is not laid out again")

            table.contentOffset.y = 320 - barBottom
            window.layoutIfNeeded()
            #expect(head.safeAreaInsets.top == 20, "the bar covers the head's top 20 pt")
            #expect(badge.frame == CGRect(x: 8, y: 28, width: 150, height: 20), "laid out again at its new margins")
        }
    }

    @Test func theAuditRunsASkippedSubtreeAndRecordsOneThatMovedAView() {
        let records = AuditRecords()
        SkippedPassAudit { records.add($0) }.withAudit {
            let (root, badge, outside, _) = Self.screenWithHead(pinningToMargins: false)
            badge.width = 150
            outside.constant = 320
            root.layoutIfNeeded()
            #expect(records.all.contains(true), "the head's skipped pass, run by the audit, moved the badge")
            #expect(badge.frame.width == 150)
        }
    }
}
