/// Cell and supplementary registrations (iOS 14): a registration names a cell class and the handler
/// that configures a cell for an item; `dequeueConfiguredReusableCell(using:for:item:)` makes the cell
/// and runs the handler (Apple, "UICollectionView.CellRegistration").
extension UICollectionView {
    /// `UICollectionView.CellRegistration`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: Foundation.IndexPath, _ itemIdentifier: Item) -> Void
        let handler: Handler

        /// `init(handler:)`.
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: Foundation.IndexPath) -> Void
        let elementKind: String
        let handler: Handler

        /// `init(elementKind:handler:)`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// `dequeueConfiguredReusableCell(using:for:item:)`: a cell of the registration's class
    /// (`init(frame:)`), configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: Foundation.IndexPath, item: Item?) -> Cell {
        let cell = Cell(_registeredFrame: .zero)
        cell.reuseIdentifier = String(describing: Cell.self)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// `dequeueConfiguredReusableSupplementary(using:for:)`: a view of the registration's class,
    /// configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: Foundation.IndexPath) -> Supplementary {
        let view = Supplementary(_registeredFrame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
