import Foundation
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness

/// A cell that builds its content in `updateConfiguration(using:)` (Apple's modern cell pattern) shows
/// it before it is first displayed, as UIKit updates every cell's configuration then: its text field is
/// the row's control, for a table's cell as for a collection view's.
@Suite("Cells that build their content in updateConfiguration(using:)")
struct CellConfigurationBeforeDisplayTests {
    final class FieldRow: UITableViewCell {
        var label = ""
        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            guard contentView.subviews.isEmpty else { return }
            let field = UITextField(frame: CGRect(x: 16, y: 8, width: 300, height: 34))
            field.placeholder = label
            contentView.addSubview(field)
        }
    }

    final class Form: UIViewController, UITableViewDataSource {
        let table = UITableView(frame: .zero, style: .plain)
        override func viewDidLoad() {
            super.viewDidLoad()
            table.frame = view.bounds
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            table.rowHeight = 50
            table.register(FieldRow.self, forCellReuseIdentifier: "row")
            table.dataSource = self
            view.addSubview(table)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! FieldRow
            cell.label = "Field \(indexPath.row)"
            return cell
        }
    }

    static var world: StartScreen {
        StartScreen(layout: ScreenLayout(device: .iPhone15, orientation: .portrait), sections: [[]])
    }

    @Test func aTableCellsFieldIsItsRowsControl() {
        let start = ViewControllerStrategy.screen(of: { Form() }, in: Self.world)
        #expect(start.sections.first?.count == 12)
        #expect(start.sections.first?.allSatisfy { $0.control == Control(.textField, topPadding: 8, bottomPadding: 8) } == true)
    }
}
