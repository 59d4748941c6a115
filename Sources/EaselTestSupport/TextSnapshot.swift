import Foundation

/// Text snapshots: a reference text file beside the test (`SnapshotReference`), compared
/// exactly, line by line. Tree dumps and normalised SVG and PDF are kept this way, because
/// a text diff reviews better than an image.
///
/// Record mode is the image snapshots': `EASEL_RECORD_SNAPSHOTS=1` writes the references
/// and fails. On failure the actual text is written to a temporary folder, and the message
/// shows the first lines that differ.
public struct TextSnapshot {
  /// How many differing lines a failure message shows.
  public var shownDifferences: Int

  public init(shownDifferences: Int = 8) {
    self.shownDifferences = shownDifferences
  }

  /// Compares `text` with the reference `name`.`pathExtension` of the test file at
  /// `filePath`; returns a failure message, or `nil` when they are the same.
  public func verify(
    _ text: String, named name: String, pathExtension: String = "txt",
    filePath: String = #filePath
  ) -> String? {
    let reference = SnapshotReference(name: name, pathExtension: pathExtension, filePath: filePath)
    let data = Data(text.utf8)
    if SnapshotReference.isRecording { return reference.record(data) }
    guard let expectedData = reference.load() else { return reference.missingMessage }
    if expectedData == data { return nil }
    let expected = String(decoding: expectedData, as: UTF8.self)
    return "\(name).\(pathExtension) differs from \(reference.url.path):\n"
      + Self.differences(expected: expected, actual: text, limit: shownDifferences)
      + reference.writeArtifact(data, suffix: "actual." + pathExtension, label: "actual")
  }

  /// The first `limit` lines that differ, numbered, as `-` expected and `+` actual, and the
  /// two line counts.
  public static func differences(expected: String, actual: String, limit: Int) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    var shown = 0
    for index in 0..<max(old.count, new.count) where shown < limit {
      let before = index < old.count ? String(old[index]) : nil
      let after = index < new.count ? String(new[index]) : nil
      guard before != after else { continue }
      shown += 1
      if let before { lines.append("  \(index + 1) - \(Self.clipped(before))") }
      if let after { lines.append("  \(index + 1) + \(Self.clipped(after))") }
    }
    lines.append("  (\(old.count) lines expected, \(new.count) actual)")
    return lines.joined(separator: "\n")
  }

  /// `line`, cut to 160 characters for a message.
  private static func clipped(_ line: String) -> String {
    line.count <= 160 ? line : String(line.prefix(160)) + "…"
  }
}
