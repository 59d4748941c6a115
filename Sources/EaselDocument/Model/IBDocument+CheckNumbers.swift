import EaselDiagnostics
import Foundation

extension IBDocument {
  /// The elements whose `x`, `y`, `width` and `height` are geometry in points.
  static let geometryElements: Set<String> = ["rect", "point", "size"]
  /// The geometry attributes checked.
  static let geometryAttributes = ["x", "y", "width", "height"]
  /// The id of the warning for a frame or location taken at ±`DocumentNumber.geometryLimit`.
  public static let clampedGeometryID = "document-geometry-clamped"

  /// Checks the geometry values (frames, canvas locations, sizes) under `element` (default:
  /// the whole document) before anything is sized from them.
  ///
  /// Throws a located `invalidNumber` error for the first that is not a finite number.
  /// A finite value beyond ±`DocumentNumber.geometryLimit` points is not an error: Xcode saves
  /// such frames (a stack view 4,665,600,828 points tall, from an ambiguous layout) and opens
  /// them again. It is read at the limit, and returned here as a located warning each.
  ///
  /// Renderers call it before they size anything; opening, dumping and editing do not,
  /// so such a document still round-trips and can be repaired with `easel edit`.
  ///
  /// The whole document is checked once per version of its geometry (`derived`): a
  /// command's check before it starts and the renderer's for each scene then walk it once.
  @discardableResult
  public func checkNumbers(under element: IBElement? = nil) throws(DocumentError) -> [Diagnostic] {
    let wholeIsPlain = derived("geometry numbers are plain", reading: Self.geometryElements) {
      (try? Self.checkNumbers(under: root).isEmpty) == true
    }
    if wholeIsPlain { return [] }
    return try Self.checkNumbers(under: element ?? root)
  }

  private static func checkNumbers(under top: IBElement) throws(DocumentError) -> [Diagnostic] {
    var clamped: [Diagnostic] = []
    for e in [top] + Array(top.descendants()) where geometryElements.contains(e.name) {
      for attribute in geometryAttributes {
        guard let text = e[attribute] else { continue }
        switch DocumentNumber.readStored(text, role: .geometry) {
        case .success(let stored) where stored.clamped:
          let limit = XcodeNumber.format(DocumentNumber.geometryLimit)
          clamped.append(
            Diagnostic(
              .warning,
              "\(e.name) \(attribute): \(text) is beyond ±\(limit) points; read "
                + "as \(XcodeNumber.format(stored.value))",
              id: clampedGeometryID, at: e.location(ofAttribute: attribute), objectID: e.ownerID))
        case .success: continue
        case .failure(let problem):
          throw DocumentError(
            .invalidNumber, "\(e.name) \(attribute): \(problem.message)",
            at: e.location(ofAttribute: attribute))
        }
      }
    }
    return clamped
  }
}
