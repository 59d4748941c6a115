import EaselInspect
@testable import EaselRendering
import EaselTestSupport
import Foundation
import Testing

/// Two apps of one repository, each declaring its own `DesignView`: each class keeps the
/// status of its own build, never the other's.
@Suite(.serialized)
struct DuplicateClassNameTests {
  /// A project file whose one application target compiles `source`.
  static func pbxproj(target: String, source: String) -> String {
    pbxproj(target: target, sources: [source])
  }

  /// A project file whose one application target compiles `sources`.
  static func pbxproj(target: String, sources: [String]) -> String {
    let ids = sources.indices
    let references = ids.map {
      "F\($0) = {isa = PBXFileReference; path = \"\(sources[$0])\"; sourceTree = \"<group>\"; };"
        + " B\($0) = {isa = PBXBuildFile; fileRef = F\($0); };"
    }
    return """
      // !$*UTF8*$!
      {
        objects = {
          P = {isa = PBXProject; targets = (T); mainGroup = G; };
          G = {isa = PBXGroup; children = (\(ids.map { "F\($0)" }.joined(separator: ", "))); sourceTree = "<group>"; };
          \(references.joined(separator: "\n    "))
          S = {isa = PBXSourcesBuildPhase; files = (\(ids.map { "B\($0)" }.joined(separator: ", "))); };
          T = {isa = PBXNativeTarget; name = \(target); buildPhases = (S); productType = "com.apple.product-type.application"; };
        };
        rootObject = P;
      }
      """
  }

  static func write(_ files: [String: String], under root: URL) throws {
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
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
    try Self.write(files, under: root)
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

  /// Copies of one app (a course's repository, a folder per lesson), each project with a
  /// target of the same name: each copy is built in its own target, and each class has its
  /// own build's status and files. They were one build, named after the first copy's target:
  /// the other copies' classes were in no plan (`files: []`) and took the status of a
  /// namesake the first copy drew.
  @MainActor
  @Test func copiesOfOneAppAreEachBuiltInTheirOwnTarget() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let root = dir.appendingPathComponent("course")
    try Self.write(
      [
        "01_intro/App/App.xcodeproj/project.pbxproj": Self.pbxproj(
          target: "App", source: "CardView.swift"),
        "01_intro/App/CardView.swift": "import UIKit\n@IBDesignable class CardView: UIView {}\n",
        "02_more/App/App.xcodeproj/project.pbxproj": Self.pbxproj(
          target: "App", sources: ["CardView.swift", "DrawingCardView.swift"]),
        "02_more/App/CardView.swift":
          "import UIKit\n@IBDesignable class CardView: UIView { let broken: Int = \"text\" }\n",
        "02_more/App/DrawingCardView.swift":
          "import UIKit\n@IBDesignable class DrawingCardView: UIView {}\n",
      ], under: root)
    var job = DesignablesJob(root: root)
    job.cacheDirectory = dir.appendingPathComponent("cache")
    let report = try job.run()
    let byFile = Dictionary(
      uniqueKeysWithValues: report.designables.map {
        ($0.file.components(separatedBy: "/").suffix(3).joined(separator: "/"), $0)
      })
    #expect(
      byFile.keys.sorted() == [
        "01_intro/App/CardView.swift", "02_more/App/CardView.swift",
        "02_more/App/DrawingCardView.swift",
      ], "\(report.designables.map(\.file)) \(report.notBuilt.map(\.file))")
    #expect(byFile["01_intro/App/CardView.swift"]?.status == "up-to-date")
    #expect(byFile["02_more/App/CardView.swift"]?.status == "build-failed")
    #expect(byFile["02_more/App/DrawingCardView.swift"]?.status == "up-to-date")
    for entry in report.designables {
      #expect(entry.module == "App", "\(entry.file)")
      #expect(!entry.files.isEmpty, "\(entry.file)")
      #expect(entry.files.allSatisfy { !$0.contains(entry.file.contains("01_") ? "02_" : "01_") })
    }
    #expect(byFile["02_more/App/DrawingCardView.swift"]?.phaseSeconds?.isEmpty == false)
    #expect(report.notBuilt.isEmpty)
  }

  /// A build reports a class by name; its status goes to the declaration the build compiled,
  /// and to no other class of the name, even when the build compiled none of them.
  @Test func aStatusGoesOnlyToTheDeclarationABuildCompiled() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let first = dir.appendingPathComponent("A/CardView.swift")
    let second = dir.appendingPathComponent("B/CardView.swift")
    try Self.write(
      [
        "A/CardView.swift": "import UIKit\n@IBDesignable class CardView: UIView {}\n",
        "B/CardView.swift": "import UIKit\n@IBDesignable class CardView: UIView {}\n",
      ], under: dir)
    let classes = try ScanResult.scan(files: [first, second]).classes
    #expect(classes.count == 2)
    let built = DesignablesJob.declarations(of: "CardView", among: classes, compiling: [first.path])
    #expect(built.map(\.location.file) == [first.path])
    #expect(
      DesignablesJob.declarations(of: "CardView", among: classes, compiling: ["/elsewhere.swift"])
        .isEmpty)
  }
}
