import Testing

@testable import EaselInspect

@Suite("What gets registered")
struct RegistrationPlanTests {
  static func plan(_ files: [String: String]) -> RegistrationPlan {
    ScanResult(
      files: files.sorted { $0.key < $1.key }.map {
        SwiftScanner.scan(source: $0.value, path: $0.key)
      }
    ).plan
  }

  @Test func superclassChainsAcrossFiles() {
    let p = Self.plan([
      "A.swift": "class Base: UIControl {}\nclass Fancy: Middle {}",
      "B.swift": "open class Middle: Base {}\nclass Model: NSObject {}\nclass Loner {}",
    ])
    #expect(p.classes.map(\.scannedClass.name) == ["Base", "Fancy", "Middle", "Model"])
  }

  /// A document's custom object (`<customObject>`, an `NSObject` subclass) is registered with
  /// the maker UIKit's nib loading uses: `init()`, or `init(coder:)` when the class adopts
  /// NSCoding; a class whose `init()` other files cannot call, or an NSCoding class with no
  /// `init(coder:)` of its own, is registered but cannot be made.
  @Test func customObjectsAreMadeWithInitOrInitWithCoder() {
    let p = Self.plan([
      "A.swift": """
      class Plain: NSObject {}
      class Named: NSObject { init(name: String) {} }
      class Single: NSObject { static let shared = Single(); private override init() {} }
      class Coded: NSObject, NSCoding {
        required init?(coder: NSCoder) {}
        func encode(with coder: NSCoder) {}
      }
      class Uncoded: NSObject, NSCoding { func encode(with coder: NSCoder) {} }
      """
    ])
    let byName = Dictionary(uniqueKeysWithValues: p.classes.map { ($0.scannedClass.name, $0) })
    #expect(byName["Plain"]?.canMake == true && byName["Plain"]?.makesWithPlainInit == true)
    #expect(byName["Named"]?.canMake == false)
    #expect(byName["Single"]?.canMake == false)
    #expect(byName["Coded"]?.canMake == true && byName["Coded"]?.makesWithPlainInit == false)
    #expect(byName["Uncoded"]?.canMake == false)
    let code = generateRegistration(
      for: ScanResult(files: [
        SwiftScanner.scan(source: "class Plain: NSObject {}", path: "A.swift")
      ]))
    #expect(code.contains("make: { _ in Plain() }"), "\(code)")
  }

  /// A macOS designable (an `NSView` subclass, directly or through a project class) is
  /// listed apart with a note, not warned about as a class that failed to register; and so is
  /// a subclass of one of AppKit's cells, which is AppKit's though not a view (the spent
  /// nineteenth draw's toggldesktop `VerticallyCenteredTextFieldCell`, once Build failed).
  @Test func appKitDesignablesAreListedApart() {
    let p = Self.plan([
      "A.swift": """
      import Cocoa
      @IBDesignable class Rounded: NSView {}
      @IBDesignable class Fill: AppKit.NSImageView {}
      @IBDesignable class Badge: UIView {}
      @IBDesignable class Special: Rounded {}
      @IBDesignable class Centered: NSTextFieldCell {}
      """
    ])
    #expect(p.classes.map(\.scannedClass.name) == ["Badge"])
    #expect(p.appKitDesignables.map(\.name) == ["Rounded", "Fill", "Special", "Centered"])
    #expect(p.diagnostics.map(\.id) == Array(repeating: "designable-appkit", count: 4))
    #expect(p.diagnostics.first?.message.contains("'NSView'") == true)
    #expect(p.diagnostics.last?.message.contains("an AppKit cell ('NSTextFieldCell')") == true)
  }

  /// Swift's automatic initializer inheritance (TSPL, "Automatic Initializer Inheritance"):
  /// a class that declares no designated initializer inherits all of its superclass's, so
  /// `init(frame:)` too; one that declares any (`init?(coder:)` alone, or `init(frame:style:)`)
  /// inherits none, and Interface Builder's agent cannot make it. Overriding a UIKit class's
  /// designated `init(frame:textContainer:)` keeps that class's `init(frame:)`.
  @Test func frameInitializerFollowsSwiftsInheritanceRules() {
    let p = Self.plan([
      "A.swift": """
      class Plain: UIView { var radius: CGFloat = 4 }
      class Convenient: UIView {
        var tint2: UIColor = .red
        convenience init(tint: UIColor) { self.init(frame: .zero); tint2 = tint }
      }
      class CoderOnly: UIView {
        var x = 1
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class Styled: UITableView {
        init(frame: CGRect, kind: Int) { super.init(frame: frame, style: .plain) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class Framed: UIView {
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class Growing: UITextView {
        override init(frame: CGRect, textContainer: NSTextContainer?) {
          super.init(frame: frame, textContainer: textContainer)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class FromFramed: Framed { let inset: CGFloat = 2 }
      class FromCoderOnly: CoderOnly {}
      """
    ])
    let frame = Dictionary(
      uniqueKeysWithValues: p.classes.map { ($0.scannedClass.name, $0.canMakeWithFrame) })
    #expect(frame["Plain"] == true)
    #expect(frame["Convenient"] == true)
    #expect(frame["CoderOnly"] == false)
    #expect(frame["Styled"] == false)
    #expect(frame["Framed"] == true)
    #expect(frame["FromFramed"] == true)
    #expect(frame["Growing"] == true, "UITextView's init(frame:) runs through the override")
    #expect(frame["FromCoderOnly"] == false)
  }

