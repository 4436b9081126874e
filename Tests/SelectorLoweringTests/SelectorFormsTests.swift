import Foundation
import SelectorLowering
import Testing

/// Each selector form `keyfuzz import` lowers, on the fixtures whose outputs Tests/LoweredFixturesTests
/// compiles and runs, and on short snippets for the forms' edges.
@Suite("Selector forms")
struct SelectorFormsTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: tests.appendingPathComponent("SelectorLoweringTests/Fixtures/Forms/\(name).swift.txt"), encoding: .utf8)
    }

    static let compiledFixtures = ["ObserverFormsViewController", "TargetActionViewController", "GestureViewController",
                                   "ClosureNestingViewController", "StoredSelectorViewController", "OptionalDelegateViewController",
                                   "AnyObjectLookupViewController"]

    /// The compiled file is the lowering's output, byte for byte; lowering it again changes nothing.
    @Test(arguments: compiledFixtures)
    func theLoweredFixtureIsTheCompiledFile(name: String) throws {
        let input = try Self.fixture(name)
        let compiled = Self.tests.appendingPathComponent("LoweredFixturesTests/\(name).swift")
        let expected = try String(contentsOf: compiled, encoding: .utf8)
        let result = SelectorLowering.lower(input)
        #expect(result.unhandled.isEmpty, "\(result.unhandled)")
        #expect(!result.changes.isEmpty)
        #expect(result.source == expected, "re-import: keyfuzz import Tests/SelectorLoweringTests/Fixtures/Forms/\(name).swift.txt --out \(compiled.path)")
        let again = SelectorLowering.lower(result.source)
        #expect(again.source == result.source)
        #expect(again.unhandled.isEmpty && again.changes.isEmpty)
    }

    @Test func commentsAndStringsThatMentionSelectorsAreLeftAsWritten() throws {
        let input = try Self.fixture("CommentsOnly")
        #expect(input.contains("#selector("))
        let result = SelectorLowering.lower(input)
        #expect(result.source == input)
        #expect(result.unhandled.isEmpty && result.changes.isEmpty)
    }

    @Test func whatCannotBeLoweredIsReportedWithItsLineAndLeftAsWritten() throws {
        let input = try Self.fixture("UnhandledSelectorsViewController")
        let result = SelectorLowering.lower(input)
        let reasons = Dictionary(result.unhandled.map { ($0.line, $0.message) }, uniquingKeysWith: { $0 + " | " + $1 })
        // Line 11 is `// perform(#selector(refresh)) …`: commented-out code is never reported.
        #expect(result.unhandledLines == [6, 12, 13, 14, 15, 16, 20, 22])
        #expect(reasons[6]?.contains("stored") == true)
        #expect(reasons[12]?.contains("Selector(…)") == true)
        #expect(reasons[13]?.contains("without a delay") == true)
        #expect(reasons[14]?.contains("responds(to:") == true)
        #expect(reasons[15]?.contains("no declaration of missing(_:)") == true)
        #expect(reasons[16]?.contains("2 parameters") == true)
        #expect(reasons[20]?.contains("@objc kept on refresh") == true)
        #expect(reasons[22]?.contains("@objc kept on tapped") == true)
        // The lowerable observer beside them is lowered, and its method loses @objc.
        #expect(result.changes.map(\.line) == [17])
        #expect(result.source.contains("    func keyboardWillShow(_ note: Notification) {}"))
        #expect(result.source.contains("    @objc func refresh() {}"))
        #expect(result.source.contains("perform(#selector(refresh))"))
    }

    /// A selector spelled as a string literal in Objective-C's form is lowered as the `#selector` it
    /// spells; one made from a string that is not a literal is still reported.
    @Test func aSelectorFromAStringLiteralIsLoweredAsTheSelectorItSpells() {
        let input = """
        import UIKit

        final class LegacyObserverViewController: UIViewController {
            let button = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: NSSelectorFromString("keyboardWillShow:"), name: UIResponder.keyboardWillShowNotification, object: nil)
                button.addTarget(self, action: Selector(("tapped:")), for: .touchUpInside)
                let name = "refresh"
                _ = perform(Selector(name))
            }
            @objc func keyboardWillShow(_ note: Notification) {}
            @objc func tapped(_ sender: UIButton) {}
            @objc func refresh() {}
        }
        """
        let result = SelectorLowering.lower(input)
        #expect(result.unhandledLines == [10], "\(result.unhandled)")
        #expect(result.unhandled.first?.message.contains("not a literal") == true)
        #expect(result.changes.contains { $0.line == 7 && $0.message.contains("read as #selector(keyboardWillShow(_:))") })
        #expect(result.changes.contains { $0.line == 8 && $0.message.contains("read as #selector(tapped(_:))") })
        #expect(!result.source.contains("NSSelectorFromString"))
        #expect(!result.source.contains("Selector((\"tapped:\"))"))
        #expect(result.source.contains("addObserver(forName: UIResponder.keyboardWillShowNotification"))
        #expect(result.source.contains("button.addAction(UIAction"))
        #expect(result.source.contains("    func keyboardWillShow(_ note: Notification) {}"), "its @objc dropped")
        // Objective-C names read as selectors.
        #expect(SelectorLowering.literalSelectorSpelling("\"refresh\"") == "refresh()")
        #expect(SelectorLowering.literalSelectorSpelling("\"textField:didChange:\"") == "textField(_:didChange:)")
        #expect(SelectorLowering.literalSelectorSpelling("\"a::\"") == nil)
        #expect(SelectorLowering.literalSelectorSpelling("\"f\\(x):\"") == nil)
    }

    /// A selector stored in a constant or property and passed on by name is lowered at each call; the
    /// stored `#selector` stays for iOS under `#if canImport(ObjectiveC)`, and so does its method's `@objc`.
    /// A stored selector with any other use is reported, as before.
    @Test func aStoredSelectorPassedOnByNameIsLoweredAtItsCalls() {
        let input = """
        import UIKit

        final class StoredSelectorViewController: UIViewController {
            private let showSelector = #selector(keyboardWillShow(_:))
            let button = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                let tapSelector: Selector = #selector(tapped(_:))
                NotificationCenter.default.addObserver(self, selector: self.showSelector, name: UIResponder.keyboardWillShowNotification, object: nil)
                button.addTarget(self, action: tapSelector, for: .touchUpInside)
                let other = #selector(refresh)
                print(other)
            }
            @objc func keyboardWillShow(_ note: Notification) {}
            @objc func tapped(_ sender: UIButton) {}
            @objc func refresh() {}
        }
        """
        let result = SelectorLowering.lower(input)
        // `other` is stored and printed: its use (line 12) cannot be lowered, so its declaration (line 11) is
        // reported as stored, and `refresh` keeps its @objc (line 16).
        #expect(result.unhandledLines == [11, 12, 16], "\(result.unhandled)")
        #expect(result.unhandled.first?.message.contains("stored") == true)
        #expect(result.source.contains("    #if canImport(ObjectiveC)\n    private let showSelector = #selector(keyboardWillShow(_:))\n    #endif"))
        #expect(result.source.contains("        #if canImport(ObjectiveC)\n        let tapSelector: Selector = #selector(tapped(_:))\n        #endif"))
        #expect(result.source.contains("addObserver(forName: UIResponder.keyboardWillShowNotification"))
        #expect(!result.source.contains("selector: self.showSelector"))
        #expect(result.source.contains("button.addAction(UIAction"))
        #expect(!result.source.contains("action: tapSelector"))
        // Their methods keep @objc for iOS only; the method of the selector left in place keeps it, reported.
        #expect(result.source.contains("#if canImport(ObjectiveC)\n    @objc\n    #endif\n    func keyboardWillShow"), "\(result.source)")
        #expect(result.source.contains("#if canImport(ObjectiveC)\n    @objc\n    #endif\n    func tapped"))
        #expect(result.source.contains("    @objc func refresh() {}"))
        // Lowering the output again changes nothing more.
        let again = SelectorLowering.lower(result.source)
        #expect(again.changes.isEmpty, "\(again.changes)")
    }

    /// Outlets and actions lose their Interface Builder attributes and their `private` (or `private(set)`):
    /// UIKit's nib loader sets outlets and sends actions past access control, and the storyboard's Swift
    /// reaches them from another file. A private method that is not an action keeps its access.
    @Test func outletsAndActionsLoseTheirAttributesAndTheirPrivacy() {
        let source = """
        import UIKit
        class C: UIViewController {
            @IBOutlet weak var tableView: UITableView!
            @IBOutlet private(set) var fields: [UITextField]!
            @IBOutlet private weak var label: UILabel!
            @IBInspectable var radius: CGFloat = 0
            @IBAction func go(_ sender: Any) {}
            @objc @IBAction private func stop() {}
            private func helper() {}
        }
        """
        let result = SelectorLowering.lower(source)
        #expect(result.source == """
        import UIKit
        class C: UIViewController {
            weak var tableView: UITableView!
            var fields: [UITextField]!
            weak var label: UILabel!
            var radius: CGFloat = 0
            func go(_ sender: Any) {}
            func stop() {}
            private func helper() {}
        }
        """)
        #expect(result.unhandled.isEmpty)
    }

    /// An `@objc protocol`'s optional requirements become plain ones: one returning nothing gets an empty
    /// default after the protocol, one returning a value none (each conformer must implement it), and the
    /// file's optional calls lose their `?`. A requirement that is not optional is left alone.
    @Test func objcOptionalRequirementsBecomeRequirementsWithDefaultsWhereTheyReturnNothing() {
        let source = """
        @objc public protocol Pickable: AnyObject {
            @objc optional func picked(_ row: Int)
            @objc optional func spacing(in view: UIView) -> CGFloat // asked once
            func cancelled()
        }
        final class Picker {
            weak var delegate: Pickable?
            func tap(_ view: UIView) -> CGFloat {
                delegate?.picked?(3)
                return delegate?.spacing?(in: view) ?? 8
            }
        }
        """
        let result = SelectorLowering.lower(source)
        #expect(result.source == """
        public protocol Pickable: AnyObject {
            func picked(_ row: Int)
            func spacing(in view: UIView) -> CGFloat // asked once
            func cancelled()
        }

        extension Pickable {
            public func picked(_ row: Int) {}
        }
        final class Picker {
            weak var delegate: Pickable?
            func tap(_ view: UIView) -> CGFloat {
                delegate?.picked(3)
                return delegate?.spacing(in: view) ?? 8
            }
        }
        """)
        #expect(result.unhandled.isEmpty)
        #expect(result.changes.contains { $0.line == 3 && $0.message.contains("without a default") })
    }

    /// A member looked up on `AnyObject` is read from the Foundation type that has it; another member is
    /// reported on its line.
    @Test func anyObjectLookupsOfUserInfoValuesReadTheirFoundationType() {
        let source = """
        let frame = (info[key] as AnyObject).cgRectValue
        let time = (info[other] as AnyObject).doubleValue
        let odd = (info[third] as AnyObject).description
        """
        let result = SelectorLowering.lower(source)
        #expect(result.source == """
        let frame = (info[key] as? NSValue)?.cgRectValue
        let time = (info[other] as? NSNumber)?.doubleValue
        let odd = (info[third] as AnyObject).description
        """)
        #expect(result.unhandledLines == [3])
    }

    /// `optional` outside a protocol's body (a stray attribute on a class member) is still reported.
    @Test func anOptionalMemberOutsideAProtocolIsReported() {
        let source = """
        class C {
            @objc optional var title: String?
        }
        """
        #expect(SelectorLowering.lower(source).unhandledLines == [2])
    }

    @Test func labelsPickTheOverloadAndABareNameNeedsOneMethod() {
        let source = """
        class C: NSObject {
            func f(_ x: Int?) {}
            func f(with x: Int?) {}
            func g() {
                perform(#selector(f(with:)), with: 1, afterDelay: 0.5)
                perform(#selector(f(_:)), with: nil, afterDelay: delay * 2)
                perform(#selector(f), with: 1, afterDelay: 1)
            }
        }
        """
        let result = SelectorLowering.lower(source)
        #expect(result.source.contains("DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in self?.f(with: 1) }"))
        #expect(result.source.contains("DispatchQueue.main.asyncAfter(deadline: .now() + (delay * 2)) { [weak self] in self?.f(nil) }"))
        #expect(result.unhandled.map(\.line) == [7])
        #expect(result.unhandled.first?.message.contains("more than one method") == true)
    }

    @Test func parametersWithDefaultsAfterTheFirstAreLeftOut() {
        let source = """
        import UIKit
        final class C: UIViewController {
            func wire() {
                NotificationCenter.default.addObserver(self, selector: #selector(adjust(_:animated:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc func adjust(_ note: Notification, animated: Bool = true) {}
        }
        """
        let result = SelectorLowering.lower(source)
        #expect(result.source.contains("{ [weak self] note in self?.adjust(note) }"))
        #expect(result.unhandled.isEmpty)
    }

    @Test func aTwoParameterSelectorIsReported() {
        let source = """
        class C: NSObject {
            @objc func f(_ a: Int, with b: Int) {}
            func g() { perform(#selector(f(_:with:)), with: 1, afterDelay: 1) }
        }
        """
        let result = SelectorLowering.lower(source)
        #expect(result.unhandledLines == [2, 3])
        #expect(result.source == source)
    }

    @Test func aTargetOtherThanSelfIsCapturedWeaklyByName() {
        let source = """
        import UIKit
        final class Model { @objc func tapped() {} }
        final class C: UIViewController {
            let model = Model()
            let button = UIButton(type: .system)
            func wire(_ other: Model) {
                button.addTarget(other, action: #selector(Model.tapped), for: .touchUpInside)
                button.addTarget(self.model, action: #selector(Model.tapped), for: .primaryActionTriggered)
            }
        }
        """
        let result = SelectorLowering.lower(source)
        #expect(result.source.contains("button.addAction(UIAction { [weak other] action in other?.tapped() }, for: .touchUpInside)"))
        #expect(result.source.contains("button.addAction(UIAction { [weak target = self.model] action in target?.tapped() }, for: .primaryActionTriggered)"))
        #expect(result.source.contains("final class Model { func tapped() {} }"))
        #expect(result.unhandled.isEmpty)
    }

    @Test func theSenderIsCastToTheParameterType() {
        let source = """
        import UIKit
        final class C: UIViewController {
            let a = UIButton(type: .system), b = UISwitch(), c = UIButton(type: .system), d = UIButton(type: .system)
            func wire() {
                a.addTarget(self, action: #selector(optional(_:)), for: .touchUpInside)
                b.addTarget(self, action: #selector(switched(sender:)), for: .valueChanged)
                c.addTarget(self, action: #selector(any(_:)), for: .touchUpInside)
                d.addTarget(self, action: #selector(anyObject(_:)), for: .touchUpInside)
            }
            @objc func optional(_ button: UIButton?) {}
            @objc func switched(sender: UISwitch) {}
            @objc func any(_ sender: Any?) {}
            @objc func anyObject(_ sender: AnyObject) {}
        }
        """
        let result = SelectorLowering.lower(source)
        #expect(result.source.contains("self?.optional(action.sender as? UIButton)"))
        #expect(result.source.contains("self?.switched(sender: action.sender as! UISwitch)"))
        #expect(result.source.contains("self?.any(action.sender)"))
        #expect(result.source.contains("self?.anyObject(action.sender as! AnyObject)"))
        #expect(!result.source.contains("@objc"))
    }

    /// Not compiled here: the facade has no `UIImage` (nor `UIAction(image:)`) yet; the text is iOS 14's.
    @Test func anImageBarButtonItemPutsItsImageInTheAction() {
        let source = """
        import UIKit
        final class C: UIViewController {
            override func viewDidLoad() {
                navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .plain, target: self, action: #selector(close))
            }
            @objc func close() {}
        }
        """
        let result = SelectorLowering.lower(source)
        #expect(result.source.contains("""
        navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(image: UIImage(systemName: "xmark")) { [weak self] action in self?.close() })
        """))
        #expect(result.unhandled.isEmpty)
    }

    @Test func aGestureRecognizerInsideAMultiLineExpressionIsReported() {
        let source = """
        import UIKit
        final class C: UIViewController {
            override func viewDidLoad() {
                view.addGestureRecognizer(
                    UITapGestureRecognizer(target: self, action: #selector(tap)))
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tap)))
            }
            @objc func tap() {}
        }
        """
        let result = SelectorLowering.lower(source)
        #expect(result.unhandledLines == [5, 8])
        #expect(result.source.contains("""
                #if canImport(ObjectiveC)
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tap)))
                #else
                view.addGestureRecognizer(UITapGestureRecognizer(keyfuzzHandler: { [weak self] recognizer in self?.tap() }))
                #endif
        """))
        // One selector was left in place, so the method keeps its plain @objc.
        #expect(result.source.contains("    @objc func tap() {}"))
    }

    @Test func aGestureRecognizerInAClosureBodyIsWrapped() {
        let source = """
        import UIKit
        final class C: UIViewController {
            lazy var tap: UITapGestureRecognizer = { [unowned self] in
                let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
                return tap
            }()
            @objc private func tapped(_ sender: UITapGestureRecognizer) {}
        }
        """
        let result = SelectorLowering.lower(source)
        #expect(result.unhandled.isEmpty)
        #expect(result.source.contains("""
                #if canImport(ObjectiveC)
                let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
                #else
                let tap = UITapGestureRecognizer(keyfuzzHandler: { [weak self] recognizer in self?.tapped(recognizer as! UITapGestureRecognizer) })
                #endif
                return tap
        """))
        #expect(result.source.contains("""
            #if canImport(ObjectiveC)
            @objc
            #endif
            private func tapped(_ sender: UITapGestureRecognizer) {}
        """))
    }

    @Test func selectorsUnderAnAppleOnlyConditionAreNotTouched() {
        let source = """
        import UIKit
        final class C: UIViewController {
            #if os(iOS)
            @objc func legacy() {}
            func wire() { perform(#selector(legacy)) }
            #endif
        }
        """
        let result = SelectorLowering.lower(source)
        #expect(result.source == source)
        #expect(result.unhandled.isEmpty)
    }
}
