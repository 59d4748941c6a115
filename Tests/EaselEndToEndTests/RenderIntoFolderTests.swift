import EaselTestSupport
import Foundation
import Testing

/// `easel render DOC -o FOLDER` for one picture writes it into the folder under its default
/// name, as `cp FILE FOLDER` does, instead of failing to write over the folder.
struct RenderIntoFolderTests {
  static let fixture = TestPaths.packageRoot
    .appendingPathComponent("Tests/EaselInterfaceTests/Fixtures/AutoLayout/Constraints.storyboard")

  @Test func oneSceneGoesIntoAnExistingFolder() throws {
    let folder = try TestPaths.temporaryFolder("easel-into-folder")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try EaselProcess.run(["render", Self.fixture.path, "--scene", "s1", "-o", folder.path])
    #expect(run.status == 0, "\(run.stderr)")
    let picture = folder.appendingPathComponent("Constraints.png")
    #expect(FileManager.default.fileExists(atPath: picture.path), "\(run.stderr)")
  }

  @Test func theOverviewGoesIntoAFolderNamedWithASlash() throws {
    let folder = try TestPaths.temporaryFolder("easel-into-folder")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try EaselProcess.run(["render", Self.fixture.path, "--overview", "-o", folder.path + "/"])
    #expect(run.status == 0, "\(run.stderr)")
    let picture = folder.appendingPathComponent("Constraints-overview.png")
    #expect(FileManager.default.fileExists(atPath: picture.path), "\(run.stderr)")
  }
}
