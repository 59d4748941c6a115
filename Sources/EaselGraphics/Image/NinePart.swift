import Foundation

/// How an image is cut into nine parts when drawn into a rectangle of another size, as
/// UIKit's resizable images (`resizableImage(withCapInsets:resizingMode:)`) and Core
/// Animation's `contentsCenter` draw it.
///
/// The four corners keep their size (the caps, in the image's pixels, are drawn `cap / scale`
/// points); the top and bottom edges fill the width between them, the left and right edges
/// the height, the middle both: scaled (`.stretch`) or repeated from the part's top-left
/// (`.tile`). When the rectangle is narrower (or shorter) than the two caps together, both
/// caps shrink in proportion and the middle disappears, as in UIKit.
///
/// Differs from UIKit: a middle zero pixels wide (or high) is drawn with the cap's last column
/// (row) — UIKit interpolates between the two caps there.
public struct NinePart: Hashable, Sendable {
  /// How the edges and the middle fill their space.
  public enum Mode: Hashable, Sendable {
    /// Scaled to fill.
    case stretch
    /// Repeated at the image's size, starting at the part's top-left; the last copy is cut.
    case tile
  }

  /// The top cap's height in the image's pixels.
  public let top: Int
  /// The left cap's width in the image's pixels.
  public let left: Int
  /// The bottom cap's height in the image's pixels.
  public let bottom: Int
  /// The right cap's width in the image's pixels.
  public let right: Int
  /// How the edges and the middle fill their space.
  public let mode: Mode
  /// The image's pixels per point.
  public let scale: CGFloat

  /// Caps in pixels (negative ones count as zero), a mode and the image's scale (1 when not
  /// positive and finite).
  public init(top: Int, left: Int, bottom: Int, right: Int, mode: Mode, scale: CGFloat) {
    self.top = max(top, 0)
    self.left = max(left, 0)
    self.bottom = max(bottom, 0)
    self.right = max(right, 0)
    self.mode = mode
    self.scale = scale > 0 && scale.isFinite ? scale : 1
  }

  /// A part of the image and where it goes.
  public struct Piece: Hashable, Sendable {
    /// The source pixels' left column.
    public var sourceX: Int
    /// The source pixels' top row (y down).
    public var sourceY: Int
    /// The source pixels' width.
    public var sourceWidth: Int
    /// The source pixels' height.
    public var sourceHeight: Int
    /// Where the part is drawn, in points.
    public var destination: CGRect
    /// The size of one copy when the part is tiled; nil when it is scaled into `destination`.
    public var tileSize: CGSize?
  }

  /// The pieces of an image of `width`×`height` pixels drawn into `rect`, corners first; none
  /// for an empty image or rectangle. Pieces with no source pixels or no area are left out.
  public func pieces(width: Int, height: Int, in rect: CGRect) -> [Piece] {
    let r = rect.standardized
    guard width > 0, height > 0, !r.isNull, r.width > 0, r.height > 0, r.width.isFinite,
      r.height.isFinite
    else { return [] }
    let columns = spans(length: width, leading: left, trailing: right, from: r.minX, r.width)
    let rows = spans(length: height, leading: top, trailing: bottom, from: r.minY, r.height)
    var result: [Piece] = []
    for row in rows where row.destinationLength > 0 {
      for column in columns where column.destinationLength > 0 {
        let tiled = mode == .tile && (row.isMiddle || column.isMiddle)
        result.append(
          Piece(
            sourceX: column.sourceStart, sourceY: row.sourceStart,
            sourceWidth: column.sourceLength, sourceHeight: row.sourceLength,
            destination: CGRect(
              x: column.destinationStart, y: row.destinationStart,
              width: column.destinationLength, height: row.destinationLength),
            tileSize: tiled
              ? CGSize(
                width: column.isMiddle
                  ? CGFloat(column.sourceLength) / scale : column.destinationLength,
                height: row.isMiddle ? CGFloat(row.sourceLength) / scale : row.destinationLength)
              : nil))
      }
    }
    return result
  }

  /// One axis's three spans: leading cap, middle, trailing cap.
  struct Span {
    var sourceStart, sourceLength: Int
    var destinationStart, destinationLength: CGFloat
    var isMiddle: Bool
  }

  func spans(length: Int, leading: Int, trailing: Int, from start: CGFloat, _ extent: CGFloat)
    -> [Span]
  {
    let a = min(leading, length)
    let b = min(trailing, length - a)
    var capA = CGFloat(a) / scale
    var capB = CGFloat(b) / scale
    if capA + capB > extent {
      let shrink = extent / (capA + capB)
      capA *= shrink
      capB = extent - capA
    }
    let middle = max(extent - capA - capB, 0)
    var middleStart = a
    var middleLength = length - a - b
    if middleLength == 0 {
      middleStart = a > 0 ? a - 1 : min(a, length - 1)
      middleLength = 1
    }
    return [
      Span(
        sourceStart: 0, sourceLength: a, destinationStart: start,
        destinationLength: a > 0 ? capA : 0,
        isMiddle: false),
      Span(
        sourceStart: middleStart, sourceLength: middleLength, destinationStart: start + capA,
        destinationLength: middle, isMiddle: true),
      Span(
        sourceStart: length - b, sourceLength: b, destinationStart: start + capA + middle,
        destinationLength: b > 0 ? capB : 0, isMiddle: false),
    ]
  }
}
