import Foundation

/// Light or dark appearance, as `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
  case unspecified, light, dark
}

/// A size class, as `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
  case unspecified, compact, regular
}

/// The environment a view is drawn in, as `UITraitCollection`: appearance, scale, size classes.
///
/// `UITraitCollection.current` is a task-local value, set with `performAsCurrent(_:)`; the
/// renderer makes each view's traits current while its `draw(_:)` runs, so dynamic colours
/// resolve as on iOS.
public final class UITraitCollection: NSCopying, Hashable, Sendable, CustomStringConvertible {
  /// Light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// Pixels per point; 0 when unspecified.
  public let displayScale: CGFloat
  /// The horizontal size class.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The vertical size class.
  public let verticalSizeClass: UIUserInterfaceSizeClass

  /// Creates traits; unspecified values are the defaults (light, scale 1 is not assumed).
  public init(
    userInterfaceStyle: UIUserInterfaceStyle = .unspecified, displayScale: CGFloat = 0,
    horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.displayScale = displayScale
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }

  /// Traits with only an appearance.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(userInterfaceStyle: userInterfaceStyle, displayScale: 0)
  }

  /// Traits with only a display scale.
  public convenience init(displayScale: CGFloat) {
    self.init(userInterfaceStyle: .unspecified, displayScale: displayScale)
  }

  /// Traits combining several; later collections' specified values win.
  public convenience init(traitsFrom collections: [UITraitCollection]) {
    var style = UIUserInterfaceStyle.unspecified
    var scale: CGFloat = 0
    var h = UIUserInterfaceSizeClass.unspecified
    var v = UIUserInterfaceSizeClass.unspecified
    for c in collections {
      if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
      if c.displayScale > 0 { scale = c.displayScale }
      if c.horizontalSizeClass != .unspecified { h = c.horizontalSizeClass }
      if c.verticalSizeClass != .unspecified { v = c.verticalSizeClass }
    }
    self.init(
      userInterfaceStyle: style, displayScale: scale, horizontalSizeClass: h,
      verticalSizeClass: v)
  }

  /// The traits `UIColor.cgColor` and other trait-dependent values use now.
  @TaskLocal static var currentValue = UITraitCollection(userInterfaceStyle: .light)

  /// The current traits, as `UITraitCollection.current`.
  public static var current: UITraitCollection { currentValue }

  /// Runs `actions` with these traits current.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    try UITraitCollection.$currentValue.withValue(self, operation: actions)
  }

  /// Whether the other collection's specified traits all match these.
  public func containsTraits(in other: UITraitCollection?) -> Bool {
    guard let other else { return true }
    if other.userInterfaceStyle != .unspecified, other.userInterfaceStyle != userInterfaceStyle {
      return false
    }
    if other.displayScale > 0, other.displayScale != displayScale { return false }
    if other.horizontalSizeClass != .unspecified,
      other.horizontalSizeClass != horizontalSizeClass
    {
      return false
    }
    if other.verticalSizeClass != .unspecified, other.verticalSizeClass != verticalSizeClass {
      return false
    }
    return true
  }

  /// Whether two collections differ in a way that changes colours.
  public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
    other?.userInterfaceStyle != userInterfaceStyle
  }

  /// Collections are equal when every trait is.
  public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
    a.userInterfaceStyle == b.userInterfaceStyle && a.displayScale == b.displayScale
      && a.horizontalSizeClass == b.horizontalSizeClass
      && a.verticalSizeClass == b.verticalSizeClass
  }

  /// Hashes every trait.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(userInterfaceStyle)
    hasher.combine(displayScale)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
  }

  /// `style=light scale=2`-like summary.
  public var description: String {
    "<UITraitCollection style=\(userInterfaceStyle) scale=\(displayScale)>"
  }
}

extension UITraitCollection {
  /// The receiver itself: trait collections are immutable, and UIKit's copy is the same
  /// object.
  public func copy(with zone: NSZone? = nil) -> Any { self }
}
