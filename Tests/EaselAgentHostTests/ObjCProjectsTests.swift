import EaselObjC
import EaselProject
import Foundation
import Testing

@testable import EaselAgentHost

/// Objective-C in a repository that holds several apps (or copies of one), each its own
/// project: each project's modules are translated as that project builds them, whatever
/// names the other projects use.
@Suite(.serialized)
struct ObjCProjectsTests {
  /// The sets each translation of `root` was given, with the project translated; its
  /// header maps are made in `cache`.
  func sets(_ root: URL, cache: URL) throws -> (sets: [ObjCSourceSet], project: DesignablesProject)
  {
    let recorder = ObjCTranslationTests.Recorder()
    let project = try DesignablesProject(root: root).translatingObjectiveC(
      ObjCReachTests().build(cache, recorder))
    return (recorder.sets, project)
  }

  func relative(_ files: [URL], to root: URL) -> [String] {
    let prefix = DesignablesProject.identity(root) + "/"
    return files.map { String(DesignablesProject.identity($0).dropFirst(prefix.count)) }.sorted()
  }

  /// Two projects whose targets share a module name (copies of one app, as a monorepo
  /// keeps) are two modules: each project's designable is translated in its own project's
  /// module, none falls to the files no target compiles.
  @Test func aModuleNameSharedByTwoProjectsIsTwoModules() throws {
    var files: [String: String] = [:]
    for (app, view) in [("One", "Star"), ("Two", "Gauge")] {
      files["\(app)/\(app).xcodeproj/project.pbxproj"] = ProjectShapeTests.pbxproj(
        target: "Shared", sources: ["Shared/\(view).m"])
      files["\(app)/Shared/\(view).h"] =
        "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface \(view) : UIView\n@end\n"
      files["\(app)/Shared/\(view).m"] =
        "#import \"\(view).h\"\n@implementation \(view)\n@end\n"
    }
    let root = try ProjectShapeTests.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let (sets, project) = try sets(root, cache: cache)
    let given = sets.map {
      "\($0.moduleName): " + relative($0.files, to: root).joined(separator: " ")
    }
    #expect(given.sorted() == ["Shared: One/Shared/Star.m", "Shared: Two/Shared/Gauge.m"])
    #expect(project.objectiveC.count == 2)
  }

  /// Two apps of one repository, each with its own copy of a header declaring one enum
  /// differently: each app's `#import "Hud.h"` from a folder without it finds its own
  /// project's copy through the header map, never the other's (which clang would read as a
  /// redefinition of the enum).
  @Test func eachAppFindsItsOwnCopyOfAHeader() throws {
    var files: [String: String] = [:]
    for app in ["One", "Two"] {
      files["\(app)/\(app).xcodeproj/project.pbxproj"] = ProjectShapeTests.pbxproj(
        target: app, sources: ["App/Views/\(app)Dial.m"], resources: ["App/Common/Hud.h"])
      files["\(app)/App/Common/Hud.h"] =
        "#import <UIKit/UIKit.h>\ntypedef NS_ENUM(NSInteger, HudMode) { HudMode\(app) };\n"
      files["\(app)/App/Views/\(app)Dial.h"] =
        "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface \(app)Dial : UIView\n@end\n"
      files["\(app)/App/Views/\(app)Dial.m"] =
        "#import \"\(app)Dial.h\"\n#import \"Hud.h\"\n@implementation \(app)Dial\n@end\n"
    }
    let root = try ProjectShapeTests.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let (sets, _) = try sets(root, cache: cache)
    #expect(sets.count == 2)
    for set in sets {
      let file = try #require(set.files.first)
      let found = ObjCImports.resolve(
        .init(path: "Hud.h", quoted: true), in: file, searchPaths: set.headerSearchPaths)
      let app = relative([file], to: root).first?.prefix(3) ?? ""
      #expect(
        found.map { relative([$0], to: root) } == ["\(app)/App/Common/Hud.h"],
        "\(set.moduleName)")
    }
  }
}
