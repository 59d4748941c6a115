import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// A project shaped like a real app (`Fixtures/RealWorld`): an entry point in `main.swift`,
/// an app delegate, a networking file importing a pod that is not there, a playground, helpers
/// in other files, a view controller that does not compile on Linux and shares a global name
/// with a designable's property, a designable that does not compile and one written with touch
/// tracking, `#selector`, `#keyPath`, `#colorLiteral`, a class-bound `@objc` protocol with an
/// optional requirement and a zero-argument `@IBAction`. Xcode would build the designables; so
/// must Easel, and the one that fails must not sink the others.
@Suite(.serialized)
struct RealWorldBuildTests {
  static let project = Documents.fixtures.appendingPathComponent("RealWorld/RealWorld")
  static let storyboard = project.appendingPathComponent("Main.storyboard")

  func pixel(_ image: Bitmap, _ x: Double, _ y: Double) -> RGBA {
    image.pixel(x: Int(x * 2), y: Int(y * 2))
  }

  @Test func oneFailingClassDoesNotSinkTheOthers() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("realworld.png")
    // --verbose: every error and note, as the log file has them.
    let run = try EaselProcess.run(
      [
        "render", Self.storyboard.path, "--sources", Self.project.path, "-o", out.path, "--verbose",
      ],
      cacheDirectory: dir)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: GaugeView: Up to date"), "\(run.stderr)")
    #expect(run.stderr.contains("Designables: TouchKnob: Up to date"), "\(run.stderr)")
    #expect(
      run.stderr.contains("error: Designables: BrokenBadge: Build failed"), "\(run.stderr)")
    // BrokenBadge's own error, at its place, and nobody else's.
    #expect(
      run.stderr.contains("BrokenBadge.swift:10:11: error: value of type 'CALayer' has no member"),
      "\(run.stderr)")
    // Every error of every file its build needs, from every compile job.
    #expect(
      run.stderr.contains("BadgeStyle.swift:7:11: error: value of type 'CALayer' has no member"),
      "\(run.stderr)")
    // A file taken only for a name (a global `lineWidth`) that does not compile on Linux is
    // left out, and GaugeView builds without it.
    #expect(
      run.stderr.contains("note: GaugeView was built without SearchViewController.swift"),
      "\(run.stderr)")
    #expect(!run.stderr.contains("Networking.swift"), "the networking file is not built")
    #expect(!run.stderr.contains("Contents.swift"), "the playground is not built")
    #expect(!run.stderr.contains("main.swift:"), "the entry point is not built")
    let image = try Bitmap(data: Data(contentsOf: out))
    let gauge = pixel(image, 50, 50)
    #expect(gauge.green > 0.5 && gauge.red < 0.1, "GaugeView drew its accent fill: \(gauge)")
    let badge = pixel(image, 150, 50)
    #expect(badge.red > 0.95 && abs(badge.green - 0.8) < 0.02, "BrokenBadge is a plain view")
    #expect(
      !run.stderr.contains("Designables: PlainCard"), "a class that is not designable has no status"
    )
    let card = pixel(image, 350, 50)
    #expect(card.red < 0.05 && card.green > 0.75, "PlainCard is drawn as its UIView base")
    let knob = pixel(image, 250, 50)
    #expect(knob.blue > 0.9 && knob.red < 0.1, "TouchKnob took knobColor from the storyboard")
  }

  @Test func designablesCommandReportsEachClass() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let images = dir.appendingPathComponent("images")
    let run = try EaselProcess.run(
      ["designables", Self.project.path, "--images", images.path], cacheDirectory: dir)
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(
      lines.last == "3 designables: 2 up to date, 1 build failed, 0 crashed, 0 timed out",
      "\(run.stdout)")
    #expect(lines.contains { $0.hasPrefix("BrokenBadge") && $0.contains("Build failed") })
    #expect(run.stdout.contains("CALayer.easelHasNoSuchProperty: 1 (BrokenBadge)"), "\(run.stdout)")
    for name in ["GaugeView", "TouchKnob"] {
      #expect(
        FileManager.default.fileExists(atPath: images.appendingPathComponent("\(name).png").path))
    }
    #expect(
      !FileManager.default.fileExists(atPath: images.appendingPathComponent("BrokenBadge.png").path)
    )
  }

  @Test func designablesCommandSpeaksJSON() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = try EaselProcess.run(
      [
        "designables", Documents.fixtures.appendingPathComponent("Trouble").path, "--json",
        "--timeout", "5",
      ],
      cacheDirectory: dir)
    #expect(run.status == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let summary = try #require(json["summary"] as? [String: Int])
    #expect(
      summary == [
        "total": 3, "upToDate": 1, "buildFailed": 0, "crashed": 1, "timedOut": 1, "notBuilt": 0,
      ])
    let entries = try #require(json["designables"] as? [[String: Any]])
    let statuses = Dictionary(
      uniqueKeysWithValues: entries.map {
        ($0["class"] as? String ?? "", $0["status"] as? String ?? "")
      })
    #expect(
      statuses == ["GoodDisc": "up-to-date", "CrashingView": "crashed", "HangingView": "timed-out"])
  }

  /// Project shapes real code comes in, written here: an Xcode project with an app, a framework
  /// holding the designables, a pod and an orphan file; a Swift package with a checkout; an
  /// Xcode 16 project with synchronized folders.
  @Test(arguments: [
    ("Showcase", "2 designables: 2 up to date, 0 build failed, 0 crashed, 0 timed out"),
    ("Meters", "1 designables: 1 up to date, 0 build failed, 0 crashed, 0 timed out"),
    ("Synced", "1 designables: 1 up to date, 0 build failed, 0 crashed, 0 timed out"),
  ])
  func projectShapesBuild(project: String, summary: String) throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let folder = TestPaths.packageRoot.appendingPathComponent(
      "Tests/EaselProjectTests/Fixtures/\(project)")
    let run = try EaselProcess.run(["designables", folder.path], cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.split(separator: "\n").last.map(String.init) == summary, "\(run.stdout)")
  }

  @Test func aStoryboardInAnAppRendersTheFrameworksDesignable() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let storyboard = TestPaths.packageRoot.appendingPathComponent(
      "Tests/EaselProjectTests/Fixtures/Showcase/ShowcaseApp/Base.lproj/Main.storyboard")
    let out = dir.appendingPathComponent("showcase.png")
    let run = try EaselProcess.run(
      ["render", storyboard.path, "-o", out.path], cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: GradientView: Up to date"), "\(run.stderr)")
    // The app's view controller imports the pod Netty, which the designable does not need.
    #expect(!run.stderr.contains("error"), "\(run.stderr)")
  }
}
