/// `NotificationCenter` with Foundation's registration semantics for the block-based API: each
/// `addObserver(forName:object:queue:using:)` call registers once more (registering twice delivers
/// twice), `object:` filters by identity (`nil` receives from every sender), `nil` as the name receives
/// every notification, and delivery is synchronous on the posting thread in registration order.
/// `removeObserver(_:)` takes the token the registration returned.
///
/// Each screen under test has its own center (`default` is the active run loop's), so observers an app
/// registers are app state the runner can see come and go.
public final class NotificationCenter {
    final class Registration: NSObject {
        let name: Notification.Name?
        let object: AnyObject?
        let filtersByObject: Bool
        let block: (Notification) -> Void
        init(name: Notification.Name?, object: Any?, block: @escaping (Notification) -> Void) {
            self.name = name
            self.object = object.map { $0 as AnyObject }
            self.filtersByObject = object != nil
            self.block = block
        }
    }

    private var registrations: [Registration] = []

    public init() {}

    /// `NotificationCenter.default`: the center of the screen under test.
    public class var `default`: NotificationCenter { MainRunLoop.active.notificationCenter }

    /// `addObserver(forName:object:queue:using:)`. `queue` is accepted and ignored: with `nil` the
    /// block runs on the posting thread, and with `.main` on the main thread, which is where the
    /// runner posts — synchronously, as Foundation waits for the block.
    @discardableResult
    public func addObserver(forName name: Notification.Name?, object: Any?, queue: OperationQueue?,
                            using block: @escaping (Notification) -> Void) -> any NSObjectProtocol {
        let registration = Registration(name: name, object: object, block: block)
        registrations.append(registration)
        return registration
    }

    /// `removeObserver(_:)` with a token from `addObserver(forName:…)`; any other object removes
    /// nothing (selector-based observers do not exist here).
    public func removeObserver(_ observer: Any) {
        guard let token = observer as? Registration else { return }
        registrations.removeAll { $0 === token }
    }

    /// `removeObserver(_:name:object:)`.
    public func removeObserver(_ observer: Any, name: Notification.Name?, object: Any?) {
        removeObserver(observer)
    }

    /// `post(_:)`.
    public func post(_ notification: Notification) {
        // Registrations made or removed by a block during delivery take effect for later posts
        // (Foundation snapshots the observers when posting).
        for registration in registrations {
            if let name = registration.name, name != notification.name { continue }
            if registration.filtersByObject {
                guard let sender = notification.object, (sender as AnyObject) === registration.object else { continue }
            }
            registration.block(notification)
        }
    }

    /// `post(name:object:userInfo:)`.
    public func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
        post(Notification(name: name, object: object, userInfo: userInfo))
    }

    /// Registrations still in place (for the runner's view of observer lifetime, and tests).
    var observerCount: Int { registrations.count }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: selectors need the Objective-C runtime; use addObserver(forName:object:queue:using:) (keyfuzz import will lower it)")
    public func addObserver(_ observer: Any, selector: Any, name: Notification.Name?, object: Any?) {}
}
