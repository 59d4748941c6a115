import Foundation
import Testing

@testable import EaselInspect

/// Compiles the generated registration with the seeds' sources against a stand-in `UIKit`
/// module, as the designables agent does (`-swift-version 5 -D TARGET_INTERFACE_BUILDER`),
/// and runs it to check the conversions. Skipped when `swiftc` is not on PATH.
@Suite(
  "Generated code compiles and runs", .serialized,
  .enabled(if: SwiftCompiler.found != nil, "swiftc is not on PATH; the compile tests need it"))
struct GeneratedCodeCompileTests {
  static let seedFiles: [(String, String)] = [
    ("Rainbow.swift", SeedSources.rainbow),
    ("CircularImageView.swift", SeedSources.circularImageView),
    ("Extensions.swift", SeedSources.extensions),
    ("Gauge.swift", TrickySources.gauge),
  ]

  /// Builds `files` into an agent as Easel does (Swift 5, `TARGET_INTERFACE_BUILDER`, against
  /// the stand-in UIKit in `dir`) and runs it.
  static func buildAndRun(
    _ files: [(String, String)], with swiftc: SwiftCompiler, in dir: URL
  ) throws -> SwiftCompiler.Run {
    let paths = try SwiftCompiler.write(files, in: dir)
    let exe = dir.appendingPathComponent("agent")
    let build = try swiftc.run(
      [
        "-swift-version", "5", "-D", "TARGET_INTERFACE_BUILDER", "-I", dir.path, "-L", dir.path,
        "-lUIKit", "-o", exe.path,
      ] + paths)
    try #require(build.status == 0, "\(build.output)")
    return try SwiftCompiler.run(exe, [])
  }

  /// `files` as the agent compiles them: each with its private inspectables' accessors and
  /// its selector table appended, then the generated registration.
  static func prepared(_ files: [(String, String)]) -> [(String, String)] {
    let scan = ScanResult(files: files.map { SwiftScanner.scan(source: $0.1, path: $0.0) })
    return files.map {
      (
        $0.0,
        $0.1 + (sameFileAccessors(in: $0.0, for: scan.plan) ?? "")
          + (sameFileSelectors(in: $0.0, for: scan.plan) ?? "")
      )
    } + [("Generated.swift", generateRegistration(for: scan))]
  }

  @Test func typechecksInSwift5() throws {
    let swiftc = try #require(SwiftCompiler.found)
    let dir = try SwiftCompiler.temporaryDirectory("typecheck5")
    defer { try? FileManager.default.removeItem(at: dir) }
    let standIn = try swiftc.buildStandIn(in: dir)
    try #require(standIn.status == 0, "stand-in UIKit: \(standIn.output)")
    let paths = try SwiftCompiler.write(Self.prepared(Self.seedFiles), in: dir)
    let r = try swiftc.run(
      ["-typecheck", "-swift-version", "5", "-D", "TARGET_INTERFACE_BUILDER", "-I", dir.path]
        + paths)
    #expect(r.status == 0, "\(r.output)")
  }

  @Test func typechecksInSwift6() throws {
    let swiftc = try #require(SwiftCompiler.found)
    let dir = try SwiftCompiler.temporaryDirectory("typecheck6")
    defer { try? FileManager.default.removeItem(at: dir) }
    let standIn = try swiftc.buildStandIn(in: dir)
    try #require(standIn.status == 0, "stand-in UIKit: \(standIn.output)")
    let files = [("Meter.swift", TrickySources.swift6), ("Rainbow.swift", SeedSources.rainbow)]
    let paths = try SwiftCompiler.write(Self.prepared(files), in: dir)
    let r = try swiftc.run(
      ["-typecheck", "-swift-version", "6", "-D", "TARGET_INTERFACE_BUILDER", "-I", dir.path]
        + paths)
    #expect(r.status == 0, "\(r.output)")
  }

