import Testing
#if os(iOS)
import UIKit
#else
@_spi(KeyboardScrollRunner) import UIKit
#endif

/// UIKit members that shipped view controllers use (issue 36, "Screens as shipped", from the compile
/// failures measured on public code): button images per state, the edit button item, the share sheet,
/// the touch methods apps override to end editing, `awakeFromNib`, navigation bar background images,
/// actions with images and CoreGraphics' `debugDescription`. The screen below is written as an iOS app
/// writes it and compiles against Apple's UIKit too.
final class ShareNoteViewController: UIViewController {
    let noteField = UITextField()
    let shareButton = UIButton(type: .system)
    let barBackground = UIImage(systemName: "rectangle.fill")
    let barShadow = UIImage(systemName: "minus")
    private(set) var editingChanges: [Bool] = []
    private(set) var lastShare: (type: UIActivity.ActivityType?, completed: Bool)?
    private(set) var touchesEndingEditing = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Note"
        navigationItem.rightBarButtonItem = editButtonItem
        noteField.frame = CGRect(x: 16, y: 100, width: 300, height: 34)
        noteField.borderStyle = .roundedRect
        noteField.text = "Buy milk"
        shareButton.frame = CGRect(x: 16, y: 150, width: 44, height: 44)
        shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        shareButton.setImage(UIImage(systemName: "square.and.arrow.up.fill"), for: .highlighted)
        shareButton.addAction(UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [weak self] _ in
            self?.share()
        }, for: .touchUpInside)
        view.addSubview(noteField)
        view.addSubview(shareButton)
        navigationController?.navigationBar.setBackgroundImage(barBackground, for: .default)
        navigationController?.navigationBar.shadowImage = barShadow
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editingChanges.append(editing)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if view.endEditing(true) { touchesEndingEditing += touches.count }
    }

    func share() {
        let sheet = UIActivityViewController(activityItems: [noteField.text ?? ""], applicationActivities: nil)
        sheet.excludedActivityTypes = [.airDrop, .print]
        sheet.completionWithItemsHandler = { [weak self] type, completed, _, _ in
            self?.lastShare = (type, completed)
        }
        present(sheet, animated: true)
    }
}

/// A cell that configures itself in `awakeFromNib()`, as cells made in a storyboard do.
final class NoteCell: UITableViewCell {
    private(set) var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
        selectionStyle = .none
    }
}

@Suite("Members of shipped screens") @MainActor
struct ShippedScreenMembersTests {
    /// A tap on a bar button item: target–action on iOS, the item's primary action here.
    static func tap(_ item: UIBarButtonItem) {
        #if os(iOS)
        if let action = item.action { UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil) }
        #else
        item.simulateTap()
        #endif
    }

    static func hosted(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        return window
    }

    @Test func aButtonKeepsAnImagePerStateAndShowsTheCurrentOne() {
        let controller = ShareNoteViewController()
        controller.loadViewIfNeeded()
        let button = controller.shareButton
        let normal = UIImage(systemName: "square.and.arrow.up")
        #expect(button.image(for: .normal) == normal)
        #expect(button.image(for: .highlighted) == UIImage(systemName: "square.and.arrow.up.fill"))
        #expect(button.image(for: .disabled) == normal)
        #expect(button.currentImage == normal)
        #expect(button.imageView?.image == normal)
        let imageView = button.imageView
        button.isEnabled = false
        button.setImage(UIImage(systemName: "xmark"), for: .disabled)
        #expect(button.currentImage == UIImage(systemName: "xmark"))
        #expect(button.imageView === imageView)
        #expect(button.imageView?.image == UIImage(systemName: "xmark"))
        #expect(imageView?.isDescendant(of: button) == true)
    }

    @Test func theEditButtonTogglesEditing() {
        let controller = ShareNoteViewController()
        let window = Self.hosted(controller)
        let item = controller.editButtonItem
        #expect(controller.navigationItem.rightBarButtonItem === item)
        #expect(controller.editButtonItem === item)
        #expect(!controller.isEditing)
        Self.tap(item)
        #expect(controller.isEditing)
        Self.tap(item)
        #expect(!controller.isEditing)
        #expect(controller.editingChanges == [true, false])
        #expect(window.rootViewController != nil)
    }

    @Test func theShareSheetIsPresentedWithWhatTheAppSet() {
        let controller = ShareNoteViewController()
        let window = Self.hosted(controller)
        controller.shareButton.sendActions(for: .touchUpInside)
        let sheet = controller.presentedViewController as? UIActivityViewController
        #expect(sheet != nil)
        #expect(sheet?.presentingViewController === controller)
        #expect(sheet?.excludedActivityTypes == [.airDrop, .print])
        #expect(sheet?.completionWithItemsHandler != nil)
        #expect(UIActivity.ActivityType.airDrop.rawValue == "com.apple.UIKit.activity.AirDrop")
        #if !os(iOS)
        #expect(sheet?.sharedItems.first as? String == "Buy milk")
        #expect(sheet?.sharedApplicationActivities.isEmpty == true)
        #endif
        #expect(controller.lastShare == nil)
        sheet?.dismiss(animated: false)
        #expect(controller.presentedViewController == nil)
        #expect(window.isKeyWindow)
    }

    /// The runner never sends touches, so the override runs only when called, as here. (Whether it ends a
    /// field's editing is not checked: outside a runner's scenario a field cannot become first responder.)
    @Test func anOverriddenTouchesBeganRunsWhenCalled() {
        let controller = ShareNoteViewController()
        let window = Self.hosted(controller)
        let touch = UITouch()
        #expect(Set([touch, touch]).count == 1)
        controller.touchesBegan([touch], with: UIEvent())
        #expect(controller.touchesEndingEditing == 1)
        #expect(!controller.noteField.isFirstResponder)
        #expect(window.isKeyWindow)
    }

    @Test func awakeFromNibRunsOnlyWhenCalled() {
        let cell = NoteCell(style: .default, reuseIdentifier: "note")
        #expect(!cell.awoke)
        cell.awakeFromNib()
        #expect(cell.awoke)
        #expect(cell.selectionStyle == .none)
    }

    @Test func theNavigationBarKeepsItsImages() {
        let controller = ShareNoteViewController()
        _ = Self.hosted(controller)
        let bar = controller.navigationController?.navigationBar
        #expect(controller.barBackground != nil)
        #expect(bar?.backgroundImage(for: .default) === controller.barBackground)
        #expect(bar?.backgroundImage(for: .compact) == nil)
        #expect(bar?.shadowImage === controller.barShadow)
    }

    @Test func anActionKeepsItsImage() {
        let action = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }
        #expect(action.image == UIImage(systemName: "trash"))
        #expect(action.title == "Delete")
        #expect(action.attributes == .destructive)
    }

    @Test func geometryDebugDescriptionsReadAsOnIOS() {
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).debugDescription == "(0.0, 0.0, 1.0, 1.0)")
        #expect(CGPoint(x: 1, y: 2.5).debugDescription == "(1.0, 2.5)")
        #expect(CGSize(width: 3, height: 4).debugDescription == "(3.0, 4.0)")
    }
}
