import Foundation
import Testing

@testable import EaselInspect

/// What `SourceRewriter` makes of Swift that needs the Objective-C runtime, text in, text out.
@Suite struct SourceRewriterTests {
  static func rewrite(_ source: String, optional: Set<String>? = nil) -> SourceRewrite {
    let rewriter =
      optional.map { SourceRewriter(optionalRequirements: $0) }
      ?? SourceRewriter(gatheringFrom: [source])
    return rewriter.rewrite(source, path: "V.swift")
  }

  @Test(arguments: [
    ("@objc class A {}", "      class A {}", SourceRewrite.Kind.objcAttribute),
    ("@objc(Named) class A {}", "             class A {}", .objcAttribute),
    ("@objcMembers class A {}", "             class A {}", .objcAttribute),
    ("@objc dynamic var x = 1", "      dynamic var x = 1", .objcAttribute),
    ("@UIApplicationMain class D {}", "                   class D {}", .entryPointAttribute),
    ("@main struct App {}", "      struct App {}", .entryPointAttribute),
    ("@IBOutlet weak var v: UIView!", "          weak var v: UIView!", .outletAttribute),
    ("@IBAction func tap() {}", "          func tap() {}", .actionAttribute),
    (
      "@IBAction func t(_ s: Any, forEvent e: E) {}",
      "          func t(_ s: Any, forEvent e: E) {}",
      .actionAttribute
    ),
    (
      "@IBAction func t(_ s: Any) -> Int { 1 }", "          func t(_ s: Any) -> Int { 1 }",
      .actionAttribute
    ),
  ])
  func blanksAttributes(before: String, after: String, kind: SourceRewrite.Kind) {
    let r = Self.rewrite(before)
    #expect(r.text == after)
    #expect(r.counts == [kind: 1])
  }

  @Test(arguments: [
    "@IBAction func tap(_ sender: Any) {}", "@IBAction private func tap(sender: UIButton) {}",
    "@IBInspectable var c: CGFloat = 1", "@IBDesignable class V: UIView {}",
    "@IBSegueAction func s(_ c: NSCoder) -> V? { nil }", "@GKInspectable var g = 1",
    "@nonobjc func f() {}", "dynamic var d = 1", "let s = \"@objc #selector(tap)\" // @objc",
    "/* @IBOutlet #keyPath(a.b) */ let x = 1",
  ])
  func leavesWhatCompiles(source: String) {
    let r = Self.rewrite(source)
    #expect(r.text == source)
    #expect(!r.changed)
  }

  @Test(arguments: [
    (
      "addTarget(self, action: #selector(tap), for: .touchUpInside)",
      "addTarget(self, action: Selector(\"tap\"), for: .touchUpInside)"
    ),
    ("#selector(tap(_:))", "Selector(\"tap:\")"),
    ("#selector(Panel.move(to:animated:))", "Selector(\"moveTo:animated:\")"),
    ("#selector(self.tap(_:forEvent:))", "Selector(\"tap:forEvent:\")"),
    ("#selector(tap(sender:))", "Selector(\"tapWithSender:\")"),
    ("#selector(getter: Panel.title)", "Selector(\"title\")"),
    ("#selector(setter: Panel.title)", "Selector(\"setTitle:\")"),
    ("#keyPath(layer.cornerRadius)", "\"layer.cornerRadius\""),
    ("#keyPath(CALayer.opacity)", "\"opacity\""),
    ("#keyPath(Panel.layer.shadowOpacity)", "\"layer.shadowOpacity\""),
  ])
  func rewritesPoundExpressions(before: String, after: String) {
    let r = Self.rewrite(before)
    #expect(r.text == after)
    #expect(r.total == 1)
  }

  @Test func selectorOfADeclaredActionTakesItsLabels() {
    let source = """
      func tapped(_ sender: Any) {}
      let s = #selector(tapped)
      """
    #expect(Self.rewrite(source).text.hasSuffix("let s = Selector(\"tapped:\")"))
  }

