import Synchronization
/// Cell and supplementary registrations (iOS 14): a registration names a cell class and the handler
/// that configures a cell for an item; `dequeueConfiguredReusableCell(using:for:item:)` makes the cell
/// and runs the handler (Apple, "UICollectionView.CellRegistration").
extension UICollectionView {
    /// `UICollectionView.CellRegistration`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: Foundation.IndexPath, _ itemIdentifier: Item) -> Void
        let handler: Handler
        /// The nib whose top-level cell the registration makes (`init(cellNib:handler:)`), else nil.
        let cellNib: UINib?
        /// The reuse queue of this registration's cells (one per registration).
        let queueKey: String

        /// `init(handler:)`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            cellNib = nil
            queueKey = Self.newQueueKey()
        }

        /// `init(cellNib:handler:)`: cells made from the nib (``UINib``, `keyfuzz import Name.xib`), its
        /// top-level `Cell`.
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.handler = handler
            self.cellNib = cellNib
            queueKey = Self.newQueueKey()
        }

        private static func newQueueKey() -> String {
            "\(Cell.self)#registration-\(registrationCount.add(1, ordering: .relaxed).newValue)"
        }
    }

    /// One number per registration made, across threads.
    fileprivate static let registrationCount = Atomic<Int>(0)

    /// `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: Foundation.IndexPath) -> Void
        let elementKind: String
        let handler: Handler
        /// The nib whose top-level view the registration makes (`init(supplementaryNib:elementKind:handler:)`).
        let supplementaryNib: UINib?

        /// `init(elementKind:handler:)`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            supplementaryNib = nil
        }

        /// `init(supplementaryNib:elementKind:handler:)`: views made from the nib, its top-level
        /// `Supplementary`.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            self.supplementaryNib = supplementaryNib
        }
    }

    /// `dequeueConfiguredReusableCell(using:for:item:)`: a cell of the registration's class
    /// (`init(frame:)`) or from its nib, configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: Foundation.IndexPath, item: Item?) -> Cell {
        let identifier = String(describing: Cell.self)
        let cell: Cell
        if let reused = reusedCell(registration.queueKey) as? Cell {
            cell = reused
        } else {
            cell = registration.cellNib.flatMap { instantiate(Cell.self, from: $0, identifier: identifier) } ?? Cell(_registeredFrame: .zero)
            cell.reuseQueueKey = registration.queueKey
        }
        cell.reuseIdentifier = identifier
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// `dequeueConfiguredReusableSupplementary(using:for:)`: a view of the registration's class,
    /// configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: Foundation.IndexPath) -> Supplementary {
        let view = registration.supplementaryNib.flatMap {
            instantiate(Supplementary.self, from: $0, identifier: String(describing: Supplementary.self))
        } ?? Supplementary(_registeredFrame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
