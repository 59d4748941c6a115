import Foundation

/// Writing a rendered picture: atomically (a temporary file in the same folder, renamed into
/// place), with a message that names the file and says what the system said.
public enum OutputFile {
  /// Why an output could not be written.
  public struct WriteError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot write \(path): \(reason)" }
  }

  /// Writes `data` to `url` atomically; with `atomically` false, in place, for a scratch
  /// file of the caller's own that is read once it is complete (no temporary file, no sync).
  public static func write(_ data: Data, to url: URL, atomically: Bool = true)
    throws(WriteError)
  {
    let folder = url.deletingLastPathComponent()
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw WriteError(path: url.path, reason: "there is no folder \(folder.path)")
    }
    if !atomically {
      try writeInPlace(data, to: url)
      return
    }
    do {
      try data.write(to: url, options: .atomic)
    } catch let error as CocoaError {
      let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
      let reason =
        underlying.map { String(cString: strerror(Int32($0.code))) }
        ?? error.localizedDescription
      throw WriteError(path: url.path, reason: reason)
    } catch {
      throw WriteError(path: url.path, reason: "\(error)")
    }
  }

  /// Writes over the file's bytes without truncating it first, then cuts it to length: a
  /// scratch file written again and again at one size (the designer's frames, in shared
  /// memory) keeps its pages instead of freeing and taking them anew each time.
  private static func writeInPlace(_ data: Data, to url: URL) throws(WriteError) {
    let fd = open(url.path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw WriteError(path: url.path, reason: String(cString: strerror(errno)))
    }
    defer { close(fd) }
    let failure: Int32? = data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = pwrite(fd, buffer.baseAddress! + offset, buffer.count - offset, off_t(offset))
        if n < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += n
      }
      return ftruncate(fd, off_t(buffer.count)) == 0 ? nil : errno
    }
    if let failure { throw WriteError(path: url.path, reason: String(cString: strerror(failure))) }
  }

  /// Creates `url` and the folders above it as needed, with a message naming the folder and
  /// what the system said ("Not a directory", "Permission denied") when it cannot.
  public static func createFolder(_ url: URL) throws(WriteError) {
    var path = ""
    for component in url.standardizedFileURL.pathComponents {
      path = component == "/" ? "/" : (path == "/" ? "/" : path + "/") + component
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
        if isFolder.boolValue { continue }
        throw WriteError(path: url.path, reason: "\(path) is not a folder")
      }
      if mkdir(path, 0o777) != 0 && errno != EEXIST {
        throw WriteError(path: url.path, reason: String(cString: strerror(errno)))
      }
    }
  }
}
