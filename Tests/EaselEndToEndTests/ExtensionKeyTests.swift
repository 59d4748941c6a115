import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// Extensions adding runtime-attribute keys to UIKit's classes (`Fixtures/ExtensionKeys`: a
/// designable that needs none of them, `fillName` whose colours are in another file, and
/// `shoutKey`, whose extension does not build here). An extension is built only for a
/// document whose runtime attributes set a key it adds, with what it uses; one that does not
/// build costs the attributes it would set, never a class, and the render stays short.
@MainActor
@Suite struct ExtensionKeyTests {
  static let fixture = Documents.fixtures.appendingPathComponent("ExtensionKeys")

  /// The lines a render printed on standard error.
  static func lines(_ run: EaselProcess) -> [Substring] {
    run.stderr.split(separator: "\n")
  }

  /// A document that sets no key of theirs: the designable has the status `designables`
  /// gives it, and nothing of the failing extension is compiled or said.
  @Test func aFailingExtensionNoDocumentUsesNeverReachesTheRender() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let designables = try EaselProcess.run(
      ["designables", Self.fixture.appendingPathComponent("Sources").path], cacheDirectory: dir)
    let line = designables.stdout.split(separator: "\n").first { $0.hasPrefix("PillView ") }
    #expect(line?.contains("Up to date") == true, "\(designables.stdout)")
    let (run, _) = try EaselProcess.renderFixture(
      "ExtensionKeys", document: "Plain.storyboard", sources: "Sources", in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: PillView: Up to date"), "\(run.stderr)")
    #expect(!run.stderr.contains("undeclaredShoutForEasel"), "\(run.stderr)")
    #expect(Self.lines(run).count <= 10, "\(run.stderr)")
  }

  /// A document that sets both keys: `fillName` is built with the file its colours are in
  /// and applied (the view is red); `shoutKey` does not build, which one warning says (the
  /// key, the first error and its place) in at most ten lines, all of them with --verbose;
  /// the designable is Up to date, as in `designables`.
  @Test func anExtensionIsBuiltWithWhatItUsesAndOneThatFailsCostsOnlyItsKey() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, out) = try EaselProcess.renderFixture(
      "ExtensionKeys", document: "Keys.storyboard", sources: "Sources", in: dir)
    // The document asks for a key its code does not build: exit 1, as for a failed designable.
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: PillView: Up to date"), "\(run.stderr)")
    let warning = Self.lines(run).first { $0.contains("[extension-build-failed]") } ?? ""
    #expect(
      warning.contains("'shoutKey'") && warning.contains("UILabel+Shout.swift:8:")
        && warning.contains("undeclaredShoutForEasel1"), "\(run.stderr)")
    #expect(!run.stderr.contains("undeclaredShoutForEasel2"), "\(run.stderr)")
    #expect(Self.lines(run).count <= 10, "\(run.stderr)")
    let image = try Bitmap(contentsOf: out)
    let fill = image.pixel(x: (110 + 40) * 2, y: (10 + 40) * 2)
    #expect(fill.red > 0.9 && fill.green < 0.1 && fill.blue < 0.1, "\(fill)")

    let verbose = try EaselProcess.run(
      [
        "render", Self.fixture.appendingPathComponent("Keys.storyboard").path, "--sources",
        Self.fixture.appendingPathComponent("Sources").path, "-o",
        dir.appendingPathComponent("verbose.png").path, "--verbose",
      ], cacheDirectory: dir)
    #expect(verbose.stderr.contains("undeclaredShoutForEasel24"), "\(verbose.stderr)")
  }

  /// An Objective-C category adding a key, which does not translate (its `.m` calls what no
  /// header declares): a document setting the key gets one warning naming it, its first error
  /// and where, not every error of the translation; the designable beside it is Up to date.
  @Test func anObjectiveCCategoryThatDoesNotTranslateCostsOnlyItsKey() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let sources = dir.appendingPathComponent("Lib")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let calls = (1...20).map { "    [NSObject undeclaredLoudForEasel\($0)];" }
    let files = [
      "UILabel+Loud.h": """
      #import <UIKit/UIKit.h>
      @interface UILabel (Loud)
      @property (nonatomic) IBInspectable NSString *loudKey;
      @end
      """,
      "UILabel+Loud.m": """
      #import "UILabel+Loud.h"
      @implementation UILabel (Loud)
      - (NSString *)loudKey { return nil; }
      - (void)setLoudKey:(NSString *)key {
      \(calls.joined(separator: "\n"))
      }
      @end
      """,
      "PillView.swift": try String(
        contentsOf: Self.fixture.appendingPathComponent("Sources/Views/PillView.swift"),
        encoding: .utf8),
      "Loud.storyboard": try String(
        contentsOf: Self.fixture.appendingPathComponent("Keys.storyboard"), encoding: .utf8
      ).replacingOccurrences(of: "shoutKey", with: "loudKey"),
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: sources.appendingPathComponent(name))
    }
    let run = try EaselProcess.run(
      [
        "render", sources.appendingPathComponent("Loud.storyboard").path, "-o",
        dir.appendingPathComponent("out.png").path,
      ], cacheDirectory: dir)
    #expect(run.stderr.contains("Designables: PillView: Up to date"), "\(run.stderr)")
    let warning = Self.lines(run).first { $0.contains("[extension-build-failed]") } ?? ""
    #expect(warning.contains("'loudKey'") && warning.contains("UILabel+Loud"), "\(run.stderr)")
    #expect(!run.stderr.contains("undeclaredLoudForEasel20"), "\(run.stderr)")
    #expect(Self.lines(run).count <= 10, "\(run.stderr)")
  }
}
