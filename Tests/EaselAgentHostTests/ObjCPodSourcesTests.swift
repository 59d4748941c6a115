import EaselObjC
import Foundation
import Testing

@testable import EaselAgentHost

/// An app's Objective-C that uses a CocoaPods pod's Objective-C classes: the pod's headers
/// are found as Xcode finds them, and the pod's files the app reaches are translated with
/// the app's, since translated Swift sees only its own module's classes.
@Suite(.serialized)
struct ObjCPodSourcesTests {
  /// An app whose designable imports a pod's header by name and by `<Pod/Header.h>`, with
  /// the pod's sources under `Pods/<Pod>/`, its target in the Pods project, and no
  /// `Pods/Headers` (`pod install` makes its links, which are often not checked in).
  static let files: [String: String] = [
    "App.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
      target: "App", sources: ["App/Stepper.m", "App/Dial.m"]),
    "Podfile": "target 'App' do\n  pod 'Anim'\nend\n",
    "Pods/Pods.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
      target: "Anim", type: "library.static",
      sources: [
        "Anim/Classes/AnimatedLabel.m", "Anim/Classes/BounceLabel.m", "Anim/Classes/SpinLabel.m",
      ],
      resources: [
        "Anim/Classes/AnimatedLabel.h", "Anim/Classes/BounceLabel.h", "Anim/Classes/SpinLabel.h",
      ]),
    "App/Stepper.h": "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Stepper : UIView\n@end\n",
    "App/Stepper.m": """
    #import "Stepper.h"
    #import "BounceLabel.h"
    @interface Stepper ()
    @property (nonatomic) BounceLabel *countLabel;
    @end
    @implementation Stepper
    @end
    """,
    "App/Dial.h": "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Dial : UIView\n@end\n",
    "App/Dial.m": """
    #import "Dial.h"
    #import <Anim/BounceLabel.h>
    @implementation Dial
    - (void)awakeFromNib { [super awakeFromNib]; [self addSubview:[BounceLabel new]]; }
    @end
    """,
    "Pods/Anim/Classes/AnimatedLabel.h":
      "#import <UIKit/UIKit.h>\n@interface AnimatedLabel : UIView\n@end\n",
    "Pods/Anim/Classes/AnimatedLabel.m":
      "#import \"AnimatedLabel.h\"\n@implementation AnimatedLabel\n@end\n",
    "Pods/Anim/Classes/BounceLabel.h":
      "#import \"AnimatedLabel.h\"\n@interface BounceLabel : AnimatedLabel\n@end\n",
    "Pods/Anim/Classes/BounceLabel.m":
      "#import \"BounceLabel.h\"\n@implementation BounceLabel\n@end\n",
    "Pods/Anim/Classes/SpinLabel.h":
      "#import \"AnimatedLabel.h\"\n@interface SpinLabel : AnimatedLabel\n@end\n",
    "Pods/Anim/Classes/SpinLabel.m":
      "#import \"SpinLabel.h\"\n@implementation SpinLabel\n@end\n",
  ]

  /// Both spellings of the pod's header resolve through the app's header maps, and the app's
  /// translation is given the pod's files its classes need (the label and its superclass),
  /// not the pod's other files.
  @Test func aPodsClassesAreTranslatedWithTheAppUsingThem() throws {
    let root = try ProjectShapeTests.folder(Self.files)
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let recorder = ObjCTranslationTests.Recorder()
    _ = try DesignablesProject(root: root).translatingObjectiveC(
      ObjCReachTests().build(cache, recorder))
    let app = try #require(recorder.sets.first { $0.moduleName == "App" })
    for (file, directive) in [
      ("App/Stepper.m", ObjCImports.Directive(path: "BounceLabel.h", quoted: true)),
      ("App/Dial.m", ObjCImports.Directive(path: "Anim/BounceLabel.h", quoted: false)),
    ] {
      let found = ObjCImports.resolve(
        directive, in: root.appendingPathComponent(file), searchPaths: app.headerSearchPaths)
      #expect(
        found.map(DesignablesProject.identity)
          == DesignablesProject.identity(
            root.appendingPathComponent("Pods/Anim/Classes/BounceLabel.h")), "\(file)")
    }
    #expect(
      Set(app.files.map(\.lastPathComponent)) == [
        "Stepper.m", "Dial.m", "BounceLabel.m", "AnimatedLabel.m",
      ])
  }

  /// A designable of the pod that the app's translation is given too (farshidce/YALField,
  /// hayashi311/HRButton, spent draws': `easel designables` listed each twice, once under the
  /// app's module): the class is listed once, under the module Interface Builder builds it in
  /// for the document placing it — the app's for a storyboard of the app's without
  /// `customModule`, the pod's when `customModule` names it — and, no document placing it,
  /// under the pod that compiles its implementation. Where CocoaPods compiles the pod twice
  /// (one target per app target taking it), still once, never by no module.
  @Test(arguments: [
    (storyboard: false, customModule: "", twoPodTargets: false, listedUnder: "Anim"),
    (storyboard: true, customModule: "", twoPodTargets: false, listedUnder: "App"),
    (storyboard: true, customModule: "Anim", twoPodTargets: false, listedUnder: "Anim"),
    (storyboard: false, customModule: "", twoPodTargets: true, listedUnder: "Anim"),
    (storyboard: true, customModule: "", twoPodTargets: true, listedUnder: "App"),
  ])
  func aPodsDesignableTranslatedWithTheAppIsListedOnce(
    storyboard: Bool, customModule: String, twoPodTargets: Bool, listedUnder: String
  ) throws {
    var files = Self.files
    files["Pods/Anim/Classes/BounceLabel.h"] =
      "#import \"AnimatedLabel.h\"\nIB_DESIGNABLE\n@interface BounceLabel : AnimatedLabel\n@end\n"
    if storyboard {
      files["App.xcodeproj/project.pbxproj"] = ProjectShapeTests.pbxproj(
        target: "App", sources: ["App/Stepper.m", "App/Dial.m"], resources: ["App/Main.storyboard"])
      let module = customModule.isEmpty ? "" : " customModule=\"\(customModule)\""
      files["App/Main.storyboard"] = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
          <scenes><scene sceneID="s"><objects>
            <viewController id="vc" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="v">
                <subviews><view contentMode="scaleToFill" id="b" customClass="BounceLabel"\(module)/></subviews>
              </view>
            </viewController>
          </objects></scene></scenes>
        </document>
        """
    }
    if twoPodTargets {
      // `Pods-App-Anim` and `Pods-Tests-Anim`: one pod, its files compiled by both.
      files["Pods/Pods.xcodeproj/project.pbxproj"] = ProjectShapeTests.pbxproj(
        target: "Anim", type: "library.static",
        sources: [
          "Anim/Classes/AnimatedLabel.m", "Anim/Classes/BounceLabel.m",
          "Anim/Classes/SpinLabel.m",
        ],
        resources: [
          "Anim/Classes/AnimatedLabel.h", "Anim/Classes/BounceLabel.h",
          "Anim/Classes/SpinLabel.h",
        ],
        objects: """
          T2 = {isa = PBXNativeTarget; name = AnimTests; buildPhases = (S, R); productType = "com.apple.product-type.library.static"; buildConfigurationList = L2; };
          L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
          C2 = {isa = XCBuildConfiguration; name = Release; buildSettings = {PRODUCT_MODULE_NAME = Anim; }; };
          """,
        project: "targets = (T, T2);")
    }
    let root = try ProjectShapeTests.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let recorder = ObjCTranslationTests.Recorder()
    let translate = recorder.translator { set in
      ObjCTranslation(
        sources: set.files.map { file in
          let name = file.deletingPathExtension().lastPathComponent
          let superclass = ["BounceLabel", "SpinLabel"].contains(name) ? "AnimatedLabel" : "UIView"
          let attribute = name == "AnimatedLabel" || name == "SpinLabel" ? "" : "@IBDesignable "
          return TranslatedSource(
            original: file, swift: "import UIKit\n\(attribute)class \(name): \(superclass) {}\n",
            classes: [name])
        })
    }
    let project = try DesignablesProject(root: root).translatingObjectiveC {
      var build = ObjCBuild(
        clang: URL(fileURLWithPath: "/usr/bin/false"), cacheDirectory: cache,
        translate: translate, identity: "test")
      build.availableModules = ["Foundation", "UIKit"]
      return build
    }
    let givenBounce = recorder.sets.filter { set in
      set.files.contains { $0.lastPathComponent == "BounceLabel.m" }
    }
    #expect(givenBounce.count >= 2)
    #expect(project.designableClasses.filter { $0.name == "BounceLabel" }.count == 1)
    #expect(project.designableClasses.filter { $0.name == "Stepper" }.count == 1)
    let builds = project.buildsForAllDesignables(
      fallbackModule: "Root", availableModules: ["Foundation", "UIKit"])
    let listing = builds.filter { $0.classes.contains("BounceLabel") }
    #expect(listing.map(\.build.plan.main.name) == [listedUnder])
  }
}
