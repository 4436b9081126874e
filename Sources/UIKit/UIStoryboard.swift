import Foundation

/// `UIStoryboard`: the scenes of an Interface Builder storyboard, instantiated by identifier.
///
/// Linux cannot load a compiled storyboard, so `keyfuzz import Main.storyboard` writes Swift that builds
/// each scene as UIKit decodes it: the view controller of the scene's class, whose `loadView()` builds the
/// scene's view hierarchy (frames, autoresizing masks, constraints, the safe-area and keyboard layout
/// guides), connects the outlets and actions, registers the table views' prototype cells, and calls
/// `awakeFromNib()`. That file registers the storyboard under its name
/// (``register(name:initialScene:scenes:)``, the SPI its code uses), so app code that writes
/// `UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "SignUp")` runs
/// unchanged.
///
/// Differences from iOS, by design: the view controller is made with its no-argument initializer (the
/// generated code's choice; `init?(coder:)` is not available here), segues are not performed
/// (`performSegue` is unavailable), and a storyboard that was not imported stops the program with the
/// command that imports it, where iOS raises `NSInvalidArgumentException` ("Could not find a storyboard
/// named …").
open class UIStoryboard: NSObject {
    /// A scene the generated code can make: its storyboard identifier (`nil` when it has none) and the
    /// function that makes its view controller.
    @_spi(KeyfuzzInterfaceBuilder) public struct Scene {
        public let identifier: String?
        public let make: (UIStoryboard) -> UIViewController
        public init(identifier: String?, make: @escaping (UIStoryboard) -> UIViewController) {
            self.identifier = identifier
            self.make = make
        }
    }

    private struct Entry {
        let initialScene: Scene?
        let scenes: [Scene]
    }

    nonisolated(unsafe) private static var registry: [String: Entry] = [:]
    private static let lock = NSLock()

    /// Registers the storyboard `name` (what `keyfuzz import` writes for `name.storyboard`). A second
    /// registration under the same name replaces the first.
    @_spi(KeyfuzzInterfaceBuilder) public static func register(name: String, initialScene: Scene?, scenes: [Scene]) {
        lock.lock()
        defer { lock.unlock() }
        registry[name] = Entry(initialScene: initialScene, scenes: scenes)
    }

    private let name: String
    private let entry: Entry

    /// `init(name:bundle:)`: the storyboard registered under `name`.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        Self.lock.lock()
        let found = Self.registry[name]
        Self.lock.unlock()
        guard let found else {
            fatalError("Could not find a storyboard named '\(name)': run `keyfuzz import \(name).storyboard --out \(name)Storyboard.swift` and compile that file with the view controllers it names")
        }
        self.name = name
        self.entry = found
        super.init()
    }

    /// `instantiateInitialViewController()`: the scene the storyboard's entry point names, or `nil`.
    open func instantiateInitialViewController() -> UIViewController? {
        entry.initialScene.map { make($0) }
    }

    /// `instantiateViewController(withIdentifier:)`: a new view controller of the scene with that
    /// storyboard identifier. An identifier the storyboard lacks stops the program with the message iOS
    /// raises (`NSInvalidArgumentException`).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let scene = entry.scenes.first(where: { $0.identifier == identifier }) else {
            fatalError("Storyboard '\(name)' doesn't contain a view controller with identifier '\(identifier)'")
        }
        return make(scene)
    }

    /// `instantiateViewController(identifier:)` (iOS 13), typed: the scene's view controller as
    /// `ViewController`; a scene of another class stops the program, as the `as!` an app writes would.
    open func instantiateViewController<ViewController: UIViewController>(identifier: String) -> ViewController {
        let made = instantiateViewController(withIdentifier: identifier)
        guard let typed = made as? ViewController else {
            fatalError("Storyboard '\(name)': the scene '\(identifier)' is a \(type(of: made)), not a \(ViewController.self)")
        }
        return typed
    }

    private func make(_ scene: Scene) -> UIViewController {
        let controller = scene.make(self)
        controller.storyboardStorage = self
        return controller
    }
}

extension UIViewController {
    /// `storyboard`: the storyboard the controller was instantiated from, or `nil`.
    public var storyboard: UIStoryboard? { storyboardStorage }

    /// Installs the code that builds the controller's scene when its view loads (the generated file's
    /// part of what a nib does on iOS).
    @_spi(KeyfuzzInterfaceBuilder) public func setStoryboardViewLoader(_ loader: @escaping (UIViewController) -> UIView) {
        storyboardViewLoader = loader
    }
}

extension UICollectionView {
    /// Registers a storyboard prototype cell of a collection view under `identifier`: `make` builds a
    /// cell with the prototype's views, outlets and actions (what
    /// `dequeueReusableCell(withReuseIdentifier:for:)` decodes on iOS).
    @_spi(KeyfuzzInterfaceBuilder) public func registerPrototype(_ identifier: String, make: @escaping () -> UICollectionViewCell) {
        prototypeCells[identifier] = make
    }
}

extension UITableView {
    /// Registers a storyboard prototype cell under `identifier`: `make` builds a cell with the
    /// prototype's views, outlets and actions (what `dequeueReusableCell` decodes on iOS).
    @_spi(KeyfuzzInterfaceBuilder) public func registerPrototype(_ identifier: String, make: @escaping () -> UITableViewCell) {
        prototypeCells[identifier] = make
    }
}

/// The coder the Swift `keyfuzz import` writes passes to `init?(coder:)`: it decodes nothing (the
/// generated code sets each decoded attribute after the initializer), but carries what an initializer
/// reads before that: a table cell's reuse identifier and style.
@_spi(KeyfuzzInterfaceBuilder) public final class UINibDecoder: NSCoder {
    public let reuseIdentifier: String?
    public let cellStyle: UITableViewCell.CellStyle
    public init(reuseIdentifier: String? = nil, cellStyle: UITableViewCell.CellStyle = .default) {
        self.reuseIdentifier = reuseIdentifier
        self.cellStyle = cellStyle
        super.init()
    }
    public override var allowsKeyedCoding: Bool { true }
    public override func containsValue(forKey key: String) -> Bool { false }
    public override func decodeObject(forKey key: String) -> Any? { nil }
    public override func decodeBool(forKey key: String) -> Bool { false }
    public override func decodeInteger(forKey key: String) -> Int { 0 }
    public override func decodeDouble(forKey key: String) -> Double { 0 }
}
