import Foundation

/// How a controller is presented modally, as `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable, Hashable {
  case fullScreen = 0
  case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case blurOverFullScreen = 8
  case none = -1
  case automatic = -2
}

/// The transition of a modal presentation, as `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable, Hashable {
  case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// An interface orientation, as `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable, Hashable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
  /// Whether it is a portrait orientation.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether it is a landscape orientation.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of orientations, as `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
  /// The raw bit mask.
  public let rawValue: UInt
  /// Creates a mask from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Portrait.
  public static let portrait = Self(rawValue: 1 << 1)
  /// Landscape left.
  public static let landscapeLeft = Self(rawValue: 1 << 4)
  /// Landscape right.
  public static let landscapeRight = Self(rawValue: 1 << 3)
  /// Portrait upside down.
  public static let portraitUpsideDown = Self(rawValue: 1 << 2)
  /// Both landscapes.
  public static let landscape: Self = [.landscapeLeft, .landscapeRight]
  /// All.
  public static let all: Self = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
  /// All but upside down.
  public static let allButUpsideDown: Self = [.portrait, .landscapeLeft, .landscapeRight]
}

