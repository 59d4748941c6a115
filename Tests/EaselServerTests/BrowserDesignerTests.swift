import EaselTestSupport
import Foundation
import Testing

/// The designer in Debian's chromium, driven by Playwright: `Tests/Browser/designer_test.py`
/// on copies of Examples/RainbowDemo, Examples/ProfileDemo and Tests/Fixtures/Designer/Layout
/// and on a storyboard it writes (see the script for the steps). Skipped, with the reason,
/// when chromium or Playwright is missing; with `CI` set their absence fails the test.
/// Screenshots go to `.build/designer-screenshots/`.
struct BrowserDesignerTests {
  static let chromium = URL(fileURLWithPath: "/usr/bin/chromium")
  static let script = TestPaths.packageRoot.appendingPathComponent(
    "Tests/Browser/designer_test.py")
  static let screenshots = TestPaths.packageRoot.appendingPathComponent(
    ".build/designer-screenshots")

  /// What is missing for the browser test, or nil.
  static var missing: String? {
    if !FileManager.default.isExecutableFile(atPath: chromium.path) {
      return "chromium is not installed at \(chromium.path) (scripts/install-dependencies)"
    }
    guard let status = try? run(["python3", "-c", "import playwright"]).status, status == 0
    else {
      return
        "python3 cannot import playwright (scripts/install-dependencies: pip install playwright)"
    }
    return nil
  }

  /// Whether to run: yes when everything is there; no (a skip) when not; a failure when
  /// `CI` is set and something is missing.
  static func shouldRun() throws -> Bool {
    guard let missing else { return true }
    if Corpus.isRequired { throw Missing(reason: missing) }
    return false
  }

  struct Missing: Error, CustomStringConvertible {
    var reason: String
    var description: String { "CI is set but the browser test cannot run: \(reason)" }
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(PinnedFonts.environment) {
      $1
    }
    let folder = try TestPaths.temporaryFolder("easel-browser-run")
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("log")
    try Data().write(to: log)
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
  }

  @Test(
    .enabled(
      if: try shouldRun(), "chromium or Playwright is missing (scripts/install-dependencies)"),
    .timeLimit(.minutes(10)))
  func rainbowDemoIsDesignedInTheBrowser() throws {
    let result = try Self.run([
      "python3", Self.script.path, "--easel", TestPaths.easel.path, "--examples",
      TestPaths.packageRoot.appendingPathComponent("Examples").path,
      "--screenshots", Self.screenshots.path, "--chromium", Self.chromium.path,
      "--only", "rainbow", "--only", "profile", "--only", "basics", "--only", "layout",
    ])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("all steps passed"), "\(result.output)")
    #expect(!result.output.contains("FAIL:"), "\(result.output)")
    for name in [
      "01-opened.png", "03-edited.png", "04-undone.png", "07-build-failed.png", "08-mended.png",
      "profile-03-label-added.png", "profile-07-undone.png", "basics-01-identity.png",
      "basics-03-no-view.png", "layout-02-landscape-selected.png",
      "layout-03-constraints-added.png", "layout-06-pasted-nudged.png", "layout-07-undone.png",
      "layout-08-button-title-font.png", "layout-09-connections.png",
      "layout-10-stack-reordered.png", "layout-11-aligned.png", "layout-12-marquee.png",
      "layout-13-context-menu.png", "layout-14-filters.png", "layout-15-embedded.png",
      "layout-16-frames-updated.png", "layout-17-guides.png", "layout-18-conflict.png",
      "layout-19-constraints-updated.png", "layout-20-margins.png", "layout-21-button-states.png",
      "layout-22-button-insets.png", "layout-23-uninstalled.png",
    ] {
      #expect(
        FileManager.default.fileExists(
          atPath: Self.screenshots.appendingPathComponent(name).path), "\(name)")
    }
  }

  /// The corpus's largest storyboard (IBAnimatable's demo app, 17 scenes): open it, move
  /// between scenes, edit a label's text, undo to the original bytes.
  @Test(
    .enabled(
      if: try shouldRun(), "chromium or Playwright is missing (scripts/install-dependencies)"),
    .requiresCorpus,
    .timeLimit(.minutes(10)))
  func corpusStoryboardIsDesignedInTheBrowser() throws {
    let result = try Self.run([
      "python3", Self.script.path, "--easel", TestPaths.easel.path, "--examples",
      TestPaths.packageRoot.appendingPathComponent("Examples").path,
      "--screenshots", Self.screenshots.path, "--chromium", Self.chromium.path,
      "--corpus", Corpus.url.path, "--only", "corpus",
    ])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("all steps passed"), "\(result.output)")
    for name in ["corpus-01-opened.png", "corpus-03-label-edited.png", "corpus-04-undone.png"] {
      #expect(
        FileManager.default.fileExists(
          atPath: Self.screenshots.appendingPathComponent(name).path), "\(name)")
    }
  }
}
