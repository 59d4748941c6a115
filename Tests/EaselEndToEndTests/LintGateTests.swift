import EaselTestSupport
import Foundation
import Testing

/// `easel lint` as a CI gate: output formats, baselines, paths relative to the project, and
/// failing when there is nothing to lint.
@Suite(.serialized)
struct LintGateTests {
  /// A project folder with a storyboard whose label has the runtime attributes `keys` (none
  /// of which any class has) and an image view naming a missing image.
  struct Project {
    var folder: URL
    var storyboard: URL { folder.appendingPathComponent("App/Main.storyboard") }

    init() throws {
      folder = try TestPaths.temporaryFolder("easel-lint-gate")
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
      try Data("import UIKit\nclass ViewController: UIViewController {}\n".utf8).write(
        to: folder.appendingPathComponent("App/ViewController.swift"))
      try write(keys: ["goneKey"])
    }

    func write(keys: [String], padding: Int = 0) throws {
      let attributes = keys.map {
        #"<userDefinedRuntimeAttribute type="boolean" keyPath="\#($0)" value="YES"/>"#
      }.joined(separator: "\n")
      let text = """
        <?xml version="1.0" encoding="UTF-8"?>\(String(repeating: "\n", count: padding))
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
          <scenes><scene sceneID="sc"><objects>
            <viewController id="vc" customClass="ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                  <label opaque="NO" text="Hi" id="lbl">
                    <rect key="frame" x="20" y="20" width="100" height="20"/>
                    <userDefinedRuntimeAttributes>
        \(attributes)
                    </userDefinedRuntimeAttributes>
                  </label>
                  <imageView contentMode="scaleAspectFit" image="ghost" id="img">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                  </imageView>
                </subviews>
              </view>
            </viewController>
          </objects></scene></scenes>
        </document>
        """
      try Data(text.utf8).write(to: storyboard)
    }

    func lint(_ arguments: [String]) throws -> EaselProcess {
      try EaselProcess.run(["lint"] + arguments + ["App"], in: folder)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  @Test func aFolderWithoutDocumentsFails() throws {
    let folder = try TestPaths.temporaryFolder("easel-lint-empty")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try EaselProcess.run(["lint", folder.path])
    #expect(run.status == 1)
    #expect(run.stderr.contains("error: no storyboard or xib to lint in \(folder.path)"))
  }

  @Test func findingsNameTheirFilesRelativeToTheProject() throws {
    let project = try Project()
    defer { project.remove() }
    let text = try project.lint([])
    #expect(text.status == 1)
    #expect(text.stdout.hasPrefix("App/Main.storyboard:"), "\(text.stdout)")
    let github = try project.lint(["--format", "github"])
    let commands = github.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(commands.count == 2, "\(github.stdout)")
    #expect(commands.allSatisfy { $0.contains("file=App/Main.storyboard,line=") })
    let sarif = try project.lint(["--format", "sarif"])
    #expect(sarif.stdout.contains(#""uri" : "App/Main.storyboard""#), "\(sarif.stdout)")
    let unknown = try project.lint(["--format", "xml"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("unknown format 'xml'"), "\(unknown.stderr)")
  }

  @Test func aBaselineGatesOnNewFindingsOnly() throws {
    let project = try Project()
    defer { project.remove() }
    let written = try project.lint(["--write-baseline", "baseline.json"])
    #expect(written.status == 1)
    #expect(written.stderr.contains("wrote 2 findings to baseline.json"), "\(written.stderr)")
    #expect(
      FileManager.default.fileExists(
        atPath: project.folder.appendingPathComponent("baseline.json").path))

    try project.write(keys: ["goneKey"], padding: 5)
    let quiet = try project.lint(["--baseline", "baseline.json"])
    #expect(quiet.status == 0, "\(quiet.stdout)")
    #expect(quiet.stdout.split(separator: "\n").count == 1, "\(quiet.stdout)")
    #expect(quiet.stdout.contains("2 findings in the baseline not shown"))

    try project.write(keys: ["goneKey", "newKey"], padding: 5)
    let new = try project.lint(["--baseline", "baseline.json"])
    #expect(new.status == 1)
    let lines = new.stdout.split(separator: "\n").dropLast()
    #expect(lines.count == 1, "\(new.stdout)")
    #expect(lines.first?.contains("'newKey'") == true)

    let missing = try project.lint(["--baseline", "nowhere.json"])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("nowhere.json: error: cannot read the baseline"))
  }
}
