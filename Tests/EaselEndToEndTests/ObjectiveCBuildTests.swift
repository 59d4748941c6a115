import EaselAgentHost
import EaselDiagnostics
import EaselGraphics
import EaselInterface
import EaselObjC
import EaselRendering
import EaselTestSupport
import Foundation
import Testing

/// Objective-C designables in a mixed Swift and Objective-C target (`Fixtures/MixedObjC`:
/// a `.xcodeproj` with a bridging header, a prefix header and a header search path), built
/// by the same agent as Swift ones: `SwiftBadge` (Swift), `StarView` (Objective-C, with an
/// inspectable the storyboard sets) and `BrokenStars` (Objective-C calling a function nobody
/// declares, at `BrokenStars.m:8:5`).
@Suite(.serialized)
struct ObjectiveCBuildTests {
  static let fixture = Documents.fixtures.appendingPathComponent("MixedObjC")
  static let storyboard = fixture.appendingPathComponent("Mixed/Main.storyboard")

  /// The translator the in-process tests use: `FakeTranslator` (hand-written Swift, as the
  /// translator would write it), or with `EASEL_REAL_OBJC_TRANSLATOR` set, Easel's own —
  /// the expectations are the same.
  static var translator: ObjCBuild.Translate? {
    ProcessInfo.processInfo.environment["EASEL_REAL_OBJC_TRANSLATOR"] != nil
      ? nil : FakeTranslator.translate(fixture: fixture)
  }

  func pixel(_ image: Bitmap, _ x: Double, _ y: Double) -> RGBA {
    image.pixel(x: Int(x * 2), y: Int(y * 2))
  }

  /// An Objective-C designable that translates is built with the Swift one, its inspectable
  /// set from the storyboard; the one whose Swift does not compile is Build failed with the
  /// compiler's error at the `.m`'s line and column, and the others still draw.
  @MainActor
  @Test func aMixedTargetBuildsAndDraws() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    var job = RenderJob(document: Self.storyboard)
    job.cacheDirectory = dir
    job.translateObjC = Self.translator
    let out = dir.appendingPathComponent("mixed.png")
    job.request.scenes = [SceneOutput(sceneID: "", path: out.path)]
    let report = try job.run()
    #expect(report.statuses["SwiftBadge"]?.isOK == true, "\(report.statuses)")
    #expect(report.statuses["StarView"]?.isOK == true, "\(report.statuses)")
    guard case .buildFailed(let errors)? = report.statuses["BrokenStars"] else {
      Issue.record("BrokenStars is not Build failed: \(report.statuses)")
      return
    }
    let broken = Self.fixture.appendingPathComponent("Mixed/BrokenStars.m").path
    #expect(
      errors.contains {
        $0.severity == .error && $0.location?.file == broken
          && $0.location?.line == 8 && $0.location?.column == 5
      },
      "\(errors.map(\.description))")
    #expect(!report.diagnostics.contains { $0.message.contains("unknown class") })
    #expect(
      !report.diagnostics.contains { $0.severity == .warning },
      "\(report.diagnostics.map(\.description))")
    let image = try Bitmap(data: Data(contentsOf: out))
    let badge = pixel(image, 50, 50)
    #expect(badge.green > 0.9 && badge.red < 0.1 && badge.blue < 0.1, "SwiftBadge: \(badge)")
    let star = pixel(image, 150, 50)
    #expect(star.blue > 0.9 && star.red < 0.1 && star.green < 0.1, "StarView's starColor: \(star)")
    let base = pixel(image, 250, 50)
    #expect(base.red > 0.95 && base.green > 0.95 && base.blue > 0.95, "BrokenStars as a UIView")
  }

  /// `easel designables` counts the Objective-C classes with the Swift one, shows each where
  /// it is declared, and fails the one that does not build.
  @MainActor
  @Test func designablesCountsObjectiveCClasses() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    var job = DesignablesJob(root: Self.fixture)
    job.cacheDirectory = dir
    job.translateObjC = Self.translator
    let report = try job.run()
    let byName = Dictionary(uniqueKeysWithValues: report.designables.map { ($0.class, $0) })
    #expect(byName.keys.sorted() == ["BrokenStars", "StarView", "SwiftBadge"])
    #expect(report.summary.total == 3 && report.summary.upToDate == 2, "\(report.summary)")
    #expect(byName["StarView"]?.status == "up-to-date")
    #expect(byName["StarView"]?.file.hasSuffix("Mixed/StarView.h") == true)
    #expect(byName["StarView"]?.files.map { ($0 as NSString).lastPathComponent } == ["StarView.m"])
    #expect(byName["BrokenStars"]?.status == "build-failed")
    #expect(
      byName["BrokenStars"]?.diagnostics.contains { $0.contains("BrokenStars.m:8:5: error:") }
        == true, "\(byName["BrokenStars"]?.diagnostics ?? [])")
  }

  /// With Easel's translator, as a user runs it: the class whose Objective-C does not
  /// compile is Build failed with a located error in its `.m`, in `render` and in
  /// `designables`, and both exit 1 as for a Swift build failure; the Swift designable of
  /// the same target still draws, and every Objective-C designable is counted.
  @Test func anObjectiveCDesignableThatDoesNotTranslateIsBuildFailed() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("mixed.png")
    let run = try EaselProcess.run(
      ["render", Self.storyboard.path, "-o", out.path], cacheDirectory: dir)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stderr.contains("error: Designables: BrokenStars: Build failed"), "\(run.stderr)")
    #expect(
      run.stderr.range(of: #"BrokenStars\.m:\d+:\d+: error: "#, options: .regularExpression)
        != nil, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: SwiftBadge: Up to date"), "\(run.stderr)")
    #expect(!run.stderr.contains("unknown class"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    let badge = pixel(image, 50, 50)
    #expect(badge.green > 0.9 && badge.red < 0.1, "SwiftBadge: \(badge)")

    let designables = try EaselProcess.run(["designables", Self.fixture.path], cacheDirectory: dir)
    #expect(designables.status == 1, "\(designables.stdout)")
    #expect(designables.stdout.contains("3 designables: "), "\(designables.stdout)")
    #expect(
      designables.stdout.range(
        of: #"BrokenStars\.m:\d+:\d+: error: "#, options: .regularExpression) != nil,
      "\(designables.stdout)")
  }
}

