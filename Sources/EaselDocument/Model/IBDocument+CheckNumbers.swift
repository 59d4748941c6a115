import Foundation

extension IBDocument {
  /// The elements whose `x`, `y`, `width` and `height` are geometry in points.
  static let geometryElements: Set<String> = ["rect", "point", "size"]
  /// The geometry attributes checked.
  static let geometryAttributes = ["x", "y", "width", "height"]

  /// Throws a located `invalidNumber` error for the first geometry value (a frame, a canvas
  /// location, a size) under `element` (default: the whole document) that is not a finite
  /// number within ±`DocumentNumber.geometryLimit` points.
  ///
  /// Renderers call it before they size anything; opening, dumping and editing do not,
  /// so such a document still round-trips and can be repaired with `easel edit`.
  ///
  /// The whole document is checked once per version of its geometry (`derived`): a
  /// command's check before it starts and the renderer's for each scene then walk it once.
  public func checkNumbers(under element: IBElement? = nil) throws(DocumentError) {
    let wholeIsSound = derived("geometry numbers are sound", reading: Self.geometryElements) {
      (try? Self.checkNumbers(under: root)) != nil
    }
    if wholeIsSound { return }
    try Self.checkNumbers(under: element ?? root)
  }

  private static func checkNumbers(under top: IBElement) throws(DocumentError) {
    for e in [top] + Array(top.descendants()) where geometryElements.contains(e.name) {
      for attribute in geometryAttributes {
        _ = try e.number(attribute, role: .geometry)
      }
    }
  }
}
