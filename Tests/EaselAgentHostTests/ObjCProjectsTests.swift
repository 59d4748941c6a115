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

  /// The files no target compiles are planned only where a designable is declared in one:
  /// Xcode builds a target's files, so a category lying in a folder no target lists gives
  /// no inspectable and is not translated; a designable declared in that folder makes its
  /// project folder's loose files planned, as far as its build reaches.
  @Test func filesNoTargetCompilesArePlannedOnlyForADesignableDeclaredInOne() throws {
    func translated(looseDesignable: Bool) throws -> [String] {
      var files: [String: String] = [
        "App/App.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
          target: "App", sources: ["App/Star.m"]),
        "App/App/Star.h":
          "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Star : UIView\n@end\n",
        "App/App/Star.m": "#import \"Star.h\"\n@implementation Star\n@end\n",
        "App/Vendor/UIView+Corner.h": """
        #import <UIKit/UIKit.h>
        @interface UIView (Corner)
        @property (nonatomic) IBInspectable CGFloat corner;
        @end
        """,
        "App/Vendor/UIView+Corner.m": """
        #import "UIView+Corner.h"
        @implementation UIView (Corner)
        - (CGFloat)corner { return 0; }
        - (void)setCorner:(CGFloat)corner {}
        @end
        """,
      ]
      if looseDesignable {
        files["App/Vendor/Dial.h"] =
          "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Dial : UIView\n@end\n"
        files["App/Vendor/Dial.m"] = "#import \"Dial.h\"\n@implementation Dial\n@end\n"
      }
      let root = try ProjectShapeTests.folder(files)
      defer { try? FileManager.default.removeItem(at: root) }
      let cache = try TestFolder.make()
      defer { try? FileManager.default.removeItem(at: cache) }
      return try sets(root, cache: cache).sets.flatMap { relative($0.files, to: root) }.sorted()
    }
    #expect(try translated(looseDesignable: false) == ["App/App/Star.m"])
    #expect(
      try translated(looseDesignable: true) == [
        "App/App/Star.m", "App/Vendor/Dial.m", "App/Vendor/UIView+Corner.m",
      ])
  }

  /// A pod's repository made from CocoaPods' template keeps the pod's sources at its root,
  /// compiled by the example's project, which the root links in (`_Pods.xcodeproj` →
  /// `Example/Pods/Pods.xcodeproj`, BladeTail/OOListBox): read from the root, the designable
  /// is planned in the project that compiles it, whose folder is the example's.
  @Test func aDesignableIsPlannedWhereTheProjectCompilingItIs() throws {
    let root = try ProjectShapeTests.folder([
      "Example/Lib.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
        target: "Lib", type: "framework", sources: ["../Lib/Classes/Dial.m"]),
      "Example/App/Main.m": "int main(void) { return 0; }\n",
      "Lib/Classes/Dial.h":
        "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Dial : UIView\n@end\n",
      "Lib/Classes/Dial.m": "#import \"Dial.h\"\n@implementation Dial\n@end\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("_Lib.xcodeproj").path,
      withDestinationPath: "Example/Lib.xcodeproj")
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let (sets, _) = try sets(root, cache: cache)
    let given = sets.map {
      "\($0.moduleName): " + relative($0.files, to: root).joined(separator: " ")
    }
    #expect(given == ["Lib: Lib/Classes/Dial.m"])
  }

  /// A name one project's files reach is needed of its own project's frameworks and pods,
  /// never of another project's: the framework of a second app of the repository declaring
  /// a class of that name is not translated.
  @Test func oneProjectsReachNeverWalksAnothersFolders() throws {
    let root = try ProjectShapeTests.folder([
      "One/One.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
        target: "One", sources: ["One/Star.m"]),
      "One/One/Star.h":
        "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Star : UIView\n@end\n",
      "One/One/Star.m": """
      #import "Star.h"
      @implementation Star
      - (void)drawRect:(CGRect)rect { [Painter paint]; }
      @end
      """,
      "Two/Two.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
        target: "Kit", type: "framework", sources: ["Kit/Painter.m"]),
      "Two/Kit/Painter.h":
        "#import <UIKit/UIKit.h>\n@interface Painter : NSObject\n+ (void)paint;\n@end\n",
      "Two/Kit/Painter.m":
        "#import \"Painter.h\"\n@implementation Painter\n+ (void)paint {}\n@end\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let files = try sets(root, cache: cache).sets.flatMap { relative($0.files, to: root) }
    #expect(files.sorted() == ["One/One/Star.m"])
  }

  /// A render builds its own project's designables: the designable of another app of the
  /// repository, which its target's agent never holds, reaches nothing of that app, nor
  /// does that app's category giving UIKit's views an inspectable; and a class the document
  /// uses is its own project's, not a copy of it in the other app.
  @Test func aRenderReachesItsOwnProjectsDesignablesOnly() throws {
    var files: [String: String] = [
      "Two/Two/UIView+Corner.h": """
      #import <UIKit/UIKit.h>
      @interface UIView (Corner)
      @property (nonatomic) IBInspectable CGFloat corner;
      @end
      """,
      "Two/Two/UIView+Corner.m": """
      #import "UIView+Corner.h"
      @implementation UIView (Corner)
      - (CGFloat)corner { return 0; }
      - (void)setCorner:(CGFloat)corner {}
      @end
      """,
    ]
    // One's Star; Two's copy of Star, its Gauge and its category.
    let sources = [
      "One": ["One/Star.m"], "Two": ["Two/Star.m", "Two/Gauge.m", "Two/UIView+Corner.m"],
    ]
    for (app, compiled) in sources {
      files["\(app)/\(app).xcodeproj/project.pbxproj"] = ProjectShapeTests.pbxproj(
        target: app, sources: compiled, resources: ["\(app)/Screen.xib"])
      files["\(app)/\(app)/Screen.xib"] = ""
    }
    for (app, view) in [("One", "Star"), ("Two", "Gauge"), ("Two", "Star")] {
      files["\(app)/\(app)/\(view).h"] =
        "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface \(view) : UIView\n@end\n"
      files["\(app)/\(app)/\(view).m"] =
        "#import \"\(view).h\"\n@implementation \(view)\n@end\n"
    }
    let root = try ProjectShapeTests.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let recorder = ObjCTranslationTests.Recorder()
    _ = try AgentPlan(
      uses: AgentPlan.SceneUses(customClasses: ["Star"], module: nil, runtimeKeyPaths: []),
      at: root.appendingPathComponent("One/One/Screen.xib"), sources: root, designTime: true,
      cacheDirectory: cache, planCache: nil,
      translateObjC: recorder.translator { _ in ObjCTranslation() }, compiling: false)
    #expect(recorder.sets.flatMap { relative($0.files, to: root) } == ["One/One/Star.m"])
  }

  /// A framework target's class beside a `.xcodeproj` holding only a user's state
  /// (`xcuserdata`, no `project.pbxproj`, which Xcode cannot open): that folder is no project
  /// of its own, so a render of the class's xib beside it plans the project whose target
  /// compiles the class, and the class is translated.
  @Test func aProjectWithoutItsProjectFileIsNoProject() throws {
    let root = try ProjectShapeTests.folder([
      "App.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
        target: "Kit", type: "framework", sources: ["Kit/Dial.m"]),
      "Kit/Kit.xcodeproj/xcuserdata/me.xcuserdatad/xcschemes/xcschememanagement.plist": "",
      "Kit/Dial.h": "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Dial : UIView\n@end\n",
      "Kit/Dial.m": "#import \"Dial.h\"\n@implementation Dial\n@end\n",
      "Kit/Dial.xib": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let recorder = ObjCTranslationTests.Recorder()
    _ = try DesignablesProject(root: root).translatingObjectiveC(
      for: ["Dial"], near: root.appendingPathComponent("Kit/Dial.xib"),
      ObjCReachTests().build(cache, recorder))
    #expect(recorder.sets.flatMap(\.files).map(\.lastPathComponent) == ["Dial.m"])
  }
}
