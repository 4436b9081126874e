import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness

/// A cell whose text field is pinned to the content view's layout margins, as list cells are commonly
/// written: Auto Layout's answer for the field (8 pt inside the content view) is not where the model
/// places its row's control (the model's control frame is what the screen shows).
private final class MarginFieldCell: UITableViewCell {
    static let reuseIdentifier = "MarginFieldCell"
    let field = UITextField(frame: .zero)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        field.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(field)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            field.topAnchor.constraint(equalTo: margins.topAnchor),
            field.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A table of such cells filling the view; counts `viewDidLayoutSubviews()`.
private final class MarginFieldsViewController: UIViewController, UITableViewDataSource {
    private(set) var layouts = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let table = UITableView(frame: view.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.rowHeight = 56
        table.register(MarginFieldCell.self, forCellReuseIdentifier: MarginFieldCell.reuseIdentifier)
        table.dataSource = self
        view.addSubview(table)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layouts += 1
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: MarginFieldCell.reuseIdentifier, for: indexPath)
    }
}

/// A view the screen places (a row's cell and its text control) keeps the screen's frame through an Auto
/// Layout pass, and a pass that would put it elsewhere has moved nothing: turns in which nothing happens
/// do not lay the controller's view out again (UIKit calls `viewDidLayoutSubviews()` when its view was laid
/// out, not on every turn of the run loop).
@Suite("Views the screen places")
struct ScreenPlacedControlTests {
    @Test func aConstrainedRowControlKeepsTheModelsFrameAndQuietTurnsLayNothingOut() throws {
        try QuietTurnAudit.withoutEnvironmentAudit {
            let vc = MarginFieldsViewController()
            var scene = try ViewControllerStrategyTests.ownScene { MarginFieldsViewController() }
            var strategy = ViewControllerStrategy(make: { vc })
            try strategy.viewDidAppear(in: &scene)
            try strategy.mainRunLoop(reached: 0, in: &scene)
            try strategy.mainRunLoop(reached: 1, in: &scene)
            let table = try #require(vc.view.subviews.first as? UITableView)
            let cell = try #require(table.visibleCells.first as? MarginFieldCell)
            let modelFrame = cell.field.frame
            #expect(modelFrame != CGRect(x: 8, y: 8, width: cell.contentView.bounds.width - 16, height: 40),
                    "the model places the control elsewhere than the constraints would")
            let settled = vc.layouts
            for turn in 2...5 { try strategy.mainRunLoop(reached: Double(turn), in: &scene) }
            #expect(vc.layouts == settled, "nothing happened: no turn laid the view out again")
            #expect(cell.field.frame == modelFrame)
        }
    }
}