/// A folder without a project: its Objective-C is the folder's module, and a category key a
/// scene sets that did not translate is an error at the category's `.m` (seed 002's
/// `bgColorName`), never a silent "not key value coding-compliant".
@Suite(.serialized)
struct ObjectiveCCategoryTests {
  static let header = """
    #import <UIKit/UIKit.h>

    @interface UIView (BackgroundColor)
    @property (nonatomic, copy) IBInspectable NSString *bgColorName;
    @end

    """
  static let implementation = """
    #import "UIView+BackgroundColor.h"

    @implementation UIView (BackgroundColor)
    - (void)setBgColorName:(NSString *)name {
        self.backgroundColor = [UIColor performSelector:NSSelectorFromString(name)];
    }
    @end

    """

  @MainActor
  @Test func aCategoryThatDoesNotTranslateIsALocatedError() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let sources = dir.appendingPathComponent("Palette")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try Data(Self.header.utf8).write(to: sources.appendingPathComponent("UIView+BackgroundColor.h"))
    let m = sources.appendingPathComponent("UIView+BackgroundColor.m")
    try Data(Self.implementation.utf8).write(to: m)
    let storyboard = sources.appendingPathComponent("Palette.storyboard")
    let original = try String(
      contentsOf: Documents.fixtures.appendingPathComponent(
        "Statuses/ObjectiveC/ObjectiveC.storyboard"), encoding: .utf8)
    try Data(
      original.replacingOccurrences(of: " customClass=\"StarRatingView\"", with: "")
        .replacingOccurrences(
          of: "</view>\n                            </subviews>",
          with: """
            <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" \
            keyPath="bgColorName" value="blueColor"/></userDefinedRuntimeAttributes></view>
                                        </subviews>
            """
        ).utf8
    ).write(to: storyboard)
    let recorded = SetRecorder()
    var job = RenderJob(document: storyboard)
    job.sources = sources
    job.cacheDirectory = dir.appendingPathComponent("cache")
    job.translateObjC = { set, _, _ in
      recorded.add(set)
      var t = ObjCTranslation()
      t.diagnostics.append(
        Diagnostic(
          .error, "'performSelector:' returning an object is not translated",
          id: "objc-untranslated", at: SourceLocation(file: m.path, line: 5, column: 27)))
      return t
    }
    job.request.scenes = [SceneOutput(sceneID: "", path: dir.appendingPathComponent("p.png").path)]
    let report = try job.run()
    let set = try #require(recorded.sets.first)
    #expect(set.files.map(\.lastPathComponent) == ["UIView+BackgroundColor.m"])
    #expect(set.moduleName == "Palette")
    #expect(report.failed)
    #expect(
      report.diagnostics.contains {
        $0.description.hasPrefix("\(m.path):5:27: error: 'performSelector:'")
      }, "\(report.diagnostics.map(\.description))")
  }
}

