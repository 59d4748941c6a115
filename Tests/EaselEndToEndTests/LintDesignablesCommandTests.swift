import EaselTestSupport
import Foundation
import Testing

/// `easel lint --designables`: the fixtures' failing, crashing, hanging and slow designables
/// reported at their declarations, the good ones not; without the flag nothing is built.
@Suite(.serialized)
struct LintDesignablesCommandTests {
  /// `url`'s path as lint writes it: relative to the project root, which without a
  /// configuration file is the current folder.
  func written(_ url: URL) -> String {
    let cwd = FileManager.default.currentDirectoryPath + "/"
    return url.path.hasPrefix(cwd) ? String(url.path.dropFirst(cwd.count)) : url.path
  }

  /// The findings of `rule` in `output`, as lines.
  func lines(_ output: String, _ rule: String) -> [Substring] {
    output.split(separator: "\n").filter { $0.hasSuffix("[\(rule)]") }
  }

  @Test func crashAndHangAreReportedAtTheClassAndTheGoodDesignableIsNot() throws {
    let dir = try TestPaths.temporaryFolder("easel-lint-designables")
    defer { try? FileManager.default.removeItem(at: dir) }
    let sources = Documents.fixtures.appendingPathComponent("Trouble/Sources")
    let run = try EaselProcess.run(
      ["lint", "--designables", "--timeout", "3", Documents.trouble.path], cacheDirectory: dir)
    #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
    let crashed = lines(run.stdout, "designable-crashed")
    #expect(crashed.count == 1, "\(run.stdout)")
    // `class CrashingView: UIView` is line 5; the name starts at column 7.
    #expect(
      crashed.first?.hasPrefix(
        written(sources.appendingPathComponent("CrashingView.swift"))
          + ":5:7: error: @IBDesignable CrashingView: Crashed in draw(_:)") == true,
      "\(run.stdout)")
    #expect(crashed.first?.contains("Index out of range") == true, "\(run.stdout)")
    let hung = lines(run.stdout, "designable-timed-out")
    #expect(hung.count == 1, "\(run.stdout)")
    #expect(
      hung.first?.hasPrefix(
        written(sources.appendingPathComponent("HangingView.swift"))
          + ":5:7: error: @IBDesignable HangingView: Timed out in layoutSubviews() after 3.0 s")
        == true, "\(run.stdout)")
    #expect(!run.stdout.contains("GoodDisc"), "the good designable has no finding")
    #expect(
      run.stdout.contains(
        "3 designables: 1 up to date, 0 slow, 0 build failed, 1 crashed, 1 timed out"),
      "\(run.stdout)")
  }

  @Test func aBuildFailureCarriesTheCompilersFirstError() throws {
    let dir = try TestPaths.temporaryFolder("easel-lint-designables")
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = try EaselProcess.run(
      ["lint", "--designables", "--json", Documents.buildFailure.path], cacheDirectory: dir)
    #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    let failed = diagnostics.filter { $0["rule"] as? String == "designable-build-failed" }
    #expect(failed.count == 1, "\(diagnostics)")
    #expect(
      (failed.first?["file"] as? String)?.hasSuffix("BuildFailure/Sources/BrokenView.swift") == true
    )
    #expect(failed.first?["line"] as? Int == 5)
    #expect(failed.first?["severity"] as? String == "error")
    // The compiler's error, located in the class's body.
    let message = failed.first?["message"] as? String ?? ""
    #expect(message.contains("BrokenView.swift:9:"), "\(message)")
    #expect(message.contains("cannot convert value of type 'String'"), "\(message)")
    let summary = try #require(object["summary"] as? [String: Any])
    let designables = try #require(summary["designables"] as? [String: Int])
    #expect(designables["buildFailed"] == 1 && designables["total"] == 1)
  }

  @Test func aDesignableOverTheBudgetIsAWarningWithItsTime() throws {
    let dir = try TestPaths.temporaryFolder("easel-lint-designables")
    defer { try? FileManager.default.removeItem(at: dir) }
    let storyboard = Documents.fixtures.appendingPathComponent("Slow/Slow.storyboard")
    let run = try EaselProcess.run(
      ["lint", "--designables", storyboard.path], cacheDirectory: dir)
    #expect(run.status == 0, "a warning only: \(run.stdout)\n\(run.stderr)")
    let slow = lines(run.stdout, "designable-slow")
    #expect(slow.count == 1, "\(run.stdout)")
    let line = String(slow.first ?? "")
    #expect(line.contains("SlowView.swift:7:7: warning: @IBDesignable SlowView took "), "\(line)")
    // SlowView spins 400 ms in draw(_:): the time said is at least that, and blamed on it.
    let said = line.components(separatedBy: " took ").last?.split(separator: " ").first
    let ms = said.flatMap { Int($0) } ?? 0
    #expect(ms >= 400 && ms < 5000, "\(line)")
    #expect(line.contains("(draw(_:) "), "\(line)")
    #expect(!run.stdout.contains("QuickView"), "the quick designable is within the budget")
    let strict = try EaselProcess.run(
      ["lint", "--designables", "--strict", storyboard.path], cacheDirectory: dir)
    #expect(strict.status == 1, "--strict fails on the warning")
  }

  @Test func withoutTheFlagNothingIsBuilt() throws {
    let dir = try TestPaths.temporaryFolder("easel-lint-designables")
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = try EaselProcess.run(["lint", Documents.trouble.path], cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stdout)")
    #expect(!run.stdout.contains("designable"), "\(run.stdout)")
    #expect(
      !FileManager.default.fileExists(atPath: dir.appendingPathComponent("agents").path),
      "no agent was built")
    let usage = try EaselProcess.run(["lint", "--timeout", "3", Documents.trouble.path])
    #expect(usage.status == 64, "--timeout without --designables is a usage error")
  }
}