  @Test func multiLineSelectorKeepsLines() {
    let r = Self.rewrite("let s = #selector(\n  tap(_:))\nlet after = 1")
    #expect(r.text == "let s = Selector(\"tap:\")\n\nlet after = 1")
  }

  @Test func objcProtocolsBecomeClassBound() {
    let source = """
      @objc protocol A { func a() }
      @objc public protocol B: NSObjectProtocol {}
      @objc protocol C: class {}
      @objc protocol D: Base {}
      protocol E {}
      """
    let r = Self.rewrite(source)
    let blank = String(repeating: " ", count: 6)
    #expect(
      r.text
        == [
          blank + "protocol A: AnyObject { func a() }",
          blank + "public protocol B: NSObjectProtocol {}",
          blank + "protocol C: class {}",
          blank + "protocol D: AnyObject, Base {}",
          "protocol E {}",
        ].joined(separator: "\n"))
    #expect(r.counts == [.objcAttribute: 4, .classBoundProtocol: 2])
  }

  /// An optional requirement whose result is an enumeration the module declares with an
  /// integer raw type (an `NS_ENUM` translated from Objective-C: `-(OBDropAction)
  /// ovumMoved:…` of Daij-Djan/DDCalendarView's `OBDropZone`) answers what a message to nil
  /// gives, the case of raw value 0 (else the first): it had no default, so a class leaving
  /// it out did not conform ("does not conform to protocol 'OBDropZone'").
  @Test func anOptionalRequirementOfAnIntegerEnumerationDefaultsToItsZero() {
    let source = """
      enum DropAction: Int {
        case none = 0
        case copy = 1
      }
      enum Side: UInt { case left, right }
      enum Level: Int { case low = 2, high = 3 }
      @objc protocol DropZone {
        @objc optional func moved(_ x: Int) -> DropAction
        @objc optional func side() -> Side
        @objc optional var level: Level { get }
      }
      """
    let r = Self.rewrite(source)
    #expect(r.text.contains("func moved(_ x: Int) -> DropAction { DropAction.none }"), "\(r.text)")
    #expect(r.text.contains("func side() -> Side { Side.left }"), "\(r.text)")
    #expect(r.text.contains("var level: Level { Level.low }"), "\(r.text)")
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
  }

  @Test func optionalRequirementsGetDefaults() {
    let source = """
      @objc public protocol RingDelegate {
        func ringDidChange(_ ring: Ring)
        @objc optional func ringDidTap(_ ring: Ring, count: Int)
        @objc optional func title(for ring: Ring) -> String?
        @objc optional var tint: UIColor? { get set }
        @objc optional func width() -> CGFloat
        @objc optional func shouldResize(_ ring: Ring) -> Bool
        @objc optional func owner() -> Ring
      }
      """
    let r = Self.rewrite(source)
    let lines = r.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 9)
    #expect(
      lines[2] == String(repeating: " ", count: 17) + "func ringDidTap(_ ring: Ring, count: Int)")
    // A value result gets what a message to nil returns (NO, 0); a class result none.
    let defaults = [
      "}; extension RingDelegate { public func ringDidTap(_ ring: Ring, count: Int) {}",
      "public func title(for ring: Ring) -> String? { nil }",
      "public var tint: UIColor? { get { nil } set {} }",
      "public func width() -> CGFloat { 0 }",
      "public func shouldResize(_ ring: Ring) -> Bool { false } }",
    ]
    #expect(String(lines[8]) == defaults.joined(separator: "; "))
    #expect(r.counts[.optionalRequirement] == 6)
    #expect(r.counts[.classBoundProtocol] == 1)
    #expect(r.diagnostics.map(\.id) == ["objc-optional-requirement"])
    #expect(r.diagnostics.first?.message.contains("'owner'") == true)
  }

  @Test func optionalCallsLoseTheirQuestionMark() {
    let source = """
      delegate?.ringDidTap?(self, count: 2)
      owner.ringDidTap!(self, count: 1)
      let t = delegate?.title?(for: self) ?? ""
      other?.unrelated?(1)
      """
    let r = Self.rewrite(source, optional: ["ringDidTap", "title"])
    #expect(
      r.text == """
        delegate?.ringDidTap (self, count: 2)
        owner.ringDidTap (self, count: 1)
        let t = delegate?.title (for: self) ?? ""
        other?.unrelated?(1)
        """)
    #expect(r.counts == [.optionalCall: 3])
  }

  /// The SDK protocols' optional requirements are called as the façade declares them
  /// (required, with a default): `delegate?.textField?(…)` loses its mark too, unless the
  /// project declares a property of the name, which may be an optional closure.
  @Test func sdkOptionalRequirementCallsLoseTheirQuestionMark() {
    #expect(SourceRewriter.sdkOptionalRequirements.contains("textField"))
    #expect(SourceRewriter.sdkOptionalRequirements.contains("scrollViewDidScroll"))
    let field = """
      let ok = field.delegate?.textField?(field, shouldChangeCharactersIn: range, replacementString: s) ?? true
      """
    let rewriter = SourceRewriter(gatheringFrom: [field])
    #expect(rewriter.rewrite(field, path: "F.swift").text.contains("delegate?.textField (field,"))
    let closure = """
      final class Button { var action: (() -> Void)?; func tap() { self.action?() } }
      """
    #expect(SourceRewriter.sdkOptionalRequirements.contains("action"))
    let kept = SourceRewriter(gatheringFrom: [closure])
    #expect(kept.rewrite(closure, path: "B.swift").text == closure)
  }

  /// A conditional binding of an optional requirement's call still binds: the call, now
  /// plain, is wrapped in `Optional(…)`.
  @Test func aBoundOptionalCallStillBinds() {
    let source = """
      if let d = forward, let res = d.textFieldShouldBeginEditing?(self) { return res }
      guard let n = delegate?.ringCount?(for: self, in: [1, 2]) else { return }
      let plain = d.ringCount?(for: self, in: [])
      """
    let r = Self.rewrite(source, optional: ["textFieldShouldBeginEditing", "ringCount"])
    #expect(
      r.text == """
        if let d = forward, let res = Optional( d.textFieldShouldBeginEditing (self)) { return res }
        guard let n = Optional( delegate?.ringCount (for: self, in: [1, 2])) else { return }
        let plain = d.ringCount (for: self, in: [])
        """)
  }

  @Test func gathersOptionalRequirementsAcrossFiles() {
    let names = SourceRewriter(gatheringFrom: [
      "@objc protocol P { @objc optional func a(); func b() }",
      "@objc protocol Q { @objc optional var c: Int { get } }", "let optional = 1",
    ]).optionalRequirements
    #expect(names.subtracting(SourceRewriter.sdkOptionalRequirements) == ["a", "c"])
  }

  @Test func runtimeAPIEaselDoesNotAnswerIsReportedNotRewritten() {
    let source = """
      class A: NSObject {
        override func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { nil }
        @NSManaged var name: String
        func f() {
          let m = class_getInstanceMethod(A.self, Selector("f"))
          method_exchangeImplementations(m, m)
          _ = objc_getClass("A")
          _ = class_copyIvarList(A.self, nil)
        }
      }
      """
    let r = Self.rewrite(source)
    #expect(r.counts.isEmpty)
    // Swizzling compiles and changes nothing (the run-time report says so): not reported here.
    // `@NSManaged` (line 3) is given accessors when the file is prepared: not reported.
    // `objc_getClass` (line 7) is answered from the tables; `class_copyIvarList` is not.
    #expect(r.diagnostics.map(\.location?.line) == [2, 8])
    #expect(r.diagnostics.allSatisfy { $0.id == "objc-runtime-api" })
  }

  /// A class's `responds(to:)` and `forwardingTarget(for:)` override nothing on Linux (the
  /// façade declares them for `NSObjectProtocol`): they lose `override` and are not
  /// reported, since the runtime runs them from the generated tables.
  @Test func overridesOfRespondsAndForwardingTargetBecomeTheClassesOwn() {
    let source = """
      class A: NSObject {
        override func responds(to aSelector: Selector!) -> Bool { super.responds(to: aSelector) }
        public override final func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
        override class func responds(to aSelector: Selector!) -> Bool { true }
      }
      """
    let r = Self.rewrite(source)
    #expect(
      r.text == """
        class A: NSObject {
                   func responds(to aSelector: Selector!) -> Bool { super.responds(to: aSelector) }
          public          final func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
          override class func responds(to aSelector: Selector!) -> Bool { true }
        }
        """)
    #expect(r.counts == [.runtimeOverride: 2])
    #expect(r.diagnostics.isEmpty)
  }

  /// A subclass's override of a module class's own `responds(to:)` overrides a real member:
  /// it keeps `override`, in whichever file the superclass is.
  @Test func anOverrideOfTheModulesOwnRespondsKeepsOverride() {
    let files = [
      SourceFile(
        path: "A.swift",
        text: "class A: UIView {\n  override func responds(to s: Selector!) -> Bool { true }\n}"),
      SourceFile(
        path: "B.swift",
        text: "final class B: A {\n  override func responds(to s: Selector!) -> Bool { false }\n}"),
    ]
    let r = SourceRewriter(gatheringFrom: files.map(\.text)).rewrite(module: files)
    #expect(r[0].counts == [.runtimeOverride: 1])
    #expect(r[1].counts.isEmpty)
    #expect(r[1].text == files[1].text)
  }

  @Test func runtimeAPIEaselAnswersIsNotReported() {
    let source = """
      class A: NSObject {
        func f() {
          objc_setAssociatedObject(self, &key, 1, .OBJC_ASSOCIATION_RETAIN)
          _ = objc_getAssociatedObject(self, &key)
          if delegate.responds(to: Selector("x")) {}
          perform(Selector("y"))
          let sel = NSSelectorFromString("blueClr")
          if UIColor.responds(to: sel) { _ = UIColor.perform(sel)?.takeUnretainedValue() }
          NotificationCenter.default.addObserver(self, selector: #selector(f), name: n, object: nil)
        }
      }
      """
    let r = Self.rewrite(source)
    #expect(r.counts == [.selector: 1])
    #expect(r.diagnostics.isEmpty)
  }

  @Test func segueOverrideIsNotRuntimeAPI() {
    let r = Self.rewrite("class S: UIStoryboardSegue { override func perform() {} }")
    #expect(r.diagnostics.isEmpty)
  }

  /// The ninth draw's GradientView: `private override init(frame:)`, which Interface
  /// Builder's agent reaches through the Objective-C runtime, is made reachable for the
  /// registration Easel generates in another file; other private members keep their access.
  @Test func aPrivateViewInitializerIsMadeReachable() {
    let source = """
      class V: UIView {
        private override init(frame: CGRect) { super.init(frame: frame) }
        fileprivate required init?(coder: NSCoder) { super.init(coder: coder) }
        private(set) var count = 0
        private init(title: String) { super.init(frame: .zero) }
        private func frame(_ f: CGRect) {}
      }
      class L: CALayer { private override init(layer: Any) { super.init(layer: layer) } }
      """
    let r = Self.rewrite(source)
    #expect(r.counts == [.privateInitializer: 3])
    let lines = r.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1] == "          override init(frame: CGRect) { super.init(frame: frame) }")
    #expect(lines[2].hasPrefix("              required init?(coder:"))
    #expect(lines[3].contains("private(set) var count"))
    #expect(lines[4].contains("private init(title:"))
    #expect(lines[5].contains("private func frame"))
  }

  /// NVActivityIndicatorView's `typeName`: unavailable to Swift, "reserved for Interface
  /// Builder", which sets it all the same; the attribute goes from inspectables only.
  @Test func anUnavailableInspectableBecomesSettable() {
    let source = """
      class V: UIView {
        @available(*, unavailable, message: "This property is reserved for Interface Builder.")
        @IBInspectable var typeName: String { get { "" } set {} }
        @IBInspectable @available(*, unavailable) var other: Int = 0
        @available(*, unavailable) public @IBInspectable var third: Int = 0
        @available(*, unavailable) var notInspectable: Int = 0
        @available(*, deprecated) @IBInspectable var old: Int = 0
      }
      """
    let r = Self.rewrite(source)
    #expect(r.counts == [.unavailableInspectable: 3])
    let lines = r.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 8)
    #expect(lines[1].allSatisfy { $0 == " " })
    let blanked = String(repeating: " ", count: "@available(*, unavailable)".count)
    #expect(lines[3] == "  @IBInspectable " + blanked + " var other: Int = 0")
    #expect(!lines[4].contains("unavailable"))
    #expect(lines[5].contains("@available(*, unavailable) var notInspectable"))
    #expect(lines[6].contains("@available(*, deprecated)"))
  }

  @Test func keepsLineCount() {
    let source = SeedSources.rainbow + "\n@objc protocol P { @objc optional func f() }\n"
    let r = Self.rewrite(source)
    #expect(r.changed)
    #expect(
      r.text.split(separator: "\n", omittingEmptySubsequences: false).count
        == source.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(r.summary.hasPrefix("\(r.total) rewrite"))
  }
}

