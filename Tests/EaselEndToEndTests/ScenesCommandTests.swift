import EaselTestSupport
import Foundation
import Testing

/// `easel scenes`, run as a user would.
struct ScenesCommandTests {
  @Test func listsTheRainbowScene() throws {
    let run = try EaselProcess.run(["scenes", Documents.rainbow.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout == """
           ID          TITLE            CLASS           SIZE
        *  tne-QT-ifu  View Controller  ViewController  667×375

        """)
  }

  @Test func jsonCarriesTheIDsAndTheSize() throws {
    let run = try EaselProcess.run(["scenes", Documents.profile.path, "--json"])
    #expect(run.status == 0, "\(run.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(json["kind"] as? String == "storyboard")
    #expect(json["initialViewController"] as? String == "Prf-VC-001")
    let scenes = try #require(json["scenes"] as? [[String: Any]])
    #expect(scenes.count == 1)
    #expect(scenes.first?["id"] as? String == "Prf-SC-001")
    #expect(scenes.first?["viewControllerID"] as? String == "Prf-VC-001")
    #expect(scenes.first?["rootViewID"] as? String == "Prf-RV-001")
    #expect(scenes.first?["class"] as? String == "ProfileViewController")
    #expect(scenes.first?["width"] as? Double == 375)
    #expect(scenes.first?["height"] as? Double == 667)
    #expect(scenes.first?["initial"] as? Bool == true)
  }

  @Test func listsSpringsStoryboardInOrderWithTheInitialMarked() throws {
    let run = try EaselProcess.run(["scenes", Documents.spring.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout == """
           ID          TITLE                    CLASS                  SIZE
        *  BLg-45-6qz  Spring View Controller   SpringViewController   375×667
           FIC-8l-Zvm  Code View Controller     CodeViewController     375×667
           wF4-oh-fMB  Options View Controller  OptionsViewController  375×667

        """)
  }

  @Test(.requiresCorpus) func aNavigationControllerHasItsElementAsClassAndNoSize() throws {
    let document = Corpus.document(
      "IBAnimatable__IBAnimatable/IBAnimatableApp/IBAnimatableApp/Demo/DemoApp.storyboard")
    let run = try EaselProcess.run(["scenes", document.path])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 18)  // header and 17 scenes
    let navigation = try #require(lines.first { $0.contains("Cq3-ok-T1r") })
    #expect(navigation.contains("Navigation Controller"))
    #expect(navigation.contains("navigationController"))
    #expect(navigation.hasSuffix("-"))
    #expect(lines.filter { $0.hasPrefix("*") }.count == 1)
    #expect(lines[1].hasPrefix("*  8Rd-3V-pdH  Login View Controller"))
  }

  @Test(.requiresCorpus) func aXibListsItsTopLevelViewsOnly() throws {
    // A cell and a tap gesture recognizer at the top level: only the cell is listed.
    let withGesture = try #require(
      Corpus.documents().first { url in
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return url.pathExtension == "xib" && text.contains("<tapGestureRecognizer")
          && text.range(of: "<objects>")
            .map { text[$0.upperBound...].contains("\n        <tapGestureRecognizer") } == true
      })
    let run = try EaselProcess.run(["scenes", withGesture.path, "--json"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stdout.contains("GestureRecognizer\""), "\(run.stdout)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(json["kind"] as? String == "xib")
    #expect((json["scenes"] as? [Any])?.isEmpty == false)

    let reusable = try #require(
      Corpus.documents().first { $0.lastPathComponent == "CollectionReusableView.xib" })
    let text = try EaselProcess.run(["scenes", reusable.path])
    #expect(
      text.stdout.contains("Hfh-yZ-iZF  -      collectionReusableView  414×50"), "\(text.stdout)")
  }

  @Test func helpAndUsageErrors() throws {
    let help = try EaselProcess.run(["scenes", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: easel scenes DOCUMENT [--json]"))
    #expect(try EaselProcess.run(["scenes"]).status == 64)
    #expect(try EaselProcess.run(["scenes", "a.storyboard", "b.storyboard"]).status == 64)
    let typo = try EaselProcess.run(["scenes", Documents.rainbow.path, "--jsn"])
    #expect(typo.status == 64)
    #expect(typo.stderr.contains("did you mean '--json'?"), "\(typo.stderr)")
  }

  @Test func aMissingOrBrokenDocumentFails() throws {
    let missing = try EaselProcess.run(["scenes", "/nonexistent/Main.storyboard"])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("no such file"))
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = folder.appendingPathComponent("Broken.xib")
    try Data("<?xml version=\"1.0\"?>\n<document>\n  <objects>\n".utf8).write(to: broken)
    let run = try EaselProcess.run(["scenes", broken.path])
    #expect(run.status == 1)
    #expect(run.stderr.contains("Broken.xib:"), "\(run.stderr)")
    #expect(run.stderr.contains("error:"))
  }
}
