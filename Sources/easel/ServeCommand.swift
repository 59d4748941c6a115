import EaselAgentHost
import EaselCommandLine
import EaselInterface
import EaselResources
import EaselServer
import Foundation

/// `easel serve`: the live designer in the browser.
enum ServeCommand {
  static let usage = """
    USAGE: easel serve [PROJECT_DIR | DOCUMENT] [--port N]

    Serves the live designer on 127.0.0.1: the project's storyboards and xibs, each scene
    rendered as 'easel render' renders it, Interface Builder's outline and inspectors. Edits
    are written at once, atomically, in Xcode's formatting; undo restores the bytes.
    The first line printed is the URL to open; it carries the access token.

    \(ServeOptions.helpSections)

    API: docs/designer-api.md. Stop with Ctrl-C.
    """

  @MainActor
  static func run(_ arguments: [String]) throws -> Int32 {
    guard let options = try ServeOptions.parse(arguments, orPrintHelp: usage) else { return 0 }
    guard options.positionals.count <= 1 else {
      throw UsageError(message: "serve takes one PROJECT_DIR or DOCUMENT")
    }
    let port =
      try options.wholeNumber(\.port, "a number from 0 to 65535", where: (0...65535).contains) ?? 0
    let path = options.positionals.first ?? FileManager.default.currentDirectoryPath
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw CommandFailure("no such file or folder: \(path)")
    }
    let url = URL(fileURLWithPath: path)
    let root = isFolder.boolValue ? url : ProjectFiles.projectRoot(containing: url)
    let server = DesignerServer(project: ProjectFolder(root: root), frameFiles: scratchFrames)
    // Ctrl-C or `kill`: leave no scratch frame behind in shared memory. Set up before the
    // server answers or prints its URL. (Dispatch signal sources, and a thread waiting in
    // `sigwait`, were tried instead: on Linux a source's handler did not always run, and
    // `dispatchMain()` unblocks the signals `sigwait` needs blocked.)
    // Nor a compile of a designables agent running on without its server (its driver, told
    // to stop, stops the compiler jobs it started).
    _ = scratchFramePaths.count  // made now, not first in the handler
    ChildProcesses.prepare()
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number) { number in
        ChildProcesses.interruptAll()
        for path in scratchFramePaths {
          path.withUnsafeBufferPointer { if let p = $0.baseAddress { unlink(p) } }
        }
        _exit(128 + number)
      }
    }
    do {
      try server.start(port: port, buildsInBackground: true)
    } catch {
      CommandOutput.error("\(error)")
      return 1
    }
    // Unbuffered, so that a script reading the first line gets it at once.
    FileHandle.standardOutput.write(
      Data("\(server.url)\nserving \(root.path); stop with Ctrl-C\n".utf8))
    dispatchMain()
  }
}

/// The scratch files of the server's frames, fixed when the command starts: a C signal
/// handler captures nothing, so it finds them in these constants.
private let scratchFrames = DesignerSession.frameFiles()
/// Their paths as C strings, made before any signal handler runs (it may not allocate).
private let scratchFramePaths: [[CChar]] = scratchFrames.map { Array($0.path.utf8CString) }
