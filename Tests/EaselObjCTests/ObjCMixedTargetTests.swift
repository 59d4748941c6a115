import EaselObjC
import Foundation
import Testing

/// A mixed target: Objective-C using the target's `@objc` Swift through `<Module>-Swift.h`,
/// and Swift using the translated Objective-C, typechecked as one module.
@Suite struct ObjCMixedTargetTests {
  /// What Xcode would generate from `swift` below (an `NS_SWIFT_NAME` where the Swift name
  /// is not the importer's).
  static let swiftHeader = """
    #import <UIKit/UIKit.h>
    @interface Palette : NSObject
    + (UIColor * _Nonnull)accent;
    - (UIColor * _Nullable)colorNamed:(NSString * _Nonnull)name NS_SWIFT_NAME(color(named:));
    - (nonnull instancetype)init;
    @end

    """

  static let swift = """
    import UIKit

    class Palette: NSObject {
      @objc class func accent() -> UIColor { .orange }
      @objc(colorNamed:) func color(named name: String) -> UIColor? {
        name == "accent" ? Palette.accent() : nil
      }
    }

    @MainActor func makeTinted() -> TintedView {
      let view = TintedView(frame: .zero)
      view.colorName = "accent"
      return view
    }
    """

  static let objc = """
    #import <UIKit/UIKit.h>
    #import "Fixture-Swift.h"

    @interface TintedView : UIView
    @property (nonatomic, copy) IBInspectable NSString *colorName;
    @end

    @implementation TintedView
    - (void)layoutSubviews {
        [super layoutSubviews];
        Palette *palette = [[Palette alloc] init];
        self.backgroundColor = [palette colorNamed:self.colorName] ?: [Palette accent];
    }
    @end
    """

