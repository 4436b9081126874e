import Testing
import UIKit

/// Scenes and windows on a self-hosted screen (a window made as an app makes it, then
/// `makeKeyAndVisible()`): `view.window?.windowScene?.screen` is the screen (an iPhone 15, 393 × 852,
/// in portrait — the simulator these tests assume on iOS). Controls, colours, images, cells.
@Suite("Scenes, controls and cells") @MainActor
struct ScenesAndControlsTests {
    final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    static func window() -> UIWindow {
        if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene { return UIWindow(windowScene: scene) }
        return UIWindow(frame: UIScreen.main.bounds)
    }

    @Test func aHostedTableControllersWindowSceneIsTheScreenUnderTest() {
        let controller = Rows()
        let window = Self.window()
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        let scene = controller.view.window?.windowScene
        #expect(scene != nil)
        #expect(scene?.screen.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(scene?.screen.bounds == UIScreen.main.bounds)
        #expect(scene?.interfaceOrientation.isPortrait == true)
        #expect(scene?.interfaceOrientation.isLandscape == false)
        #expect(scene?.windows.contains(window) == true)
        #expect(scene.map { UIApplication.shared.connectedScenes.contains($0) } == true)
        #expect(scene?.sizeRestrictions == nil)
        #expect(scene?.coordinateSpace.bounds == scene?.screen.bounds)
    }

    @Test func aPlainViewControllersViewEntersTheWindowWithItsScene() {
        let controller = EverydayFormViewController()
        let window = Self.window()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view.window === window)
        #expect(controller.view.window?.windowScene?.screen.bounds.size == CGSize(width: 393, height: 852))
        #expect(UIInterfaceOrientation.landscapeLeft.isLandscape && !UIInterfaceOrientation.portrait.isLandscape)
    }

    /// Everything the form sets in `viewDidLoad` reads back; its stack lays the form out top to bottom.
    @Test func theEverydayFormLoads() {
        let controller = EverydayFormViewController()
        controller.loadViewIfNeeded()
        #expect(controller.title == "Sign up")
        #expect(controller.navigationItem.largeTitleDisplayMode == .never)
        #expect(controller.emailField.keyboardType == .emailAddress && controller.emailField.returnKeyType == .next)
        #expect(controller.passwordField.isSecureTextEntry && controller.passwordField.textContentType == .newPassword)
        #expect(!controller.bioView.isScrollEnabled)
        #expect(controller.newsletterSwitch.isOn && controller.planControl.selectedSegmentIndex == 0)
        #expect(controller.planControl.numberOfSegments == 2 && controller.planControl.titleForSegment(at: 1) == "Pro")
        #expect(controller.spinner.isHidden && !controller.spinner.isAnimating)
        #expect(controller.table.refreshControl === controller.refresh)
        #expect(controller.stack.arrangedSubviews.count == 6)
        let tops = controller.stack.arrangedSubviews.map(\.frame.minY)
        #expect(tops == tops.sorted())
        #expect(controller.scrollView.contentSize.height == controller.stack.frame.height)
        #expect(controller.stack.frame.height > 0)
    }

    @Test func refreshControlAndSwitchStoreTheirState() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let refresh = UIRefreshControl()
        table.refreshControl = refresh
        #expect(!refresh.isRefreshing)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        let toggle = UISwitch()
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        let segments = UISegmentedControl(items: ["A", "B", "C"])
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        segments.selectedSegmentIndex = 2
        #expect(segments.selectedSegmentIndex == 2)
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
    }

    @Test func coloursAndImagesAreValues() {
        let colours: [UIColor] = [.label, .secondaryLabel, .tertiaryLabel, .systemBackground, .secondarySystemBackground,
                                  .systemGroupedBackground, .separator, .systemBlue, .systemRed, .systemGray, .systemGray6,
                                  .tintColor, .placeholderText, .clear, .white, .black]
        #expect(colours.count == 16)
        #expect(UIColor.secondaryLabel == UIColor.secondaryLabel)
        #expect(UIColor.white.withAlphaComponent(0.5) != UIColor.white)
        _ = UIColor(white: 0.5, alpha: 1)
        _ = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let image = UIImage(systemName: "star")
        #expect(image != nil)
        let imageView = UIImageView(image: image)
        #expect(imageView.image === image)
    }

    /// `selectionStyle` and every accessory type are enums (`.none` is the selection style's case).
    @Test func cellSelectionAndAccessoriesAreEnums() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "c")
        cell.selectionStyle = .none
        #expect(cell.selectionStyle == .none)
        let types: [UITableViewCell.AccessoryType] = [.none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton]
        for type in types {
            cell.accessoryType = type
            #expect(cell.accessoryType == type)
        }
        let badge = UILabel()
        cell.accessoryView = badge
        #expect(cell.accessoryView === badge)
    }

    /// The built-in labels live in the content view; only styles with a detail have `detailTextLabel`.
    @Test func builtInLabelsLiveInTheContentView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "c")
        cell.textLabel?.text = "Title"
        #expect(cell.textLabel?.isDescendant(of: cell.contentView) == true)
        #expect(cell.detailTextLabel == nil)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel != nil)
        #expect(cell.imageView?.isDescendant(of: cell.contentView) == true)
        let subtitle = SubtitleCell(style: .default, reuseIdentifier: nil)
        #expect(subtitle.detailTextLabel != nil && subtitle.accessoryType == .disclosureIndicator)
    }

    /// A list content configuration shows its texts in labels inside the content view.
    @Test func aContentConfigurationShowsItsTextInLabels() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Hello"
        content.secondaryText = "World"
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.textProperties.color = .label
        content.secondaryTextProperties.font = .preferredFont(forTextStyle: .footnote)
        cell.contentConfiguration = content
        let shown = labels(in: cell.contentView)
        #expect(shown.contains { $0.text == "Hello" })
        #expect(shown.contains { $0.text == "World" })
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Hello")
        content.text = "Changed"
        cell.contentConfiguration = content
        #expect(labels(in: cell.contentView).contains { $0.text == "Changed" })
        #expect(!labels(in: cell.contentView).contains { $0.text == "Hello" })
    }

    /// The old dequeue form is nil for an identifier never registered, a cell once registered; the
    /// table's settings are stored.
    @Test func theOldDequeueFormAndTableSettings() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "never") == nil)
        table.register(SubtitleCell.self, forCellReuseIdentifier: "sub")
        #expect(table.dequeueReusableCell(withIdentifier: "sub") != nil)
        table.separatorStyle = .none
        table.sectionHeaderTopPadding = 0
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(table.separatorStyle == .none && table.sectionHeaderTopPadding == 0 && table.tableHeaderView?.frame.height == 44)
    }
}
