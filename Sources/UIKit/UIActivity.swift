/// `UIActivity`: a service the share sheet offers, and the `ActivityType`s that name the system's. Stored:
/// a ``UIActivityViewController`` keeps the activities it is given, but no sheet is shown and no activity
/// is chosen or performed here, so a subclass's `activityType`, `activityTitle`, `canPerform`, `prepare`
/// and `perform` are override points that are never called.
open class UIActivity: NSObject {
    /// `UIActivity.ActivityType`: a service's identifier (the system's constants use UIKit's raw values).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// `UIActivity.Category` (UIKit's raw values).
    public enum Category: Int, Sendable { case action, share }

    public override init() { super.init() }

    /// `activityCategory` (`.action` by default, as UIKit's).
    open class var activityCategory: Category { .action }
    /// `activityType`, `activityTitle`, `activityImage`: override points (nil by default), never read.
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    /// `canPerform(withActivityItems:)`: false by default; never asked (no sheet is shown).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// `prepare(withActivityItems:)`, `perform()`: override points, never called.
    open func prepare(withActivityItems activityItems: [Any]) {}
    open func perform() {}
    /// `activityViewController`: nil (no activity supplies its own view controller here).
    open var activityViewController: UIViewController? { nil }
    /// `activityDidFinish(_:)`: accepted (nothing waits for the activity).
    open func activityDidFinish(_ completed: Bool) {}
}
