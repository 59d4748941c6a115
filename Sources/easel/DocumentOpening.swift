import EaselCommandLine
import EaselDocument
import Foundation

/// What the document commands share: the one DOCUMENT argument, opening it with a located
/// error, finding a scene.
enum DocumentOpening {
  /// The single positional argument, or a usage error naming `command`.
  static func documentPath(_ positionals: [String], command: String) throws -> String {
    guard positionals.count == 1, let path = positionals.first else {
      throw UsageError(
        message: positionals.isEmpty
          ? "missing DOCUMENT (see 'easel \(command) --help')"
          : "\(command) takes one DOCUMENT, got \(positionals.count): "
            + positionals.joined(separator: " "))
    }
    return path
  }

  /// Opens and parses the document; on failure writes the located error to standard error
  /// and returns `nil` (the command then exits 1).
  static func open(_ path: String) -> IBDocument? {
    if let problem = problem(with: path) {
      CommandOutput.error(problem.description)
      return nil
    }
    do {
      return try IBDocument(contentsOf: URL(fileURLWithPath: path))
    } catch {
      CommandOutput.error(error.description)
      return nil
    }
  }

  /// Why `path` cannot be a document (missing, or a folder), or `nil`.
  static func problem(with path: String) -> CommandFailure? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return CommandFailure("no such file: \(path)")
    }
    if isFolder.boolValue {
      return CommandFailure("\(path) is a folder; give a .storyboard or .xib file")
    }
    return nil
  }

  /// Fails with the one "no such file or folder" for the first of `paths` that is not there.
  static func requireExisting(_ paths: [String]) throws(CommandFailure) {
    for path in paths where !FileManager.default.fileExists(atPath: path) {
      throw CommandFailure("no such file or folder: \(path)")
    }
  }

  /// The position of the scene `id` names (`IBDocument.scene(matching:)`); else writes
  /// the one "no such scene" error, with a near id suggested, and returns `nil`.
  static func sceneIndex(_ id: String, in document: IBDocument) -> Int? {
    do {
      return try document.sceneIndex(matching: id)
    } catch {
      CommandOutput.error(error.description)
      return nil
    }
  }
}

/// Writing to the terminal.
enum CommandOutput {
  /// Writes a line to standard error.
  static func error(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
