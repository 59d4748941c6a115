import EaselTestSupport
import Foundation
import Testing

@testable import EaselAgent

/// The façade modules as a designable sees them: user files type-checked by `swiftc` against
/// the built `Modules` folder, in Swift 5 mode as Xcode builds designables.
@Suite struct FacadeModuleTests {
  /// `swiftc -typecheck` of `source` against the built façades; the status and diagnostics.
  func typecheck(_ source: String, swiftVersion: String = "5") throws -> (
    status: Int32, output: String
  ) {
    let toolchain = try Toolchain.locate()
    let dir = try TestPaths.temporaryFolder("easel-facade")
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Designable.swift")
    try Data(source.utf8).write(to: file)
    let arguments =
      try SystemModules.compilerArguments() + [
        "-typecheck", "-swift-version", swiftVersion, "-I", toolchain.modulesDirectory.path,
        file.path,
      ]
    let result = try Subprocess.run(
      toolchain.swiftc, arguments: arguments, timeout: 300, environment: nil)
    return (result.exitStatus, result.stderr + result.stdout)
  }

  @Test func uiKitExposesUIKitsAPI() throws {
    let result = try typecheck(
      """
      import UIKit
      final class Card: UIView {
        override func draw(_ rect: CGRect) {
          UIColor.red.setFill()
          UIBezierPath(roundedRect: rect, cornerRadius: 8).fill()
          transform = CGAffineTransform(rotationAngle: 0.1)
        }
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test(arguments: [
    "let c: Canvas? = nil", "let b: Bitmap? = nil", "let r = RGBA(white: 1)",
    "let t: TextLayout? = nil", "let p = GraphicsPath()",
  ])
  func uiKitHidesEaselsDrawingLayer(_ line: String) throws {
    let result = try typecheck("import UIKit\n\(line)\n")
    #expect(result.status != 0)
    #expect(result.output.contains("cannot find"), "\(result.output)")
  }

  @Test func uiKitHidesEaselsRenderEntryPoints() throws {
    let result = try typecheck("import UIKit\nlet r = LayerRenderer()\nlet d = DisplayList()\n")
    #expect(result.status != 0)
    #expect(result.output.contains("cannot find 'LayerRenderer'"), "\(result.output)")
    #expect(result.output.contains("cannot find 'DisplayList'"), "\(result.output)")
  }

  /// Nonisolated code touching views, which Xcode's Swift 5 mode accepts because UIKit's
  /// main-actor annotations are `@preconcurrency`.
  @Test func swift5CodeUsesViewsFromNonisolatedCode() throws {
    let result = try typecheck(
      """
      import UIKit
      func styled(_ v: UIView) { v.layer.cornerRadius = 4 }
      let sharedLabel = UILabel()
      var sharedImage = UIImage(named: "x")
      struct Palette {
        static let accent = UIColor.systemBlue
        static let card: UIView = {
          let v = UIView(frame: .zero)
          v.backgroundColor = accent
          return v
        }()
      }
      final class Drawer: NSObject, CALayerDelegate {
        let view = UIView()
        func draw(_ layer: CALayer, in ctx: CGContext) { ctx.fill(layer.bounds) }
        deinit { view.removeFromSuperview() }
      }
      final class Model {
        var onChange: (() -> Void)?
        func bind(_ label: UILabel) { onChange = { label.text = "changed" } }
      }
      func later(_ v: UIView) {
        DispatchQueue.main.async { v.setNeedsLayout() }
        Task { await MainActor.run { v.alpha = 0.5 } }
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func urlSessionCodeCompiles() throws {
    let result = try typecheck(
      """
      import UIKit
      func load(_ imageView: UIImageView) {
        guard let url = URL(string: "https://example.com/a.png") else { return }
        URLSession.shared.dataTask(with: URLRequest(url: url)) { data, _, _ in
          _ = data.flatMap { UIImage(data: $0) }
        }.resume()
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func quartzCoreAndCoreGraphicsHaveTheirOwnTypesOnly() throws {
    let ok = try typecheck(
      """
      import QuartzCore
      func ring() -> CAShapeLayer {
        let l = CAShapeLayer()
        l.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        l.lineCap = .round
        l.transform = CATransform3DMakeScale(2, 2, 1)
        return l
      }
      let space: CGColorSpace = CGColorSpaceCreateDeviceRGB()
      let t = CGAffineTransform.identity
      """)
    #expect(ok.status == 0, "\(ok.output)")
    let ui = try typecheck("import QuartzCore\nlet v = UIView()\n")
    #expect(ui.output.contains("cannot find 'UIView'"), "\(ui.output)")
    let ca = try typecheck("import CoreGraphics\nlet l = CALayer()\n")
    #expect(ca.output.contains("cannot find 'CALayer'"), "\(ca.output)")
  }
}
