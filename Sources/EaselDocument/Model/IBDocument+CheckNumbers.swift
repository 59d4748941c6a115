import EaselDiagnostics
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
  /// A subview's stored frame (`<rect key="frame">`) beyond the limit but finite is not an
  /// error: Xcode saves such frames for views whose layout is ambiguous (billions of points,
  /// a stack view's labels) and opens the document. Its frame is left out (the view is placed
  /// by its constraints) and a located warning for it is returned.
  ///
  /// Renderers call it before they size anything; opening, dumping and editing do not,
  /// so such a document still round-trips and can be repaired with `easel edit`.
  ///
  /// The whole document is checked once per version of its geometry (`derived`): a
  /// command's check before it starts and the renderer's for each scene then walk it once.
  @discardableResult
  public func checkNumbers(under element: IBElement? = nil) throws(DocumentError) -> [Diagnostic] {
    let wholeIsSound = derived("geometry numbers are sound", reading: Self.geometryElements) {
      (try? Self.checkNumbers(under: root))?.isEmpty == true
    }
    if wholeIsSound { return [] }
    return try Self.checkNumbers(under: element ?? root)
  }

  private static func checkNumbers(under top: IBElement) throws(DocumentError) -> [Diagnostic] {
    var warnings: [Diagnostic] = []
    for e in [top] + Array(top.descendants()) where geometryElements.contains(e.name) {
      // A subview's frame: its view is in a `<subviews>` list, constraints can place it.
      let isFrame = e.name == "rect" && e.key == "frame" && e.parent?.parent?.name == "subviews"
      var warned = false
      for attribute in geometryAttributes {
        if isFrame, let text = e[attribute], let value = Double(DocumentNumber.trimmed(text)),
          value.isFinite, abs(value) > DocumentNumber.geometryLimit
        {
          if warned { continue }
          warned = true
          let owner = e.parent
          warnings.append(
            Diagnostic(
              .warning,
              "\(e.name) \(attribute): \(text) is out of range (at most "
                + "±\(XcodeNumber.format(DocumentNumber.geometryLimit))), as Xcode saves the frame "
                + "of a view whose layout is ambiguous; the stored frame is left out and the view "
                + "is placed by its constraints",
              id: "frame-out-of-range", at: e.location(ofAttribute: attribute),
              objectID: owner?.id))
          continue
        }
        _ = try e.number(attribute, role: .geometry)
      }
    }
    return warnings
  }
}
