import Foundation

/// The bar size an appearance applies to, as `UIBarMetrics` (raw values as UIKit's).
public enum UIBarMetrics: Int, Sendable, Hashable {
  case `default` = 0
  case compact = 1
  case defaultPrompt = 101
  case compactPrompt = 102
}

/// Where a bar sits, as `UIBarPosition` (raw values as UIKit's).
public enum UIBarPosition: Int, Sendable, Hashable {
  case any = 0
  case bottom = 1
  case top = 2
  case topAttached = 3
}

/// Images kept per key for the bar appearance setters below (stored; no visible effect).
@preconcurrency @MainActor
final class BarImageTable {
  private static let key = ExtensionKey()
  private var images: [String: UIImage] = [:]

  /// The table of `owner`, made on first use.
  static func of(_ owner: AnyObject) -> BarImageTable {
    if let t: BarImageTable = extensionValue(owner, key) { return t }
    let t = BarImageTable()
    setExtensionValue(owner, key, t)
    return t
  }

  subscript(_ parts: Any...) -> UIImage? {
    get { images[parts.map { "\($0)" }.joined(separator: "|")] }
    set { images[parts.map { "\($0)" }.joined(separator: "|")] = newValue }
  }
}

// Differs from UIKit: the images below are stored and read back, not drawn (COVERAGE.md).

extension UINavigationBar {
  /// Sets the bar's background image for a position and size (stored; not drawn).
  public func setBackgroundImage(
    _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
  ) { BarImageTable.of(self)["bg", barPosition, barMetrics] = backgroundImage }
  /// The background image for a position and size.
  public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage?
  {
    BarImageTable.of(self)["bg", barPosition, barMetrics]
  }
  /// Sets the bar's background image for a size (stored; not drawn).
  public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
  }
  /// The background image for a size.
  public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImage(for: .any, barMetrics: barMetrics)
  }
}

extension UIToolbar {
  /// Sets the bar's background image for a position and size (stored; not drawn).
  public func setBackgroundImage(
    _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
    barMetrics: UIBarMetrics
  ) { BarImageTable.of(self)["bg", topOrBottom, barMetrics] = backgroundImage }
  /// The background image for a position and size.
  public func backgroundImage(
    forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
  ) -> UIImage? { BarImageTable.of(self)["bg", topOrBottom, barMetrics] }
  /// Sets the bar's shadow image for a position (stored; not drawn).
  public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition)
  { BarImageTable.of(self)["shadow", topOrBottom] = shadowImage }
}

extension UISearchBar {
  /// Sets the bar's background image for a position and size (stored; not drawn).
  public func setBackgroundImage(
    _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
  ) { BarImageTable.of(self)["bg", barPosition, barMetrics] = backgroundImage }
  /// The background image for a position and size.
  public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage?
  {
    BarImageTable.of(self)["bg", barPosition, barMetrics]
  }
  /// Sets the text field's background image for a state (stored; not drawn).
  public func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State)
  { BarImageTable.of(self)["field", state.rawValue] = backgroundImage }
}

extension UISegmentedControl {
  /// Sets the background image for a state and size (stored; not drawn).
  public func setBackgroundImage(
    _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
  ) { BarImageTable.of(self)["bg", state.rawValue, barMetrics] = backgroundImage }
  /// The background image for a state and size.
  public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
    BarImageTable.of(self)["bg", state.rawValue, barMetrics]
  }
  /// Sets the divider image between segments in two states (stored; not drawn).
  public func setDividerImage(
    _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
    rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics
  ) {
    BarImageTable.of(self)["div", leftState.rawValue, rightState.rawValue, barMetrics] =
      dividerImage
  }
  /// The divider image between segments in two states.
  public func dividerImage(
    forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
    barMetrics: UIBarMetrics
  ) -> UIImage? {
    BarImageTable.of(self)["div", leftState.rawValue, rightState.rawValue, barMetrics]
  }
}

extension UIBarButtonItem {
  /// Sets the background image for a state and size (stored; not drawn).
  public func setBackgroundImage(
    _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
  ) { BarImageTable.of(self)["bg", state.rawValue, barMetrics] = backgroundImage }
  /// Sets the background image for a state, style and size (stored; not drawn).
  public func setBackgroundImage(
    _ backgroundImage: UIImage?, for state: UIControl.State, style: UIBarButtonItem.Style,
    barMetrics: UIBarMetrics
  ) { BarImageTable.of(self)["bg", state.rawValue, style, barMetrics] = backgroundImage }
  /// The background image for a state and size.
  public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
    BarImageTable.of(self)["bg", state.rawValue, barMetrics]
  }
}
