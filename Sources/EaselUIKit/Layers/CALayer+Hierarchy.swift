import Foundation

extension CALayer {
  /// Whether `ancestor` is this layer or above it.
  func isDescendant(of ancestor: CALayer) -> Bool {
    var l: CALayer? = self
    while let c = l {
      if c === ancestor { return true }
      l = c.superlayer
    }
    return false
  }

  /// Sublayers in drawing order: stable-sorted by `zPosition`.
  var sublayersInDrawingOrder: [CALayer] {
    sublayerStorage.enumerated()
      .sorted { a, b in
        a.element.zPosition != b.element.zPosition
          ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
      }
      .map(\.element)
  }
}