/// `AnyObject`'s dynamic lookup of `NSObject`'s members, which Linux's Swift lacks: the
/// receiver is cast to `NSObject` where it is sent one (MultiProgressView's
/// `testTarget?.performSelector(onMainThread:with:waitUntilDone:)`).
@Suite struct SourceRewriterAnyObjectLookupTests {
  @Test(arguments: [
    (
      "weak var t: AnyObject?\nfunc f() { t?.performSelector(onMainThread: a, with: self, waitUntilDone: true) }",
      "weak var t: AnyObject?\nfunc f() { (t as! NSObject?)?.performSelector(onMainThread: a, with: self, waitUntilDone: true) }"
    ),
    (
      "var t: AnyObject!\nfunc f() { self.t.perform(s) }",
      "var t: AnyObject!\nfunc f() { (self.t as! NSObject).perform(s) }"
    ),
    (
      "func f(_ sender: AnyObject) -> Bool { sender.responds(to: s) }",
      "func f(_ sender: AnyObject) -> Bool { (sender as! NSObject).responds(to: s) }"
    ),
    (
      "let v = (item as AnyObject).value(forKey: \"k\")",
      "let v = (item as! NSObject).value(forKey: \"k\")"
    ),
    // Its class sent a class method (SnapKit's `descriptionForObject(_:)`).
    (
      "func d(_ object: AnyObject) -> String { type(of: object).description() }",
      "func d(_ object: AnyObject) -> String { (type(of: object) as! NSObject.Type).description() }"
    ),
    // Unwrapped by a binding of the same name: sent to the value.
    (
      "weak var t: AnyObject?\nfunc f() { if let t = t { t.isEqual(nil) } }",
      "weak var t: AnyObject?\nfunc f() { if let t = t { (t as! NSObject).isEqual(nil) } }"
    ),
    // Bound to another value by an `if`'s condition: that value in its body only (SnapKit's
    // `descriptionForObject(_:)` as written, its `if let object = object as? ConstraintView`).
    (
      "func d(_ object: AnyObject) -> String {\n  var s = type(of: object).description()\n  if let object = object as? V, let l = object.label { s += l; _ = object.description } else if let object = object as? W { _ = object.hash }\n  return s\n}",
      "func d(_ object: AnyObject) -> String {\n  var s = (type(of: object) as! NSObject.Type).description()\n  if let object = object as? V, let l = object.label { s += l; _ = object.description } else if let object = object as? W { _ = object.hash }\n  return s\n}"
    ),
    // A class value (`AnyClass`, `AnyObject.Type`) sent NSObject's class methods, which
    // Darwin finds on any class: cast to `NSObject.Type`.
    (
      "func d(_ cls: AnyClass) -> String { cls.description() }",
      "func d(_ cls: AnyClass) -> String { (cls as! NSObject.Type).description() }"
    ),
    (
      "var c: AnyObject.Type?\nfunc f(s: Selector) -> Bool { c?.instancesRespond(to: s) ?? false }",
      "var c: AnyObject.Type?\nfunc f(s: Selector) -> Bool { (c as! NSObject.Type?)?.instancesRespond(to: s) ?? false }"
    ),
  ])
  func castsTheReceiver(before: String, after: String) {
    let r = SourceRewriterTests.rewrite(before)
    #expect(r.text == after)
    #expect(r.counts[.anyObjectLookup] == 1)
  }

