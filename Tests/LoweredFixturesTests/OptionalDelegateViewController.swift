// Tests/SelectorLoweringTests/Fixtures/Forms/OptionalDelegateViewController.swift.txt is `keyfuzz import`'s input and
// Tests/LoweredFixturesTests/OptionalDelegateViewController.swift its output, byte for byte (SelectorLoweringTests checks it).
import UIKit

/// A composer view that asks its delegate through an `@objc protocol` with optional requirements, as
/// chat input bars are written: a send callback (returning nothing) and a spacing (returning a value,
/// with the view's own default when the delegate does not answer). The controller implements both; a
/// quiet delegate implements only the spacing.
protocol ComposerDelegate: AnyObject {
    func composer(_ composer: ComposerBar, didSend text: String)
    func spacing(for composer: ComposerBar) -> CGFloat
}

extension ComposerDelegate {
    func composer(_ composer: ComposerBar, didSend text: String) {}
}

final class ComposerBar: UIView {
    weak var delegate: ComposerDelegate?
    let field = UITextField()

    var spacing: CGFloat { delegate?.spacing(for: self) ?? 8 }

    func send() {
        delegate?.composer(self, didSend: field.text ?? "")
        field.text = ""
    }
}

final class OptionalDelegateViewController: UIViewController, ComposerDelegate {
    let bar = ComposerBar()
    var sent: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.delegate = self
        view.addSubview(bar)
    }

    func composer(_ composer: ComposerBar, didSend text: String) { sent.append(text) }
    func spacing(for composer: ComposerBar) -> CGFloat { 12 }
}

final class QuietComposerDelegate: ComposerDelegate {
    func spacing(for composer: ComposerBar) -> CGFloat { 4 }
}
