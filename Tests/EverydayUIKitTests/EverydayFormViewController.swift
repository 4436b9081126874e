import UIKit

/// A sign-up form in the style of today's apps, written against UIKit only: a scroll view holding a
/// vertical stack of labels, fields, a growing text view and controls; Dynamic Type fonts and semantic
/// colours; text input traits; a bar above the keyboard; a keyboard observer that switches over the
/// keyboard's animation curve; a table with a refresh control and content-configuration cells; an
/// alert presented from code. Frames instead of constraints (Auto Layout comes separately).
final class EverydayFormViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate, UITableViewDataSource, UITableViewDelegate {
    let scrollView = UIScrollView()
    let stack = UIStackView()
    let titleLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let bioView = UITextView()
    let newsletterSwitch = UISwitch()
    let planControl = UISegmentedControl(items: ["Free", "Pro"])
    let spinner = UIActivityIndicatorView(style: .medium)
    let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))
    let table = UITableView(frame: .zero, style: .insetGrouped)
    let refresh = UIRefreshControl()
    private let accessoryBar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    private var observers: [NSObjectProtocol] = []
    private(set) var lastCurveName = ""

    override var inputAccessoryView: UIView? { accessoryBar }
    override var canBecomeFirstResponder: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign up"
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.backButtonTitle = "Back"
        view.backgroundColor = .systemBackground

        scrollView.frame = view.bounds
        scrollView.keyboardDismissMode = .interactive
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)

        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.distribution = .fill
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20)
        stack.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 0)
        scrollView.addSubview(stack)

        titleLabel.text = "Create your account to keep your notes in sync on every device"
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byWordWrapping

        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.font = .preferredFont(forTextStyle: .body)
        emailField.adjustsFontForContentSizeCategory = true
        emailField.keyboardType = .emailAddress
        emailField.returnKeyType = .next
        emailField.textContentType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.spellCheckingType = .no
        emailField.clearButtonMode = .whileEditing
        emailField.enablesReturnKeyAutomatically = true
        emailField.delegate = self
        let icon = UIImageView(image: UIImage(systemName: "envelope"))
        icon.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        icon.tintColor = .secondaryLabel
        emailField.leftView = icon
        emailField.leftViewMode = .always

        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .newPassword
        passwordField.returnKeyType = .done
        passwordField.textColor = .label
        passwordField.delegate = self

        bioView.isScrollEnabled = false
        bioView.font = .preferredFont(forTextStyle: .body)
        bioView.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
        bioView.textContainer.lineFragmentPadding = 0
        bioView.layer.cornerRadius = 8
        bioView.layer.borderWidth = 1
        bioView.layer.borderColor = UIColor.separator.cgColor
        bioView.keyboardType = .default
        bioView.returnKeyType = .default
        bioView.isEditable = true
        bioView.delegate = self
        bioView.text = "A few words about you"
        bioView.textColor = .placeholderText

        newsletterSwitch.setOn(true, animated: false)
        newsletterSwitch.onTintColor = .systemGreen
        planControl.selectedSegmentIndex = 0
        spinner.hidesWhenStopped = true
        spinner.color = .systemGray
        avatar.contentMode = .scaleAspectFit
        avatar.frame = CGRect(x: 0, y: 0, width: 64, height: 64)

        let row = UIStackView(arrangedSubviews: [newsletterSwitch, planControl, spinner])
        row.axis = .horizontal
        row.spacing = 8
        row.alignment = .center
        row.distribution = .equalSpacing

        for arranged in [avatar, titleLabel, emailField, passwordField, bioView, row] as [UIView] {
            stack.addArrangedSubview(arranged)
        }
        stack.setCustomSpacing(24, after: titleLabel)
        stack.layoutIfNeeded()
        scrollView.contentSize = stack.frame.size

        table.dataSource = self
        table.delegate = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plan")
        table.separatorStyle = .singleLine
        table.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        table.sectionHeaderTopPadding = 0
        table.allowsSelection = true
        table.cellLayoutMarginsFollowReadableWidth = true
        table.tableFooterView = UIView()
        table.refreshControl = refresh
        refresh.tintColor = .systemBlue
        refresh.attributedTitle = NSAttributedString(string: "Checking plans…", attributes: [
            .foregroundColor: UIColor.secondaryLabel, .font: UIFont.preferredFont(forTextStyle: .footnote),
        ])
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        paragraph.alignment = .center
        bioView.typingAttributes = [.paragraphStyle: paragraph, .font: UIFont.preferredFont(forTextStyle: .body)]

        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        navigationController?.navigationBar.standardAppearance = appearance
        navigationController?.navigationBar.scrollEdgeAppearance = appearance
        spinner.startAnimating()
        spinner.stopAnimating()

        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillChangeFrame(note)
        })
    }

    func keyboardWillChangeFrame(_ note: Notification) {
        let raw = (note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
        let curve = UIView.AnimationCurve(rawValue: raw) ?? .easeInOut
        lastCurveName = Self.name(of: curve)
        let options = UIView.AnimationOptions(rawValue: UInt(raw) << 16)
        let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        let overlap = max(0, view.bounds.maxY - view.convert(end, from: view.window?.windowScene?.screen.coordinateSpace ?? UIScreen.main.coordinateSpace).minY)
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
            self.scrollView.contentInset.bottom = overlap
            self.scrollView.verticalScrollIndicatorInsets.bottom = overlap
        })
    }

    /// A `switch` over the four documented curves, without a default: exhaustive for an enum.
    static func name(of curve: UIView.AnimationCurve) -> String {
        switch curve {
        case .easeInOut: return "easeInOut"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .linear: return "linear"
        @unknown default: return "unknown"
        }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField { passwordField.becomeFirstResponder() } else { textField.resignFirstResponder() }
        return true
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
        if textView.textColor == .placeholderText {
            textView.text = ""
            textView.textColor = .label
        }
    }

    func showTerms() {
        let alert = UIAlertController(title: "Terms", message: "Accept the terms to continue.", preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Your initials"
            field.autocapitalizationType = .allCharacters
            field.returnKeyType = .done
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Accept", style: .default) { _ in self.refresh.endRefreshing() })
        present(alert, animated: true)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "plan", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Plan \(indexPath.row + 1)"
        content.secondaryText = "Billed monthly"
        content.image = UIImage(systemName: "star")
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.textProperties.color = .label
        content.secondaryTextProperties.color = .secondaryLabel
        content.imageProperties.tintColor = .systemYellow
        cell.contentConfiguration = content
        cell.selectionStyle = .none
        cell.accessoryType = indexPath.row == 0 ? .checkmark : .detailButton
        return cell
    }
}

/// A cell made in code, with the initialisers every programmatic cell writes.
final class SubtitleCell: UITableViewCell {
    let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        badge.font = .preferredFont(forTextStyle: .caption1)
        badge.textColor = .secondaryLabel
        accessoryView = badge
        selectionStyle = .none
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