  @Test(arguments: [
    // A member NSObject does not declare: left to fail as written.
    "weak var t: AnyObject?\nfunc f() { t?.ringDidTap(self) }",
    // Another value's member of the same name, a type parameter, a class-bound protocol.
    "var t: AnyObject?\nfunc f(o: O) { o.t.perform(s) }",
    "func f<T: AnyObject>(_ T: T) { T.perform(s) }",
    "protocol P: AnyObject { func perform(_ s: Selector) }",
    // Declared with two types in the file, or bound to another value: not known.
    "var t: AnyObject?\nfunc f() { var t: UIView? = nil; t?.isEqual(nil) }",
    "var t: AnyObject?\nfunc f() { let t = S(); t.description }",
    "var t: AnyObject?\nfunc f(a: [S]) { for t in a { _ = t.description } }",
    "var t: AnyObject?\nfunc f(a: [S]) { a.forEach { t in _ = t.description } }",
    "var t: AnyObject?\nfunc f(a: [(S, S)]) { a.forEach { (t, u) in _ = t.hash } }",
    "var t: AnyObject?\nfunc f(e: E) { if case .x(let t) = e { _ = t.hash } }",
    // A class declared with another type in the file.
    "var c: AnyClass\nfunc f() { var c: S.Type = S.self; c.description() }",
    // A `guard`'s binding holds to the end of its scope.
    "func d(_ o: AnyObject) { guard let o = o as? V else { return }; _ = o.description }",
    // `NSNumber`'s accessors are bridged elsewhere, as `NSNumber`s.
    "let d = (x as AnyObject).doubleValue",
  ])
  func leavesOthersAlone(source: String) {
    let r = SourceRewriterTests.rewrite(source)
    #expect(r.text == source)
    #expect(r.counts[.anyObjectLookup] == nil)
  }