  /// The factories of classes the runtime makes by class object compile for a declared
  /// `init()` and inherited ones (beside convenience initializers), in Swift 5 and 6.
  @Test(arguments: ["5", "6"]) func classFactoriesTypecheck(mode: String) throws {
    let swiftc = try #require(SwiftCompiler.found)
    let dir = try SwiftCompiler.temporaryDirectory("factories" + mode)
    defer { try? FileManager.default.removeItem(at: dir) }
    let standIn = try swiftc.buildStandIn(in: dir)
    try #require(standIn.status == 0, "stand-in UIKit: \(standIn.output)")
    let source = """
      import UIKit
      class Plain: NSObject {
        var position = 0
        override init() { super.init() }
      }
      class Inherited: Plain {}
      class Convenient: Plain {
        convenience init(position: Int) {
          self.init()
          self.position = position
        }
      }
      """
    let prepared = Self.prepared([("Copied.swift", source)])
    #expect(prepared.last?.1.contains("ClassFactory(Convenient.self) { Convenient() }") == true)
    let paths = try SwiftCompiler.write(prepared, in: dir)
    let r = try swiftc.run(
      ["-typecheck", "-swift-version", mode, "-D", "TARGET_INTERFACE_BUILDER", "-I", dir.path]
        + paths)
    #expect(r.status == 0, "\(r.output)")
  }

