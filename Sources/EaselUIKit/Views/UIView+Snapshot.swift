import Foundation

/// The device, as `UIDevice`: an iPhone running a recent iOS, as Interface Builder
/// previews default to.
@preconcurrency @MainActor
public final class UIDevice {
  /// The kind of device, as `UIUserInterfaceIdiom`.
  public enum Idiom: Int, Sendable, Hashable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
  }

  /// The device the render is for.
  public static var current: UIDevice { UIDevice() }

  /// The kind of device: a phone.
  public var userInterfaceIdiom: Idiom { .phone }
  /// The system name.
  public var systemName: String { "iOS" }
  /// The system version Easel's UIKit layer follows.
  public var systemVersion: String { "17.0" }
  /// The model.
  public var model: String { "iPhone" }
  /// The device's name.
  public var name: String { "iPhone" }
}

/// The kind of device, as `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UIDevice.Idiom
