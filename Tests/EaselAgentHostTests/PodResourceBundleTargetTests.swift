import EaselObjC
import Foundation
import Testing

@testable import EaselAgentHost

/// A pod with a resource bundle: CocoaPods gives it a second target (`Lib-Lib`, a bundle
/// whose product is named as the pod) that the pod's target depends on. A document no target
/// holds (the census's generated xib, a document beside the checkout) is built with the
/// modules that declare its classes; the bundle target, of the pod's module name and first
/// as a dependency, stood for the pod there, so the render's agent lacked the pod's classes
/// ("not in the designables agent Easel built") while `easel designables` built them
/// (sciasxp/LBNBetterTextField).
@Suite(.serialized)
struct PodResourceBundleTargetTests {
  static let pods = """
    // !$*UTF8*$!
    {
      objects = {
        P = {isa = PBXProject; targets = (T, BT); mainGroup = G; };
        G = {isa = PBXGroup; children = (F0, F1); sourceTree = "<group>"; };
        F0 = {isa = PBXFileReference; path = "../../Pod/Classes/Field.m"; sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; path = "../../Pod/Classes/Field.h"; sourceTree = "<group>"; };
        B0 = {isa = PBXBuildFile; fileRef = F0; };
        S = {isa = PBXSourcesBuildPhase; files = (B0); };
        PROXY = {isa = PBXContainerItemProxy; remoteGlobalIDString = BT; remoteInfo = "Lib-Lib"; };
        DEP = {isa = PBXTargetDependency; name = "Lib-Lib"; target = BT; targetProxy = PROXY; };
        T = {isa = PBXNativeTarget; name = Lib; buildPhases = (S); dependencies = (DEP); productType = "com.apple.product-type.framework"; buildConfigurationList = L; };
        L = {isa = XCConfigurationList; buildConfigurations = (C); };
        C = {isa = XCBuildConfiguration; name = Release; buildSettings = {PRODUCT_NAME = Lib; }; };
        BR = {isa = PBXResourcesBuildPhase; files = (); };
        BT = {isa = PBXNativeTarget; name = "Lib-Lib"; buildPhases = (BR); productType = "com.apple.product-type.bundle"; buildConfigurationList = BL; };
        BL = {isa = XCConfigurationList; buildConfigurations = (BC); };
        BC = {isa = XCBuildConfiguration; name = Release; buildSettings = {PRODUCT_NAME = Lib; WRAPPER_EXTENSION = bundle; }; };
      };
      rootObject = P;
    }
    """

  static let files: [String: String] = [
    "Lib.podspec": "Pod::Spec.new do |s|\n  s.name = 'Lib'\n  s.source_files = 'Pod/Classes/**/*'\n"
      + "  s.resource_bundles = { 'Lib' => ['Pod/Assets/*.png'] }\nend\n",
    "Pod/Classes/Field.h":
      "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Field : UITextField\n@end\n",
    "Pod/Classes/Field.m": "#import \"Field.h\"\n@implementation Field\n@end\n",
    "Example/Podfile": "target 'App' do\n  pod 'Lib', :path => '../'\nend\n",
    "Example/App.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
      target: "App", sources: ["App/AppDelegate.m"]),
    "Example/App/AppDelegate.m": "@implementation AppDelegate\n@end\n",
    "Example/Pods/Pods.xcodeproj/project.pbxproj": pods,
  ]

  @Test func aDocumentNoTargetHoldsIsBuiltWithThePodNotItsBundle() throws {
    let root = try ProjectShapeTests.folder(Self.files)
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let translate = ObjCTranslationTests.Recorder().translator { set in
      ObjCTranslation(
        sources: set.files.map { file in
          let name = file.deletingPathExtension().lastPathComponent
          return TranslatedSource(
            original: file, swift: "import UIKit\n@IBDesignable class \(name): UITextField {}\n",
            classes: [name])
        })
    }
    let document = FileManager.default.temporaryDirectory
      .appendingPathComponent("generated-\(UUID().uuidString)/Field.xib")
    let plain = try DesignablesProject(root: root)
    let project = try plain.translatingObjectiveC(
      for: plain.designableNames(near: document), near: document
    ) {
      var build = ObjCBuild(
        clang: URL(fileURLWithPath: "/usr/bin/false"), cacheDirectory: cache,
        translate: translate, identity: "test")
      build.availableModules = ["Foundation", "UIKit"]
      return build
    }
    let designables = project.buildsForAllDesignables(
      fallbackModule: "Root", availableModules: ["Foundation", "UIKit"])
    #expect(designables.map(\.build.plan.main.name) == ["Lib"])
    let render = project.build(
      for: ["Field"], document: document, fallbackModule: "Root",
      availableModules: ["Foundation", "UIKit"])
    #expect(render.plan.main.name == "Lib")
    #expect(render.plan.main.files.map(\.lastPathComponent) == ["00-Field.m.swift"])
  }
}