  @Test func runsConversions() throws {
    let swiftc = try #require(SwiftCompiler.found)
    let dir = try SwiftCompiler.temporaryDirectory("run")
    defer { try? FileManager.default.removeItem(at: dir) }
    let standIn = try swiftc.buildStandIn(in: dir)
    try #require(standIn.status == 0, "stand-in UIKit: \(standIn.output)")
    let run = try Self.buildAndRun(
      Self.prepared(Self.seedFiles) + [("main.swift", Self.driver)], with: swiftc, in: dir)
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines == Self.expectedDriverOutput, "\(run.output)")
  }

  /// KDCircularProgress's `@IBInspectable private var IBColor1`: the generated registration,
  /// in its own file, reaches private inspectables (and a `private(set)` one) through the
  /// accessors appended to their file, and sets and gets them.
  @Test func privateInspectablesAreReachedThroughSameFileAccessors() throws {
    let swiftc = try #require(SwiftCompiler.found)
    let dir = try SwiftCompiler.temporaryDirectory("private")
    defer { try? FileManager.default.removeItem(at: dir) }
    let standIn = try swiftc.buildStandIn(in: dir)
    try #require(standIn.status == 0, "stand-in UIKit: \(standIn.output)")
    let source = """
      import UIKit

      @IBDesignable class Ring: UIView {
        @IBInspectable private var IBColor1: UIColor?
        @IBInspectable fileprivate var width: CGFloat = 1
        @IBInspectable private(set) var turns: Int = 0
        #if TARGET_INTERFACE_BUILDER
        @IBInspectable private var designOnly: Bool = false
        #endif
        var summary: String { "\\(IBColor1 != nil) \\(width) \\(turns)" }
      }
      """
    let scan = ScanResult(files: [SwiftScanner.scan(source: source, path: "Ring.swift")])
    let accessors = try #require(sameFileAccessors(in: "Ring.swift", for: scan.plan))
    let driver = #"""
      import UIKit

      MainActor.assumeIsolated {
        let table = easelDesignables()
        let ring = Ring(frame: .zero)
        for (key, value) in [
          ("IBColor1", InspectableValue.color(UIColor.red)), ("width", .number(3)),
          ("turns", .number(2)), ("designOnly", .bool(true)),
        ] {
          do { try table.entry(forKey: key, owner: Ring.self)?.set(ring, value) } catch {
            print("\(key): \(error)")
          }
        }
        print(ring.summary)
      }
      """#
    let selectors = sameFileSelectors(in: "Ring.swift", for: scan.plan) ?? ""
    let run = try Self.buildAndRun(
      [
        ("Ring.swift", source + accessors + selectors),
        ("Generated.swift", generateRegistration(for: scan)), ("main.swift", driver),
      ], with: swiftc, in: dir)
    #expect(run.status == 0)
    #expect(run.output == "true 3.0 2\n", "\(run.output)")
  }

  /// The selector table of members Objective-C sees compiles beside them (private ones,
  /// overloads told apart by their parameter types, class members, members under `#if`) and
  /// calls each with its arguments cast.
  @Test func selectorTablesCompileAndCall() throws {
    let swiftc = try #require(SwiftCompiler.found)
    let dir = try SwiftCompiler.temporaryDirectory("selectors")
    defer { try? FileManager.default.removeItem(at: dir) }
    let standIn = try swiftc.buildStandIn(in: dir)
    try #require(standIn.status == 0, "stand-in UIKit: \(standIn.output)")
    let source = """
      import UIKit

      class Panel: UIView {
        var log: [String] = []
        @objc private func tapped(_ sender: Any) { log.append("tapped") }
        @objc func move(to x: CGFloat, animated: Bool) { log.append("move \\(x) \\(animated)") }
        func move(to x: String, animated: Bool) { log.append("never") }
        @objc dynamic var title: String? = nil
        @objc var count: Int { 3 }
        // A member named `type` must not shadow `type(of:)` in the generated table.
        @objc var type: Int = 1
        @IBAction func reset(_ sender: Any?) { log.append("reset") }
        @objc class var shared: String { "shared" }
        @nonobjc func hidden() {}
        @objc func load() throws {}
        #if TARGET_INTERFACE_BUILDER
        @objc func designOnly() -> String { "design" }
        #endif
      }

      extension UIColor {
        @objc class var brandClr: UIColor { .red }
      }

      extension Panel {
        @objc func setThemeColor(_ color: UIColor!) { log.append("theme \\(color != nil)") }
      }
      """
    // A file that imports only Foundation: its table still finds the runtime's types.
    let model = """
      import Foundation

      class Model: NSObject {
        @objc var name = "model"
      }
      """
    let scan = ScanResult(files: [
      SwiftScanner.scan(source: source, path: "Panel.swift"),
      SwiftScanner.scan(source: model, path: "Model.swift"),
    ])
    let selectors = try #require(sameFileSelectors(in: "Panel.swift", for: scan.plan))
    let modelSelectors = try #require(sameFileSelectors(in: "Model.swift", for: scan.plan))
    // An error in a member's entry would point at the member's declaration (`tapped`, line 5).
    #expect(selectors.contains("#sourceLocation(file: \"Panel.swift\", line: 5)\n"))
    let driver = #"""
      import UIKit

      MainActor.assumeIsolated {
        let table = easelDesignables()
        let panel = Panel(frame: .zero)
        @MainActor func call(_ selector: String, _ receiver: Any, _ arguments: [Any?]) -> String {
          guard let m = table.methods.last(where: { $0.selector == selector }) else { return "no \(selector)" }
          do { return "\(try m.invoke(receiver, arguments) ?? "nil")" } catch { return "\(error)" }
        }
        print(table.methods.map(\.selector).sorted().joined(separator: " "))
        print(call("tapped:", panel, [panel]), call("moveTo:animated:", panel, [2.5, true]))
        print(call("setTitle:", panel, ["Hi"]), call("title", panel, []), call("count", panel, []))
        print(call("reset:", panel, []), call("setThemeColor:", panel, [UIColor.red]))
        print(call("shared", Panel.self, []), call("brandClr", UIColor.self, []) != "nil")
        print(call("designOnly", panel, []), call("tapped:", UIColor.red, [nil]).hasPrefix("receiverType"))
        print(panel.log.joined(separator: ", "))
      }
      """#
    let run = try Self.buildAndRun(
      [
        ("Panel.swift", source + selectors), ("Model.swift", model + modelSelectors),
        ("Generated.swift", generateRegistration(for: scan)), ("main.swift", driver),
      ], with: swiftc, in: dir)
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "brandClr count designOnly moveTo:animated: name reset: setName: setThemeColor: setTitle: setType: shared tapped: title type",
        "nil nil", "nil Hi 3", "nil nil", "shared true", "design true",
        "tapped, move 2.5 true, reset, theme true",
      ], "\(run.output)")
  }

  /// A module that declares `+=` again for arrays, as a pod's additions do
  /// (`@discardableResult static func += (lhs: inout [Element], rhs: [Element]) -> [Element]`),
  /// makes `+=` on two arrays ambiguous with the standard library's: the table Easel appends
  /// gathers its entries without the operator, and its gathering points at the owner's
  /// declaration, inside the file, instead of past its last line.
  @Test func selectorTablesCompileBesideAModulesOwnArrayOperators() throws {
    let swiftc = try #require(SwiftCompiler.found)
    let dir = try SwiftCompiler.temporaryDirectory("own-operators")
    defer { try? FileManager.default.removeItem(at: dir) }
    let standIn = try swiftc.buildStandIn(in: dir)
    try #require(standIn.status == 0, "stand-in UIKit: \(standIn.output)")
    let additions = """
      public extension Array {
        @discardableResult static func += (lhs: inout [Element], rhs: [Element]) -> [Element] {
          lhs.append(contentsOf: rhs)
          return lhs
        }
      }
      """
    let source = """
      import UIKit

      extension UIView {
        @objc func tap_layout() {}
      }
      """
    let scan = ScanResult(files: [SwiftScanner.scan(source: source, path: "UIView+Additions.swift")])
    let selectors = try #require(sameFileSelectors(in: "UIView+Additions.swift", for: scan.plan))
    #expect(selectors.contains("#sourceLocation(file: \"UIView+Additions.swift\", line: 3)\n"))
    let driver = """
      import UIKit

      MainActor.assumeIsolated {
        print(easelDesignables().methods.map(\\.selector).joined(separator: " "))
      }
      """
    let run = try Self.buildAndRun(
      [
        ("Array+Additions.swift", additions), ("UIView+Additions.swift", source + selectors),
        ("Generated.swift", generateRegistration(for: scan)), ("main.swift", driver),
      ], with: swiftc, in: dir)
    #expect(run.status == 0)
    #expect(run.output == "tap_layout\n", "\(run.output)")
  }

  /// Sets and gets through the generated table, printing one line per check.
  static let driver = #"""
    import UIKit

    @MainActor func check(_ table: KeyValueTable) {
      func set(_ object: AnyObject, _ owner: AnyClass, _ key: String, _ value: InspectableValue) -> String {
        guard let e = table.entry(forKey: key, owner: owner) else { return "no entry \(key)" }
        do { try e.set(object, value); return "ok" } catch { return "\(error)" }
      }
      func get(_ object: AnyObject, _ owner: AnyClass, _ key: String) -> String {
        guard let e = table.entry(forKey: key, owner: owner), let v = e.get(object) else { return "none" }
        switch v {
        case .number(let d): return "number \(d)"
        case .bool(let b): return "bool \(b)"
        case .string(let s): return "string \(s)"
        case .null: return "null"
        case .image(let i): return i == nil ? "image nil" : "image"
        case .color: return "color"
        case .point(let p): return "point \(p.x),\(p.y)"
        default: return "other"
        }
      }
      let coder = NSCoder()
      print(table.classes.keys.sorted().joined(separator: " "))
      guard let rainbow = table.classes["Rainbow"]?.make(coder) else { print("no Rainbow"); return }
      print(type(of: rainbow))
      print(table.classes["FancyButton"]?.make(coder) == nil ? "Fancy not made" : "Fancy made")
      print(set(rainbow, Rainbow.self, "firstColor", .color(UIColor.red)))
      print(get(rainbow, Rainbow.self, "firstColor"))
      print(set(rainbow, Rainbow.self, "firstColor", .number(1)))
      print(set(rainbow, Rainbow.self, "firstColor", .null))
      print(set(UILabel(frame: .zero), Rainbow.self, "firstColor", .color(UIColor.red)))
      let c = CircularImageView(frame: .zero)
      print(set(c, CircularImageView.self, "lineWidth", .number(2.5)), get(c, CircularImageView.self, "lineWidth"))
      print(set(c, CircularImageView.self, "lineWidth", .bool(true)), get(c, CircularImageView.self, "lineWidth"))
      print(set(c, CircularImageView.self, "image", .image(nil)), get(c, CircularImageView.self, "image"))
      print(set(c, CircularImageView.self, "image", .null), get(c, CircularImageView.self, "image"))
      let label = UILabel(frame: .zero)
      label.text = "hello"
      print(set(label, UILabel.self, "textAsKey", .number(1)), get(label, UILabel.self, "textAsKey"))
      print(set(label, UIView.self, "bgColorName", .string("redClr")), label.backgroundColor != nil)
      print(set(label, UIView.self, "bgColorName", .null), get(label, UIView.self, "bgColorName"))
      let g = Gauge(frame: .zero)
      print(set(g, Gauge.self, "count", .number(2.7)), get(g, Gauge.self, "count"))
      print(set(g, Gauge.self, "count", .number(-2.7)), get(g, Gauge.self, "count"))
      print(set(g, Gauge.self, "count", .number(1e30)))
      print(set(g, Gauge.self, "count", .null))
      print(set(g, Gauge.self, "small", .number(300)))
      print(set(g, Gauge.self, "tint", .null), get(g, Gauge.self, "tint"))
      print(set(g, Gauge.self, "tint", .color(UIColor.blue)), get(g, Gauge.self, "tint"))
      print(set(g, Gauge.self, "ratio", .number(0.25)), get(g, Gauge.self, "ratio"))
      print(set(g, Gauge.self, "origin", .point(CGPoint(x: 1, y: 2))), get(g, Gauge.self, "origin"))
      print(set(g, Gauge.self, "isOn", .string("YES")))
      print(set(g, Gauge.self, "locked", .number(1)), get(g, Gauge.self, "locked"))
      print(get(g, Gauge.self, "designOnly"), get(g, Gauge.self, "runtimeOnly"))
      print(set(g, Gauge.self, "objcOnly", .number(4)), table.entry(forKey: "objcOnly", owner: Gauge.self)?.isInspectable == false)
      print(table.entry(forKey: "title", owner: Gauge.self)?.defaultValue.map { "\($0)" } ?? "no default")
    }

    MainActor.assumeIsolated { check(easelDesignables()) }
    """#

  static let expectedDriverOutput = [
    "Base CircularImageView Fancy FancyButton Gauge Gauge.Base Rainbow Swatch Theme.Swatch Tinted",
    "Rainbow",
    "Fancy not made",
    "ok",
    "color",
    "key 'firstColor' takes color, not number",
    "key 'firstColor' takes color, not nil",
    "this class is not key value coding-compliant for the key 'firstColor' (UILabel)",
    "ok number 2.5",
    "ok number 1.0",
    "ok image nil",
    "ok image nil",
    "ok bool true",
    "ok true",
    "ok string redClr",
    "ok number 2.0",
    "ok number -2.0",
    "key 'count' takes int, not number",
    "key 'count' takes int, not nil",
    "key 'small' takes int, not number",
    "ok null",
    "ok color",
    "ok number 0.25",
    "ok point 1.0,2.0",
    // A string sets a Bool as `-[NSString boolValue]` reads it, as key-value coding does.
    "ok",
    // `private(set)`: set through the accessor appended to Gauge's file, as Xcode's agent
    // sets it through the Objective-C runtime.
    "ok number 1.0",
    "bool true none",
    "ok true",
    "string(\"Gauge\")",
  ]
}
