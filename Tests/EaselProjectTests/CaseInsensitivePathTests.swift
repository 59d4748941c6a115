import EaselDiagnostics
import Foundation
import Testing

@testable import EaselProject

/// A reference spelled in another case than the file on disk names that file, as it does on
/// a Mac's case-insensitive volume, where Xcode builds it.
struct CaseInsensitivePathTests {
  @Test func aSourceSpelledInAnotherCaseIsTheFileOnDisk() throws {
    let root = try Fixtures.folder([
      "App/Views/TimeLineTableViewCell.swift": "class TimelineTableViewCell {}\n",
      "App/Views/TimeLineTableViewCell.xib": "<document/>\n",
      "App/Exact.swift": "\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let text = """
      {
        objects = {
          P = {isa = PBXProject; targets = (T); mainGroup = G; };
          G = {isa = PBXGroup; children = (V, E); sourceTree = "<group>"; path = App; };
          V = {isa = PBXGroup; children = (F, X); sourceTree = "<group>"; path = views; };
          F = {isa = PBXFileReference; path = TimelineTableViewCell.swift; sourceTree = "<group>"; };
          X = {isa = PBXFileReference; path = TimelineTableViewCell.xib; sourceTree = "<group>"; };
          E = {isa = PBXFileReference; path = Exact.swift; sourceTree = "<group>"; };
          BF = {isa = PBXBuildFile; fileRef = F; };
          BX = {isa = PBXBuildFile; fileRef = X; };
          BE = {isa = PBXBuildFile; fileRef = E; };
          S = {isa = PBXSourcesBuildPhase; files = (BF, BE); };
          R = {isa = PBXResourcesBuildPhase; files = (BX); };
          T = {isa = PBXNativeTarget; name = App; buildPhases = (S, R); productType = "com.apple.product-type.application"; };
        };
        rootObject = P;
      }
      """
    let plist = try PropertyListParser.parse(Data(text.utf8), file: "p.pbxproj")
    let log = DiagnosticLog()
    let project = try XcodeProject(
      url: root.appendingPathComponent("App.xcodeproj"), propertyList: plist, file: "p.pbxproj",
      diagnostics: log)
    let target = try #require(project.targets.first)
    #expect(
      target.sourceFiles.map { Fixtures.relative($0, to: root) } == [
        "App/Views/TimeLineTableViewCell.swift", "App/Exact.swift",
      ])
    #expect(
      target.resourceFiles.map { Fixtures.relative($0, to: root) } == [
        "App/Views/TimeLineTableViewCell.xib"
      ])
    #expect(!log.diagnostics.contains { $0.id == "project-missing-file" })
  }

  @Test func twoFilesDifferingOnlyInCaseAreNotGuessedBetween() throws {
    let root = try Fixtures.folder(["A/Thing.swift": "\n", "A/THING.swift": "\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    let asked = root.appendingPathComponent("A/thing.swift")
    #expect(CaseInsensitivePath.existing(asked) == nil)
    let exact = root.appendingPathComponent("A/Thing.swift")
    #expect(CaseInsensitivePath.existing(exact) == exact)
    #expect(CaseInsensitivePath.existing(root.appendingPathComponent("B/x.swift")) == nil)
  }
}
