import Foundation
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness

/// `dequeueReusableCell(withIdentifier:for:)` hands out again, after `prepareForReuse()`, a cell the
/// table asked for only to measure a row: reading a screen's twelve rows makes one cell, not twelve, which
/// the first displayed row gets back — one cell a displayed row, as UIKit makes — and each row is read
/// with the app's configuration of it.
@Suite("The table's reuse queue")
struct CellReuseQueueTests {
    final class CountedCell: UITableViewCell {
        var reuses = 0
        let field = UITextField(frame: CGRect(x: 16, y: 8, width: 300, height: 34))
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(field)
        }
        required init?(coder: NSCoder) { nil }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    final class Form: UIViewController, UITableViewDataSource {
        let table = UITableView(frame: .zero, style: .plain)
        var cells: [ObjectIdentifier: CountedCell] = [:]
        var configured: [Int: String] = [:]
        override func viewDidLoad() {
            super.viewDidLoad()
            table.frame = view.bounds
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            table.rowHeight = 50
            table.register(CountedCell.self, forCellReuseIdentifier: "row")
            table.dataSource = self
            view.addSubview(table)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! CountedCell
            cells[ObjectIdentifier(cell)] = cell
            cell.field.placeholder = "Field \(indexPath.row)"
            configured[indexPath.row] = cell.field.placeholder
            return cell
        }
    }

    /// The pattern from before cell registration, as IQKeyboardManager's demo writes it
    /// (hackiftekhar/IQKeyboardManager, `TextSelectionViewController.swift` at a55dbfc9): a cell per
    /// row's own identifier, made when `dequeueReusableCell(withIdentifier:)` has none and configured only
    /// then.
    final class OwnCells: UIViewController, UITableViewDataSource {
        let table = UITableView(frame: .zero, style: .plain)
        var made = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            table.frame = view.bounds
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            table.rowHeight = 44
            table.dataSource = self
            view.addSubview(table)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 15 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
            let identifier = "\(indexPath.section) \(indexPath.row)"
            var cell = tableView.dequeueReusableCell(withIdentifier: identifier)
            if cell == nil {
                made += 1
                cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
                let text = UITextView(frame: CGRect(x: 5, y: 7, width: 135, height: 30))
                text.autoresizingMask = [.flexibleHeight, .flexibleWidth]
                text.isScrollEnabled = false
                cell?.contentView.addSubview(text)
            }
            return cell!
        }
    }

    @Test func aCellMadeForItsRowsIdentifierComesBackForThatRow() {
        let screen = OwnCells()
        let start = ViewControllerStrategy.screen(of: { screen }, in: Self.world)
        #expect(start.sections.first?.count == 15)
        #expect(start.sections.first?.allSatisfy { $0.control?.kind == .textView } == true)
        // Fifteen rows of 44 pt all show: each row's cell is made once, when its row is read.
        #expect(screen.made == 15)
    }

    static var world: StartScreen {
        StartScreen(layout: ScreenLayout(device: .iPhone15, orientation: .portrait), sections: [[]])
    }

    @Test func measuringCellsAreHandedOutAgain() {
        let form = Form()
        let start = ViewControllerStrategy.screen(of: { form }, in: Self.world)
        #expect(start.sections.first?.count == 12)
        // Twelve rows of 50 pt all show: twelve cells, the measuring one among them, handed out again
        // eleven times while the rows were read and once more for the first row shown.
        #expect(form.cells.count == 12)
        #expect(form.cells.values.map(\.reuses).reduce(0, +) == 12)
        #expect(form.configured == Dictionary(uniqueKeysWithValues: (0..<12).map { ($0, "Field \($0)") }))
    }

    @Test func aCellInTheHierarchyOrWithoutIdentifierIsNotQueued() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(CountedCell.self, forCellReuseIdentifier: "row")
        let shown = CountedCell(style: .default, reuseIdentifier: "row")
        table.addSubview(shown)
        table.enqueueReusableCell(shown)
        table.enqueueReusableCell(CountedCell(style: .default, reuseIdentifier: nil))
        #expect(table.reusableCells.isEmpty)
        let loose = CountedCell(style: .default, reuseIdentifier: "row")
        table.enqueueReusableCell(loose)
        table.enqueueReusableCell(loose)
        let first = table.dequeueReusableCell(withIdentifier: "row")
        #expect(first === loose)
        #expect(loose.reuses == 1)
        let second = table.dequeueReusableCell(withIdentifier: "row")
        #expect(second !== loose)
    }

    @Test func theQueueIsBounded() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        for _ in 0..<(UITableView.reuseQueueLimit + 3) { table.enqueueReusableCell(CountedCell(style: .default, reuseIdentifier: "row")) }
        #expect(table.reusableCells["row"]?.count == UITableView.reuseQueueLimit)
        for row in 0..<(UITableView.reuseQueueTotalLimit * 2) {
            table.enqueueReusableCell(CountedCell(style: .default, reuseIdentifier: "row \(row)"))
        }
        #expect(table.reusableCells.values.map(\.count).reduce(0, +) == UITableView.reuseQueueTotalLimit)
    }
}
