import EaselTestSupport
import Foundation
import Testing

/// `easel designables` on a class whose build fails with many errors prints its first
/// error and how many more, writes everything to a log file in the cache that it names,
/// and prints everything with `--verbose`.
@Suite(.serialized)
struct DesignablesLogTests {
  @Test func manyErrorsAreCountedAndLoggedAndShownWithVerbose() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let root = dir.appendingPathComponent("Broken")
    let unknowns = (1...6).map { "    let v\($0) = Unknown\($0)()" }.joined(separator: "\n")
    try DuplicateClassNameTests.write(
      [
        "Broken.xcodeproj/project.pbxproj": DuplicateClassNameTests.pbxproj(
          target: "Broken", source: "Broken/BrokenView.swift"),
        "Broken/BrokenView.swift": """
        import UIKit

        @IBDesignable
        class BrokenView: UIView {
          override func draw(_ rect: CGRect) {
        \(unknowns)
          }
        }
        """,
      ], under: root)
    let cache = dir.appendingPathComponent("cache")
    let text = try EaselProcess.run(["designables", root.path], cacheDirectory: cache)
    #expect(text.status == 1, "\(text.stdout)\n\(text.stderr)")
    #expect(text.stdout.contains("cannot find 'Unknown1' in scope"), "\(text.stdout)")
    #expect(!text.stdout.contains("cannot find 'Unknown6'"), "\(text.stdout)")
    #expect(text.stdout.contains("and 5 more errors"), "\(text.stdout)")
    let log = cache.appendingPathComponent("logs/designables-Broken.log")
    #expect(text.stdout.contains("everything is in \(log.path)"), "\(text.stdout)")
    let logged = try String(contentsOf: log, encoding: .utf8)
    #expect(logged.contains("cannot find 'Unknown6' in scope"), "\(logged)")
    let verbose = try EaselProcess.run(
      ["designables", root.path, "--verbose"], cacheDirectory: cache)
    #expect(verbose.stdout.contains("cannot find 'Unknown6' in scope"), "\(verbose.stdout)")
    #expect(!verbose.stdout.contains("not shown:"), "\(verbose.stdout)")
  }
}
