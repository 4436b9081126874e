import UIKit

/// A list that snaps its rows to the top when a fling ends, as apps write it (a picker-like list, a
/// carousel): in `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` it moves the target
/// to the nearest row's top below the bars. It notes what UIKit told it (the velocity, the offset
/// where the finger lifted, the proposed target) and the target it chose.
///
/// `overshoots` asks for a target far past the end (an app's arithmetic gone wrong): UIKit decelerates
/// there and bounces back to the end of the content.
final class SnappingListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    private let snaps: Bool
    private let overshoots: Bool
    private(set) var heard: [(velocity: CGPoint, offset: CGPoint, proposed: CGPoint)] = []
    private(set) var chosen: CGPoint?

    init(snaps: Bool = true, overshoots: Bool = false) {
        self.snaps = snaps
        self.overshoots = overshoots
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 44
        tableView.estimatedRowHeight = 0
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        heard.append((velocity, scrollView.contentOffset, targetContentOffset.pointee))
        let top = scrollView.adjustedContentInset.top
        if snaps {
            let row = ((targetContentOffset.pointee.y + top) / 44).rounded()
            targetContentOffset.pointee.y = row * 44 - top
        }
        if overshoots { targetContentOffset.pointee.y += 10_000 }
        chosen = targetContentOffset.pointee
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
