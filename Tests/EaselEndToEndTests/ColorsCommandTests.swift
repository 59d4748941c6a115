import EaselTestSupport
import Foundation
import Testing

/// `easel colors` as a user runs it: the list, a dry run that is a patch `git apply` takes
/// and that writes nothing, the rename itself, and refusals.
struct ColorsCommandTests {
  static func localizedDemoCopy() throws -> (folder: URL, project: URL) {
    let folder = try TestPaths.temporaryFolder("easel-colors-e2e")
    let project = folder.appendingPathComponent("LocalizedDemo")
    try FileManager.default.copyItem(
      at: TestPaths.packageRoot.appendingPathComponent("Examples/LocalizedDemo"), to: project)
    return (folder, project)
  }

  @Test func listCountsEachKind() throws {
    let (folder, project) = try Self.localizedDemoCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try EaselProcess.run(["colors", "list", project.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("Main.storyboard: 11 uses of 9 colours"), "\(run.stdout)")
    #expect(run.stdout.contains("  palette  blueClr       1"), "\(run.stdout)")
    let json = try EaselProcess.run(["colors", "list", "--json", project.path])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect((object?["totals"] as? [[String: Any]])?.count == 9)
  }

  @Test func theDryRunPatchIsWhatTheRenameWrites() throws {
    let (folder, project) = try Self.localizedDemoCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("Copy")
    try FileManager.default.copyItem(at: project, to: copy)
    let storyboard = project.appendingPathComponent("LocalizedDemo/Base.lproj/Main.storyboard")
    let before = try Data(contentsOf: storyboard)
    let dry = try EaselProcess.run(
      ["colors", "rename", "redClr", "coralClr", "--dry-run"], in: project)
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(try Data(contentsOf: storyboard) == before)
    #expect(dry.stderr.contains("2 references in 2 files"), "\(dry.stderr)")
    let patch = folder.appendingPathComponent("rename.patch")
    try Data(dry.stdout.utf8).write(to: patch)

    let run = try EaselProcess.run(["colors", "rename", "redClr", "coralClr", project.path])
    #expect(run.status == 0, "\(run.stderr)")
    // The patch, applied by git to an untouched copy, gives the same files.
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "apply", patch.path]
    git.currentDirectoryURL = copy
    try git.run()
    git.waitUntilExit()
    #expect(git.terminationStatus == 0)
    for file in [
      "LocalizedDemo/Base.lproj/Main.storyboard", "LocalizedDemo/UIColor+CorosColor.swift",
    ] {
      #expect(
        try Data(contentsOf: project.appendingPathComponent(file))
          == Data(contentsOf: copy.appendingPathComponent(file)), "\(file)")
    }
  }

  @Test func anUnknownColourIsRefused() throws {
    let (folder, project) = try Self.localizedDemoCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try EaselProcess.run(["colors", "rename", "redClor", "x", project.path])
    #expect(run.status == 1)
    #expect(run.stderr.contains("no colour named 'redClor'"), "\(run.stderr)")
    #expect(run.stderr.contains("did you mean 'redClr'"), "\(run.stderr)")
    let usage = try EaselProcess.run(["colors", "paint"])
    #expect(usage.status == 64)
  }
}
