import UIKit

/// An account form on a collection view's list layout, written the way iOS 14+ apps write settings
/// screens (Apple's "Implementing Modern Collection Views" sample: `UICollectionLayoutListConfiguration`
/// `.insetGrouped`, a `UICollectionView.CellRegistration` and a `UICollectionViewDiffableDataSource` fed
/// one snapshot), with text fields in list cells laid out by Auto Layout on the content view's margins,
/// and the keyboard handled as Apple's "Managing the Keyboard" says: on `keyboardWillChangeFrame` the
/// part of the collection view under the docked keyboard becomes its bottom inset (less what UIKit
/// already adds), the field being edited is scrolled into view, and on `keyboardWillHide` the inset goes.
///
/// `scrollsOnlyOnBeginEditing` is the deliberate bug: the field is scrolled into view when editing
/// begins, before the keyboard's notification has set the inset, and never after — a field in the lower
/// part of the screen ends under the keyboard that rises over it.
final class AccountListFormViewController: UIViewController, UITextFieldDelegate {
    enum Section: Int, CaseIterable { case account, address, work }

    struct Field: Hashable {
        let section: Section
        let label: String
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Field>!
    private var values: [String: String] = [:]
    private weak var editingField: UITextField?
    private var observers: [NSObjectProtocol] = []
    private let scrollsOnlyOnBeginEditing: Bool

    private static let fields: [Section: [String]] = [
        .account: ["Name", "Email", "Phone", "Username"],
        .address: ["Street", "City", "Postcode", "Region", "Country"],
        .work: ["Company", "Job title", "Website", "Team", "Manager"],
    ]

    init(scrollsOnlyOnBeginEditing: Bool = false) {
        self.scrollsOnlyOnBeginEditing = scrollsOnlyOnBeginEditing
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit {
        observers.forEach { NotificationCenter.default.removeObserver($0) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.keyboardDismissMode = .interactive
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<TextFieldListCell, Field> { [weak self] cell, _, field in
            cell.field.placeholder = field.label
            cell.field.text = self?.values[field.label]
            cell.field.delegate = self
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Field>(collectionView: collectionView) { collectionView, indexPath, field in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: field)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Field>()
        snapshot.appendSections(Section.allCases)
        for section in Section.allCases {
            snapshot.appendItems((Self.fields[section] ?? []).map { Field(section: section, label: $0) }, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)

        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillChangeFrame(note)
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.setKeyboardInset(0)
        })
    }

    // MARK: Keyboard

    private func keyboardWillChangeFrame(_ note: Notification) {
        guard let screen = view.window?.screen,
              let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        // A keyboard docked at the screen's bottom covers the list; a floating or undocked one does not.
        let docked = frame.minY < screen.bounds.maxY && frame.maxY >= screen.bounds.maxY && frame.width >= screen.bounds.width
        guard docked else {
            setKeyboardInset(0)
            return
        }
        let keyboard = collectionView.convert(frame, from: screen.coordinateSpace)
        setKeyboardInset(max(0, collectionView.bounds.maxY - keyboard.minY))
        if !scrollsOnlyOnBeginEditing { scrollEditingFieldIntoView() }
    }

    /// The bottom inset: `overlap` less what UIKit already adds (the safe area); the offset is brought
    /// back inside the range a smaller inset leaves.
    private func setKeyboardInset(_ overlap: CGFloat) {
        let systemPart = collectionView.adjustedContentInset.bottom - collectionView.contentInset.bottom
        let bottom = max(0, overlap - systemPart)
        collectionView.contentInset.bottom = bottom
        collectionView.verticalScrollIndicatorInsets.bottom = bottom
        let inset = collectionView.adjustedContentInset
        let lowest = -inset.top
        let highest = max(lowest, collectionView.contentSize.height + inset.bottom - collectionView.bounds.height)
        let y = min(max(collectionView.contentOffset.y, lowest), highest)
        if y != collectionView.contentOffset.y { collectionView.setContentOffset(CGPoint(x: 0, y: y), animated: true) }
    }

    private func scrollEditingFieldIntoView() {
        guard let field = editingField, field.window != nil else { return }
        collectionView.scrollRectToVisible(field.convert(field.bounds, to: collectionView), animated: true)
    }

    // MARK: UITextFieldDelegate

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingField = textField
        if scrollsOnlyOnBeginEditing || collectionView.contentInset.bottom > 0 { scrollEditingFieldIntoView() }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if let label = textField.placeholder { values[label] = textField.text }
        if editingField === textField { editingField = nil }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}

/// A list cell holding one text field pinned to the content view's layout margins, at least 44 pt tall
/// (the list sizes the cell from these constraints).
final class TextFieldListCell: UICollectionViewListCell {
    let field = UITextField(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        field.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(field)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            field.topAnchor.constraint(equalTo: margins.topAnchor),
            field.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            field.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
