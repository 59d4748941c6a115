import Foundation
import Testing

/// Real-designable-shaped code type-checks in Swift 5 mode against the built façade, as the
/// designables agent compiles it. Skipped when `swiftc` or the built modules are absent.
@Suite(
  .enabled(
    if: UIKitAPICompiler.found != nil,
    "swiftc or .build/debug/Modules is missing; the compile test needs both"))
struct UIKitAPICompileTests {
  @Test func designableShapedCodeTypeChecksInSwift5Mode() throws {
    let compiler = try #require(UIKitAPICompiler.found)
    let r = try compiler.typecheck(UIKitAPIFixture.source)
    #expect(r.status == 0, "swiftc said:\n\(r.output)")
  }

  @Test func nonisolatedHelpersUsingTheNewAPICompileInSwift5Mode() throws {
    let compiler = try #require(UIKitAPICompiler.found)
    let r = try compiler.typecheck(
      """
      import UIKit
      func makeBounce() -> CAKeyframeAnimation {
        let a = CAKeyframeAnimation(keyPath: "transform.scale")
        a.values = [1, 1.2, 1]
        a.calculationMode = .cubic
        return a
      }
      func tap(_ target: Any) -> UITapGestureRecognizer {
        UITapGestureRecognizer(target: target, action: Selector("t"))
      }
      let sharedAnimator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: nil)
      func haptic() { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
      func statusBarHidden() -> Bool { UIApplication.shared.isStatusBarHidden }
      struct Names { static let change = UITextField.textDidChangeNotification }

      """)
    #expect(r.status == 0, "swiftc said:\n\(r.output)")
  }

  @Test func aMisspelledAPIFailsToTypeCheck() throws {
    let compiler = try #require(UIKitAPICompiler.found)
    let r = try compiler.typecheck(
      "import UIKit\nfunc f(_ v: UIView) { v.addGestureRecogniser(UITapGestureRecognizer()) }\n")
    #expect(r.status != 0)
    #expect(r.output.contains("addGestureRecogniser"))
  }
}

/// `swiftc` from PATH and the package's built modules.
struct UIKitAPICompiler {
  let swiftc: URL
  let packageRoot: URL
  let modules: URL

  static let found: UIKitAPICompiler? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    guard
      let swiftc = path.split(separator: ":")
        .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else { return nil }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let modules = root.appendingPathComponent(".build/debug/Modules")
    guard
      FileManager.default.fileExists(
        atPath: modules.appendingPathComponent("UIKit.swiftmodule").path)
    else { return nil }
    return UIKitAPICompiler(swiftc: swiftc, packageRoot: root, modules: modules)
  }()

  struct Run {
    var status: Int32
    var output: String
  }

  /// Type-checks `source` as user code importing the façade.
  func typecheck(_ source: String) throws -> Run {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-uikit-api-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Designables.swift")
    try Data(source.utf8).write(to: file)
    var args = [
      "-typecheck", "-swift-version", "5", "-D", "TARGET_INTERFACE_BUILDER",
      "-module-name", "Designables", "-I", modules.path,
    ]
    for name in ["CCairo", "CPango"] {
      args += ["-I", packageRoot.appendingPathComponent("Sources/\(name)").path]
    }
    for flag in pkgConfigFlags() { args += ["-Xcc", flag] }
    return try run(swiftc, args + [file.path])
  }

  private func pkgConfigFlags() -> [String] {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/pkg-config"),
      let r = try? run(
        URL(fileURLWithPath: "/usr/bin/pkg-config"), ["--cflags-only-I", "cairo", "pangocairo"]),
      r.status == 0
    else { return [] }
    return r.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
  }

  private func run(_ executable: URL, _ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }
}
