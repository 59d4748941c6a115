internal import EaselGraphics
import Foundation

/// The shape at the open ends of a stroke, as `CGLineCap`.
public enum CGLineCap: Int32, Sendable, Hashable {
  case butt, round, square

  /// The canvas' equivalent.
  var lineCap: LineCap {
    switch self {
    case .butt: .butt
    case .round: .round
    case .square: .square
    }
  }
}

/// The shape where stroked segments meet, as `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable, Hashable {
  case miter, round, bevel

  /// The canvas' equivalent.
  var lineJoin: LineJoin {
    switch self {
    case .miter: .miter
    case .round: .round
    case .bevel: .bevel
    }
  }
}

/// How the inside of a path is decided, as `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable, Hashable {
  case winding, evenOdd

  /// The canvas' equivalent.
  var fillRule: FillRule { self == .winding ? .nonZero : .evenOdd }
}

/// What to paint when drawing a path, as `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable, Hashable {
  case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How drawing combines with what is already there, as `CGBlendMode`.
///
/// Differs from UIKit: only `.normal` is drawn; `CGContext.setBlendMode` with any other mode
/// records it but draws normally (listed in COVERAGE.md).
public enum CGBlendMode: Int32, Sendable, Hashable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
    hardLight, difference, exclusion, hue, saturation, color, luminosity, clear, copy,
    sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut,
    destinationAtop, xor, plusDarker, plusLighter

  /// The canvas's mode of the same name.
  var canvasMode: BlendMode {
    switch self {
    case .normal: .normal
    case .multiply: .multiply
    case .screen: .screen
    case .overlay: .overlay
    case .darken: .darken
    case .lighten: .lighten
    case .colorDodge: .colorDodge
    case .colorBurn: .colorBurn
    case .softLight: .softLight
    case .hardLight: .hardLight
    case .difference: .difference
    case .exclusion: .exclusion
    case .hue: .hue
    case .saturation: .saturation
    case .color: .color
    case .luminosity: .luminosity
    case .clear: .clear
    case .copy: .copy
    case .sourceIn: .sourceIn
    case .sourceOut: .sourceOut
    case .sourceAtop: .sourceAtop
    case .destinationOver: .destinationOver
    case .destinationIn: .destinationIn
    case .destinationOut: .destinationOut
    case .destinationAtop: .destinationAtop
    case .xor: .xor
    case .plusDarker: .plusDarker
    case .plusLighter: .plusLighter
    }
  }
}

/// The kind of a path element, as `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable, Hashable {
  case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// A raster image, as Core Graphics' `CGImage`: decoded pixels, or an image mask's coverage.
public final class CGImage: @unchecked Sendable {
  /// The decoded pixels; for an image mask, black with the coverage each sample gives as
  /// its alpha (`1 - S`: a sample of 0 paints, one of 1 does not).
  package let bitmap: Bitmap
  /// Whether the image is an image mask (`CGImageMaskCreate`), whose samples say where to
  /// paint rather than what.
  public let isMask: Bool

  /// Wraps decoded pixels (or, with `isMask`, an image mask's coverage).
  package init(bitmap: Bitmap, isMask: Bool = false) {
    self.bitmap = bitmap
    self.isMask = isMask
  }

  /// The width in pixels.
  public var width: Int { bitmap.width }
  /// The height in pixels.
  public var height: Int { bitmap.height }
}
