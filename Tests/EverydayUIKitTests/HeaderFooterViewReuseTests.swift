import Testing
import UIKit

/// `UITableViewHeaderFooterView` and the table's reuse API, used as apps use them (no runner, no model:
/// these compile against Apple's UIKit unchanged).
@Suite("Section header and footer views") @MainActor
struct HeaderFooterViewReuseTests {
    final class BadgeHeader: UITableViewHeaderFooterView {
        let badge = UILabel()
        private(set) var madeWith: String?

        override init(reuseIdentifier: String?) {
            madeWith = reuseIdentifier
            super.init(reuseIdentifier: reuseIdentifier)
            contentView.addSubview(badge)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test func aRegisteredClassIsDequeuedThroughItsInitializer() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), style: .plain)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "badge") == nil, "nothing registered")
        table.register(BadgeHeader.self, forHeaderFooterViewReuseIdentifier: "badge")
        let view = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "badge") as? BadgeHeader)
        #expect(view.madeWith == "badge" && view.reuseIdentifier == "badge")
        #expect(view.badge.superview === view.contentView)
        #expect(view.contentView.superview === view)
        // Two dequeues outside a layout pass are two views.
        let other = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "badge"))
        #expect(other !== view)
        table.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: "badge")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "badge") == nil, "unregistered")
    }

    @Test func theBuiltInLabelsAndTheContentViewLiveInTheView() throws {
        let view = UITableViewHeaderFooterView(reuseIdentifier: "plain")
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 40), "the content view fills the view")
        let label = try #require(view.textLabel)
        label.text = "Shipping"
        #expect(label.superview === view.contentView)
        #expect(view.textLabel === label, "made once")
        let detail = try #require(view.detailTextLabel)
        #expect(detail !== label)
        view.backgroundView = UIView()
        #expect(view.backgroundView != nil)
    }

    @Test func aContentConfigurationShowsItsText() {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var content = view.defaultContentConfiguration()
        content.text = "Payment"
        content.secondaryText = "Cards and wallets"
        view.contentConfiguration = content
        func texts(_ v: UIView) -> [String] {
            v.subviews.flatMap { sub -> [String] in ((sub as? UILabel)?.text.map { [$0] } ?? []) + texts(sub) }
        }
        #expect(texts(view.contentView).contains("Payment"))
        #expect(texts(view.contentView).contains("Cards and wallets"))
        content.text = "Billing"
        view.contentConfiguration = content
        #expect(texts(view.contentView).contains("Billing") && !texts(view.contentView).contains("Payment"))
    }

}
