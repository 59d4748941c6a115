import Testing

@testable import EaselInspect

/// `override` members of extensions move into their class, lines kept by `#sourceLocation`.
@Suite("Overrides declared in extensions")
struct SourceRewriterOverrideTests {
  static func rewrite(_ files: [(String, String)]) -> [SourceRewrite] {
    SourceRewriter(gatheringFrom: files.map(\.1))
      .rewrite(module: files.map { SourceFile(path: $0.0, text: $0.1) })
  }

  @Test func movesAnOverrideIntoTheClassOfTheSameFile() {
    let source = """
      import UIKit
      class Card: UIView {
        var tint = 1
      }
      extension Card {
        override func layoutSubviews() {
          super.layoutSubviews()
        }
        func helper() {}
      }
      """
    let r = SourceRewriter().rewrite(source, path: "/p/Card.swift")
    let expected = """
      import UIKit
      class Card: UIView {
        var tint = 1

      #sourceLocation(file: "/p/Card.swift", line: 6)
        override func layoutSubviews() {
          super.layoutSubviews()
        }
      #sourceLocation(file: "/p/Card.swift", line: 4)
      }
      extension Card {
                                        
                                
         
        func helper() {}
      }
      """
    #expect(r.text == expected, "\(r.text)")
    #expect(r.counts == [.extensionOverride: 1, .overrideMovedIn: 1])
    #expect(r.diagnostics.isEmpty)
  }

  @Test func movesAcrossFilesWithRewritesInsideAndTheImportsTheyNeed() throws {
    let view = """
      import UIKit
      public class Gauge: UIControl {
        var value = 0 }
      """
    let ext = """
      import UIKit
      import QuartzCore
      public extension Gauge {
        @objc override var intrinsicContentSize: CGSize { CGSize(width: 1, height: 1) }
        override func awakeFromNib() { addTarget(self, action: #selector(tap), for: .touchUpInside) }
        @objc func tap() {}
      }
      """
    let r = Self.rewrite([("/p/Gauge.swift", view), ("/p/Gauge+Ext.swift", ext)])
    #expect(
      r[0].text == """
        import UIKit
        public class Gauge: UIControl {
          var value = 0 
        #sourceLocation(file: "/p/Gauge+Ext.swift", line: 3)
        public
                override var intrinsicContentSize: CGSize { CGSize(width: 1, height: 1) }
        #sourceLocation(file: "/p/Gauge+Ext.swift", line: 4)
        public
          override func awakeFromNib() { addTarget(self, action: Selector("tap"), for: .touchUpInside) }
        #sourceLocation(file: "/p/Gauge.swift", line: 3)
                        }
        import QuartzCore
        """, "\(r[0].text)")
    #expect(r[0].counts == [.overrideMovedIn: 1])
    #expect(r[1].counts[.extensionOverride] == 2)
    let lines = r[1].text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 7)
    #expect(lines[3].allSatisfy { $0 == " " } && lines[4].allSatisfy { $0 == " " })
    #expect(lines[5] == "        func tap() {}")
  }

  @Test func overridesOfClassesOutsideTheModuleAreLeftOutAndReported() throws {
    let source = """
      import UIKit
      extension UIView {
        override open func awakeFromNib() {}
      }
      """
    let r = SourceRewriter().rewrite(module: [SourceFile(path: "/p/V.swift", text: source)])[0]
    // Left out, lines and columns kept: the rest of the file builds.
    #expect(
      r.text.split(separator: "\n", omittingEmptySubsequences: false)[2].allSatisfy { $0 == " " })
    #expect(r.text.hasPrefix("import UIKit\nextension UIView {\n"))
    #expect(r.counts == [.extensionOverrideLeftOut: 1])
    let d = try #require(r.diagnostics.first)
    #expect(d.message.contains("'awakeFromNib' overrides from an extension of 'UIView'"))
    #expect(d.message.contains("leaves the override out"))
    #expect(d.id == "extension-override")
    #expect(d.location?.line == 3)
  }

  @Test func constrainedExtensionsAndClashingPrivateNamesStay() {
    let generic = """
      class Box<T>: NSObject { }
      extension Box where T == Int {
        override var description: String { "int" }
      }
      extension Box {
        override var hash: Int { 1 }
      }
      """
    let r = SourceRewriter().rewrite(generic, path: "/p/Box.swift")
    #expect(r.counts == [.extensionOverride: 1, .overrideMovedIn: 1])
    #expect(r.diagnostics.count == 1)
    #expect(r.diagnostics.first?.message.contains("constrained") == true)

    let other = """
      private let secret = 3
      private extension Holder { var shown: Int { 4 } }
      private func label() -> String { "h" }
      extension Holder {
        override var hash: Int { secret + shown }
        override var description: String { "\\(label())" }
      }
      """
    let opened = Self.rewrite([("/p/H.swift", "class Holder: NSObject {}"), ("/p/E.swift", other)])
    #expect(opened[1].counts == [.extensionOverride: 2])
    #expect(opened[1].text.contains("        func label()"))
    #expect(opened[1].text.hasPrefix("        let secret = 3\n        extension Holder"))
    #expect(opened[0].text.contains("override var hash: Int { secret + shown }"))

    let clash = Self.rewrite([
      ("/p/H.swift", "class Holder: NSObject {}\nprivate let secret = 1"), ("/p/E.swift", other),
    ])
    #expect(clash[1].counts == [.extensionOverride: 1])
    #expect(clash[1].text.contains("override var hash: Int { secret + shown }"))
    #expect(clash[1].diagnostics.first?.message.contains("'secret'") == true)
  }

  @Test func nestedClassesAndConditionsAreMatched() {
    let source = """
      enum Outer {
        class Inner: UIView {}
      }
      extension Outer.Inner {
        override func layoutSubviews() {}
      }
      #if os(iOS)
      extension Outer.Inner {
        override func draw(_ rect: CGRect) {}
      }
      #endif
      #if DEBUG
      extension Outer.Inner {
        override func awakeFromNib() {}
      }
      #endif
      """
    let r = SourceRewriter().rewrite(source, path: "/p/O.swift")
    #expect(r.counts == [.extensionOverride: 2, .overrideMovedIn: 1, .platformCondition: 1])
    #expect(r.diagnostics.count == 1)
    #expect(r.diagnostics.first?.message.contains("#if") == true)
    #expect(r.text.contains("#sourceLocation(file: \"/p/O.swift\", line: 9)\n  override func draw"))
  }
}

