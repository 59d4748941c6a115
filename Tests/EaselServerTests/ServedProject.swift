import EaselServer
import EaselTestSupport
import Foundation

/// A copy of Examples/RainbowDemo (or another project) in a fresh temporary folder, served by
/// a `DesignerServer` on a free port.
struct ServedProject {
  static let document = "RainbowDemo/Base.lproj/Main.storyboard"
  static let rainbow = "Rbw-1a-x7K"

  let folder: URL
  let project: URL
  let server: DesignerServer
  let port: Int
  let token: String

  /// Copies the example, or the project at `source` changed by `prepare`, and serves it;
  /// with `buildCache`, building agents in the background into that cache, as `easel serve`
  /// does (`DesignerServer.start(port:buildsInBackground:prebuilding:)`), but only for the
  /// frames that need them.
  @MainActor
  init(
    copying source: URL = TestPaths.packageRoot.appendingPathComponent("Examples/RainbowDemo"),
    buildCache: URL? = nil, prepare: (URL) throws -> Void = { _ in }
  ) throws {
    folder = try TestPaths.temporaryFolder("easel-serve")
    project = folder.appendingPathComponent(source.lastPathComponent)
    try FileManager.default.copyItem(at: source, to: project)
    try prepare(project)
    server = DesignerServer(project: ProjectFolder(root: project))
    server.api.session.cacheDirectory = buildCache
    try server.start(port: 0, buildsInBackground: buildCache != nil, prebuilding: false)
    port = server.port
    token = server.token
  }

  var storyboard: URL { project.appendingPathComponent(Self.document) }

  /// Stops the server (so that it no longer watches the folder) and removes the copy.
  func remove() {
    let server = self.server
    Task { @MainActor in server.stop() }
    try? FileManager.default.removeItem(at: folder)
  }
}
