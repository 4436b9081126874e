// Tests/SelectorLoweringTests/Fixtures/Forms/GestureViewController.swift.txt is `keyfuzz import`'s input and
// Tests/LoweredFixturesTests/GestureViewController.swift its output, byte for byte (SelectorLoweringTests checks it).
import UIKit

/// Gesture recognizers: the tap that ends editing (the most copied keyboard snippet after the observers),
/// a pan handler that reads its recognizer, a recognizer given its target later, and a long press.
final class GestureViewController: UIViewController {
    var taps = 0
    var pans = 0
    var presses: [UIGestureRecognizer.State] = []
    let handle = UIView()
    #if canImport(ObjectiveC)
    lazy var longPress = UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:)))
    #else
    lazy var longPress = UILongPressGestureRecognizer(keyfuzzHandler: { [weak self] recognizer in self?.pressed(recognizer) })
    #endif

    override func viewDidLoad() {
        super.viewDidLoad()
        #if canImport(ObjectiveC)
        let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
        #else
        let tap = UITapGestureRecognizer(keyfuzzHandler: { [weak self] recognizer in self?.dismissKeyboard() })
        #endif
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)

        let pan = UIPanGestureRecognizer()
        #if canImport(ObjectiveC)
        pan.addTarget(self, action: #selector(handlePan(_:)))
        #else
        pan.addKeyfuzzHandler { [weak self] recognizer in self?.handlePan(recognizer as! UIPanGestureRecognizer) }
        #endif
        handle.addGestureRecognizer(pan)
        view.addSubview(handle)
        handle.addGestureRecognizer(longPress)
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func dismissKeyboard() {
        taps += 1
        view.endEditing(true)
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        pans += 1
        recognizer.setTranslation(.zero, in: view)
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func pressed(_ recognizer: UIGestureRecognizer) {
        presses.append(recognizer.state)
    }
}
