import EaselDocument
import EaselGraphics
import EaselInterface
import EaselResources
import EaselTestSupport
import Foundation
import Testing

@testable import EaselSnapshot

/// `snapshot record|verify` on a copy of Examples/RainbowDemo: an unchanged project passes,
/// one changed runtime attribute fails with a difference image, and passes after `record`.
@MainActor @Suite(.serialized)
struct SnapshotRunnerTests {
  let folder: URL
  let project: URL
  let storyboard: URL

  init() throws {
    folder = try TestPaths.temporaryFolder("easel-snapshot")
    project = folder.appendingPathComponent("RainbowDemo")
    try FileManager.default.copyItem(
      at: TestPaths.packageRoot.appendingPathComponent("Examples/RainbowDemo"), to: project)
    storyboard = project.appendingPathComponent("RainbowDemo/Base.lproj/Main.storyboard")
  }

  func runner() -> SnapshotRunner {
    SnapshotRunner(
      options: SnapshotOptions(failureFolder: folder.appendingPathComponent("failures")))
  }

  @Test func recordVerifyChangeVerifyRecordVerify() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let recorded = runner().record(paths: [project.path])
    #expect(!recorded.failed, "\(recorded.results.map { $0.line(relativeTo: folder) })")
    #expect(recorded.results.count == 1)
    let reference = try #require(recorded.results.first?.reference)
    #expect(reference.path.hasSuffix("Base.lproj/__Snapshots__/Main.storyboard/tne-QT-ifu.png"))
    #expect(FileManager.default.fileExists(atPath: reference.path))

    let unchanged = runner().verify(paths: [project.path])
    #expect(!unchanged.failed)
    #expect(unchanged.results.first?.outcome == .passed(differingPixels: 0))

    // One runtime attribute changes.
    let document = try IBDocument(contentsOf: storyboard)
    try document.apply(
      .setRuntimeAttribute(
        keyPath: "secondColor",
        value: .color(.rgb(red: 0, green: 0, blue: 1, alpha: 1, space: .sRGB))),
      to: "Rbw-1a-x7K")
    try document.write(to: storyboard)
    let changed = runner().verify(paths: [project.path])
    #expect(changed.failed)
    let result = try #require(changed.results.first)
    guard case .failed(let pixels, _, let sameSize) = result.outcome else {
      Issue.record("expected a failure, got \(result.outcome)")
      return
    }
    #expect(sameSize && pixels > 100)
    let diff = try #require(result.difference)
    #expect(diff.lastPathComponent == "tne-QT-ifu.diff.png")
    let image = try Bitmap(contentsOf: diff)
    let actual = try Bitmap(contentsOf: try #require(result.actual))
    #expect(image.width == actual.width && image.height == actual.height)
    #expect(changed.summary == "1 scene: 0 passed, 1 failed, 0 missing, 0 errors")

    #expect(!runner().record(paths: [project.path]).failed)
    let again = runner().verify(paths: [project.path])
    #expect(!again.failed)
    #expect(again.results.first?.outcome == .passed(differingPixels: 0))
  }

  @Test func aMissingReferenceFailsAndAGoneSceneIsStale() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = SnapshotOptions(failureFolder: folder.appendingPathComponent("failures"))
    options.referenceFolder = folder.appendingPathComponent("refs")
    let runner = SnapshotRunner(options: options)
    let missing = runner.verify(paths: [project.path])
    #expect(missing.failed)
    #expect(missing.results.first?.outcome == .missing)
    #expect(!runner.record(paths: [project.path]).failed)
    let refs = folder.appendingPathComponent("refs/RainbowDemo/Base.lproj/Main.storyboard")
    #expect(
      FileManager.default.fileExists(atPath: refs.appendingPathComponent("tne-QT-ifu.png").path))
    // A reference of a scene the document no longer has; another variant's is not stale.
    try Data().write(to: refs.appendingPathComponent("Gone-00-abc.png"))
    try Data().write(to: refs.appendingPathComponent("tne-QT-ifu.dark.png"))
    let report = runner.verify(paths: [project.path])
    #expect(!report.failed)
    #expect(report.stale.map(\.lastPathComponent) == ["Gone-00-abc.png"])
    #expect(report.summary.hasSuffix("; 1 stale reference"))
  }

  @Test func anUnreadableDocumentFailsTheRun() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>".utf8)
      .write(to: project.appendingPathComponent("Broken.xib"))
    #expect(!runner().record(paths: [project.path]).results.isEmpty)
    let report = runner().verify(paths: [project.path])
    #expect(report.failed)
    #expect(report.unreadable.first?.error.contains("Broken.xib:") == true)
    #expect(report.summary.contains("1 unreadable document"))
  }

  @Test func optionsNameTheirVariant() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = SnapshotOptions(failureFolder: folder)
    #expect(options.variant == "")
    options.device = Device.named("iPhone SE")
    options.darkAppearance = true
    options.language = "de"
    options.scale = 2
    #expect(options.variant == ".iPhone-SE.dark.de@2x")
    options.device = nil
    options.size = CGSize(width: 320, height: 568.5)
    #expect(options.variant == ".320x568.5.dark.de@2x")
    #expect(options.renderSettings.viewSize == CGSize(width: 320, height: 568.5))
  }
}
