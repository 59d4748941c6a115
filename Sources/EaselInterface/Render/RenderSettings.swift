import EaselGraphics
import Foundation

/// How a scene is rendered.
public struct RenderSettings: Sendable, Codable, Hashable {
  public var format: OutputFormat = .png
  /// Pixels per point for PNG.
  public var scale: Double = 2
  /// Whether to compress PNG hard (final output) rather than fast (interactive use).
  public var compressHard = true
  /// Whether to write PNG without compressing it at all (`PNGCompression.stored`), for a
  /// reader on the same machine: the live designer's canvas. Wins over `compressHard`.
  public var storedPNG: Bool?
  /// Whether to write the pixels as they are (`RawFrame`) instead of PNG, for the live
  /// designer on the same machine, which sends only the pixels that changed. Wins over the
  /// PNG settings.
  public var rawFrame: Bool?
  public var darkAppearance = false
  /// Design time: `prepareForInterfaceBuilder()` runs and `TARGET_INTERFACE_BUILDER` is set.
  public var designTime = true
  /// The language to translate into (`nil`: the development language).
  public var language: String?
  /// The Dynamic Type size (a `UIContentSizeCategory` raw value; `nil`: Large) that
  /// text-style fonts take (`--text-size`).
  public var contentSizeCategory: String?
  /// The device canvas the scenes' root views are resized to, where frames allow (see
  /// `SceneRenderer.instantiate(_:canvasSize:)`); nil keeps the stored frames.
  public var canvasSize: CGSize?

  public init() {}

  /// The PNG encoder's setting these settings ask for.
  public var pngCompression: PNGCompression {
    storedPNG == true ? .stored : compressHard ? .best : .fast
  }
}
