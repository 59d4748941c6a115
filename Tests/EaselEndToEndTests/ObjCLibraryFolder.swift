import EaselRendering
import EaselTestSupport
import Foundation

/// A folder `Lib` of Objective-C `files` (name → text) in a fresh temporary folder, run
/// through `easel designables` as a library without a project is.
enum ObjCLibraryFolder {
  /// The designables report of `files`, each class drawn too when `drawing` (the agent
  /// makes and lays out each one then).
  @MainActor
  static func designables(_ files: [String: String], drawing: Bool = false) throws
    -> DesignablesJob.Report
  {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let sources = dir.appendingPathComponent("Lib")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: sources.appendingPathComponent(name))
    }
    var job = DesignablesJob(root: sources)
    job.cacheDirectory = dir.appendingPathComponent("cache")
    if drawing { job.imageFolder = dir.appendingPathComponent("images") }
    return try job.run()
  }
}