/// A layer class without `init()` gets the trapping `required init()` the façade's `CALayer`
/// asks for; the set naming such classes is by name, which two modules' classes may share
/// (KDCircularProgress: the library's Swift `private class KDCircularProgressViewLayer` has no
/// `init()`, the example target's Objective-C one, translated, declares one).
@Suite("Layer classes without init()")
struct SourceRewriterLayerInitTests {
  static func rewrite(_ source: String) -> SourceRewrite {
    var rewriter = SourceRewriter(gatheringFrom: [source])
    rewriter.layerClassesWithoutPlainInit = ["RingLayer"]
    return rewriter.rewrite(module: [SourceFile(path: "/p/Ring.swift", text: source)])[0]
  }

  @Test func aLayerWithoutInitGetsTheTrappingOne() {
    let r = Self.rewrite(
      """
      import UIKit
      class RingLayer: CALayer {
        override init(layer: Any) { super.init(layer: layer) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      """)
    #expect(r.text.contains("public required init() { fatalError("), "\(r.text)")
  }

  @Test func aLayerOfTheSameNameDeclaringInitKeepsItsOwn() {
    let r = Self.rewrite(
      """
      import UIKit
      class RingLayer: CALayer {
        override init() {
          super.init()
        }
        override init(layer: Any) { super.init(layer: layer) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        func make() { _ = RingLayer.init() }
      }
      """)
    #expect(!r.text.contains("fatalError("), "\(r.text)")
  }
}
