import EaselInspect
import EaselObjC
import EaselProject
import Foundation
import Testing

@testable import EaselAgentHost

/// Only the Objective-C a build reaches is translated: what its Swift slices and its
/// Objective-C classes name, transitively, the categories giving inspectables, and those
/// whose keys documents set. An unreached file is never given to clang, never fails a class,
/// and never changes a translation's key.
@Suite(.serialized)
struct ObjCReachTests {
  static func folder(_ files: [String: String]) throws -> URL {
    try ProjectShapeTests.folder(files)
  }

  /// A folder of a Swift designable naming one Objective-C class (which names another), an
  /// Objective-C designable, a broken file nothing names, and two categories on UIView.
  static let files: [String: String] = [
    "Badge.swift": """
    import UIKit
    @IBDesignable class Badge: UIView {
      let helper = Helper()
    }
    """,
    "Helper.h": "#import <UIKit/UIKit.h>\n@interface Helper : NSObject\n@end\n",
    "Helper.m": """
    #import "Helper.h"
    #import "Second.h"
    @implementation Helper
    - (void)go { [[Second alloc] init]; }
    @end
    """,
    "Second.h": "#import <UIKit/UIKit.h>\n@interface Second : NSObject\n@end\n",
    "Second.m": "#import \"Second.h\"\n@implementation Second\n@end\n",
    "Star.h": """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface Star : UIView
    @end
    """,
    "Star.m": """
    #import "Star.h"
    #import "Painter.h"
    @implementation Star
    - (void)drawRect:(CGRect)rect { [Painter paint]; }
    @end
    """,
    "Painter.h": "#import <UIKit/UIKit.h>\n@interface Painter : NSObject\n+ (void)paint;\n@end\n",
    "Painter.m": "#import \"Painter.h\"\n@implementation Painter\n+ (void)paint {}\n@end\n",
    "Broken.h": "#import <UIKit/UIKit.h>\n@interface Broken : UIView\n@end\n",
    "Broken.m": "#import \"Broken.h\"\n@implementation Broken\n- (void)f { this does not parse\n@end\n",
    "UIView+Corner.h": """
    #import <UIKit/UIKit.h>
    @interface UIView (Corner)
    @property (nonatomic) IBInspectable CGFloat corner;
    @end
    """,
    "UIView+Corner.m": """
    #import "UIView+Corner.h"
    @implementation UIView (Corner)
    - (CGFloat)corner { return self.layer.cornerRadius; }
    - (void)setCorner:(CGFloat)corner { self.layer.cornerRadius = corner; }
    @end
    """,
    "UIView+Tint.h": """
    #import <UIKit/UIKit.h>
    @interface UIView (Tint)
    @property (nonatomic, copy) NSString *tintName;
    @end
    """,
    "UIView+Tint.m": """
    #import "UIView+Tint.h"
    @implementation UIView (Tint)
    - (NSString *)tintName { return nil; }
    - (void)setTintName:(NSString *)name {}
    @end
    """,
  ]

  func build(_ cache: URL, _ recorder: ObjCTranslationTests.Recorder) -> () throws -> ObjCBuild {
    {
      var build = ObjCBuild(
        clang: URL(fileURLWithPath: "/usr/bin/false"), cacheDirectory: cache,
        translate: recorder.translator { _ in ObjCTranslation() }, identity: "test")
      // What the toolchain and the façades give (`Toolchain.availableModules()`).
      build.availableModules = ["Foundation", "UIKit"]
      return build
    }
  }

  /// The files each module's translation of `root` was given, by module name.
  func translatedSets(_ root: URL) throws -> [String: [String]] {
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let recorder = ObjCTranslationTests.Recorder()
    _ = try DesignablesProject(root: root).translatingObjectiveC(build(cache, recorder))
    return recorder.sets.reduce(into: [:]) { sets, set in
      sets[set.moduleName, default: []] += set.files.map(\.lastPathComponent).sorted()
    }
  }

  /// The files the one translation of `root` for `roots` and `keys` was given.
  func translated(
    _ root: URL, for roots: Set<String>? = nil, keys: Set<String> = []
  ) throws -> (files: [String], project: DesignablesProject) {
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let recorder = ObjCTranslationTests.Recorder()
    let project = try DesignablesProject(root: root).translatingObjectiveC(
      for: roots, keys: keys, build(cache, recorder))
    return (recorder.sets.flatMap(\.files).map(\.lastPathComponent).sorted(), project)
  }

