import EaselDiagnostics
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension IBDocument {
  /// Saves the bytes atomically: writes a temporary file in the same folder, then renames
  /// it over `url`, so readers see the old file or the new one, never half of one. An
  /// existing file's permissions are kept.
  public func write(to url: URL) throws(DocumentError) {
    try Self.write(data(), to: url)
  }

  /// Saves a document's `bytes` atomically, as `write(to:)` does, without reading them.
  public static func write(_ bytes: Data, to url: URL) throws(DocumentError) {
    let folder = url.deletingLastPathComponent()
    let temp = folder.appendingPathComponent(
      ".\(url.lastPathComponent).easel-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
    let place = SourceLocation(file: url.path, line: 1, column: 1)
    do {
      try bytes.write(to: temp)
    } catch {
      throw DocumentError(
        .io, "cannot write \(temp.path): \(error.localizedDescription)", at: place)
    }
    // `stat`, not `FileManager.attributesOfItem`: that also looks up the owner's and group's
    // names, reading /etc/passwd and /etc/group on every save.
    var info = stat()
    if stat(url.path, &info) == 0 {
      chmod(temp.path, info.st_mode & 0o7777)
    }
    if rename(temp.path, url.path) != 0 {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temp)
      throw DocumentError(.io, "cannot replace \(url.path): \(reason)", at: place)
    }
  }
}
