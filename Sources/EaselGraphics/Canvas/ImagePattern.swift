import Foundation

/// An image repeated without gaps over the whole plane: what a pattern colour
/// (`UIColor(patternImage:)`) paints with.
public struct ImagePattern: Sendable {
  /// One tile's pixels.
  public var image: Bitmap
  /// One tile's size in tile space (points: the image's pixels over its scale).
  public var tileSize: CGSize
  /// Maps tile space, where the first tile has its top-left corner at the origin, to the
  /// user space the pattern is drawn in: where the tiling starts, and how it is scaled or
  /// turned.
  public var transform: CGAffineTransform

  /// A pattern of `image` tiles `tileSize` big, placed in user space by `transform`.
  public init(image: Bitmap, tileSize: CGSize, transform: CGAffineTransform = .identity) {
    self.image = image
    self.tileSize = tileSize
    self.transform = transform
  }

  /// The same pattern with `t` applied after its transform (into another user space).
  public func applying(_ t: CGAffineTransform) -> ImagePattern {
    ImagePattern(image: image, tileSize: tileSize, transform: transform.concatenating(t))
  }

  /// Whether the pattern can be drawn: pixels, a finite non-empty tile and an invertible
  /// transform.
  public var isDrawable: Bool {
    let t = transform
    let determinant = t.a * t.d - t.b * t.c
    return image.width > 0 && image.height > 0 && tileSize.width > 0 && tileSize.height > 0
      && tileSize.width.isFinite && tileSize.height.isFinite && determinant != 0
      && [determinant, t.tx, t.ty].allSatisfy(\.isFinite)
  }
}

/// What a fill or a stroke paints with: a colour, or an image pattern at an opacity.
public enum Paint: Sendable {
  case color(RGBA)
  case pattern(ImagePattern, opacity: Double)
}

extension Canvas {
  /// Fills `path` with `paint`.
  public func fill(_ path: GraphicsPath, paint: Paint, rule: FillRule) {
    switch paint {
    case .color(let color): fill(path, color: color, rule: rule)
    case .pattern(let pattern, let opacity):
      fill(path, pattern: pattern, opacity: opacity, rule: rule)
    }
  }

  /// Strokes `path` with `paint`.
  public func stroke(_ path: GraphicsPath, paint: Paint, style: StrokeStyle) {
    switch paint {
    case .color(let color): stroke(path, color: color, style: style)
    case .pattern(let pattern, let opacity):
      stroke(path, pattern: pattern, opacity: opacity, style: style)
    }
  }
}