  /// Every designable's: the Swift designable's `Helper` and what Helper.m names, the
  /// Objective-C designable and what it names, the category adding an inspectable; never
  /// the broken file nothing names, which fails nothing.
  @Test func onlyWhatTheDesignablesReachIsTranslated() throws {
    let root = try Self.folder(Self.files)
    defer { try? FileManager.default.removeItem(at: root) }
    let (files, project) = try translated(root)
    #expect(files == ["Helper.m", "Painter.m", "Second.m", "Star.m", "UIView+Corner.m"])
    #expect(project.objectiveCFailures["Broken"] == nil)
    #expect(project.objectiveCFailures.keys.sorted() == ["Helper", "Painter", "Second", "Star"])
  }

  /// A file defining only constants (`NSString *const Name = @"…";`, declared `extern` in
  /// its header) is reached by a file naming one: MJExtension's MJExtensionConst.m
  /// (yangyaling/dashboard_totyu, a spent draw's) was left out, and MJPropertyType.m stopped
  /// at "cannot find 'MJPropertyTypeId' in scope".
  @Test func aFileOfConstantsIsReachedByTheirNames() throws {
    var files = Self.files
    files["Names.h"] = "#import <UIKit/UIKit.h>\nextern NSString *const StarColorName;\n"
    files["Names.m"] = "#import \"Names.h\"\nNSString *const StarColorName = @\"gold\";\n"
    files["Star.m"] = """
      #import "Star.h"
      #import "Painter.h"
      #import "Names.h"
      @implementation Star
      - (void)drawRect:(CGRect)rect { [Painter paint]; self.accessibilityLabel = StarColorName; }
      @end
      """
    let root = try Self.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      try translated(root, for: ["Star"]).files == [
        "Names.m", "Painter.m", "Star.m", "UIView+Corner.m",
      ])
  }

  /// A file of C functions whose header declares them without `extern` (`UIImage
  /// *Tinted(UIImage *image, CGFloat level);`) is reached by a file calling one:
  /// RSully/RSColorPicker's RSColorFunctions.m (a spent draw's) was left out, and its view
  /// stopped at "cannot find 'RSUIImageWithScale' in scope".
  @Test func aFileOfFunctionsIsReachedByTheirNames() throws {
    var files = Self.files
    files["Tint.h"] = """
      #import <UIKit/UIKit.h>
      #ifdef __cplusplus
      extern "C" {
      #endif
      UIImage * TintedImage(UIImage *image, CGFloat level);
      void TintReset(void);
      typedef void (*TintCallback)(int);
      #ifdef __cplusplus
      }
      #endif
      """
    files["Tint.m"] = """
      #import "Tint.h"
      UIImage *TintedImage(UIImage *image, CGFloat level) { return image; }
      void TintReset(void) {}
      """
    files["Star.m"] = """
      #import "Star.h"
      #import "Painter.h"
      #import "Tint.h"
      @implementation Star
      - (void)drawRect:(CGRect)rect { [Painter paint]; TintReset(); }
      @end
      """
    let root = try Self.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      try translated(root, for: ["Star"]).files == [
        "Painter.m", "Star.m", "Tint.m", "UIView+Corner.m",
      ])
    let outline = ObjCOutline(source: files["Tint.h"]!)
    #expect(outline.declaredTypes == ["TintedImage", "TintReset", "TintCallback"])
  }

  /// A Swift designable alone reaches its Objective-C and the inspectable category only.
  @Test func aSwiftDesignableReachesWhatItsSliceNames() throws {
    let root = try Self.folder(Self.files)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      try translated(root, for: ["Badge"]).files == ["Helper.m", "Second.m", "UIView+Corner.m"])
  }

  /// An Objective-C designable reaches its `.m` and what it names, not its target's other
  /// files (a broken one among them).
  @Test func anObjectiveCDesignableReachesWhatItNames() throws {
    let root = try Self.folder(Self.files)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      try translated(root, for: ["Star"]).files == ["Painter.m", "Star.m", "UIView+Corner.m"])
  }

  /// A category's property, not inspectable, is reached when a document sets its key (a
  /// User Defined Runtime Attribute), as a Swift extension's `@objc` member is.
  @Test func aCategoryIsReachedThroughADocumentsKey() throws {
    let root = try Self.folder(Self.files)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try translated(root, for: []).files == ["UIView+Corner.m"])
    #expect(
      try translated(root, for: [], keys: ["tintName"]).files == [
        "UIView+Corner.m", "UIView+Tint.m",
      ])
  }

  /// A reached file that calls a selector made at run time (seed 002's
  /// `[UIColor performSelector:NSSelectorFromString(name)]`) may call any category's member:
  /// every category is reached then, and only then.
  @Test func aSelectorMadeAtRunTimeReachesEveryCategory() throws {
    func files(color: String) throws -> [String] {
      let root = try Self.folder([
        "UIView+Named.h": """
        #import <UIKit/UIKit.h>
        @interface UIView (Named)
        @property (nonatomic, copy) IBInspectable NSString *colorName;
        @end
        """,
        "UIView+Named.m": """
        #import "UIView+Named.h"
        @implementation UIView (Named)
        - (NSString *)colorName { return nil; }
        - (void)setColorName:(NSString *)name {
          self.backgroundColor = \(color);
        }
        @end
        """,
        "UIColor+Palette.h": "#import <UIKit/UIKit.h>\n@interface UIColor (Palette)\n+ (UIColor *)sea;\n@end\n",
        "UIColor+Palette.m": """
        #import "UIColor+Palette.h"
        @implementation UIColor (Palette)
        + (UIColor *)sea { return UIColor.blueColor; }
        @end
        """,
      ])
      defer { try? FileManager.default.removeItem(at: root) }
      return try translated(root, for: []).files
    }
    #expect(
      try files(color: "[UIColor performSelector:NSSelectorFromString(name)]") == [
        "UIColor+Palette.m", "UIView+Named.m",
      ])
    #expect(try files(color: "[UIColor colorNamed:name]") == ["UIView+Named.m"])
    #expect(
      try files(color: "[UIColor performSelector:@selector(clearColor)]") == ["UIView+Named.m"])
  }

  /// A category's method is called only where its header is imported (ARC refuses a message
  /// no visible `@interface` declares): a common member name (`width`) in a reached file
  /// reaches a category declaring it only when that file imports the category's header.
  @Test func aCategoryIsReachedWhereItsHeaderIsImported() throws {
    func files(importing: Bool) throws -> [String] {
      let root = try Self.folder([
        "Round.h": "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Round : UIView\n@end\n",
        "Round.m": """
        #import "Round.h"
        \(importing ? "#import \"UIView+Width.h\"" : "")
        @implementation Round
        - (void)layoutSubviews { self.layer.cornerRadius = self.bounds.size.width / 2; }
        @end
        """,
        "UIView+Width.h": "#import <UIKit/UIKit.h>\n@interface UIView (Width)\n- (CGFloat)width;\n@end\n",
        "UIView+Width.m": """
        #import "UIView+Width.h"
        @implementation UIView (Width)
        - (CGFloat)width { return self.frame.size.width; }
        @end
        """,
      ])
      defer { try? FileManager.default.removeItem(at: root) }
      return try translated(root).files
    }
    #expect(try files(importing: false) == ["Round.m"])
    #expect(try files(importing: true) == ["Round.m", "UIView+Width.m"])
  }

  /// A category or class extension declared in a `.m` (`@interface Hud ()`,
  /// `@interface Hud (Private)`) is seen by that file alone, whatever imports its class's
  /// header (a prefix header importing the app's headers): a reached file sending a message
  /// of a member's name (`moveToPoint:` to a path) does not reach it; naming the class does.
  @Test func aCategoryDeclaredInAnImplementationIsItsOwn() throws {
    func files(drawing: String) throws -> [String] {
      let root = try Self.folder([
        "Line.h": "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Line : UIView\n@end\n",
        "Line.m": """
        #import "Line.h"
        #import "Hud.h"
        @implementation Line
        - (void)drawRect:(CGRect)rect {
          UIBezierPath *path = [UIBezierPath bezierPath];
          [path moveToPoint:CGPointZero];
          \(drawing)
        }
        @end
        """,
        "Hud.h": "#import <UIKit/UIKit.h>\n@interface Hud : UIView\n+ (void)show;\n@end\n",
        "Hud.m": """
        #import "Hud.h"
        @interface Hud ()
        - (void)moveToPoint:(CGPoint)point;
        @end
        @interface Hud (Private)
        - (void)stroke;
        @end
        @implementation Hud
        + (void)show {}
        - (void)moveToPoint:(CGPoint)point {}
        @end
        @implementation Hud (Private)
        - (void)stroke {}
        @end
        """,
      ])
      defer { try? FileManager.default.removeItem(at: root) }
      return try translated(root).files
    }
    #expect(try files(drawing: "[path stroke];") == ["Line.m"])
    #expect(try files(drawing: "[Hud show];") == ["Hud.m", "Line.m"])
  }

  /// A render at design time reaches what the designables name, not what a document's
  /// other classes do: Interface Builder draws a view controller that is not designable as
  /// its UIKit class and never builds it, so the app its code names is not translated. At
  /// run time every class the document uses is built, and reaches what it names.
  @Test func aDesignTimeRenderReachesNothingForAClassThatIsNotDesignable() throws {
    let root = try Self.folder([
      "Line.h": "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Line : UIView\n@end\n",
      "Line.m": "#import \"Line.h\"\n@implementation Line\n@end\n",
      "Dashed.h": "#import \"Line.h\"\n@interface Dashed : Line\n@end\n",
      "Dashed.m": "#import \"Dashed.h\"\n@implementation Dashed\n@end\n",
      "Screen.h": "#import <UIKit/UIKit.h>\n@interface Screen : UIViewController\n@end\n",
      "Screen.m": """
      #import "Screen.h"
      #import "Store.h"
      @implementation Screen
      - (void)viewDidLoad { [Store fetch]; }
      @end
      """,
      "Store.h": "#import <UIKit/UIKit.h>\n@interface Store : NSObject\n+ (void)fetch;\n@end\n",
      "Store.m": "#import \"Store.h\"\n@implementation Store\n+ (void)fetch {}\n@end\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    func files(designTime: Bool) throws -> [String] {
      let cache = try TestFolder.make()
      defer { try? FileManager.default.removeItem(at: cache) }
      let recorder = ObjCTranslationTests.Recorder()
      _ = try AgentPlan(
        uses: AgentPlan.SceneUses(
          customClasses: ["Screen", "Dashed"], module: nil, runtimeKeyPaths: []),
        at: root.appendingPathComponent("Screen.xib"), sources: root, designTime: designTime,
        cacheDirectory: cache, planCache: nil,
        translateObjC: recorder.translator { _ in ObjCTranslation() }, compiling: false)
      return recorder.sets.flatMap(\.files).map(\.lastPathComponent).sorted()
    }
    #expect(try files(designTime: true) == ["Dashed.m", "Line.m"])
    #expect(try files(designTime: false) == ["Dashed.m", "Line.m", "Screen.m", "Store.m"])
  }

  /// The Swift a build compiles is what reaches Objective-C: a framework's designable is
  /// built with its framework alone, so an app's extension giving `UIView` an inspectable
  /// (which a slice of every file of the repository would take) reaches none of the app's
  /// Objective-C; the extension is built, and reaches it, for a document setting its key.
  @Test func anotherTargetsSwiftReachesNothingForADesignable() throws {
    var files = ProjectShapeTests.workspace()
    files["App/App.xcodeproj/project.pbxproj"] = ProjectShapeTests.pbxproj(
      target: "App", sources: ["App/AppDelegate.swift", "App/Corner.swift", "App/Radius.m"])
    files["App/App/Corner.swift"] = """
      import UIKit
      extension UIView {
        @IBInspectable var corner: CGFloat {
          get { Radius.standard() }
          set { layer.cornerRadius = newValue }
        }
      }
      """
    files["App/App/Radius.h"] =
      "#import <UIKit/UIKit.h>\n@interface Radius : NSObject\n+ (CGFloat)standard;\n@end\n"
    files["App/App/Radius.m"] =
      "#import \"Radius.h\"\n@implementation Radius\n+ (CGFloat)standard { return 4; }\n@end\n"
    let root = try Self.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App")
    #expect(try DesignablesProject(root: app).designableNames == ["RingView"])
    #expect(try translated(app).files == [])
    // The app's own build reaches it only for a document setting the extension's key.
    #expect(try translated(app, for: ["AppDelegate"]).files == [])
    #expect(try translated(app, for: ["AppDelegate"], keys: ["corner"]).files == ["Radius.m"])
  }

  /// Two apps of one repository declaring a designable of one name are two builds, and
  /// each one's designable reaches its own app's Objective-C.
  @Test func eachAppsDesignableReachesItsOwnObjectiveC() throws {
    var files: [String: String] = [:]
    for app in ["One", "Two"] {
      files["\(app)/\(app).xcodeproj/project.pbxproj"] = ProjectShapeTests.pbxproj(
        target: app, sources: ["\(app)/Ring.swift", "\(app)/\(app)Helper.m"])
      files["\(app)/\(app)/Ring.swift"] =
        "import UIKit\n@IBDesignable class Ring: UIView { let helper = \(app)Helper() }\n"
      files["\(app)/\(app)/\(app)Helper.h"] =
        "#import <UIKit/UIKit.h>\n@interface \(app)Helper : NSObject\n@end\n"
      files["\(app)/\(app)/\(app)Helper.m"] =
        "#import \"\(app)Helper.h\"\n@implementation \(app)Helper\n@end\n"
    }
    let root = try Self.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try translated(root).files == ["OneHelper.m", "TwoHelper.m"])
  }

  /// An app is linked into nothing: a name one app's reached file uses does not reach a
  /// class of that name in another app of the repository (a copy of the app, as a monorepo
  /// keeps dozens), only its own.
  @Test func aNameOneAppReachesIsNotAnotherAppsClass() throws {
    var files: [String: String] = [:]
    for app in ["One", "Two"] {
      let sources = (app == "One" ? ["\(app)/Star.m"] : []) + ["\(app)/Helper.m"]
      files["\(app)/\(app).xcodeproj/project.pbxproj"] = ProjectShapeTests.pbxproj(
        target: app, sources: sources)
      files["\(app)/\(app)/Helper.h"] =
        "#import <UIKit/UIKit.h>\n@interface Helper : NSObject\n@end\n"
      files["\(app)/\(app)/Helper.m"] = "#import \"Helper.h\"\n@implementation Helper\n@end\n"
    }
    files["One/One/Star.h"] = "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Star : UIView\n@end\n"
    files["One/One/Star.m"] = """
      #import "Star.h"
      #import "Helper.h"
      @implementation Star
      - (void)drawRect:(CGRect)rect { [[Helper alloc] init]; }
      @end
      """
    let root = try Self.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let sets = try translatedSets(root)
    #expect(sets == ["One": ["Helper.m", "Star.m"]])
  }

  /// Swift sees a mixed target's Objective-C through its bridging header only: a name the
  /// Swift refers to reaches a class the header shows, not one of the same name it hides.
  @Test func swiftReachesOnlyWhatTheBridgingHeaderShows() throws {
    let root = try Self.folder([
      "Bridging.h": "#import \"Shown.h\"\n",
      "Shown.h": "@interface Shown : NSObject\n@end\n",
      "Shown.m": "#import \"Shown.h\"\n@implementation Shown\n@end\n",
      "Hidden.h": "@interface Hidden : NSObject\n@end\n",
      "Hidden.m": "#import \"Hidden.h\"\n@implementation Hidden\n@end\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let url = { (name: String) in root.appendingPathComponent(name) }
    let objc = ObjCFiles(
      implementations: [url("Shown.m"), url("Hidden.m")],
      headers: [url("Shown.h"), url("Hidden.h")], bridgingHeader: url("Bridging.h"))
    let reach = ObjCReach(names: [], swiftNames: ["Shown", "Hidden"], inspectableFiles: [])
    let set = ObjCSourceSet(
      files: objc.implementations, headerSearchPaths: [], prefixHeaders: [], moduleName: "App")
    let files = reach.files(
      of: objc, candidates: objc.implementations, set: set, outlines: ObjCOutlines())
    #expect(files.map(\.lastPathComponent) == ["Shown.m"])
  }

  /// A category or class extension of the module's own class is reached with the class, not
  /// by its members' names alone: Swift seeing every header of a pod calls a category's
  /// member on a framework class by its name (`hexColor`), but a pod class's private `name`
  /// property only on an instance of the class, which it names; and an inspectable the class
  /// extension declares is set only on that class.
  @Test func anOwnClassesCategoryIsReachedWithTheClass() throws {
    let root = try Self.folder([
      "Loader.h": "#import <UIKit/UIKit.h>\n@interface Loader : NSObject\n@end\n",
      "Loader.m": """
      #import "Loader.h"
      @interface Loader ()
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Loader
      @end
      """,
      "Field.h": "#import <UIKit/UIKit.h>\n@interface Field : UIView\n@end\n",
      "Field.m": """
      #import "Field.h"
      @interface Field ()
      @property (nonatomic) IBInspectable NSInteger count;
      @end
      @implementation Field
      @end
      """,
      "UIColor+Hex.h": """
      #import <UIKit/UIKit.h>
      @interface UIColor (Hex)
      + (UIColor *)hexColor;
      @end
      """,
      "UIColor+Hex.m": """
      #import "UIColor+Hex.h"
      @implementation UIColor (Hex)
      + (UIColor *)hexColor { return UIColor.redColor; }
      @end
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let url = { (name: String) in root.appendingPathComponent(name) }
    let objc = ObjCFiles(
      implementations: [url("Loader.m"), url("Field.m"), url("UIColor+Hex.m")],
      headers: [url("Loader.h"), url("Field.h"), url("UIColor+Hex.h")])
    let set = ObjCSourceSet(
      files: objc.implementations, headerSearchPaths: [], prefixHeaders: [], moduleName: "Pod")
    let project = try DesignablesProject(root: root)
    func reached(_ swiftNames: Set<String>) -> [String] {
      var reach = ObjCReach(project: project, roots: [])
      reach.swiftNames = swiftNames
      return reach.files(
        of: objc, candidates: objc.implementations, set: set, outlines: ObjCOutlines()
      ).map(\.lastPathComponent)
    }
    #expect(reached(["name", "hexColor"]) == ["UIColor+Hex.m"])
    #expect(reached(["name", "Loader"]) == ["Loader.m"])
    #expect(reached(["count", "Field"]) == ["Field.m"])
  }

  /// In a folder no project describes, a header named as Xcode names bridging headers is
  /// what Swift sees: a Swift designable's names reach only what it imports.
  @Test func aFoldersBridgingHeaderIsFoundByItsName() throws {
    let root = try Self.folder([
      "Badge.swift": """
      import UIKit
      @IBDesignable class Badge: UIView {
        let shown = Shown()
        let hidden = Hidden()
      }
      """,
      "App-Bridging-Header.h": "#import \"Shown.h\"\n",
      "Shown.h": "#import <UIKit/UIKit.h>\n@interface Shown : NSObject\n@end\n",
      "Shown.m": "#import \"Shown.h\"\n@implementation Shown\n@end\n",
      "Hidden.h": "#import <UIKit/UIKit.h>\n@interface Hidden : NSObject\n@end\n",
      "Hidden.m": "#import \"Hidden.h\"\n@implementation Hidden\n@end\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try translated(root).files == ["Shown.m"])
  }

  /// The key of a translation changes with a file it reaches, never with one it does not.
  @Test func onlyAReachedFileChangesTheKey() throws {
    let root = try Self.folder(Self.files)
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let recorder = ObjCTranslationTests.Recorder()
    func key() throws -> String {
      let project = try DesignablesProject(root: root).translatingObjectiveC(
        for: ["Badge"], build(cache, recorder))
      return try #require(project.objectiveC.values.first).inputsKey
    }
    let first = try key()
    let broken = root.appendingPathComponent("Broken.m")
    try Data("// still broken\n".utf8).write(to: broken)
    #expect(try key() == first)
    let second = root.appendingPathComponent("Second.h")
    try Data("#import <UIKit/UIKit.h>\n@interface Second : UIView\n@end\n".utf8).write(to: second)
    #expect(try key() != first)
  }
}