  /// A member of one of the façade's classes (`dynamicMemberOwners`), which Darwin finds on
  /// any `AnyObject` too: the receiver is cast to the class declaring it (Frame's
  /// `(copy as AnyObject).mutableString.setString(newValue)`, a label's extension), in place
  /// or where a name declared `AnyObject` is sent it. A member the module declares itself
  /// may be its own class's: left alone.
  @Test(arguments: [
    (
      "let c = t.mutableCopy()\n(c as AnyObject).mutableString.setString(v)",
      "let c = t.mutableCopy()\n(c as! NSMutableAttributedString).mutableString.setString(v)"
    ),
    (
      "weak var t: AnyObject?\nfunc f() { t?.mutableString.setString(v) }",
      "weak var t: AnyObject?\nfunc f() { (t as! NSMutableAttributedString?)?.mutableString.setString(v) }"
    ),
    (
      "class S { var mutableString = \"\" }\n(c as AnyObject).mutableString.append(v)",
      "class S { var mutableString = \"\" }\n(c as AnyObject).mutableString.append(v)"
    ),
  ])
  func castsToTheFacadeClassDeclaringTheMember(before: String, after: String) {
    var rewriter = SourceRewriter(gatheringFrom: [before])
    rewriter.dynamicMemberOwners = ["mutableString": "NSMutableAttributedString"]
    #expect(rewriter.rewrite(before, path: "V.swift").text == after)
  }
}

