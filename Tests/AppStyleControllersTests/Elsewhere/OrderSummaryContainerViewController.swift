import UIKit

/// A container view controller in the shape of Apple's "Creating a custom container view controller"
/// (UIKit documentation, "Implementing a container view controller"): the parent embeds a child list
/// controller with `addChild(_:)`, `view.addSubview(child.view)` and `didMove(toParent:)`, and draws an
/// order-total card under it, pinned to the bottom of its safe area; the child's frame is given by
/// constraints (the view's top to the card's top). The parent has no keyboard code: the child
/// (``OrderLinesViewController``) keeps its own table clear of the keyboard in its own coordinates, as a
/// child must — it does not know where its parent put it, nor what bars are above it.
///
/// `measuresWithoutConverting` is passed to the child: its seeded bug.
final class OrderSummaryContainerViewController: UIViewController {
    private let card = UIView()
    private let total = UILabel()
    private let lines: OrderLinesViewController

    init(measuresWithoutConverting: Bool = false) {
        lines = OrderLinesViewController(measuresWithoutConverting: measuresWithoutConverting)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Order"
        view.backgroundColor = .systemGroupedBackground
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .secondarySystemGroupedBackground
        view.addSubview(card)
        total.translatesAutoresizingMaskIntoConstraints = false
        total.numberOfLines = 0
        total.text = "12 lines · delivery Thursday\nTotal €184.20"
        card.addSubview(total)

        addChild(lines)
        lines.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(lines.view)
        NSLayoutConstraint.activate([
            lines.view.topAnchor.constraint(equalTo: view.topAnchor),
            lines.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            lines.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            lines.view.bottomAnchor.constraint(equalTo: card.topAnchor),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            card.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            card.heightAnchor.constraint(equalToConstant: 72),
            total.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            total.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            total.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        ])
        lines.didMove(toParent: self)
    }
}
