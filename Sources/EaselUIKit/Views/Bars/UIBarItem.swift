import Foundation

/// An item shown on a bar, as `UIBarItem`: a title, an image, a tag.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// The title.
  open var title: String?
  /// The image (a template drawn in the bar's tint unless it is always original).
  open var image: UIImage?
  /// The image for landscape compact bars (stored).
  open var landscapeImagePhone: UIImage?
  /// Whether the item is enabled (disabled items are drawn dimmed).
  open var isEnabled = true
  /// An integer to find the item by.
  open var tag = 0
  /// The name of an image Interface Builder could not find (drawn as a placeholder).
  ///
  /// Differs from UIKit: Easel's, so a missing image or SF Symbol still shows where it is.
  public var imageName: String?

  /// Text attributes for the title, per state (`UIControl.State` raw values).
  var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Sets the title's text attributes for `state`.
  ///
  /// Differs from UIKit: kept, not drawn yet (bar items draw their titles in the bar's
  /// style; COVERAGE.md).
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
  }

  /// The title's text attributes for `state`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// Creates an empty item.
  public override init() { super.init() }

  /// Creates an item from an archive, as a document does (the document reader fills it in).
  public required init?(coder: NSCoder) { super.init() }

  /// Called after the item is loaded from a document.
  open func awakeFromNib() {}
  /// Called when Interface Builder (here, Easel) prepares the item for display.
  open func prepareForInterfaceBuilder() {}
}

/// A button on a navigation bar or toolbar, as `UIBarButtonItem`.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// The look of a bar button, as `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable, Hashable {
    case plain, bordered, done
  }

  /// The system-provided items, as `UIBarButtonItem.SystemItem`.
  public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, pageCurl, close
  }

  /// The style (`.done` draws the title semibold).
  open var style: Style = .plain
  /// The width of a fixed space, or of the item; 0 for its natural width.
  open var width: CGFloat = 0
  /// A view shown instead of the title or image.
  open var customView: UIView?
  /// The tint; nil for the bar's.
  open var tintColor: UIColor?
  /// The system item it was made as, if any.
  public private(set) var systemItem: SystemItem?

  /// Creates a plain item with no title or image.
  public override init() { super.init() }

  /// Creates an item from an archive, as a document does.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Creates a system item.
  public convenience init(barButtonSystemItem item: SystemItem, target: Any?, action: Selector?) {
    self.init()
    systemItem = item
    if item == .done || item == .save { style = .done }
  }

  /// Creates a system item (iOS 14's spelling).
  public convenience init(systemItem item: SystemItem) {
    self.init(barButtonSystemItem: item, target: nil, action: nil)
  }

  /// Creates a titled item.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
  }

  /// Creates an item with an image.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
  }

  /// Creates an item showing a custom view.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// Whether the item is a flexible or fixed space.
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

  /// The words a system item shows (`Done`, `Cancel`), or nil for a glyph item.
  var systemTitle: String? {
    switch systemItem {
    case .done: "Done"
    case .cancel: "Cancel"
    case .edit: "Edit"
    case .save: "Save"
    case .undo: "Undo"
    case .redo: "Redo"
    default: nil
    }
  }

  /// The glyph a system item shows, or nil for a worded one.
  var systemGlyph: BarDrawing.Glyph? {
    switch systemItem {
    case .add: .plus
    case .compose: .compose
    case .reply: .reply
    case .action: .action
    case .organize: .folder
    case .bookmarks: .book
    case .search: .magnifier
    case .refresh: .refresh
    case .stop, .close: .xmark
    case .camera: .camera
    case .trash: .trash
    case .play: .play
    case .pause: .pause
    case .rewind: .rewind
    case .fastForward: .fastForward
    case .pageCurl: .pageCurl
    default: nil
    }
  }
}

/// An item on a tab bar, as `UITabBarItem`.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The system tab items, as `UITabBarItem.SystemItem`.
  public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
    case downloads, mostRecent, mostViewed
  }

  /// The image shown while selected; nil for `image`.
  open var selectedImage: UIImage?
  /// The red badge's text.
  open var badgeValue: String?
  /// The badge colour; nil for system red.
  open var badgeColor: UIColor?
  /// The system item it was made as, if any.
  public private(set) var systemItem: SystemItem?

  /// Creates an empty item.
  public override init() { super.init() }

  /// Creates an item from an archive, as a document does.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Creates an item with a title, image and tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates a system item.
  public convenience init(tabBarSystemItem item: SystemItem, tag: Int) {
    self.init()
    systemItem = item
    self.tag = tag
  }

  /// The title shown: the system item's, else `title`.
  var shownTitle: String? {
    switch systemItem {
    case .more: "More"
    case .favorites: "Favorites"
    case .featured: "Featured"
    case .topRated: "Top Rated"
    case .recents: "Recents"
    case .contacts: "Contacts"
    case .history: "History"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .downloads: "Downloads"
    case .mostRecent: "Most Recent"
    case .mostViewed: "Most Viewed"
    case nil: title
    }
  }

  /// The glyph a system item shows.
  var systemGlyph: BarDrawing.Glyph? {
    switch systemItem {
    case .more: .ellipsis
    case .favorites, .featured, .topRated: .star
    case .recents, .history, .mostRecent: .clock
    case .contacts: .person
    case .bookmarks: .book
    case .search: .magnifier
    case .downloads: .download
    case .mostViewed: .list
    case nil: nil
    }
  }
}

/// What a navigation bar shows for one controller, as `UINavigationItem`.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// Called after the object is loaded from a document; every object has it on iOS (Objective-C's
  /// `NSObject(UINibLoadingAdditions)`), so subclasses override it.
  open func awakeFromNib() {}
  /// Called when Interface Builder (here, Easel) prepares the object for display.
  open func prepareForInterfaceBuilder() {}

  /// When a large title shows, as `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Sendable, Hashable {
    case automatic, always, never
  }

  /// The title in the middle of the bar.
  open var title: String?
  /// A line of text above the bar (stored; drawn above the title when the bar is tall enough).
  open var prompt: String?
  /// A view shown instead of the title.
  open var titleView: UIView?
  /// The items at the leading edge, first outermost.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// The items at the trailing edge, first outermost.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The item the next controller's back button shows; nil for a chevron and this title.
  open var backBarButtonItem: UIBarButtonItem?
  /// The back button's title (iOS 11).
  open var backButtonTitle: String?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// Whether left items follow the back button instead of replacing it.
  open var leftItemsSupplementBackButton = false
  /// When the large title shows.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

  /// Creates an item with a title.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Creates an item without a title.
  public override init() { super.init() }

  /// Creates an item from an archive, as a document does (the document reader fills it in).
  public required init?(coder: NSCoder) { super.init() }

  /// The outermost leading item.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The outermost trailing item.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
}
