import EaselDiagnostics
import Foundation

/// Everything found in a project's sources, and what to register from it.
public struct ScanResult: Sendable {
  /// Per-file results, in the order given.
  public var files: [FileScan]
  /// Every class found, Swift and Objective-C.
  public var classes: [ScannedClass]
  /// Every extension and category found.
  public var extensions: [ScannedExtension]
  /// What the generated code registers.
  public var plan: RegistrationPlan
  /// The files' diagnostics followed by the plan's.
  public var diagnostics: [Diagnostic]

  /// Combines per-file scans.
  public init(files: [FileScan]) {
    self.files = files
    classes = files.flatMap(\.classes)
    extensions = files.flatMap(\.extensions)
    plan = RegistrationPlan(classes: classes, extensions: extensions)
    diagnostics = files.flatMap(\.diagnostics) + plan.diagnostics
  }

  /// Reads and scans `files` (`.swift`, or `.h` / `.m` / `.mm` as Objective-C); throws
  /// `InspectError.unreadable` for a file that cannot be read.
  public static func scan(files: [URL]) throws -> ScanResult {
    var scans: [FileScan] = []
    for url in files {
      let data: Data
      do {
        data = try Data(contentsOf: url)
      } catch {
        throw InspectError.unreadable(path: url.path, reason: "\(error)")
      }
      scans.append(scanFile(source: String(decoding: data, as: UTF8.self), path: url.path))
    }
    return ScanResult(files: scans)
  }

  /// Scans text as Swift or Objective-C, chosen by the path's extension.
  public static func scanFile(source: String, path: String) -> FileScan {
    let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
    if ["h", "m", "mm"].contains(ext) { return ObjCScanner.scan(source: source, path: path) }
    return SwiftScanner.scan(source: source, path: path)
  }
}

/// Why scanning could not go on.
public enum InspectError: Error, Equatable, CustomStringConvertible {
  /// A source file could not be read.
  case unreadable(path: String, reason: String)

  /// A one-line explanation naming the file.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
    }
  }
}
