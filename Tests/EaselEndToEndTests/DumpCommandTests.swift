import EaselDocument
import EaselTestSupport
import Foundation
import Testing

/// `easel dump`, run as a user would.
struct DumpCommandTests {
  @Test func dumpsTheRainbowTree() throws {
    let run = try EaselProcess.run(["dump", Documents.rainbow.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout == """
        storyboard Main.storyboard toolsVersion=21701
        scene #tne-QT-ifu "View Controller"
          viewController #BYZ-38-t0r ViewController(RainbowDemo)
            view #8bC-Xf-vdC key=view (0.0 0.0 667 375)
              view #Rbw-1a-x7K Rainbow(RainbowDemo) (33.5 16 600 343)

        """)
  }

  @Test func printsWhatTheLibraryDumps() throws {
    for url in [Documents.spring, Documents.rainbow] {
      let run = try EaselProcess.run(["dump", url.path])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout == (try IBDocument(contentsOf: url)).dump())
    }
  }

  @Test func sceneLimitsToOneSceneByAnyOfItsIDs() throws {
    let url = Documents.spring
    // The scene id, its view controller's id, its root view's id.
    for id in ["FIC-8l-Zvm", "gI9-MU-NP6", "diL-kH-pKD"] {
      let run = try EaselProcess.run(["dump", url.path, "--scene", id])
      #expect(run.status == 0, "\(run.stderr)")
      let lines = run.stdout.split(separator: "\n")
      #expect(lines.first == "storyboard Main.storyboard toolsVersion=11201")
      #expect(lines.dropFirst().first == "scene #FIC-8l-Zvm \"Code View Controller\"")
      #expect(lines.filter { $0.hasPrefix("scene #") }.count == 1)
      #expect(lines.contains("  viewController #gI9-MU-NP6 CodeViewController(SpringApp)"))
    }
  }

  @Test func theScenesTogetherMakeTheWholeDump() throws {
    let url = Documents.spring
    let whole = try EaselProcess.run(["dump", url.path]).stdout
    var joined = ""
    for id in ["BLg-45-6qz", "FIC-8l-Zvm", "wF4-oh-fMB"] {
      let part = try EaselProcess.run(["dump", url.path, "--scene", id])
      #expect(part.status == 0)
      let body = part.stdout.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
      joined += body.count == 2 ? String(body[1]) : ""
    }
    let wholeBody = whole.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    #expect(wholeBody.count == 2)
    #expect(joined == String(wholeBody.last ?? ""))
  }

  @Test(.requiresCorpus) func printsWhatTheLibraryDumpsForAllViews() throws {
    let url = Corpus.file("IBDecodable__IBDecodable/Tests/Resources/StoryboardAllViews.storyboard")
    let run = try EaselProcess.run(["dump", url.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == (try IBDocument(contentsOf: url)).dump())
  }

  @Test(.requiresCorpus) func aXibDumpsItsTopLevelViews() throws {
    let url = try #require(
      Corpus.documents().first { $0.lastPathComponent == "CollectionReusableView.xib" })
    let run = try EaselProcess.run(["dump", url.path])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("xib CollectionReusableView.xib toolsVersion=15705\n"))
    #expect(
      run.stdout.contains(
        "scene #Hfh-yZ-iZF\n  collectionReusableView #Hfh-yZ-iZF (0.0 0.0 414 50)"))
  }

  @Test func anUnknownSceneFailsWithASuggestion() throws {
    let run = try EaselProcess.run(["dump", Documents.rainbow.path, "--scene", "tne-QT-ifx"])
    #expect(run.status == 1)
    #expect(
      run.stderr.contains("no scene 'tne-QT-ifx' (did you mean 'tne-QT-ifu'?)"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test func helpAndUsageErrors() throws {
    let help = try EaselProcess.run(["dump", "-h"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: easel dump DOCUMENT [--scene ID]"))
    #expect(try EaselProcess.run(["dump"]).status == 64)
    #expect(try EaselProcess.run(["dump", Documents.rainbow.path, "--scene"]).status == 64)
    let typo = try EaselProcess.run(["dump", Documents.rainbow.path, "--scen", "x"])
    #expect(typo.status == 64)
    #expect(typo.stderr.contains("did you mean '--scene'?"))
  }

  @Test func aNonIBFileFailsWithALocatedError() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Plain.xib")
    try Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n".utf8).write(
      to: file)
    let run = try EaselProcess.run(["dump", file.path])
    #expect(run.status == 1)
    #expect(run.stderr.contains("Plain.xib:2:"), "\(run.stderr)")
    #expect(run.stderr.contains("not an Interface Builder document"))
  }
}
