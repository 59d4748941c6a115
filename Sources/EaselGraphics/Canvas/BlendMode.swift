import Foundation

/// How what is drawn combines with what is there, as Core Graphics' `CGBlendMode`: the
/// separable and non-separable blend modes of the PDF specification, and the Porter–Duff
/// operators.
///
/// A shape draws only where it covers, whatever the mode, as in Core Graphics: `.sourceIn`,
/// `.sourceOut`, `.destinationIn` and `.destinationAtop` change nothing outside a filled
/// path or an image's rectangle. Differs from Core Graphics: a stroke or text drawn with one
/// of those four also clears what its shape does not cover within the clip (Cairo's
/// unbounded operators); `.plusDarker` draws as `.multiply`.
public enum BlendMode: Sendable, Hashable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity
  case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
  case destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
