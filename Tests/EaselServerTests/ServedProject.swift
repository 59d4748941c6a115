import EaselServer
import EaselTestSupport
import Foundation

/// A copy of Examples/RainbowDemo in a fresh temporary folder, served by a `DesignerServer`
/// on a free port.
struct ServedProject {
  static let document = "RainbowDemo/Base.lproj/Main.storyboard"
  static let rainbow = "Rbw-1a-x7K"

  let folder: URL
  let project: URL
  let server: DesignerServer
  let port: Int
  let token: String

  /// Copies the example (and serves it when `serve`).
  @MainActor
  init() throws {
    folder = try TestPaths.temporaryFolder("easel-serve")
    project = folder.appendingPathComponent("RainbowDemo")
    try FileManager.default.copyItem(
      at: TestPaths.packageRoot.appendingPathComponent("Examples/RainbowDemo"), to: project)
    server = DesignerServer(project: ProjectFolder(root: project))
    try server.start(port: 0)
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
