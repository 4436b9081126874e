@_spiOnly @_spi(Checker) import ScrollGeometry
@_spi(KeyboardScrollRunner) import UIKit

/// One screen under test: a ``ModelBackedScreen`` that the runner drives — the view controller's
/// lifecycle, keyboard notifications, editing, rotation, the user's scroll and the main queue
/// (`KeyboardScrollHost+Driving`) — and reads for the checker and the generator: the screen the
/// controller builds (`KeyboardScrollHost+Adoption`), its own covers, controls and caret. The runner
/// copies its scene in before a callback and reads it back after.
@_spi(KeyboardScrollRunner)
public final class KeyboardScrollHost: ModelBackedScreen, @unchecked Sendable {
    /// The scene and the screen's activity count at the end of a main-queue turn after which nothing on
    /// this screen can have moved (see ``runMainQueue(until:)``); any code run on the screen since makes
    /// the count differ.
    var quiet: (scene: Scene, activity: Int)?
    /// The `userInfo` of the last keyboard notification posted, with what it was made from
    /// (``postKeyboard(_:)``).
    var postedUserInfo: (source: KeyboardNotification.UserInfoSource, info: [AnyHashable: Any])?
    /// The root view's `safeAreaInsets` and the scroll view's `adjustedContentInset` as the app last
    /// heard of them (``deliverInsetChanges(rootSafeArea:)``).
    var heardSafeArea: UIEdgeInsets?
    var heardAdjustedInset: UIEdgeInsets?
    /// The scroll view settings the app made before the model owned the view.
    var appSettings: AppScrollSettings?
    /// The room the app left under its scroll view (a chat's input bar), read before the model owned it.
    var appAccessoryHeight = 0.0
    /// The app's scroll-view form, read before the model owned the scroll view.
    var appForm: FormReading?
    /// Where the user's finger last left the content during a drag (``userDrag(_:)``): the offset the
    /// finger lifts at, from which the drag's velocity is told.
    var dragLiftOffset: CGPoint?
}
