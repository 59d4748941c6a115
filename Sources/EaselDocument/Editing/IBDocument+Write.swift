import EaselDiagnostics
import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

extension IBDocument {
  /// Saves the bytes atomically: writes a temporary file in the same folder, then renames
  /// it over `url`, so readers see the old file or the new one, never half of one. An
  /// existing file's permissions are kept.
  public func write(to url: URL) throws(DocumentError) {
    try Self.write(bytes, to: url)
  }

  /// Saves a document's `bytes` atomically, as `write(to:)` does, without reading them.
  public static func write(
    _ bytes: some ContiguousBytes, to url: URL
  ) throws(DocumentError) {
    let folder = url.deletingLastPathComponent()
    let temp = folder.appendingPathComponent(
      ".\(url.lastPathComponent).easel-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
    let place = SourceLocation(file: url.path, line: 1, column: 1)
    // Straight from the bytes with POSIX calls: a document is written on every designer
    // edit, and copying it into `Data` first cost as much as the write.
    let problem: String? = bytes.withUnsafeBytes { raw in
      let fd = open(temp.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      guard fd >= 0 else { return String(cString: strerror(errno)) }
      var done = 0
      while done < raw.count {
        let n = systemWrite(fd, raw.baseAddress! + done, raw.count - done)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else {
          let reason = String(cString: strerror(errno))
          close(fd)
          unlink(temp.path)
          return reason
        }
        done += n
      }
      guard close(fd) == 0 else {
        let reason = String(cString: strerror(errno))
        unlink(temp.path)
        return reason
      }
      return nil
    }
    if let problem {
      throw DocumentError(.io, "cannot write \(temp.path): \(problem)", at: place)
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
