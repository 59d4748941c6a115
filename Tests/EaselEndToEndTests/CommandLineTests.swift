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

  @Test(arguments: [
    ["render", "--dark=no"], ["render", "--all=yes"], ["render", "--overview=1"],
    ["scenes", "--json=yes"], ["contact-sheet", ".", "--dark=false"],
    ["designables", "--json=no"], ["render", "--help=1"],
  ])
  func aFlagGivenAValueIsAUsageError(_ arguments: [String]) throws {
    let run = try EaselProcess.run(
      Array(arguments.prefix(1)) + [Documents.rainbow.path] + arguments.dropFirst())
    #expect(run.status == 64, "\(run.stderr)")
    let flag = String(arguments.last?.split(separator: "=").first ?? "")
    #expect(run.stderr.contains("'\(flag)' is a flag and takes no value"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test func anOptionsValueMayStillContainEqualsSigns() throws {
    // `--set` takes a value: `--set=text=a=b` is the option with the value `text=a=b`.
    let run = try EaselProcess.run(["edit", Documents.rainbow.path, "--set=text=a=b"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("comes before any --object"), "\(run.stderr)")
  }

  /// One "did you mean", one threshold: at most a third of the characters differ, for
  /// commands, options and devices alike.
  @Test(arguments: [
    (["rendr"], "did you mean 'render'?"),
    (["scnes"], "did you mean 'scenes'?"),
    (["contact-shet"], "did you mean 'contact-sheet'?"),
    (["designabels"], "did you mean 'designables'?"),
    (["render", "DOC", "--devic", "iPad"], "did you mean '--device'?"),
    (["designables", "--jsn"], "did you mean '--json'?"),
    (["render", "DOC", "--device", "iPad Pro 12.0"], "did you mean 'iPad Pro 12.9'?"),
  ])
  func typosAreSuggestedAlike(_ arguments: [String], _ hint: String) throws {
    let run = try EaselProcess.run(arguments.map { $0 == "DOC" ? Documents.rainbow.path : $0 })
    #expect(run.status == 64)
    #expect(run.stderr.contains(hint), "\(run.stderr)")
  }

  @Test(arguments: [
    ["xyzzy"], ["rnd"], ["render", "DOC", "--zzzzzz"], ["designables", "--images-folder", "x"],
  ])
  func farMissesSuggestNothing(_ arguments: [String]) throws {
    let run = try EaselProcess.run(arguments.map { $0 == "DOC" ? Documents.rainbow.path : $0 })
    #expect(run.status == 64)
    #expect(!run.stderr.contains("did you mean"), "\(run.stderr)")
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
