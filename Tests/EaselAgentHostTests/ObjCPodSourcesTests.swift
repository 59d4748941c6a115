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
}
