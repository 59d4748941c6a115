import EaselGraphics
import Foundation

/// How a scene is rendered.
public struct RenderSettings: Sendable, Codable, Hashable {
  /// The bytes a scene becomes.
  public var encoding = Encoding.png(.best)
  /// Pixels per point for PNG.
  public var scale: Double = 2
  public var darkAppearance = false
  /// Design time: `prepareForInterfaceBuilder()` runs and `TARGET_INTERFACE_BUILDER` is set.
  public var designTime = true
  /// The language to translate into (`nil`: the development language).
  public var language: String?
  /// The Dynamic Type size (a `UIContentSizeCategory` raw value; `nil`: Large) that
  /// text-style fonts take (`--text-size`).
  public var contentSizeCategory: String?
  /// The device canvas the scenes' root views are resized to, where frames allow (see
  /// `SceneRenderer.instantiate(_:)`); nil keeps the stored frames.
  public var canvasSize: CGSize?
  /// Interface Builder's id of the device the scenes are rendered for (`retina4_7`, from
  /// `--device`): its size classes choose the document's `<variation>`s, as Interface
  /// Builder's canvas does when viewed as that device. Nil: the document's own device's.
  public var deviceID: String?
  /// The size every scene's top view is given (`--size`), as a snapshot test does with
  /// `view.frame = …`: xib views and freeform scenes too, laid out fresh at it (see
  /// `SceneRenderer.instantiate(_:)`). A view controller's view is then shown alone, as the
  /// test shows `instantiateViewController(…).view`: outside a window and its containers, with
  /// no simulated bars and no safe area (`SceneChrome.alone`). Wins over `canvasSize`; nil
  /// keeps the stored size.
  public var viewSize: CGSize?
  /// Lays every scene out fresh even at its stored size, as at another device's: views
  /// placed by constraints are drawn where their constraints put them, not where the
  /// document last stored them (the designer's canvas, which edits constraints and shows
  /// what they do; Interface Builder draws such a view at its stored, misplaced frame).
  public var layoutFresh = false

  /// The largest width or height `viewSize` may have, in points.
  public static let largestViewSide: Double = 10000

  /// A view size as written `WIDTHxHEIGHT` in points (`320x568`, `375X812.5`, `320×568`),
  /// each above 0 and at most `largestViewSide`; nil for anything else.
  public static func viewSize(parsing text: String) -> CGSize? {
    let parts = text.split(omittingEmptySubsequences: false) { "xX×".contains($0) }
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
      w > 0, h > 0, w <= largestViewSide, h <= largestViewSide
    else { return nil }
    return CGSize(width: w, height: h)
  }

  public init() {}

  /// The bytes a scene becomes: one choice, each for its reader.
  public enum Encoding: Sendable, Codable, Hashable {
    /// PNG, compressed as hard as the reader needs: `.best` for files that are kept, `.fast`
    /// for pictures looked at once, `.stored` for a reader on the same machine.
    case png(PNGCompression)
    case svg
    case pdf
    /// The pixels as they are (`RawFrame`), for the live designer on the same machine, which
    /// sends only the pixels that changed.
    case rawFrame
  }

  /// The file format of the encoding (a raw frame is pixels, drawn as for PNG); setting it
  /// chooses that format's encoding, PNG compressed hard unless already PNG.
  public var format: OutputFormat {
    get {
      switch encoding {
      case .png, .rawFrame: .png
      case .svg: .svg
      case .pdf: .pdf
      }
    }
    set {
      switch newValue {
      case .png: if case .png = encoding {} else { encoding = .png(.best) }
      case .svg: encoding = .svg
      case .pdf: encoding = .pdf
      }
    }
  }
}
