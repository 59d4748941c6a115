import EaselTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Documents that are not what they claim, run through the built `easel` end to end: each
/// gives a clear located error or a correct result, the right exit status, no crash, no
/// output file on error, and bounded time and memory.
struct BadInputTests {
  /// A run of `easel` measured by `wait4`: its own peak memory and wall time, apart from
  /// any other child the test process has.
  struct MeasuredRun {
    var status: Int32
    /// The signal that killed it, if one did.
    var signal: Int32?
    var stdout: String
    var stderr: String
    /// Peak resident memory in bytes.
    var maxRSS: Int
    var seconds: Double

    /// GNU time, when installed: it forks and reports its child's own peak memory. A child
    /// this process spawns directly inherits this process's peak as its `ru_maxrss` (Linux
    /// records the old address space's high-water mark at `exec`, and a spawned child's old
    /// space is this one), so a test process that has grown past a limit fails every check.
    static let time = "/usr/bin/time"

    static func run(_ arguments: [String]) throws -> MeasuredRun {
      let folder = try TestPaths.temporaryFolder("easel-measured")
      defer { try? FileManager.default.removeItem(at: folder) }
      let outPath = folder.appendingPathComponent("out").path
      let errPath = folder.appendingPathComponent("err").path
      let timePath = folder.appendingPathComponent("time").path
      let timed = FileManager.default.isExecutableFile(atPath: time)
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      let command = [TestPaths.easel.path] + arguments
      let argv =
        ((timed ? [time, "-f", "%M", "-o", timePath] : []) + command).map { strdup($0) } + [nil]
      defer { for p in argv { free(p) } }
      let start = Date()
      var pid: pid_t = 0
      let spawned = posix_spawn(&pid, timed ? time : command[0], &actions, nil, argv, environ)
      guard spawned == 0 else {
        throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO)
      }
      var status: Int32 = 0
      var usage = rusage()
      while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
      let seconds = Date().timeIntervalSince(start)
      // WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out (they are C macros).
      var termSignal = status & 0x7f
      var exitStatus = termSignal == 0 ? (status >> 8) & 0xff : -1
      var maxRSS = Int(usage.ru_maxrss) * 1024
      if timed {
        // "Command terminated by signal N" (a crash), then the peak in kilobytes.
        let report = (try? String(contentsOfFile: timePath, encoding: .utf8)) ?? ""
        let lines = report.split(separator: "\n")
        if let line = lines.first(where: { $0.hasPrefix("Command terminated by signal ") }),
          let n = Int32(line.dropFirst("Command terminated by signal ".count))
        {
          termSignal = n
          exitStatus = -1
        }
        if let kilobytes = lines.last.flatMap({ Int($0) }) { maxRSS = kilobytes * 1024 }
      }
      return MeasuredRun(
        status: exitStatus,
        signal: termSignal == 0 ? nil : termSignal,
        stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
        stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
        maxRSS: maxRSS, seconds: seconds)
    }
  }

  /// One bad document: its bytes and what the error must say.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: @Sendable () -> Data
    /// Words the located error must contain.
    var message: String
    var testDescription: String { name }
  }

  static func rainbow() -> Data {
    (try? Data(contentsOf: Documents.rainbow)) ?? Data()
  }

  static let cases: [Case] = [
    Case(name: "empty", bytes: { Data() }, message: "empty"),
    Case(
      name: "truncated", bytes: { rainbow().prefix(rainbow().count / 2) },
      message: "unexpected end of file"),
    Case(
      name: "malformed",
      bytes: {
        Data(
          String(decoding: rainbow(), as: UTF8.self)
            .replacingOccurrences(of: "</subviews>", with: "</subview>").utf8)
      }, message: "does not match"),
    Case(
      name: "binary",
      bytes: {
        // A PNG's signature and first chunk, renamed .storyboard.
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
          + Data(repeating: 0, count: 64)
      }, message: "error:"),
    Case(
      name: "not Interface Builder",
      bytes: {
        Data(
          """
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0"><dict><key>a</key><string>b</string></dict></plist>

          """.utf8)
      }, message: "not an Interface Builder document"),
    // AppKit and WatchKit documents open now; render refuses them: PlatformDocumentTests.
    Case(name: "nested 10,000 levels", bytes: { deeplyNested(10_000) }, message: "deeper"),
    Case(name: "billion laughs", bytes: { billionLaughs() }, message: "entit"),
  ]

  static func deeplyNested(_ levels: Int) -> Data {
    var s = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc"><scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController"><view key="view" id="root"><rect key="frame" x="0" y="0" width="320" height="568"/>
      """
    for i in 0..<levels {
      s += #"<subviews><view id="v\#(i)"><rect key="frame" x="0" y="0" width="300" height="500"/>"#
    }
    s += String(repeating: "</view></subviews>", count: levels)
    s += "</view></viewController></objects></scene></scenes></document>\n"
    return Data(s.utf8)
  }

  static func billionLaughs() -> Data {
    var entities = #"<!ENTITY lol "lol">"#
    for i in 1...9 {
      let previous = i == 1 ? "lol" : "lol\(i - 1)"
      entities += "<!ENTITY lol\(i) \"\(String(repeating: "&\(previous);", count: 10))\">"
    }
    return Data(
      """
      <?xml version="1.0"?>
      <!DOCTYPE document [\(entities)]>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505"><scenes><scene sceneID="s"><objects><viewController id="vc" title="&lol9;" sceneMemberID="viewController"/></objects></scene></scenes></document>

      """.utf8)
  }

  /// `render` and `scenes` both refuse the document with a located error, exit 1, write
  /// nothing, and stay small and quick.
  @Test(arguments: cases)
  func badDocumentIsALocatedError(_ bad: Case) throws {
    let folder = try TestPaths.temporaryFolder("easel-bad")
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("Bad.storyboard")
    try bad.bytes().write(to: document)
    let output = folder.appendingPathComponent("out.png")
    for arguments in [
      ["render", document.path, "-o", output.path],
      ["render", document.path, "--all", "-o", folder.appendingPathComponent("all").path],
      ["render", document.path, "--overview", "-o", output.path],
      ["scenes", document.path],
    ] {
      let run = try MeasuredRun.run(arguments)
      #expect(run.signal == nil, "\(bad.name): \(arguments[0]) crashed: \(run.stderr)")
      #expect(run.status == 1, "\(bad.name): \(arguments[0]): \(run.stderr)")
      let located = run.stderr.range(
        of: #"Bad\.storyboard:\d+:\d+: error: "#, options: .regularExpression)
      #expect(located != nil, "\(bad.name): \(run.stderr)")
      #expect(run.stderr.contains(bad.message), "\(bad.name): \(run.stderr)")
      #expect(run.stdout.isEmpty, "\(bad.name): \(run.stdout)")
      #expect(run.maxRSS < 200 << 20, "\(bad.name): \(run.maxRSS >> 20) MB")
      #expect(run.seconds < 30, "a hang guard: \(bad.name): \(run.seconds) s")
    }
    #expect(!FileManager.default.fileExists(atPath: output.path))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("all").path))
  }

  /// A 50 MB synthetic storyboard (660 scenes) from the shared benchmark generator: listing
  /// its scenes and rendering one both succeed in bounded memory and time.
  @Test(.requiresCorpus, .timeLimit(.minutes(5)))
  func hugeSyntheticStoryboard() throws {
    let generator = Corpus.sharedFile("bench/gen_storyboard.py")
    try #require(
      FileManager.default.fileExists(atPath: generator.path), "no generator at \(generator.path)")
    let folder = try TestPaths.temporaryFolder("easel-huge")
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("Huge.storyboard")
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = ["python3", generator.path, "--mb", "50", "--out", document.path]
    python.standardOutput = FileHandle.nullDevice
    try python.run()
    python.waitUntilExit()
    try #require(python.terminationStatus == 0)
    let size = try FileManager.default.attributesOfItem(atPath: document.path)[.size] as? Int ?? 0
    #expect(size > 45_000_000)

    let scenes = try MeasuredRun.run(["scenes", document.path])
    #expect(scenes.status == 0, "\(scenes.stderr)")
    let lines = scenes.stdout.split(separator: "\n")
    #expect(lines.count > 600, "\(lines.count) lines")
    #expect(scenes.maxRSS < 1536 << 20, "scenes: \(scenes.maxRSS >> 20) MB")
    // Hang guards, not speed checks: alone these take about 15 s; on a loaded machine more.
    #expect(scenes.seconds < 300, "scenes: \(scenes.seconds) s")

    let output = folder.appendingPathComponent("one.png")
    let render = try MeasuredRun.run(["render", document.path, "-o", output.path])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(FileManager.default.fileExists(atPath: output.path))
    #expect(render.maxRSS < 1536 << 20, "render: \(render.maxRSS >> 20) MB")
    #expect(render.seconds < 300, "render: \(render.seconds) s")
    print(
      "50 MB storyboard: scenes \(scenes.maxRSS >> 20) MB \(String(format: "%.1f", scenes.seconds)) s;"
        + " render \(render.maxRSS >> 20) MB \(String(format: "%.1f", render.seconds)) s")
  }
}
