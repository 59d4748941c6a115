import EaselRendering
import EaselTestSupport
import Foundation
import Testing

/// Two apps of one repository, each declaring its own `DesignView`: each class keeps the
/// status of its own build, never the other's.
@Suite(.serialized)
struct DuplicateClassNameTests {
  /// A project file whose one application target compiles `source`.
  static func pbxproj(target: String, source: String) -> String {
    """
    // !$*UTF8*$!
    {
      objects = {
        P = {isa = PBXProject; targets = (T); mainGroup = G; };
        G = {isa = PBXGroup; children = (F0); sourceTree = "<group>"; };
        F0 = {isa = PBXFileReference; path = "\(source)"; sourceTree = "<group>"; };
        B0 = {isa = PBXBuildFile; fileRef = F0; };
        S = {isa = PBXSourcesBuildPhase; files = (B0); };
        T = {isa = PBXNativeTarget; name = \(target); buildPhases = (S); productType = "com.apple.product-type.application"; };
      };
      rootObject = P;
    }
    """
  }

  @MainActor
  @Test func sameNamedClassesOfTwoAppsKeepTheirOwnStatus() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let root = dir.appendingPathComponent("repository")
    let files = [
      "Good/Good.xcodeproj/project.pbxproj": Self.pbxproj(
        target: "Good", source: "DesignView.swift"),
      "Good/DesignView.swift": "import UIKit\n@IBDesignable class DesignView: UIView {}\n",
      "Bad/Bad.xcodeproj/project.pbxproj": Self.pbxproj(target: "Bad", source: "DesignView.swift"),
      "Bad/DesignView.swift":
        "import UIKit\n@IBDesignable class DesignView: UIView { let broken: Int = \"text\" }\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    var job = DesignablesJob(root: root)
    job.cacheDirectory = dir.appendingPathComponent("cache")
    let report = try job.run()
    let byApp = Dictionary(
      uniqueKeysWithValues: report.designables.map {
        (URL(fileURLWithPath: $0.file).deletingLastPathComponent().lastPathComponent, $0)
      })
    #expect(byApp.keys.sorted() == ["Bad", "Good"], "\(report.designables.map(\.file))")
    #expect(byApp["Good"]?.status == "up-to-date", "\(byApp["Good"]?.diagnostics ?? [])")
    #expect(byApp["Bad"]?.status == "build-failed")
    #expect(byApp["Good"]?.diagnostics.contains { $0.contains("Bad/") } == false)
    #expect(report.summary.upToDate == 1 && report.summary.buildFailed == 1)
  }
}
