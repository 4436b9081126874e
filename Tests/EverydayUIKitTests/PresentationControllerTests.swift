import Testing
import UIKit

/// Presentation controllers as apps read them before presenting: UIKit makes one on first access for the
/// controller's current `modalPresentationStyle`, a popover's only when that style is `.popover`
/// (Apple's reference for `popoverPresentationController`), and keeps the delegate and anchor the app
/// sets.
@Suite("Presentation and popover controllers") @MainActor
struct PresentationControllerTests {
    final class Presenter: UIViewController, UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    }

    @Test func aPopoverControllerExistsOnlyForThePopoverStyle() {
        let menu = UIViewController()
        menu.modalPresentationStyle = .formSheet
        #expect(menu.popoverPresentationController == nil)
        #expect(menu.presentationController != nil)
        #expect(!(menu.presentationController is UIPopoverPresentationController))
        menu.modalPresentationStyle = .popover
        let popover = menu.popoverPresentationController
        #expect(popover != nil)
        #expect(popover === menu.popoverPresentationController, "made once")
        #expect(popover?.permittedArrowDirections == .any)
    }

    @Test func theAnchorAndDelegateAreKeptAndThePresenterLinked() {
        let presenter = Presenter()
        let item = UIBarButtonItem(title: "Settings", primaryAction: nil)
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        menu.popoverPresentationController?.barButtonItem = item
        menu.popoverPresentationController?.delegate = presenter
        menu.popoverPresentationController?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(menu.popoverPresentationController?.presentingViewController == nil)
        presenter.present(menu, animated: false)
        let popover = menu.popoverPresentationController
        #expect(popover?.barButtonItem === item)
        #expect(popover?.delegate === presenter)
        #expect(popover?.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(popover?.presentingViewController === presenter)
        #expect(popover?.presentedViewController === menu)
        #expect(popover.map { presenter.adaptivePresentationStyle(for: $0) } == UIModalPresentationStyle.none)
    }

    @Test func aChildReadsItsParentsPresentationController() {
        let container = UINavigationController(rootViewController: UIViewController())
        container.modalPresentationStyle = .pageSheet
        let child = container.topViewController
        #expect(child?.presentationController === container.presentationController)
        #expect(container.presentationController?.presentationStyle == .pageSheet)
    }
}