/// The sets a translator was given.
final class SetRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [ObjCSourceSet] = []
  var sets: [ObjCSourceSet] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }
  func add(_ set: ObjCSourceSet) {
    lock.lock()
    recorded.append(set)
    lock.unlock()
  }
}

/// Stands in for `ObjCTranslator` until it lands: each `.m` of the set becomes the Swift
/// in `Translations/<File>.m.swift-fake`, whose `#sourceLocation` lines name the `.m`
/// (`@FIXTURE@` is the fixture's folder); a file without one is a located error.
enum FakeTranslator {
  static func translate(fixture: URL) -> ObjCBuild.Translate {
    { set, _, _ in
      var translation = ObjCTranslation()
      for file in set.files {
        let fake = fixture.appendingPathComponent(
          "Translations/\(file.lastPathComponent).swift-fake")
        guard let text = try? String(contentsOf: fake, encoding: .utf8) else {
          translation.diagnostics.append(
            Diagnostic(
              .error, "no fake translation of \(file.lastPathComponent)", id: "objc-untranslated",
              at: SourceLocation(file: file.path, line: 1, column: 1)))
          continue
        }
        translation.sources.append(
          TranslatedSource(
            original: file, swift: text.replacingOccurrences(of: "@FIXTURE@", with: fixture.path),
            classes: [file.deletingPathExtension().lastPathComponent]))
      }
      return translation
    }
  }
}

/// A message to nil does nothing and returns zero, as the Objective-C runtime defines it: a
/// designable whose properties and instance variables were never set (no nullability
/// annotations, so Swift sees them as `T!`) builds, lays out and draws, where unwrapping
/// them would crash the agent.
@Suite(.serialized)
struct ObjectiveCNilMessagingTests {
  static let header = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface NilPanel : UIView
    @property (nonatomic, strong) IBInspectable UIColor *borderColor;
    @property (nonatomic, copy) NSString *title;
    - (UIColor *)accentColor;
    @end

    """
  static let implementation = """
    #import "NilPanel.h"

    @implementation NilPanel {
        CAShapeLayer *_ring;
        UIColor *_fillColor;
    }

    - (UIColor *)accentColor {
        return nil;
    }

    - (void)layoutSubviews {
        [super layoutSubviews];
        _ring.strokeColor = self.borderColor.CGColor;
        _ring.frame = self.bounds;
        [[self accentColor] colorWithAlphaComponent:0.5];
    }

    - (void)drawRect:(CGRect)rect {
        [_fillColor set];
        NSUInteger letters = [self.title length];
        UIColor *accent = [self accentColor];
        CGFloat white = 0;
        [accent getWhite:&white alpha:NULL];
        [[UIColor colorWithRed:white green:0 blue:1 alpha:1] setFill];
        UIRectFill(CGRectMake(0, 0, 20 + letters, 20));
    }
    @end

    """

  @Test func messagesToNilDoNothing() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let sources = dir.appendingPathComponent("Panels")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try Data(Self.header.utf8).write(to: sources.appendingPathComponent("NilPanel.h"))
    try Data(Self.implementation.utf8).write(to: sources.appendingPathComponent("NilPanel.m"))
    let images = dir.appendingPathComponent("images")
    let run = try EaselProcess.run(
      ["designables", sources.path, "--images", images.path], cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
    #expect(run.stdout.contains("1 designables: 1 up to date"), "\(run.stdout)")
    let image = try Bitmap(
      data: Data(contentsOf: images.appendingPathComponent("NilPanel.png")))
    let filled = image.pixel(x: 10, y: 10)
    #expect(filled.blue > 0.9 && filled.red < 0.1 && filled.green < 0.1, "\(filled)")
  }
}
