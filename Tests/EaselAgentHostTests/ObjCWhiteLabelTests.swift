import EaselObjC
import EaselProject
import Foundation
import Testing

@testable import EaselAgentHost

/// White-label apps: several targets of one project compiling the same sources (eleven in
/// ioskinjal/ios-app-portfolio's OTT, spent). A Swift designable is built in one of them,
/// so only that one's Objective-C is followed from it; and Objective-C that several targets
/// compile the same way is translated once, for all of them.
@Suite(.serialized)
struct ObjCWhiteLabelTests {
  /// A project of app targets `One` and `Two`, both building `shared`, each also its own
  /// files of `own`: `.m` and `.swift` files in its sources phase, `.h` files in its headers
  /// phase, others in its resources phase.
  static func pbxproj(shared: [String], own: [String: [String]] = [:]) -> String {
    var lines: [String] = []
    var refs: [String] = []
    var targets: [String] = []
    let all = shared + own.values.flatMap { $0 }.sorted()
    let index = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1, $0) })
    for (i, path) in all.enumerated() {
      lines.append(
        "F\(i) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<group>\"; };")
      refs.append("F\(i)")
    }
    for target in ["One", "Two"] {
      var phases: [String: [String]] = [:]
      for path in shared + (own[target] ?? []) {
        let build = "B\(target)\(index[path] ?? 0)"
        lines.append("\(build) = {isa = PBXBuildFile; fileRef = F\(index[path] ?? 0); };")
        let phase =
          path.hasSuffix(".h")
          ? "Headers" : path.hasSuffix(".m") || path.hasSuffix(".swift") ? "Sources" : "Resources"
        phases[phase, default: []].append(build)
      }
      for phase in ["Sources", "Headers", "Resources"] {
        let files = (phases[phase] ?? []).joined(separator: ", ")
        lines.append("\(phase)\(target) = {isa = PBX\(phase)BuildPhase; files = (\(files)); };")
      }
      lines.append(
        "T\(target) = {isa = PBXNativeTarget; name = \(target); buildPhases = (Sources\(target), Headers\(target), Resources\(target)); productType = \"com.apple.product-type.application\"; };"
      )
      targets.append("T\(target)")
    }
    return """
      // !$*UTF8*$!
      {
        objects = {
          P = {isa = PBXProject; targets = (\(targets.joined(separator: ", "))); mainGroup = G; };
          G = {isa = PBXGroup; children = (\(refs.joined(separator: ", "))); sourceTree = "<group>"; };
          \(lines.joined(separator: "\n      "))
        };
        rootObject = P;
      }
      """
  }

  /// `root` translated for its designables: the sets the translator was given, and the
  /// project.
  func translated(_ root: URL) throws -> (sets: [ObjCSourceSet], project: DesignablesProject) {
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let recorder = ObjCTranslationTests.Recorder()
    let project = try DesignablesProject(root: root).translatingObjectiveC(
      ObjCReachTests().build(cache, recorder))
    return (recorder.sets, project)
  }

  static let helper = [
    "App/App/Helper.h": "#import <UIKit/UIKit.h>\n@interface Helper : NSObject\n@end\n",
    "App/App/Helper.m": "#import \"Helper.h\"\n@implementation Helper\n@end\n",
  ]

  /// A Swift designable both targets compile is built in the first (`easel designables`
  /// builds each class once, `buildsForAllDesignables`): the Objective-C it names is
  /// followed from that target's build only, never from the other target's.
  @Test func aSwiftDesignableReachesTheObjectiveCOfTheTargetItIsBuiltIn() throws {
    var files = Self.helper
    files["App/App.xcodeproj/project.pbxproj"] = Self.pbxproj(
      shared: ["App/Ring.swift", "App/Helper.m"])
    files["App/App/Ring.swift"] =
      "import UIKit\n@IBDesignable class Ring: UIView { let helper = Helper() }\n"
    let root = try ProjectShapeTests.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let (sets, project) = try translated(root)
    #expect(sets.map(\.moduleName) == ["One"])
    #expect(project.objectiveC.keys.map { String($0.prefix(while: { $0 != " " })) } == ["One"])
  }

  /// A render of a document builds in the document's target: the Objective-C is followed
  /// from that target's build.
  @Test func aRenderReachesTheObjectiveCOfTheDocumentsTarget() throws {
    var files = Self.helper
    files["App/App.xcodeproj/project.pbxproj"] = Self.pbxproj(
      shared: ["App/Ring.swift", "App/Helper.m"], own: ["Two": ["App/Two.storyboard"]])
    files["App/App/Ring.swift"] =
      "import UIKit\n@IBDesignable class Ring: UIView { let helper = Helper() }\n"
    files["App/App/Two.storyboard"] = "<document/>\n"
    let root = try ProjectShapeTests.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let recorder = ObjCTranslationTests.Recorder()
    let project = try DesignablesProject(root: root).translatingObjectiveC(
      for: ["Ring"], near: root.appendingPathComponent("App/App/Two.storyboard"),
      ObjCReachTests().build(cache, recorder))
    #expect(recorder.sets.map(\.moduleName) == ["Two"])
    #expect(project.objectiveC.count == 1)
  }

  /// An Objective-C designable both targets compile, with the same headers in reach, is
  /// translated once: both modules have the one translation's Swift, scanned once.
  @Test func objectiveCTwoTargetsCompileAlikeIsTranslatedOnce() throws {
    let root = try ProjectShapeTests.folder([
      "App/App.xcodeproj/project.pbxproj": Self.pbxproj(shared: ["App/Star.m", "App/Star.h"]),
      "App/App/Star.h": "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Star : UIView\n@end\n",
      "App/App/Star.m": "#import \"Star.h\"\n@implementation Star\n@end\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let (sets, project) = try translated(root)
    #expect(sets.count == 1)
    #expect(project.objectiveC.count == 2)
    let files = Set(project.objectiveC.values.map { $0.files.map(\.path) })
    #expect(files.count == 1, "one translation's files for both")
  }

  /// Where the same `#import "Theme.h"` finds another header in each target (each target's
  /// own copy, which its headers phase lists and its header map holds first), the targets'
  /// translations differ: each is translated.
  @Test func objectiveCWhoseImportsFindOtherHeadersIsTranslatedForEach() throws {
    let root = try ProjectShapeTests.folder([
      "App/App.xcodeproj/project.pbxproj": Self.pbxproj(
        shared: ["App/Star.m", "App/Star.h"],
        own: ["One": ["One/Theme.h"], "Two": ["Two/Theme.h"]]),
      "App/App/Star.h": "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Star : UIView\n@end\n",
      "App/App/Star.m": "#import \"Star.h\"\n#import \"Theme.h\"\n@implementation Star\n@end\n",
      "App/One/Theme.h": "#define THEME_INSET 1\n",
      "App/Two/Theme.h": "#define THEME_INSET 2\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let (sets, project) = try translated(root)
    #expect(sets.map(\.moduleName).sorted() == ["One", "Two"])
    #expect(project.objectiveC.count == 2)
  }
}
