import Foundation
import Testing

@testable import EaselInspect

/// Overrides declared in extensions fail with Linux's `swiftc`; moved into their class they
/// compile, run as the override (not the superclass's member), and their diagnostics point
/// at the extension's file and lines. Skipped when `swiftc` is not on PATH.
@Suite(
  "Moved overrides compile and run with swiftc", .serialized,
  .enabled(if: SwiftCompiler.found != nil, "swiftc is not on PATH; the compile tests need it"))
struct SourceRewriterOverrideCompileTests {
  static let view = """
    import UIKit

    @IBDesignable
    open class Badge: UIView {
      var log: [String] = []
    }
    """

  static let extensions = #"""
    import UIKit

    // MARK: - Interface Builder
    public extension Badge {
      override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        log.append("prepared")
      }

      override func draw(_ rect: CGRect) { log.append("drew \(Int(rect.width))") }

      func note(_ s: String) { log.append(s) }
    }

    extension Badge {
      open override func layoutSubviews() {
        super.layoutSubviews()
        note("laid out")
      }
    }
    """#

  static let driver = """
    import UIKit

    MainActor.assumeIsolated {
      let badge = Badge(frame: .zero)
      let view: UIView = badge
      view.prepareForInterfaceBuilder()
      view.layoutSubviews()
      view.draw(CGRect(x: 0, y: 0, width: 42, height: 7))
      print(badge.log.joined(separator: ","))
    }
    """

  static func prepared(_ files: [(String, String)]) -> [(String, String)] {
    let rewrites = SourceRewriter(gatheringFrom: files.map(\.1))
      .rewrite(module: files.map { SourceFile(path: "/project/" + $0.0, text: $0.1) })
    return zip(files, rewrites).map { file, r in
      (file.0, "#sourceLocation(file: \"/project/\(file.0)\", line: 1)\n" + r.text)
    }
  }

  static func build(_ files: [(String, String)], typecheckOnly: Bool) throws -> (
    SwiftCompiler.Run, String?
  ) {
    let swiftc = try #require(SwiftCompiler.found)
    let dir = try SwiftCompiler.temporaryDirectory("override")
    defer { try? FileManager.default.removeItem(at: dir) }
    let standIn = try swiftc.buildStandIn(in: dir)
    try #require(standIn.status == 0, "stand-in UIKit: \(standIn.output)")
    let paths = try SourceRewriterCompileTests.writeRaw(files, in: dir)
    let exe = dir.appendingPathComponent("badge")
    let mode =
      typecheckOnly
      ? ["-typecheck"] : ["-L", dir.path, "-lUIKit", "-o", exe.path]
    let r = try swiftc.run(
      mode + ["-swift-version", "5", "-D", "TARGET_INTERFACE_BUILDER", "-I", dir.path] + paths)
    guard !typecheckOnly, r.status == 0 else { return (r, nil) }
    return (r, try SwiftCompiler.run(exe, []).output)
  }

  @Test func originalFailsOnLinux() throws {
    let files = [
      ("Badge.swift", Self.view), ("Badge+IB.swift", Self.extensions), ("main.swift", Self.driver),
    ]
    let (r, _) = try Self.build(files, typecheckOnly: true)
    #expect(r.status != 0)
    #expect(r.output.contains("cannot be overridden from extension"), "\(r.output)")
  }

  @Test func movedOverridesAreTheOnesCalled() throws {
    let files = Self.prepared([
      ("Badge.swift", Self.view), ("Badge+IB.swift", Self.extensions), ("main.swift", Self.driver),
    ])
    let (r, output) = try Self.build(files, typecheckOnly: false)
    try #require(r.status == 0, "\(r.output)\n\(files[0].1)")
    #expect(output == "prepared,laid out,drew 42\n", "\(output ?? "")")
  }

  @Test func diagnosticsInAMovedOverridePointAtTheExtension() throws {
    let broken = Self.extensions.replacingOccurrences(
      of: "note(\"laid out\")", with: "note(\"laid out\"); let n: Int = \"x\"")
    let files = Self.prepared([
      ("Badge.swift", Self.view), ("Badge+IB.swift", broken), ("main.swift", Self.driver),
    ])
    let (r, _) = try Self.build(files, typecheckOnly: true)
    #expect(r.status != 0)
    // line 18 of Badge+IB.swift: `    note("laid out"); let n: Int = "x"`; `"x"` at column 36
    #expect(r.output.contains("/project/Badge+IB.swift:18:36: error"), "\(r.output)")
    #expect(!r.output.contains("/project/Badge.swift:"), "\(r.output)")
  }

  /// mattneub/Programming-iOS-Book-Examples' ExtensionOverrideTest: an `@objc` method of an
  /// extension, overridden by a subclass, in its body or in its own extension. Darwin's
  /// runtime dispatches it; Linux's `swiftc` refuses the override until the method moves into
  /// its class.
  static let animals = #"""
    import UIKit

    class Animal: UIView {
      var name = "animal"
    }

    extension Animal {
      @objc func speak() -> String { "..." }
      @objc dynamic func legs() -> Int { 4 }
      func kind() -> String { "animal" }
    }

    class Bird: Animal {
      override func speak() -> String { "tweet" }
    }

    extension Bird {
      override func legs() -> Int { 2 }
    }
    """#

  static let animalDriver = #"""
    import UIKit

    MainActor.assumeIsolated {
      let animals: [Animal] = [Animal(frame: .zero), Bird(frame: .zero)]
      print(animals.map { "\($0.speak()) \($0.legs()) \($0.kind())" }.joined(separator: ","))
    }
    """#

  @Test func anOverriddenObjCMethodOfAnExtensionFailsOnLinux() throws {
    let stripped = Self.animals.replacingOccurrences(of: "@objc ", with: "")
    let (r, _) = try Self.build(
      [("Animal.swift", stripped), ("main.swift", Self.animalDriver)], typecheckOnly: true)
    #expect(r.status != 0)
    #expect(r.output.contains("cannot be overridden"), "\(r.output)")
  }

  @Test func anOverriddenObjCMethodOfAnExtensionMovesIntoItsClass() throws {
    let files = Self.prepared([("Animal.swift", Self.animals), ("main.swift", Self.animalDriver)])
    let (r, output) = try Self.build(files, typecheckOnly: false)
    try #require(r.status == 0, "\(r.output)\n\(files[0].1)")
    #expect(output == "... 4 animal,tweet 2 animal\n", "\(output ?? "")")
    // The method nothing overrides stays in its extension.
    #expect(files[0].1.contains("extension Animal {") && files[0].1.contains("func kind()"))
  }
}
