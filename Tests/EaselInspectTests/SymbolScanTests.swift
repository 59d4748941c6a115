import Testing

@testable import EaselInspect

/// The names a Swift file declares and refers to, its imports and entry point.
@Suite struct SymbolScanTests {
  static func symbols(_ source: String, path: String = "Sources/File.swift") -> FileSymbols {
    SwiftScanner.scan(source: source, path: path).symbols
  }

  @Test func topLevelDeclarations() {
    let s = Self.symbols(
      """
      import UIKit
      public final class Rainbow: UIView {
        struct Ring { var width = 1 }
        func draw() { let local = helper(); _ = local }
      }
      struct Palette {}
      enum Mode { case a }
      protocol Tinted: AnyObject {}
      actor Loader {}
      typealias Handler = () -> Void
      func helper() -> Int { 1 }
      let defaultWidth: CGFloat = 2, unusedSecond = 3
      var (gx, gy) = (1, 2)
      infix operator <~>: AdditionPrecedence
      func <~> (a: Int, b: Int) -> Int { a + b }
      precedencegroup Strong { higherThan: AdditionPrecedence }
      class func notAType() {}
      """)
    #expect(
      s.topLevelNames == [
        "Rainbow", "Palette", "Mode", "Tinted", "Loader", "Handler", "helper", "defaultWidth",
        "gx", "gy", "<~>", "Strong", "notAType",
      ])
    #expect(s.nestedTypeNames == ["Rainbow.Ring", "Ring"])
    #expect(s.declaredOperators == ["<~>"])
    #expect(s.entryPoint == nil)
  }

  @Test func extensionMembers() {
    let s = Self.symbols(
      """
      extension UIKit.UIColor {
        static let brand = UIColor(white: 1, alpha: 1)
        static var accent: UIColor { .red }
        convenience init(hex: String, alpha: CGFloat = 1) { self.init(white: 0, alpha: alpha) }
        func darker() -> UIColor { self }
        struct Palette {}
      }
      extension Rainbow: Tinted {}
      """)
    let members = s.extensionMembers.map { "\($0.extendedType).\($0.name)" }
    #expect(
      members == [
        "UIColor.brand", "UIColor.accent", "UIColor.init(hex:alpha:)", "UIColor.darker",
        "UIColor.Palette",
      ])
    #expect(s.extendedTypes == ["UIColor", "Rainbow"])
    #expect(s.nestedTypeNames == ["UIColor.Palette", "Palette"])
    #expect(s.declaredNames.isSuperset(of: ["brand", "hex", "darker", "Palette"]))
    #expect(s.topLevelNames.isEmpty)
  }

  @Test func references() {
    let s = Self.symbols(
      """
      class Rainbow: UIView {
        override func draw(_ rect: CGRect) {
          let width = defaultWidth * 2 // brandInComment
          layer.backgroundColor = UIColor.brand.cgColor
          backgroundColor = .accent
          label.text = "\\(Theme.title) and not brandInString"
          [1, 2].forEach { item in print(item, width) }
          let c = UIColor(hex: "#fff")
        }
      }
      """)
    let r = s.references
    for name in [
      "UIView", "CGRect", "defaultWidth", "UIColor", "brand", "accent", "Theme",
      "title", "hex", "forEach", "layer", "cgColor", "print",
    ] {
      #expect(r.contains(name), "\(name)")
    }
    for name in ["brandInComment", "brandInString", "width", "item", "rect", "let", "self", "c"] {
      #expect(!r.contains(name), "\(name)")
    }
  }

  /// A custom attribute names what declares it: Alamofire's `NetworkReachabilityManager`
  /// keeps its state `@Protected`, a property wrapper `Protected.swift` declares, so a slice
  /// of the pod taking the one file takes the other.
  @Test func aCustomAttributeIsAReference() {
    let s = Self.symbols(
      """
      final class Manager {
        @Protected
        private var state = State()
        @Clamped(to: 0...1) var level = 0.5
      }
      """)
    #expect(s.references.isSuperset(of: ["Protected", "Clamped", "State"]))
  }

  @Test func imports() {
    let s = Self.symbols(
      """
      import UIKit
      @testable import Networking
      import class Alamofire.Session
      @_implementationOnly import Secret
      internal import Foundation.NSString
      #if canImport(Combine)
      import Combine
      #endif
      """)
    #expect(
      s.imports.map(\.module) == [
        "UIKit", "Networking", "Alamofire", "Secret", "Foundation", "Combine",
      ])
    #expect(s.imports[1].attributes == ["testable"])
    #expect(s.imports[2].kind == "class" && s.imports[2].path == "Alamofire.Session")
    #expect(s.imports[3].attributes == ["_implementationOnly"])
    #expect(s.imports[4].accessLevel == "internal" && s.imports[4].path == "Foundation.NSString")
    #expect(s.imports[5].conditions == ["(canImport(Combine))"])
    #expect(s.imports[2].location.line == 3 && s.imports[2].location.column == 14)
  }

  /// `Type.init(label:)` and `.init(label:)` in a declaration's initial value are calls: their
  /// labels are references, as `Type(label:)`'s are, and no parameters of the file (SinaMN75/
  /// Utilities-iOS's `let UC_WHITE = UIColor.init(hex: COLOR_WHITE)`, whose `init(hex:)` the
  /// slice did not follow).
  @Test(arguments: [
    "let x = UIColor.init(hex: y)", "let x: UIColor = .init(hex: y)",
    "class A { var c = UIColor.init(hex: y) }",
  ])
  func explicitInitializerCallsReferToTheirLabels(source: String) {
    let s = Self.symbols(source)
    #expect(s.references.isSuperset(of: ["UIColor", "hex", "y"]), "\(s.references)")
    #expect(s.extensionMembers.isEmpty)
  }

  /// An import in a branch iOS does not compile is no import of the file's (SnapKit's
  /// `import AppKit` under `#else`, which made the build look for an AppKit module and leave
  /// every SnapKit file out as importing it).
  @Test func importsInBranchesIOSDoesNotCompileAreLeftOut() {
    let s = Self.symbols(
      """
      #if os(iOS) || os(tvOS)
          import UIKit
      #else
          import AppKit
      #endif
      #if canImport(AppKit)
      import Cocoa
      #elseif canImport(UIKit)
      import QuartzCore
      #endif
      #if os(macOS)
      import Carbon
      #endif
      """)
    #expect(s.imports.map(\.module) == ["UIKit", "QuartzCore"])
  }

  /// So is a declaration: its names and members are not the file's for the agent.
  @Test func declarationsInBranchesIOSDoesNotCompileAreLeftOut() {
    let s = Self.symbols(
      """
      #if os(iOS) || os(tvOS)
      typealias ConstraintView = UIView
      extension UIView { var snp: Int { 0 } }
      #else
      typealias ConstraintView = NSView
      extension NSView { var snp: Int { 0 } }
      func macOnly() {}
      #endif
      """)
    #expect(s.topLevelNames == ["ConstraintView"])
    #expect(s.extensionMembers.map(\.extendedType) == ["UIView"])
    #expect(s.typeAliases["ConstraintView"] == "UIView")
  }

  @Test(arguments: [
    ("main.swift", "import UIKit\nlet x = 1\n", EntryPoint.mainFile),
    (
      "App.swift", "@UIApplicationMain\nclass AppDelegate: UIResponder {}\n",
      .attribute("UIApplicationMain", line: 1)
    ),
    ("App.swift", "@main struct App { static func main() {} }\n", .attribute("main", line: 1)),
    ("Run.swift", "import Foundation\nlet x = 1\nprint(x)\n", .topLevelStatement(line: 3)),
  ])
  func entryPoints(path: String, source: String, expected: EntryPoint) {
    #expect(Self.symbols(source, path: "App/" + path).entryPoint == expected)
  }

  @Test func declarationsAreNotStatements() {
    let s = Self.symbols(
      """
      @available(iOS 13.0, *)
      final class A: UIView,
        Tinted
      {
        func f() { print(1) }
      }
      func g<T>(_ t: T)
        -> Int
        where T: Equatable
      { 1 }
      let handler: () -> Void = {
        print("x")
      }
      let total = [1, 2]
        .reduce(0, +)
      #if DEBUG
      var debug = true
      #endif
      """)
    #expect(s.entryPoint == nil)
  }

  @Test func implicitMembersAndPrivacy() {
    let s = Self.symbols(
      """
      import XCTest
      private func hidden() {}
      fileprivate let secret = 1
      private extension UIColor { static let privateBrand = UIColor.red }
      extension UIView: Tinted { func visible() {} }
      func use(_ v: UIView) {
        v.backgroundColor = .brand
        v.tint(.accent, a ? .one : .two)
        let i = list.firstIndex(of: 1)
        let c = UIColor.named
        switch v { case .some: return .done }
      }
      """)
    #expect(s.topLevelNames == ["use"])
    #expect(s.extensionMembers.map(\.name) == ["visible"])
    #expect(s.extendedTypes == ["UIView"])
    #expect(s.conformingExtensions == ["UIView"])
    #expect(s.implicitMemberReferences == ["brand", "accent", "one", "two", "some", "done"])
    #expect(s.isTest)
  }

  @Test func guardedFile() {
    let guarded = Self.symbols(
      "import Foundation\n#if canImport(UIKit)\nimport UIKit\nclass A {}\n#endif\n")
    #expect(guarded.guardConditions == ["canImport(UIKit)"])
    let partly = Self.symbols("#if os(iOS)\nclass A {}\n#else\nclass A {}\n#endif\n")
    #expect(partly.guardConditions.isEmpty)
    let after = Self.symbols("#if os(iOS)\nclass A {}\n#endif\nclass B {}\n")
    #expect(after.guardConditions.isEmpty)
  }

  /// A member of an extension records whether other modules see it: `public` or `open`, or
  /// declared in a `public extension` (Spring's `UIColor(hex:)`), not an internal one
  /// (Lottie's `extension CGRect`), which a module importing the file's module never sees.
  @Test func extensionMembersRecordWhetherOtherModulesSeeThem() {
    let s = Self.symbols(
      """
      public extension UIColor {
        convenience init(hex: String) { self.init(white: 0, alpha: 1) }
        static let brand = UIColor.red
      }
      extension CGRect {
        var center: CGPoint { .zero }
        public var middle: CGPoint { .zero }
        public init(square: CGFloat) { self.init(x: 0, y: 0, width: square, height: square) }
        open func moved() -> CGRect { self }
      }
      """)
    let seen = Dictionary(
      uniqueKeysWithValues: s.extensionMembers.map { ("\($0.extendedType).\($0.name)", $0.isPublic) })
    #expect(
      seen == [
        "UIColor.init(hex:)": true, "UIColor.brand": true, "CGRect.center": false,
        "CGRect.middle": true, "CGRect.init(square:)": true, "CGRect.moved": true,
      ])
  }
}
