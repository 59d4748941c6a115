import EaselTestSupport
import Foundation
import Testing

/// `easel snapshot` as CI runs it: record, verify passes, an edit fails verify with a
/// difference image and exit status 1.
struct SnapshotCommandTests {
  @Test func recordVerifyEditVerify() throws {
    let folder = try TestPaths.temporaryFolder("easel-snapshot-e2e")
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = folder.appendingPathComponent("RainbowDemo")
    try FileManager.default.copyItem(
      at: TestPaths.packageRoot.appendingPathComponent("Examples/RainbowDemo"), to: project)
    let failures = folder.appendingPathComponent("failures").path
    let record = try EaselProcess.run(["snapshot", "record", project.path])
    #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
    #expect(record.stdout.hasSuffix("1 scene: 1 recorded, 0 errors\n"), "\(record.stdout)")
    let verify = try EaselProcess.run(["snapshot", "verify", project.path, "--failures", failures])
    #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")

    let storyboard = project.appendingPathComponent("RainbowDemo/Base.lproj/Main.storyboard")
    let edit = try EaselProcess.run([
      "edit", storyboard.path, "--object", "Rbw-1a-x7K", "--set-runtime",
      "secondColor:color=#2040FF",
    ])
    #expect(edit.status == 0, "\(edit.stderr)")
    let changed = try EaselProcess.run(["snapshot", "verify", project.path, "--failures", failures])
    #expect(changed.status == 1)
    #expect(changed.stdout.contains("FAILED"), "\(changed.stdout)")
    #expect(
      FileManager.default.fileExists(
        atPath: failures + "/RainbowDemo/Base.lproj/Main.storyboard/tne-QT-ifu.diff.png"))
    let usage = try EaselProcess.run(["snapshot", "verify", "--tolerance", "300"])
    #expect(usage.status == 64)
  }
}
