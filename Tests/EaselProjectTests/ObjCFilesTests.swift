import EaselDiagnostics
import Foundation
import Testing

@testable import EaselProject

/// A target's Objective-C as Xcode builds it, read from `project.pbxproj`: the `.m` files,
/// the headers, the search paths, the prefix and bridging headers; and CocoaPods' pods.
struct ObjCFilesTests {
  /// A mixed Swift and Objective-C app (shared with the end-to-end tests).
  static let mixed = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("EaselEndToEndTests/Fixtures/MixedObjC")

  func relative(_ urls: [URL]) -> [String] {
    urls.map { Fixtures.relative($0, to: Self.mixed) }
  }

  @Test func aMixedTargetsObjectiveC() throws {
    let project = try XcodeProject.load(Self.mixed.appendingPathComponent("Mixed.xcodeproj"))
    let target = try #require(project.target(named: "Mixed"))
    let objc = target.objectiveC
    #expect(relative(objc.implementations) == ["Mixed/StarView.m", "Mixed/BrokenStars.m"])
    #expect(target.swiftFiles.map(\.lastPathComponent) == ["SwiftBadge.swift"])
    // An app lists its headers in no phase: those beside its `.m` files.
    #expect(
      relative(objc.headers) == [
        "Mixed/BrokenStars.h", "Mixed/Mixed-Bridging-Header.h", "Mixed/StarView.h",
      ])
    // USER_HEADER_SEARCH_PATHS (`Mixed/**`), then HEADER_SEARCH_PATHS inherited from the
    // project, then the bridging header's folder (already there).
    #expect(relative(objc.headerSearchPaths) == ["Mixed", "Vendor/include"])
    #expect(relative(objc.prefixHeaders) == ["Mixed/Mixed-Prefix.pch"])
    #expect(objc.bridgingHeader.map { relative([$0]) } == ["Mixed/Mixed-Bridging-Header.h"])
    let context = ProjectContext(
      layout: .locate(document: Self.mixed.appendingPathComponent("Mixed/Main.storyboard")))
    let module = try #require(context.allModules().first { $0.name == "Mixed" })
    #expect(module.objectiveC == objc)
    #expect(module.description == "Mixed (application, 1 Swift files, 2 Objective-C files)")
  }

  /// A C file a target compiles (`bezier.c`, whose functions a class's `.m` calls) is
  /// compiled with its Objective-C, as Xcode compiles it: Objective-C is a superset of C.
  @Test func aTargetsCFilesAreCompiledWithItsObjectiveC() throws {
    let root = try Fixtures.folder([
      "App/Easing.m": "#import \"bezier.h\"\n", "App/bezier.c": "#include \"bezier.h\"\n",
      "App/bezier.h": "", "App/Shaders.metal": "",
    ])
    let sources = ["App/Easing.m", "App/bezier.c", "App/Shaders.metal"].map {
      root.appendingPathComponent($0)
    }
    let objc = ObjCFiles(
      sources: sources, headerPhase: [], settings: BuildSettings(target: [:]), sourceRoot: root,
      bridgingHeader: nil)
    #expect(objc.implementations.map(\.lastPathComponent) == ["Easing.m", "bezier.c"])
    #expect(objc.headers.map(\.lastPathComponent) == ["bezier.h"])
    let folder = ObjCFiles(folder: root.appendingPathComponent("App"))
    let inFolder = folder.implementations.map(\.lastPathComponent).sorted()
    #expect(inFolder == ["Easing.m", "bezier.c"])
  }

  @Test func headersPhaseAndRecursiveSearchPaths() throws {
    let root = try Fixtures.folder([
      "Kit/Kit.m": "#import \"Kit.h\"\n", "Kit/Kit.h": "", "Kit/Extra.h": "",
      "Lib/a/b/c.h": "",
    ])
    let settings = BuildSettings(
      target: ["HEADER_SEARCH_PATHS": "\"$(SRCROOT)/Lib/**\" missing"],
      builtIn: ["SRCROOT": root.path])
    let objc = ObjCFiles(
      sources: [root.appendingPathComponent("Kit/Kit.m")],
      headerPhase: [root.appendingPathComponent("Kit/Kit.h")], settings: settings,
      sourceRoot: root, bridgingHeader: nil)
    // A framework's Headers phase is its headers; a folder that is not there is no path.
    #expect(objc.headers.map(\.lastPathComponent) == ["Kit.h"])
    #expect(objc.projectHeaders.isEmpty)
    #expect(
      objc.headerSearchPaths.map { Fixtures.relative($0, to: root) } == [
        "Lib", "Lib/a", "Lib/a/b",
      ])
    #expect(objc.prefixHeaders.isEmpty && objc.bridgingHeader == nil)
  }

  /// A target with a Headers phase finds, by name, the project's headers no target lists, as
  /// Xcode's project header map holds them (`HEADERMAP_INCLUDES_PROJECT_HEADERS`): an old
  /// CocoaPods pod target's prefix header imports `Pods-App-environment.h`, which lies in
  /// another target's support folder (Rightpoint/RZIntrinsicContentSizeTextView, draw 41).
  @Test func aTargetWithAHeadersPhaseFindsTheProjectsOtherHeaders() throws {
    let root = try Fixtures.folder([
      "Kit/Kit.m": "", "Kit/Kit.h": "", "Support/App-environment.h": "",
    ])
    let objc = ObjCFiles(
      sources: [root.appendingPathComponent("Kit/Kit.m")],
      headerPhase: [root.appendingPathComponent("Kit/Kit.h")],
      projectHeaders: [
        root.appendingPathComponent("Kit/Kit.h"),
        root.appendingPathComponent("Support/App-environment.h"),
      ], settings: BuildSettings(target: [:]), sourceRoot: root, bridgingHeader: nil)
    #expect(objc.headers.map(\.lastPathComponent) == ["Kit.h"])
    #expect(objc.projectHeaders.map(\.lastPathComponent) == ["App-environment.h"])
  }

  /// `FRAMEWORK_SEARCH_PATHS` as Xcode reads it: `$(inherited)` and `$(PROJECT_DIR)`
  /// expanded, `path/**` recursive, folders that are not there left out (a vendored
  /// `GoogleMaps.framework` beside the project is found through `$(PROJECT_DIR)`).
  @Test func frameworkSearchPaths() throws {
    let root = try Fixtures.folder([
      "App/View.m": "@import Maps;\n", "Maps.framework/Headers/Maps.h": "",
      "Vendor/Kits/Draw.framework/Headers/Draw.h": "",
    ])
    let settings = BuildSettings(
      levels: [
        ["FRAMEWORK_SEARCH_PATHS": "$(inherited) \"$(PROJECT_DIR)\" missing"],
        ["FRAMEWORK_SEARCH_PATHS": "$(SRCROOT)/Vendor/**"],
      ], builtIn: ["SRCROOT": root.path, "PROJECT_DIR": root.path])
    let objc = ObjCFiles(
      sources: [root.appendingPathComponent("App/View.m")], headerPhase: [],
      settings: settings, sourceRoot: root, bridgingHeader: nil)
    // The inherited (project) value first, where the target's `$(inherited)` stands.
    let paths = objc.frameworkSearchPaths.map(\.standardizedFileURL.path)
    let base = root.standardizedFileURL.path
    #expect(paths.first == base + "/Vendor", "\(paths)")
    #expect(paths.contains(base + "/Vendor/Kits") && paths.contains(base), "\(paths)")
    #expect(!paths.contains { $0.hasSuffix("/missing") })
    #expect(objc.headerSearchPaths.isEmpty)
  }

  /// `SWIFT_OBJC_INTERFACE_HEADER_NAME` names the header Xcode generates from the target's
  /// Swift: a name of its own (an app's `App-Swift.h` for its `App-dev` target, whose module
  /// is `App_dev`), or the module's through `$(SWIFT_MODULE_NAME)`; unset, Xcode's default.
  @Test func theGeneratedSwiftHeadersName() throws {
    let root = try Fixtures.folder(["App/View.m": "#import \"App-Swift.h\"\n"])
    func headerName(_ value: String?) -> String? {
      let settings = BuildSettings(
        target: value.map { ["SWIFT_OBJC_INTERFACE_HEADER_NAME": $0] } ?? [:])
      return ObjCFiles(
        sources: [root.appendingPathComponent("App/View.m")], headerPhase: [],
        settings: settings, sourceRoot: root, bridgingHeader: nil, moduleName: "App_dev"
      ).swiftInterfaceHeaderName
    }
    #expect(headerName("App-Swift.h") == "App-Swift.h")
    #expect(headerName("$(SWIFT_MODULE_NAME)-Swift.h") == "App_dev-Swift.h")
    #expect(headerName(nil) == nil)
    #expect(headerName("") == nil)
  }

  /// An app's headers are every header its project refers to, as Xcode's project header map
  /// holds them: a prefix header's `#import "NotificationMacro.h"` finds one in a folder
  /// with no `.m` (a working-part app of the Objective-C census, XiBaibai, does this).
  @Test func anAppsHeadersAreThoseItsProjectRefersTo() throws {
    let root = try Fixtures.folder([
      "App.xcodeproj/project.pbxproj": """
      // !$*UTF8*$!
      { archiveVersion = 1; objectVersion = 56; objects = {
        A1 = { isa = PBXProject; targets = (T1); mainGroup = G1; };
        G1 = { isa = PBXGroup; children = (G2, G3); sourceTree = "<group>"; };
        G2 = { isa = PBXGroup; children = (F1, F2); path = App; sourceTree = "<group>"; };
        G3 = { isa = PBXGroup; children = (F3, F4); path = Macro; sourceTree = "<group>"; };
        F1 = { isa = PBXFileReference; path = View.m; sourceTree = "<group>"; };
        F2 = { isa = PBXFileReference; path = View.h; sourceTree = "<group>"; };
        F3 = { isa = PBXFileReference; path = NotificationMacro.h; sourceTree = "<group>"; };
        F4 = { isa = PBXFileReference; path = Gone.h; sourceTree = "<group>"; };
        B1 = { isa = PBXBuildFile; fileRef = F1; };
        P1 = { isa = PBXSourcesBuildPhase; files = (B1); };
        T1 = { isa = PBXNativeTarget; name = App; buildPhases = (P1);
               productType = "com.apple.product-type.application"; };
      }; rootObject = A1; }
      """,
      "App/View.m": "#import \"View.h\"\n", "App/View.h": "",
      "Macro/NotificationMacro.h": "", "Unreferenced/Other.h": "",
    ])
    let project = try XcodeProject.load(root.appendingPathComponent("App.xcodeproj"))
    let target = try #require(project.target(named: "App"))
    // Beside the `.m`, then the project's references that exist; not a header it does not name.
    #expect(
      target.objectiveC.headers.map { Fixtures.relative($0, to: root) } == [
        "App/View.h", "Macro/NotificationMacro.h",
      ])
  }

  /// Without a Pods project, `Pods/<Pod>/` is a module with its Objective-C, whose
  /// `#import <Pod/Header.h>` finds `Pods/Headers/Public` when `pod install` made it.
  @Test func anObjectiveCPodIsItsOwnModule() throws {
    let root = try Fixtures.folder([
      "App.xcodeproj/project.pbxproj": """
      // !$*UTF8*$!
      { archiveVersion = 1; objectVersion = 56; objects = {
        A1 = { isa = PBXProject; targets = (); mainGroup = G1; };
        G1 = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
      }; rootObject = A1; }
      """,
      "Pods/StarKit/Classes/StarKit.m": "#import <StarKit/StarKit.h>\n",
      "Pods/StarKit/Classes/StarKit.h": "",
      "Pods/Headers/Public/StarKit/StarKit.h": "",
    ])
    let context = ProjectContext(
      layout: .locate(document: root.appendingPathComponent("Pods/StarKit/Classes/StarKit.m")))
    let pod = try #require(context.lookUp(module: "StarKit").module)
    #expect(pod.swiftFiles.isEmpty)
    #expect(pod.objectiveC.implementations.map(\.lastPathComponent) == ["StarKit.m"])
    #expect(pod.objectiveC.headers.map(\.lastPathComponent) == ["StarKit.h"])
    #expect(
      pod.objectiveC.headerSearchPaths.map { Fixtures.relative($0, to: root) } == [
        "Pods/Headers/Public", "Pods/Headers/Public/StarKit",
      ])
  }

  /// A project file with one Objective-C target `name` compiling `source`.
  static func pbxproj(target name: String, source: String) -> String {
    """
    // !$*UTF8*$!
    { archiveVersion = 1; objectVersion = 56; objects = {
      A1 = { isa = PBXProject; targets = (T1); mainGroup = G1; };
      G1 = { isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
      F1 = { isa = PBXFileReference; path = "\(source)"; sourceTree = "<group>"; };
      B1 = { isa = PBXBuildFile; fileRef = F1; };
      S1 = { isa = PBXSourcesBuildPhase; files = (B1); };
      T1 = { isa = PBXNativeTarget; name = \(name); buildPhases = (S1);
        productType = "com.apple.product-type.application"; };
    }; rootObject = A1; }
    """
  }

  /// In a repository of several apps read as one, CocoaPods' header folders are those of
  /// the app whose Podfile made them: the app beside it, with no Pods of its own, does not
  /// search them (its `#import "Header.h"` would find the other app's pods).
  @Test func podHeadersAreSearchedByTheirOwnAppOnly() throws {
    let root = try Fixtures.folder([
      "One/One.xcodeproj/project.pbxproj": Self.pbxproj(target: "One", source: "A.m"),
      "One/A.m": "",
      "One/Pods/Pods.xcodeproj/project.pbxproj": Self.pbxproj(target: "Kit", source: "Kit.m"),
      "One/Pods/Kit.m": "",
      "One/Pods/Headers/Public/Kit/Kit.h": "",
      "Two/Two.xcodeproj/project.pbxproj": Self.pbxproj(target: "Two", source: "B.m"),
      "Two/B.m": "",
    ])
    let context = ProjectContext(layout: try #require(ProjectLayout.locate(sources: root)))
    func paths(_ name: String) throws -> [String] {
      let module = try #require(context.allModules().first { $0.name == name })
      return module.objectiveC.headerSearchPaths.map { Fixtures.relative($0, to: root) }
    }
    #expect(try paths("One") == ["One/Pods/Headers/Public"])
    #expect(try paths("Two") == [])
  }
}
