import EaselInterface
import EaselResources
import Foundation

/// How `easel snapshot` renders and compares, and where it keeps its files.
public struct SnapshotOptions: Sendable {
  /// The folder the references live in; nil: `__Snapshots__` beside each document.
  public var referenceFolder: URL?
  /// Where `verify` writes each failing scene's actual and difference images.
  public var failureFolder: URL
  /// The device the scenes are laid out for; nil keeps the stored frames.
  public var device: Device?
  /// The size every scene's top view is given, laid out fresh at it (`--size`); nil keeps
  /// the stored (or the device's) size.
  public var size: CGSize?
  /// The dark appearance.
  public var darkAppearance = false
  /// A language of the project (`de`, `zh-Hans`); nil: the development language.
  public var language: String?
  /// Pixels per point.
  public var scale: Double = 1
  /// A pixel differs when one of its channels (premultiplied 8-bit ARGB) differs by more
  /// than this, 0…255.
  public var tolerance = 2
  /// How many differing pixels a scene may have and still pass.
  public var allowedPixels = 0
  /// How long designable code may run per document, in seconds.
  public var timeout: Double = 20

  /// Options with references beside the documents and failures in `failureFolder`.
  public init(failureFolder: URL) {
    self.failureFolder = failureFolder
  }

  /// What sets this configuration's references apart from others of the same scene:
  /// `""` by default, else `.iPhone-SE.dark.de@2x` (or `.320x568.dark` with a size). Verify compares only with references
  /// recorded with the same options.
  public var variant: String {
    var parts: [String] = []
    if let device {
      parts.append(
        String(device.name.map { $0.isLetter || $0.isNumber ? $0 : "-" }))
    }
    if let size {
      func text(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(Double(v))
      }
      parts.append("\(text(size.width))x\(text(size.height))")
    }
    if darkAppearance { parts.append("dark") }
    if let language { parts.append(language) }
    var out = parts.map { "." + $0 }.joined()
    if scale != 1 {
      let text = scale == scale.rounded() ? String(Int(scale)) : String(scale)
      out += "@\(text)x"
    }
    return out
  }

  /// The settings the renderer takes.
  var renderSettings: RenderSettings {
    var s = RenderSettings()
    s.format = .png
    s.scale = scale
    s.darkAppearance = darkAppearance
    s.language = language
    s.viewSize = size
    return s
  }
}
