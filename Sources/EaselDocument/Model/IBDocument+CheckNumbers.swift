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
  public func checkNumbers(under element: IBElement? = nil) throws(DocumentError) {
    let top = element ?? root
    for e in [top] + Array(top.descendants()) where Self.geometryElements.contains(e.name) {
      for attribute in Self.geometryAttributes {
        _ = try e.number(attribute, role: .geometry)
      }
    }
  }
}
