import Foundation

/// An alert or action sheet, as `UIAlertController`: its title, message, actions and text
/// fields are kept; presenting it shows nothing in a still render (nothing is presented at
/// design time, as in Interface Builder).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// How the alert is shown, as `UIAlertController.Style`.
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  /// The message under the title.
  open var message: String?
  /// The style it was made with.
  open private(set) var preferredStyle: Style = .alert
  /// The actions, in the order added.
  open private(set) var actions: [UIAlertAction] = []
  /// The action the alert emphasises (one of `actions`).
  open var preferredAction: UIAlertAction?
  /// The text fields added with `addTextField(configurationHandler:)`.
  open private(set) var textFields: [UITextField]? = nil

  /// An alert with a title, a message and a style.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  /// Adds an action (a button).
  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// Adds a text field (alerts only) and lets `configurationHandler` set it up.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 240, height: 24))
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }
}

/// A button of an alert, as `UIAlertAction`.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// How the action looks, as `UIAlertAction.Style`.
  public enum Style: Int, Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  /// The button's title.
  open private(set) var title: String?
  /// The button's style.
  open private(set) var style: Style
  /// Whether the button can be tapped.
  open var isEnabled = true
  /// What runs when it is tapped (never, in a still render).
  let handler: ((UIAlertAction) -> Void)?

  /// An action with a title, a style and a handler.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}

/// A sheet of sharing and other activities, as `UIActivityViewController`: its items are
/// kept; it is never shown in a still render.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  /// The items to share.
  public let activityItems: [Any]
  /// The app's own activities.
  public let applicationActivities: [UIActivity]?
  /// Activity types not offered.
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Called when the sheet is dismissed (never, here).
  open var completionWithItemsHandler:
    ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?

  /// A sheet for `activityItems`.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from a document (as on iOS, where it is only made in code).
  public required init?(coder: NSCoder) { nil }
}

/// A service an activity sheet offers, as `UIActivity`.
@preconcurrency @MainActor
open class UIActivity: NSObject {
  /// An activity's identifier, as `UIActivity.ActivityType`.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
  }

  /// The activity's type.
  open var activityType: ActivityType? { nil }
  /// The activity's title.
  open var activityTitle: String? { nil }
  /// The activity's image.
  open var activityImage: UIImage? { nil }
  /// Whether it can act on `activityItems`.
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Takes the items it will act on.
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// Acts (never, here).
  open func perform() {}
}
