import Foundation

/// One reference file of a snapshot test, in the shape of swift-snapshot-testing:
/// `__Snapshots__/<TestFile>/<name>.<ext>` beside the test file. Image and text snapshots
/// share it, and with it the record mode and where failures leave their artifacts.
///
/// Record mode: `EASEL_RECORD_SNAPSHOTS=1` writes the references — and every recording
/// verification fails, so that a recording run is never mistaken for a passing one.
public struct SnapshotReference {
  /// The environment variable that turns record mode on (value `1`).
  public static let recordVariable = "EASEL_RECORD_SNAPSHOTS"

  /// Whether this run records references instead of comparing with them.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment[recordVariable] == "1"
  }

  /// The reference file.
  public let url: URL
  /// The reference's name, without its extension.
  public let name: String

  /// The reference `name`.`pathExtension` of the test file at `filePath`.
  public init(name: String, pathExtension: String, filePath: String) {
    let testFile = URL(fileURLWithPath: filePath)
    url = testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
      .appendingPathComponent(name + "." + pathExtension)
    self.name = name
  }

  /// Writes `data` as the reference and returns the failure a recording run reports.
  public func record(_ data: Data) -> String {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    } catch {
      return "could not record \(url.path): \(error)"
    }
    return "recorded \(url.path); unset \(Self.recordVariable) and run again"
  }

  /// The reference's bytes, or `nil` when there is none yet.
  public func load() -> Data? { try? Data(contentsOf: url) }

  /// The message for a missing reference.
  public var missingMessage: String {
    "no reference at \(url.path); record it with \(Self.recordVariable)=1"
  }

  /// A fresh folder, one per test process, for the actual and diff files of failures.
  private static let artifactsFolder: URL? = try? TestPaths.temporaryFolder("easel-snapshots")

  /// Writes `data` beside the failure's other artifacts as `<name>.<suffix>`; returns a
  /// line naming it for the failure message (empty when it could not be written).
  public func writeArtifact(_ data: Data, suffix: String, label: String) -> String {
    guard let folder = Self.artifactsFolder else { return "" }
    let file = folder.appendingPathComponent(name + "." + suffix)
    do {
      try data.write(to: file)
    } catch {
      return ""
    }
    return "\n  \(label): \(file.path)"
  }
}
