import EaselGraphics
import Foundation

/// Golden-image snapshots, in the shape of swift-snapshot-testing: the reference lives in
/// `__Snapshots__/<TestFile>/<name>.png` beside the test file (`SnapshotReference`).
/// Comparison: size first, then bytes, then pixels with a stated per-channel tolerance and
/// an allowed count of differing pixels. On failure the actual image and a diff image are
/// written to a temporary folder and their paths are part of the message.
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
    let reference = SnapshotReference(name: name, pathExtension: "png", filePath: filePath)
    if SnapshotReference.isRecording { return reference.record(png) }
    guard let expectedData = reference.load() else { return reference.missingMessage }
    if expectedData == png { return nil }
    let path = reference.url.path
    do {
      let expected = try Bitmap(data: expectedData)
      let actual = try Bitmap(data: png)
      guard expected.width == actual.width, expected.height == actual.height else {
        return "size \(actual.width)×\(actual.height) differs from the reference's "
          + "\(expected.width)×\(expected.height) (\(path))"
          + reference.writeArtifact(png, suffix: "actual.png", label: "actual")
      }
      let result = BitmapComparison(actual: actual, expected: expected, tolerance: tolerance)
      if result.differingPixels <= maxDifferingPixels { return nil }
      var message =
        "\(result.differingPixels) pixels differ by more than \(tolerance) "
        + "(allowed \(maxDifferingPixels); largest difference \(result.maxChannelDelta)) from \(path)"
        + reference.writeArtifact(png, suffix: "actual.png", label: "actual")
      if let diff = try? result.diff.pngData(compression: .fast) {
        message += reference.writeArtifact(diff, suffix: "diff.png", label: "diff  ")
      }
      return message
    } catch {
      return "could not compare with \(path): \(error)"
    }
  }
}