  @Test func objectiveCAndSwiftSeeEachOther() throws {
    let clang = try #require(ObjCTestSupport.clang)
    let dir = ObjCTestSupport.scratch()
    let file = dir.appendingPathComponent("TintedView.m")
    try Self.objc.write(to: file, atomically: true, encoding: .utf8)
    let t = ObjCTranslator.translate(
      ObjCSourceSet(files: [file], moduleName: "Fixture", swiftHeader: Self.swiftHeader),
      clang: clang, cacheDirectory: ObjCTestSupport.cache, stubHeaders: ObjCTestSupport.stubs,
      names: ObjCMemberTable([]))
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.sources.first?.classes == ["TintedView"])
    let translated = try #require(t.sources.first?.swift)
    #expect(translated.contains("let palette: Palette = Palette()"), "\(translated)")
    #expect(translated.contains("palette.color(named: self.colorName) ?? Palette.accent()"))
    #expect(!translated.contains("class Palette"))
    let swift = TranslatedSource(
      original: dir.appendingPathComponent("Palette.swift"), swift: Self.swift, classes: [])
    let result = try ObjCTestSupport.typecheck(t.sources + [swift])
    #expect(result.status == 0, "\(result.output)\n\(translated)")
  }

  /// A Mac's file system ignores case: `#import "Fixture-swift.h"` finds the generated
  /// `Fixture-Swift.h` there, and here.
  @Test func theGeneratedHeaderIsFoundWhateverItsCase() throws {
    let clang = try #require(ObjCTestSupport.clang)
    let dir = ObjCTestSupport.scratch()
    let file = dir.appendingPathComponent("TintedView.m")
    try Self.objc.replacingOccurrences(of: "Fixture-Swift.h", with: "Fixture-swift.h")
      .write(to: file, atomically: true, encoding: .utf8)
    let t = ObjCTranslator.translate(
      ObjCSourceSet(files: [file], moduleName: "Fixture", swiftHeader: Self.swiftHeader),
      clang: clang, cacheDirectory: ObjCTestSupport.cache, stubHeaders: ObjCTestSupport.stubs,
      names: ObjCMemberTable([]))
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.sources.first?.classes == ["TintedView"])
  }

  /// A target may name its generated header apart from its module
  /// (`SWIFT_OBJC_INTERFACE_HEADER_NAME = App-Swift.h` for a target `App-alpha`, whose module
  /// is `App_alpha`), and its prefix header imports it by that name, as `<App-Swift.h>`.
  @Test func theGeneratedHeaderIsFoundByTheNameTheTargetGivesIt() throws {
    let clang = try #require(ObjCTestSupport.clang)
    let dir = ObjCTestSupport.scratch()
    let file = dir.appendingPathComponent("TintedView.m")
    try Self.objc.replacingOccurrences(of: "#import \"Fixture-Swift.h\"\n", with: "")
      .write(to: file, atomically: true, encoding: .utf8)
    let prefix = dir.appendingPathComponent("App-Prefix.pch")
    try "#ifdef __OBJC__\n#import <UIKit/UIKit.h>\n#import <App-Swift.h>\n#endif\n"
      .write(to: prefix, atomically: true, encoding: .utf8)
    let t = ObjCTranslator.translate(
      ObjCSourceSet(
        files: [file], prefixHeaders: [prefix], moduleName: "App_alpha",
        swiftHeader: Self.swiftHeader, swiftHeaderName: "App-Swift.h"),
      clang: clang, cacheDirectory: ObjCTestSupport.cache, stubHeaders: ObjCTestSupport.stubs,
      names: ObjCMemberTable([]))
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.sources.first?.classes == ["TintedView"])
  }

  /// The header is generated from the target's Swift as Xcode generates it: `Palette`
  /// (an `NSObject`) with its `@objc` members, each under its Swift name; a class Objective-C
  /// cannot see (a Swift root class) and a member whose type the header cannot spell are left
  /// out.
  @Test func theHeaderIsGeneratedFromTheTargetsSwift() throws {
    let clang = try #require(ObjCTestSupport.clang)
    let palette = GeneratedSwiftHeader.SwiftClass(
      name: "Palette", superclass: "NSObject",
      members: [
        .init(kind: .method, name: "accent", types: [], result: "UIColor", selector: "accent",
          isStatic: true),
        .init(kind: .method, name: "color", labels: ["named"], types: ["String"],
          result: "UIColor?", selector: "colorNamed:"),
        .init(kind: .method, name: "mix", labels: ["_"], types: ["(Int) -> Void"],
          selector: "mix:"),
      ])
    let cache = GeneratedSwiftHeader.SwiftClass(name: "Cache", superclass: "Store", members: [])
    let header = try #require(GeneratedSwiftHeader.text(for: [palette, cache]))
    #expect(header.contains("@interface Palette : NSObject"), "\(header)")
    #expect(
      header.contains(
        "- (UIColor * _Nullable)colorNamed:(NSString * _Nonnull)a0 NS_SWIFT_NAME(color(named:));"),
      "\(header)")
    #expect(header.contains("+ (UIColor * _Nonnull)accent NS_SWIFT_NAME(accent());"), "\(header)")
    #expect(!header.contains("Cache") && !header.contains("mix"), "\(header)")
    let dir = ObjCTestSupport.scratch()
    let file = dir.appendingPathComponent("TintedView.m")
    try Self.objc.write(to: file, atomically: true, encoding: .utf8)
    let t = ObjCTranslator.translate(
      ObjCSourceSet(files: [file], moduleName: "Fixture", swiftHeader: header),
      clang: clang, cacheDirectory: ObjCTestSupport.cache, stubHeaders: ObjCTestSupport.stubs,
      names: ObjCMemberTable([]))
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let translated = try #require(t.sources.first?.swift)
    #expect(translated.contains("palette.color(named: self.colorName) ?? Palette.accent()"))
    let swift = TranslatedSource(
      original: dir.appendingPathComponent("Palette.swift"), swift: Self.swift, classes: [])
    let result = try ObjCTestSupport.typecheck(t.sources + [swift])
    #expect(result.status == 0, "\(result.output)\n\(translated)")
  }
}
