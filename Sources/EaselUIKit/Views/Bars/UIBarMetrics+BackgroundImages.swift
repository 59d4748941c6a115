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
  var images: [String: UIImage] = [:]

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

