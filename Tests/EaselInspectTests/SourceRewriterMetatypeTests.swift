import Testing

@testable import EaselInspect

/// `init(frame:)` through a metatype value and the class look-ups Linux's Foundation also
/// declares, rewritten so they compile against the façade (`SourceRewriter+Metatypes.swift`).
@Suite struct SourceRewriterMetatypeTests {
  static func rewrite(_ source: String) -> SourceRewrite {
    SourceRewriter(gatheringFrom: [source]).rewrite(source, path: "V.swift")
  }

  @Test(arguments: [
    ("let v = type(of: self).init(frame: r)", "let v = type(of: self).__easelInit(frame: r)"),
    ("let v = viewClass.init(frame: .zero)", "let v = viewClass.__easelInit(frame: .zero)"),
    (
      "let v = (cls as? UIView.Type)?.init(frame: r)",
      "let v = (cls as? UIView.Type)?.__easelInit(frame: r)"
    ),
    ("return Self.init(frame: r)", "return Self.__easelInit(frame: r)"),
    ("let v = types[0].init(frame: r)", "let v = types[0].__easelInit(frame: r)"),
  ])
  func metatypeValuesAreMadeThroughTheFacade(before: String, after: String) {
    let r = Self.rewrite(before)
    #expect(r.text == after)
    #expect(r.counts == [.metatypeInitializer: 1])
  }

  @Test(arguments: [
    (
      "let v = (NSClassFromString(n) as? UIView.Type)?.init()",
      "let v = (NSClassFromString(n) as? UIView.Type)?.__easelInit()"
    ),
    (
      "let c = (cls as! UICollectionViewCell.Type).init()",
      "let c = (cls as! UICollectionViewCell.Type).__easelInit()"
    ),
    (
      "let k = NSClassFromString(n) as! UICollectionViewCell.Type\nlet c = k.init()",
      "let k = NSClassFromString(n) as! UICollectionViewCell.Type\nlet c = k.__easelInit()"
    ),
    (
      "if let k = NSClassFromString(n) as? NSObject.Type { _ = k.init() }",
      "if let k = NSClassFromString(n) as? NSObject.Type { _ = k.__easelInit() }"
    ),
    (
      "func make(_ k: UIViewController.Type) -> UIViewController { k.init() }",
      "func make(_ k: UIViewController.Type) -> UIViewController { k.__easelInit() }"
    ),
  ])
  func initThroughAFrameworkClassMetatypeIsMadeThroughTheFacade(before: String, after: String) {
    let r = Self.rewrite(before)
    #expect(r.text == after)
    #expect(r.counts == [.metatypeInitializer: 1])
  }

  @Test(arguments: [
    "return Self.init()", "let v = type(of: self).init()", "let v = Gauge.init()",
    "let k = x as! Model.Type\nlet v = k.init()", "let v = (x as? CAShapeLayer.Type)?.init()",
    "let v = (x as? Model.Type)?.init()", "super.init()", "self.init()",
  ])
  func initThroughOtherMetatypesIsLeftAlone(source: String) {
    let r = Self.rewrite(source)
    #expect(r.text == source)
    #expect(r.counts.isEmpty)
  }

  @Test(arguments: [
    "let v = GaugeView.init(frame: r)", "super.init(frame: frame)", "self.init(frame: r)",
    "let v = viewClass.init(coder: c)", "let v = viewClass.init (frame: r)",
    "// type(of: self).init(frame: r)",
  ])
  func typesWrittenByNameAndDelegationAreLeftAlone(source: String) {
    let r = Self.rewrite(source)
    #expect(r.text == source)
    #expect(r.counts.isEmpty)
  }

  @Test func classLookupsAreQualifiedInAFileImportingUIKit() {
    let source = """
      import UIKit
      let c: AnyClass? = NSClassFromString("Demo.Gauge")
      let n = NSStringFromClass(Gauge.self)
      let s = "NSClassFromString(x)"
      """
    let r = Self.rewrite(source)
    #expect(
      r.text == """
        import UIKit
        let c: AnyClass? = EaselUIKit.NSClassFromString("Demo.Gauge")
        let n = EaselUIKit.NSStringFromClass(Gauge.self)
        let s = "NSClassFromString(x)"
        """)
    // Without UIKit, Foundation's is the only one in scope: nothing to disambiguate.
    let plain = "import Foundation\nlet c = NSClassFromString(\"A.B\")"
    #expect(Self.rewrite(plain).text == plain)
  }
}
