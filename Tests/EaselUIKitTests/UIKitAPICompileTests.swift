import Foundation
import Testing

@testable import EaselAgentHost

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

  /// Members only the SDK's Swift overlays declare, as designables call them.
  @Test func swiftOverlayMembersTypeCheckInSwift5Mode() throws {
    let compiler = try #require(UIKitAPICompiler.found)
    let r = try compiler.typecheck(
      """
      import UIKit
      func outline(_ path: CGPath) -> CGPath {
        let dashed = path.copy(dashingWithPhase: 0, lengths: [4, 2])
        return dashed.copy(
          strokingWithWidth: 3, lineCap: .round, lineJoin: .miter, miterLimit: 10
        ).flattened(threshold: 0.5)
      }
      func text(_ ctx: CGContext) -> CGPoint {
        ctx.textPosition = CGPoint(x: 1, y: 2)
        return ctx.textPosition
      }
      func baseline(_ image: UIImage) -> CGFloat? { image.baselineOffsetFromBottom }
      func menu() -> UIAction { UIAction(title: "Go") { _ in } }
      func metrics() -> UIFontMetrics { UIFont.TextStyle.body.metrics }
      func box(_ r: CGRect) -> CGRect? { CGRect(dictionaryRepresentation: r.dictionaryRepresentation) }

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

/// `swiftc` and the package's built façade modules, found as the designables agent builder
/// finds them (`Toolchain`, `SystemModules`), so that these tests compile user code exactly as
/// an agent build does.
struct UIKitAPICompiler {
  let toolchain: Toolchain

  static let found: UIKitAPICompiler? = (try? Toolchain.locate()).map(UIKitAPICompiler.init)

  struct Run {
    var status: Int32
    var output: String
  }

  /// Type-checks `source` as user code importing the façade; `implicitImports` are imported
  /// into it as the agent builder imports them (`AgentBuilder.implicitImports(importsUIKit:)`).
  func typecheck(_ source: String, implicitImports: [String] = []) throws -> Run {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-uikit-api-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Designables.swift")
    try Data(source.utf8).write(to: file)
    let arguments =
      try SystemModules.compilerArguments() + [
        "-typecheck", "-swift-version", "5", "-D", "TARGET_INTERFACE_BUILDER",
        "-module-name", "Designables", "-I", toolchain.modulesDirectory.path, file.path,
      ] + implicitImports.flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }
    let result = try Subprocess.run(
      toolchain.swiftc, arguments: arguments, timeout: 300, environment: nil)
    return Run(status: result.exitStatus, output: result.stderr + result.stdout)
  }
}
