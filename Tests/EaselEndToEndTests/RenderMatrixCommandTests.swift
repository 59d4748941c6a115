import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// `easel render --matrix` on seed 002's example: one file per combination, one sheet with
/// a row per device, and the pseudolanguage's pictures unlike the development language's.
struct RenderMatrixCommandTests {
  static let document = TestPaths.packageRoot.appendingPathComponent(
    "Examples/LocalizedDemo/LocalizedDemo/Base.lproj/Main.storyboard")

  @Test func everyCombinationAndTheSheet() throws {
    let folder = try TestPaths.temporaryFolder("easel-matrix")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try EaselProcess.run([
      "render", Self.document.path, "--matrix", "device=iPhone SE,iPad;language=en,pseudo",
      "-o", folder.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      names == [
        "Loc-Sc-000.iPad.en.png", "Loc-Sc-000.iPad.pseudo.png", "Loc-Sc-000.iPhone-SE.en.png",
        "Loc-Sc-000.iPhone-SE.pseudo.png", "matrix.png",
      ])
    let se = try Bitmap(contentsOf: folder.appendingPathComponent("Loc-Sc-000.iPhone-SE.en.png"))
    let iPad = try Bitmap(contentsOf: folder.appendingPathComponent("Loc-Sc-000.iPad.en.png"))
    #expect(se.width == 640 && iPad.width > se.width)
    let pseudo = try Data(
      contentsOf: folder.appendingPathComponent("Loc-Sc-000.iPhone-SE.pseudo.png"))
    #expect(
      pseudo != (try Data(contentsOf: folder.appendingPathComponent("Loc-Sc-000.iPhone-SE.en.png")))
    )
    // Two columns (languages), two rows (devices).
    let sheet = try Bitmap(contentsOf: folder.appendingPathComponent("matrix.png"))
    #expect(sheet.width > 2 * 240 && sheet.width < 3 * 240)
  }

  @Test func aBadSpecIsAUsageError() throws {
    let run = try EaselProcess.run(["render", Self.document.path, "--matrix", "colour=red"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("--matrix: unknown dimension 'colour'"), "\(run.stderr)")
    let mixed = try EaselProcess.run([
      "render", Self.document.path, "--matrix", "language=de", "--dark",
    ])
    #expect(mixed.status == 64)
  }
}