  /// A class that overrides every designated initializer of its superclass inherits its
  /// convenience ones (Swift's second rule): `UITableViewCell`'s `init(frame:)` calls
  /// `init(style:reuseIdentifier:)`, so a cell that overrides that and `init(coder:)` has it,
  /// through scanned superclasses too; one that adds an initializer of its own has none.
  @Test func frameInitializerFollowsConvenienceInheritance() {
    let p = Self.plan([
      "A.swift": """
      class Cell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class CheckCell: Cell {
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
      }
      class CoderCell: UITableViewCell {
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class KindCell: Cell {
        init(kind: Int) { super.init(style: .default, reuseIdentifier: nil) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class Header: UITableViewHeaderFooterView {
        override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class Boxed: UIView {
        init(box: Int) { super.init(frame: .zero) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      """
    ])
    let frame = Dictionary(
      uniqueKeysWithValues: p.classes.map { ($0.scannedClass.name, $0.canMakeWithFrame) })
    #expect(frame["Cell"] == true)
    #expect(frame["CheckCell"] == true)
    #expect(frame["CoderCell"] == false)
    #expect(frame["KindCell"] == false)
    #expect(frame["Header"] == true)
    #expect(frame["Boxed"] == false, "UIView's init(frame:) is designated, not inherited")
  }

  /// `init(coder:)` by Swift's inheritance: a gesture recognizer that overrides only
  /// `init(target:action:)` has none (UIGestureRecognizer's is not `required`), so the
  /// registration does not call it; one that declares it, or declares no initializer, has it.
  @Test func coderInitializerFollowsSwiftsInheritance() {
    let p = Self.plan([
      "A.swift": """
      class Tap: UITapGestureRecognizer {
        override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }
      }
      class PlainTap: UITapGestureRecognizer { var count = 0 }
      class CodedTap: UITapGestureRecognizer {
        override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class FromTap: Tap {}
      """
    ])
    let make = Dictionary(
      uniqueKeysWithValues: p.classes.map { ($0.scannedClass.name, $0.canMake) })
    #expect(make["Tap"] == false)
    #expect(make["FromTap"] == false)
    #expect(make["PlainTap"] == true)
    #expect(make["CodedTap"] == true)
  }

  @Test func nestedClassesGetBothNamesUnlessAmbiguous() {
    let p = Self.plan([
      "A.swift":
        "enum Cards { class Cell: UITableViewCell {} }\nenum Lists { class Cell: UITableViewCell {} }\nenum Solo { class Badge: UIView {} }"
    ])
    #expect(p.classes.map(\.names) == [["Cards.Cell"], ["Lists.Cell"], ["Badge", "Solo.Badge"]])
  }

  @Test func extensionsOfScannedAndUIKitClasses() {
    let p = Self.plan([
      "A.swift": """
      class Card: UIView {}
      extension Card { @IBInspectable var radius: CGFloat { get { 0 } set {} } }
      extension UIButton { @IBInspectable var glow: Bool { get { false } set {} } }
      private class Hidden: UIView {}
      extension Hidden { @IBInspectable var x: Int { get { 0 } set {} } }
      """
    ])
    #expect(
      p.entries.map { "\($0.owner).\($0.property.name)" } == ["Card.radius", "UIButton.glow"])
  }

  @Test func privatePropertiesGoThroughSameFileAccessorsAndUnsupportedOnesAreLeftOut() {
    let p = Self.plan([
      "A.swift": """
      class Card: UIView {
        @IBInspectable private var a: Int = 0
        @IBInspectable var b: UIFont? = nil
        @IBInspectable var c: Int { 1 }
        @IBInspectable private(set) var d: Int = 0
        @IBInspectable var e: Int = 0
        @IBInspectable private (set) var f: CGFloat = 1.0
      }
      """
    ])
    #expect(p.entries.map(\.property.name) == ["a", "c", "d", "e", "f"])
    #expect(p.entries.map(\.isSettable) == [true, false, true, true, true])
    #expect(p.entries.map(\.accessor) == ["_easelKVC_a", nil, "_easelKVC_d", nil, "_easelKVC_f"])
  }
}
