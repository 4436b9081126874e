internal import LayoutSolver

/// The solver's four variables for one view or layout guide: its left, top, width and height in the
/// layout space of the hierarchy being solved (the root's bounds coordinates, with every scroll view's
/// content unscrolled: a scroll view's subviews sit at the scroll view's position plus their frame).
final class LayoutItem {
    let x = Variable("x"), y = Variable("y"), width = Variable("width"), height = Variable("height")

    var left: LinearExpression { LinearExpression(x) }
    var top: LinearExpression { LinearExpression(y) }
    var right: LinearExpression { LinearExpression(terms: [Term(x), Term(width)]) }
    var bottom: LinearExpression { LinearExpression(terms: [Term(y), Term(height)]) }
    var centerX: LinearExpression { LinearExpression(terms: [Term(x), Term(width, 0.5)]) }
    var centerY: LinearExpression { LinearExpression(terms: [Term(y), Term(height, 0.5)]) }
}