/// Overrides of UIKit's NSObject categories the façade declares for `NSObjectProtocol`.
@Suite("NSObject category overrides")
struct NSObjectCategoryOverrideTests {
  /// RangeSeekSlider's `open override func accessibilityElementCount()`, a property of the
  /// same family, and a subclass of the module's class that keeps its `override`.
  @Test func overridesOfAccessibilityCategoryMembersBecomeTheClassesOwn() {
    let files = [
      SourceFile(
        path: "A.swift",
        text: """
          open class A: UIControl {
            open override func accessibilityElementCount() -> Int { super.accessibilityElementCount() }
            override func accessibilityElement(at index: Int) -> Any? { nil }
            override var accessibilityPath: UIBezierPath? { get { nil } set {} }
            override func index(of x: Int) -> Int { 0 }
          }
          """),
      SourceFile(
        path: "B.swift",
        text: "final class B: A {\n  override func accessibilityElementCount() -> Int { 1 }\n}"),
    ]
    let r = SourceRewriter(gatheringFrom: files.map(\.text)).rewrite(module: files)
    #expect(
      r[0].text == """
        open class A: UIControl {
          open          func accessibilityElementCount() -> Int { super.accessibilityElementCount() }
                   func accessibilityElement(at index: Int) -> Any? { nil }
                   var accessibilityPath: UIBezierPath? { get { nil } set {} }
          override func index(of x: Int) -> Int { 0 }
        }
        """)
    #expect(r[0].counts == [.runtimeOverride: 3])
    #expect(r[1].text == files[1].text)
  }

  /// SwiftUtility's bar button configuration, a plain NSObject subclass, overrides
  /// `accessibilityLabel`, which only the protocol declares for it: the override becomes its
  /// own. A view's, a bar item's (in an extension of its class too), an element's, and a
  /// subclass of a class Easel does not know keep theirs: their classes declare the member.
  @Test func overridesOfMembersUIKitClassesDeclareStayWhereTheClassDeclaresThem() {
    let source = """
      final class Configuration: NSObject {
        override var accessibilityLabel: String? { get { nil } set {} }
        override func accessibilityActivate() -> Bool { true }
      }
      final class Label: UILabel {
        override var accessibilityLabel: String? { get { nil } set {} }
      }
      final class Item: UIBarButtonItem {}
      extension Item {
        override var accessibilityHint: String? { get { nil } set {} }
        override var accessibilityValue: String? { get { nil } set {} }
      }
      final class Step: UIAccessibilityElement {
        override func accessibilityActivate() -> Bool { true }
      }
      final class Pod: PodView {
        override var accessibilityLabel: String? { get { nil } set {} }
      }
      """
    let r = SourceRewriter(gatheringFrom: [source])
      .rewrite(module: [SourceFile(path: "A.swift", text: source)])
    let overrides = r[0].text.split(separator: "\n").filter { $0.contains("override") }
    #expect(
      overrides == [
        "  override var accessibilityLabel: String? { get { nil } set {} }",
        "  override var accessibilityHint: String? { get { nil } set {} }",
        "  override func accessibilityActivate() -> Bool { true }",
        "  override var accessibilityLabel: String? { get { nil } set {} }",
      ], "\(r[0].text)")
    #expect(r[0].counts[.runtimeOverride] == 3)
  }

  /// The table is the façade's: each member `NSObjectProtocol` declares in
  /// NSObject+Accessibility.swift, with the classes that declare it again, open.
  @Test func facadeClassMembersAreTheFacades() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    func members(_ path: String, prefix: String) throws -> [(String, String?)] {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      var out: [(String, String?)] = []
      var owner: String?
      for line in text.split(separator: "\n") {
        if let m = line.firstMatch(of: #/^open class (\w+)/#) { owner = String(m.1) }
        if line.hasPrefix("extension") { owner = nil }
        guard let m = line.firstMatch(of: #/^  (?:public|open) (func|var) (\w+)(\()?/#),
          line.hasPrefix("  " + prefix)
        else { continue }
        out.append((String(m.2) + (m.3.map(String.init) ?? ""), owner))
      }
      return out
    }
    let protocolMembers = Set(
      try members("EaselUIKit/Accessibility/NSObject+Accessibility.swift", prefix: "public")
        .map(\.0))
    var table: [String: Set<String>] = [:]
    for path in [
      "EaselUIKit/Views/UIView.swift", "EaselUIKit/Views/Bars/UIBarItem.swift",
      "EaselUIKit/Accessibility/UIAccessibility.swift",
    ] {
      for (key, owner) in try members(path, prefix: "open")
      where protocolMembers.contains(key) {
        if let owner { table[key, default: []].insert(owner) }
      }
    }
    #expect(Set(table.keys) == protocolMembers)
    #expect(table == RewritePass.facadeClassMembers)
  }

  /// The list is the generated inventory's `extension NSObjectProtocol` members.
  @Test func facadeNSObjectMembersAreTheInventorys() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/EaselUIKit/Inventory/NSObject+Inventory.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    var keys: Set<String> = []
    var inExtension = false
    for line in text.split(separator: "\n") {
      if line == "extension NSObjectProtocol {" { inExtension = true }
      if line == "}" { inExtension = false }
      guard inExtension, let m = line.firstMatch(of: #/^  public (func|var) (\w+)(\(\w*)?/#)
      else { continue }
      keys.insert(String(m.2) + (m.3.map(String.init) ?? ""))
    }
    #expect(keys == RewritePass.facadeNSObjectMembers)
  }
}

