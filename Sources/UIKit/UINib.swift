import Foundation

/// `UINib`: the objects of an Interface Builder nib (`.xib`), made anew by each `instantiate`.
///
/// Linux cannot load a compiled nib, so `keyfuzz import Name.xib` writes Swift that makes the nib's
/// top-level objects as UIKit decodes them (views and cells with their subviews, constraints, outlets,
/// actions and `awakeFromNib()`), connecting the File's Owner's outlets to the owner passed in, and
/// registers it under its name (``register(name:instantiate:)``, the SPI the generated code uses). App
/// code then runs unchanged: `UINib(nibName: "FieldCell", bundle: nil)`, `tableView.register(_:
/// forCellReuseIdentifier:)` with it, `Bundle.main.loadNibNamed(_:owner:options:)`, and a view controller
/// whose `loadView()` finds the nib named like it (`init(nibName:bundle:)`, or the class's name without
/// "Controller", then with it, as UIKit looks). A nib never imported stops the program with the command
/// that imports it, where iOS raises `NSInternalInconsistencyException` ("Could not load NIB in bundle").
open class UINib: NSObject {
    nonisolated(unsafe) private static var registry: [String: (Any?) -> [Any]] = [:]
    private static let lock = NSLock()

    /// Registers the nib `name` (what `keyfuzz import` writes for `name.xib`): `instantiate` makes its
    /// top-level objects for an owner (or none).
    @_spi(KeyfuzzInterfaceBuilder) public static func register(name: String, instantiate: @escaping (Any?) -> [Any]) {
        lock.lock()
        defer { lock.unlock() }
        registry[name] = instantiate
    }

    /// The nib registered under `name`, or `nil`.
    static func registered(_ name: String) -> UINib? {
        lock.lock()
        let found = registry[name]
        lock.unlock()
        return found.map { UINib(name: name, make: $0) }
    }

    private let name: String
    private let make: (Any?) -> [Any]

    private init(name: String, make: @escaping (Any?) -> [Any]) {
        self.name = name
        self.make = make
        super.init()
    }

    /// `init(nibName:bundle:)`: the nib registered under `name`.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        guard let nib = Self.registered(name) else {
            fatalError("Could not load NIB in bundle with name '\(name)': run `keyfuzz import \(name).xib --out \(name)Nib.swift` and compile that file with the classes it names")
        }
        self.init(name: name, make: nib.make)
    }

    /// `instantiate(withOwner:options:)`: the nib's top-level objects, new ones each time, with the File's
    /// Owner's outlets and actions connected to `ownerOrNil`.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] {
        make(ownerOrNil)
    }
}

extension Bundle {
    /// `loadNibNamed(_:owner:options:)`: the top-level objects of the nib `name` (``UINib``).
    public func loadNibNamed(_ name: String, owner: Any?, options: [AnyHashable: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}

extension UITableView {
    /// `register(_:forCellReuseIdentifier:)` with a nib: `dequeueReusableCell` makes the nib's first
    /// top-level cell (``UINib``).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            prototypeCells[identifier] = nil
            return
        }
        prototypeCells[identifier] = {
            guard let cell = nib.instantiate(withOwner: nil).lazy.compactMap({ $0 as? UITableViewCell }).first else {
                fatalError("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance")
            }
            return cell
        }
    }
}
