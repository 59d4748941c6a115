import EaselTestSupport
import Foundation
import Testing

/// Usage, help and errors of the command line.
struct CommandLineTests {
  @Test func noArgumentsIsAUsageError() throws {
    let run = try EaselProcess.run([])
    #expect(run.status == 64)
    #expect(run.stderr.contains("USAGE: easel"))
  }

  @Test func helpListsTheOptions() throws {
    let run = try EaselProcess.run(["render", "--help"])
    #expect(run.status == 0)
    for option in ["--sources", "--scene", "--scale", "--format", "-o"] {
      #expect(run.stdout.contains(option))
    }
  }

  @Test func unknownOptionSuggestsTheRightOne() throws {
    let run = try EaselProcess.run(["render", Documents.rainbow.path, "--formt", "png"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("did you mean '--format'?"), "\(run.stderr)")
  }

  @Test func unknownCommandSuggests() throws {
    let run = try EaselProcess.run(["rendr"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("did you mean 'render'?"))
  }

  @Test func badValuesAreUsageErrors() throws {
    #expect(
      try EaselProcess.run(["render", Documents.rainbow.path, "--format", "gif"]).status == 64)
    #expect(try EaselProcess.run(["render", Documents.rainbow.path, "--scale", "-1"]).status == 64)
    #expect(try EaselProcess.run(["render"]).status == 64)
  }

  @Test func missingFileFails() throws {
    let run = try EaselProcess.run(["render", "/nonexistent/Main.storyboard"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("no such file"))
  }

  @Test func malformedDocumentGivesALocatedError() throws {
    let dir = try TestPaths.temporaryFolder()
    let doc = dir.appendingPathComponent("Bad.storyboard")
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
              <scene sceneID="a">
          </scenes>
      </document>
      """.utf8
    ).write(to: doc)
    let run = try EaselProcess.run([
      "render", doc.path, "-o", dir.appendingPathComponent("x.png").path,
    ])
    #expect(run.status == 1)
    #expect(run.stderr.contains("Bad.storyboard:5:"), "\(run.stderr)")
    #expect(run.stderr.contains("error:"))
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
  }

  @Test func unknownSceneListsTheScenes() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("x.png")
    let run = try EaselProcess.run([
      "render", Documents.rainbow.path, "--scene", "nope", "-o", output.path,
    ])
    #expect(run.status == 1)
    #expect(!FileManager.default.fileExists(atPath: output.path))
    #expect(run.stderr.contains("tne-QT-ifu"), "\(run.stderr)")
  }

  @Test func aFolderIsNotADocument() throws {
    let run = try EaselProcess.run(["render", FileManager.default.temporaryDirectory.path])
    #expect(run.status == 1)
    #expect(run.stderr.contains("is a folder; give a .storyboard or .xib file"), "\(run.stderr)")
  }

  @Test func aMissingOutputFolderIsAClearError() throws {
    let run = try EaselProcess.run(
      ["render", Documents.rainbow.path, "-o", "/nonexistent-easel-folder/x.png"])
    #expect(run.status == 1)
    #expect(
      run.stderr.contains("cannot write /nonexistent-easel-folder/x.png: there is no folder"),
      "\(run.stderr)")
  }
}