/// Core Foundation's string constants coerced with `as` to a string struct, which iOS's
/// toll-free bridging allows and Linux's `String` does not (UtilityKit's
/// `[kCTFontAttributeName as NSAttributedString.Key: font]`).
@Suite struct SourceRewriterCoreFoundationStringTests {
  static func rewrite(_ source: String) -> SourceRewrite {
    var rewriter = SourceRewriter(gatheringFrom: [source])
    rewriter.cfStringConstants = ["kCTFontAttributeName", "kCTKernAttributeName"]
    rewriter.stringStructs = ["NSAttributedString.Key", "NSNotification.Name"]
    return rewriter.rewrite(source, path: "V.swift")
  }

  @Test func aConstantCoercedToAStringStructIsMadeOne() {
    let r = Self.rewrite(
      "let a = [kCTFontAttributeName as NSAttributedString.Key: font, kCTKernAttributeName as NSAttributedString.Key: 1]")
    #expect(
      r.text
        == "let a = [NSAttributedString.Key(rawValue: kCTFontAttributeName): font, NSAttributedString.Key(rawValue: kCTKernAttributeName): 1]"
    )
    #expect(r.counts[.linuxFoundation] == 2)
  }

  @Test(arguments: [
    // To `String` the coercion compiles as written; casts are not coercions.
    "let s = kCTFontAttributeName as String",
    "let k = kCTFontAttributeName as? NSAttributedString.Key",
    // Not a Core Foundation constant; another value's member of that name.
    "let k = name as NSAttributedString.Key",
    "let k = x.kCTFontAttributeName as NSAttributedString.Key",
    // A constant the module declares itself.
    "let kCTFontAttributeName = 1\nlet k = kCTFontAttributeName as NSAttributedString.Key",
  ])
  func othersAreLeftAlone(source: String) {
    #expect(Self.rewrite(source).text == source)
  }
}
