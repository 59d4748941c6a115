import EaselGraphics
import Foundation

/// Golden-image snapshots, in the shape of swift-snapshot-testing: the reference lives in
/// `__Snapshots__/<TestFile>/<name>.png` beside the test file. Comparison: size first, then
/// bytes, then pixels with a stated per-channel tolerance and an allowed count of differing
/// pixels. On failure the actual image and a diff image are written to a temporary folder
/// and their paths are part of the message.
///
/// Record mode: `EASEL_RECORD_SNAPSHOTS=1` writes the references — and fails, so that a
/// recording run is never mistaken for a passing one.
public struct ImageSnapshot {
  /// How far a pixel may drift (per channel, 0–255) before it counts as different.
  public var tolerance: Int
  /// How many pixels may differ beyond the tolerance.
  public var maxDifferingPixels: Int

  public init(tolerance: Int, maxDifferingPixels: Int) {
    self.tolerance = tolerance
    self.maxDifferingPixels = maxDifferingPixels
  }

  /// Compares `png` with the reference `name` of the test file at `filePath`; returns a
  /// failure message, or `nil` when it matches.
  public func verify(png: Data, named name: String, filePath: String = #filePath) -> String? {
    let testFile = URL(fileURLWithPath: filePath)
    let folder = testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let reference = folder.appendingPathComponent(name + ".png")
    if ProcessInfo.processInfo.environment["EASEL_RECORD_SNAPSHOTS"] == "1" {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try png.write(to: reference, options: .atomic)
      } catch {
        return "could not record \(reference.path): \(error)"
      }
      return "recorded \(reference.path); unset EASEL_RECORD_SNAPSHOTS and run again"
    }
    guard let expectedData = try? Data(contentsOf: reference) else {
      return "no reference image at \(reference.path); record it with EASEL_RECORD_SNAPSHOTS=1"
    }
    if expectedData == png { return nil }
    do {
      let expected = try Bitmap(data: expectedData)
      let actual = try Bitmap(data: png)
      guard expected.width == actual.width, expected.height == actual.height else {
        return "size \(actual.width)×\(actual.height) differs from the reference's "
          + "\(expected.width)×\(expected.height) (\(reference.path))"
          + writeArtifacts(name: name, actual: png, diff: nil)
      }
      let result = BitmapComparison(actual: actual, expected: expected, tolerance: tolerance)
      if result.differingPixels <= maxDifferingPixels { return nil }
      return "\(result.differingPixels) pixels differ by more than \(tolerance) "
        + "(allowed \(maxDifferingPixels); largest difference \(result.maxChannelDelta)) from \(reference.path)"
        + writeArtifacts(
          name: name, actual: png, diff: try? result.diff.pngData(compression: .fast))
    } catch {
      return "could not compare with \(reference.path): \(error)"
    }
  }

  private func writeArtifacts(name: String, actual: Data, diff: Data?) -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-snapshots")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let actualURL = dir.appendingPathComponent(name + ".actual.png")
    try? actual.write(to: actualURL)
    var text = "\n  actual: \(actualURL.path)"
    if let diff {
      let diffURL = dir.appendingPathComponent(name + ".diff.png")
      try? diff.write(to: diffURL)
      text += "\n  diff:   \(diffURL.path)"
    }
    return text
  }
}
