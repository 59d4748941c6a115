import Foundation
import Testing

@testable import EaselGraphics

/// The folder of committed test fixtures, next to this file.
let fixturesURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Fixtures")

/// Whether two values are within `tolerance` of each other.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two points are within `tolerance` of each other in both coordinates.
func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
  guard let a else { return false }
  return close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// The 8-bit components of a colour, for readable pixel assertions.
func bytes(_ c: RGBA) -> [Int] {
  [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
}

/// Whether every component of `c` is within `tolerance` (0–255) of `expected`.
func near(_ c: RGBA, _ expected: [Int], _ tolerance: Int = 2) -> Bool {
  zip(bytes(c), expected).allSatisfy { abs($0 - $1) <= tolerance }
}

/// The path's elements' end points, in order (closes repeat nothing).
func endPoints(_ path: GraphicsPath) -> [CGPoint] {
  path.elements.compactMap { e in
    switch e {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
    case .closeSubpath: return nil
    }
  }
}

/// Writes a PNG for looking at into the folder `EASEL_INSPECT_RENDERS` names, if it is set;
/// ignores failures. Tests never write to a fixed path of their own.
func writeForInspection(_ surface: RasterSurface, _ name: String) {
  guard let folder = ProcessInfo.processInfo.environment["EASEL_INSPECT_RENDERS"],
    !folder.isEmpty, let data = try? surface.pngData(compression: .fast)
  else { return }
  try? data.write(to: URL(fileURLWithPath: folder).appendingPathComponent("easel-gfx-\(name).png"))
}
