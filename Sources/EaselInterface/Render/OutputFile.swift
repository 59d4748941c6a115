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
    do {
      try data.write(to: url, options: atomically ? .atomic : [])
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
