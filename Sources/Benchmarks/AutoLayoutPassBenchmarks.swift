import UIKit

/// The facade's Auto Layout pass (collection, diff against the solver, solve, frames written), on the
/// shapes of `LayoutSolverBenchmarks`: a 25-view screen of 200 app constraints, and a 50-row
/// "self-sizing table" (cells stacked, each with a label whose intrinsic height sets the cell's).
enum AutoLayoutPassBenchmarks {
    /// A view with a fixed intrinsic size (a label's stand-in).
    final class Sized: UIView {
        var size = CGSize(width: 100, height: 20)
        override var intrinsicContentSize: CGSize { size }
    }

    static func screen() -> (UIView, [NSLayoutConstraint]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        var previous: UIView?
        var bottoms: [NSLayoutConstraint] = []
        for i in 0..<25 {
            let v = Sized()
            v.size = CGSize(width: 100, height: CGFloat(20 + (i * 7) % 30))
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            let top = v.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 8)
            let maxWidth = v.widthAnchor.constraint(lessThanOrEqualToConstant: 600)
            maxWidth.priority = UILayoutPriority(999)
            let centre = v.centerXAnchor.constraint(equalTo: root.centerXAnchor)
            centre.priority = UILayoutPriority(500)
            let cs = [v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                      v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                      top, v.heightAnchor.constraint(greaterThanOrEqualToConstant: 0), maxWidth, centre,
                      v.widthAnchor.constraint(greaterThanOrEqualToConstant: 10), v.heightAnchor.constraint(lessThanOrEqualToConstant: 400)]
            NSLayoutConstraint.activate(cs)
            bottoms.append(top)
            previous = v
        }
        return (root, bottoms)
    }

    static func table() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        var previous: UIView?
        for i in 0..<50 {
            let cell = UIView(), label = Sized()
            label.size = CGSize(width: 200, height: CGFloat(1 + (i * 37) % 4) * 20.5)
            for v in [cell, label] { v.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(cell)
            cell.addSubview(label)
            NSLayoutConstraint.activate([
                cell.leadingAnchor.constraint(equalTo: root.leadingAnchor), cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                cell.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
                label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
                label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
            ])
            previous = cell
        }
        return root
    }

    /// A keyboard screen as apps write it: a list and a composer bar on the keyboard guide (8
    /// constraints), 40 plain subviews that translate their masks (cells), in a window.
    static func keyboardScreen() -> (UIView, NSLayoutConstraint) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let list = UIScrollView(), bar = UIView()
        for v in [list, bar] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        for i in 0..<40 { list.addSubview(UIView(frame: CGRect(x: 0, y: CGFloat(i) * 44, width: 393, height: 44))) }
        let barBottom = bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor)
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: root.topAnchor), list.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: root.trailingAnchor), list.bottomAnchor.constraint(equalTo: bar.topAnchor),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44), barBottom,
        ])
        return (root, barBottom)
    }

    static func run() {
        let (small, barBottom) = keyboardScreen()
        small.layoutIfNeeded()
        let smallIdle = LayoutSolverBenchmarks.perOperation(repetitions: 2_000) { small.layoutIfNeeded() }
        var up = false
        let smallEdit = LayoutSolverBenchmarks.perOperation(repetitions: 2_000) {
            up.toggle()
            barBottom.constant = up ? -336 : 0
            small.layoutIfNeeded()
        }
        print("facade keyboard screen (list + bar on the keyboard guide, 8 constraints, 40 cells): layout pass with nothing changed \(LayoutSolverBenchmarks.micro(smallIdle)); after the bar's constant changed \(LayoutSolverBenchmarks.micro(smallEdit))")

        let first = LayoutSolverBenchmarks.perOperation(repetitions: 10) {
            let (root, _) = screen()
            root.layoutIfNeeded()
        }
        let (root, tops) = screen()
        root.layoutIfNeeded()
        let idle = LayoutSolverBenchmarks.perOperation(repetitions: 200) { root.layoutIfNeeded() }
        var flip = false
        let edit = LayoutSolverBenchmarks.perOperation(repetitions: 200) {
            flip.toggle()
            tops[12].constant = flip ? 20 : 8
            root.layoutIfNeeded()
        }
        print("facade screen, 25 views, 200 app constraints: first layoutIfNeeded \(LayoutSolverBenchmarks.micro(first)); again with nothing changed \(LayoutSolverBenchmarks.micro(idle)); after one constant changed \(LayoutSolverBenchmarks.micro(edit))")
        let tableFirst = LayoutSolverBenchmarks.perOperation(repetitions: 5) { table().layoutIfNeeded() }
        let t = table()
        t.layoutIfNeeded()
        var wide = false
        let resize = LayoutSolverBenchmarks.perOperation(repetitions: 50) {
            wide.toggle()
            t.frame = CGRect(x: 0, y: 0, width: wide ? 852 : 393, height: 852)
            t.layoutIfNeeded()
        }
        print("facade self-sizing table, 50 rows (350 app constraints + intrinsic sizes): first layoutIfNeeded \(LayoutSolverBenchmarks.micro(tableFirst)); after the width changed \(LayoutSolverBenchmarks.micro(resize)); last cell bottom \(t.subviews.last.map { $0.frame.maxY } ?? 0)")
    }
}
