import EaselGraphics
import Foundation

/// Many small pictures in a grid, each with a caption: every scene of every document under
/// a folder at a glance (`easel contact-sheet`).
///
/// Thumbnails keep their aspect ratio at `thumbnailWidth` pixels wide; a tall scene is cut
/// at `maxThumbnailHeight` and marked so. A scene that could not be rendered is a pink
/// cell with the reason.
public struct ContactSheet {
  /// One cell of the sheet.
  public struct Entry {
    /// The first caption line (the document's name).
    public var caption: String
    /// The second caption line (the scene's title and id).
    public var detail: String
    /// The rendered scene, or nil when it failed.
    public var picture: Bitmap?
    /// Why there is no picture.
    public var failure: String?

    public init(caption: String, detail: String, picture: Bitmap?, failure: String? = nil) {
      self.caption = caption
      self.detail = detail
      self.picture = picture
      self.failure = failure
    }
  }

  public var entries: [Entry] = []
  /// The thumbnails' width in pixels.
  public var thumbnailWidth: CGFloat = 160
  /// Taller thumbnails are cut here.
  public var maxThumbnailHeight: CGFloat = 320
  /// Cells per row; nil picks a roughly 16:10 sheet.
  public var columns: Int?

  static let gap: CGFloat = 12
  static let captionHeight: CGFloat = 30

  public init(entries: [Entry] = []) { self.entries = entries }

  /// The cells per row.
  public var columnCount: Int {
    if let columns { return max(1, columns) }
    // Cells are about twice as tall as wide: sqrt(n · 1.6 · 2) columns give a 16:10 sheet.
    return max(1, min(40, Int((Double(entries.count) * 3.2).squareRoot().rounded(.up))))
  }

  /// The frame of entry `i`'s thumbnail area (before its caption), in pixels.
  public func cellFrames() -> (frames: [CGRect], size: CGSize) {
    let cols = columnCount
    var frames: [CGRect] = []
    var y = Self.gap
    var rowHeight: CGFloat = 0
    for (i, entry) in entries.enumerated() {
      let column = i % cols
      if column == 0 && i > 0 {
        y += rowHeight + Self.captionHeight + Self.gap
        rowHeight = 0
      }
      let h = thumbnailHeight(entry)
      rowHeight = max(rowHeight, h)
      frames.append(
        CGRect(
          x: Self.gap + CGFloat(column) * (thumbnailWidth + Self.gap), y: y, width: thumbnailWidth,
          height: h))
    }
    let width = Self.gap + CGFloat(min(cols, max(entries.count, 1))) * (thumbnailWidth + Self.gap)
    let height = y + rowHeight + Self.captionHeight + Self.gap
    return (frames, CGSize(width: width, height: height))
  }

  private func thumbnailHeight(_ entry: Entry) -> CGFloat {
    guard let p = entry.picture, p.width > 0 else { return 60 }
    let h = (CGFloat(p.height) * thumbnailWidth / CGFloat(p.width)).rounded()
    return max(8, min(h, maxThumbnailHeight))
  }

  /// Draws the sheet and encodes it as PNG.
  public func pngData(compression: PNGCompression = .fast) throws -> Data {
    let (frames, size) = cellFrames()
    let surface = try RasterSurface(width: size.width, height: size.height, scale: 1)
    surface.clear(to: RGBA(white: 0.9))
    let canvas = surface.canvas
    for (entry, frame) in zip(entries, frames) {
      canvas.save()
      canvas.clip(to: GraphicsPath(rect: frame), rule: .nonZero)
      if let p = entry.picture {
        canvas.fill(GraphicsPath(rect: frame), color: .white, rule: .nonZero)
        let full = CGFloat(p.height) * thumbnailWidth / CGFloat(max(p.width, 1))
        canvas.draw(
          p, in: CGRect(x: frame.minX, y: frame.minY, width: thumbnailWidth, height: full),
          opacity: 1)
        if full > frame.height + 1 {
          // Cut off: a band darkening towards the bottom edge says so.
          let band = CGRect(x: frame.minX, y: frame.maxY - 10, width: frame.width, height: 10)
          canvas.fill(
            GraphicsPath(rect: band),
            linearGradient: [
              GradientStop(location: 0, color: RGBA(white: 0.5, alpha: 0)),
              GradientStop(location: 1, color: RGBA(white: 0.5, alpha: 0.8)),
            ], from: CGPoint(x: band.minX, y: band.minY), to: CGPoint(x: band.minX, y: band.maxY))
        }
      } else {
        canvas.fill(
          GraphicsPath(rect: frame), color: RGBA(red: 1, green: 0.85, blue: 0.85), rule: .nonZero)
        let text = TextLayout(
          text: entry.failure ?? "not rendered", font: .system(size: 9),
          color: RGBA(red: 0.6, green: 0, blue: 0), width: frame.width - 6, maxLines: 5,
          lineBreakMode: .wordWrap)
        canvas.draw(text, at: CGPoint(x: frame.minX + 3, y: frame.minY + 3))
      }
      canvas.restore()
      canvas.stroke(
        GraphicsPath(rect: frame.insetBy(dx: -0.5, dy: -0.5)), color: RGBA(white: 0.6),
        style: StrokeStyle(lineWidth: 1))
      let caption = TextLayout(
        text: entry.caption, font: .system(size: 10, weight: 600), color: RGBA(white: 0.15),
        width: thumbnailWidth, maxLines: 1, lineBreakMode: .truncateMiddle)
      canvas.draw(caption, at: CGPoint(x: frame.minX, y: frame.maxY + 2))
      let detail = TextLayout(
        text: entry.detail, font: .system(size: 9), color: RGBA(white: 0.35),
        width: thumbnailWidth, maxLines: 1, lineBreakMode: .truncateTail)
      canvas.draw(detail, at: CGPoint(x: frame.minX, y: frame.maxY + 15))
    }
    return try surface.pngData(compression: compression)
  }
}
