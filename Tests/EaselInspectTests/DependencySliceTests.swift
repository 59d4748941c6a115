import Foundation
import Testing

@testable import EaselInspect

/// The files a document's designables need, from a fixture app held in memory.
@Suite struct DependencySliceTests {
  static let app: [(String, String)] = [
    (
      "App/AppDelegate.swift",
      """
      import UIKit
      @UIApplicationMain
      class AppDelegate: UIResponder {
        var window: UIWindow?
      }
      """
    ),
    ("App/main.swift", "import UIKit\nlet launched = Date()\nprint(launched)\n"),
    (
      "App/Networking.swift",
      """
      import Foundation
      import Alamofire
      final class APIClient { func fetch() { AF.request("https://example.com") } }
      """
    ),
    (
      "App/Views/Rainbow.swift",
      """
      import UIKit
      @IBDesignable class Rainbow: BaseRingView {
        @IBInspectable var firstColor: UIColor = .brand
        override func draw(_ rect: CGRect) {
          let w = ringWidth(for: rect) * CGFloat(visibleRings())
          _ = [w].firstIndex(of: w)
        }
      }
      """
    ),
    (
      "App/Views/BaseRingView.swift",
      "import UIKit\nclass BaseRingView: UIView { var rings = 3 }\n"
    ),
    (
      "App/Support/Geometry.swift",
      "import UIKit\nfunc ringWidth(for rect: CGRect) -> CGFloat { rect.width / 10 }\n"
    ),
    (
      "App/Support/Palette.swift",
      """
      import UIKit
      extension UIColor {
        static let brand = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
      }
      """
    ),
    (
      "App/Support/Label+Key.swift",
      """
      import UIKit
      extension UILabel {
        @IBInspectable var textAsKey: Bool { get { false } set {} }
      }
      """
    ),
    (
      "App/Views/Rainbow+Accessibility.swift",
      "extension Rainbow: CustomStringConvertible { override var description: String { \"r\" } }\n"
    ),
    ("App/Views/Rainbow+Debug.swift", "extension Rainbow { func debugDump() {} }\n"),
    (
      "App/Views/BaseRingView+Count.swift",
      "extension BaseRingView { func visibleRings() -> Int { rings } }\n"
    ),
    (
      "App/Support/Array+Search.swift",
      "extension Array { func firstIndex(of name: String) -> Int? { nil } }\n"
    ),
    (
      "AppTests/RainbowTests.swift",
      "import XCTest\n@testable import App\nextension Rainbow: Equatable {}\n"
    ),
    ("App/Unused.swift", "import UIKit\nclass Unused: UIView { let client = APIClient() }\n"),
    (
      "Example/Views/Rainbow.swift",
      """
      import UIKit
      @IBDesignable class Rainbow: BaseRingView {
        @IBInspectable var firstColor: UIColor = .brand
      }
      """
    ),
    ("Example/Views/BaseRingView.swift", "import UIKit\nclass BaseRingView: UIView {}\n"),
  ]

  static var scan: ScanResult {
    ScanResult(files: app.map { SwiftScanner.scan(source: $0.1, path: $0.0) })
  }

  @Test func takesWhatTheDesignableNeeds() {
    let slice = DependencySlice.files(
      roots: ["Rainbow"], scan: Self.scan, near: ["App/Base.lproj/Main.storyboard"])
    #expect(
      Set(slice.paths) == [
        "App/Views/Rainbow.swift", "App/Views/BaseRingView.swift", "App/Support/Geometry.swift",
        "App/Support/Palette.swift", "App/Views/Rainbow+Accessibility.swift",
        "App/Views/BaseRingView+Count.swift",
      ])
    #expect(slice.paths.first == "App/Views/Rainbow.swift")
    #expect(slice.missingRoots.isEmpty)
  }

  /// The narrow slice takes the one file whose extension of UIColor declares `brand`, a
  /// member Rainbow uses where it names `UIColor` (`var firstColor: UIColor = .brand`):
  /// without it Rainbow cannot build.
  @Test func theNarrowSliceTakesTheExtensionOfAMemberUsedOnANamedFrameworkType() {
    let slice = DependencySlice.files(
      roots: ["Rainbow"], scan: Self.scan, near: ["App/Base.lproj/Main.storyboard"],
      frameworkMembers: false)
    #expect(
      Set(slice.paths) == [
        "App/Views/Rainbow.swift", "App/Views/BaseRingView.swift", "App/Support/Geometry.swift",
        "App/Support/Palette.swift", "App/Views/Rainbow+Accessibility.swift",
        "App/Views/BaseRingView+Count.swift",
      ])
  }

  @Test func explainsEachFile() {
    let slice = DependencySlice.files(
      roots: ["Rainbow"], scan: Self.scan, near: ["App/Base.lproj/Main.storyboard"])
    let reasons = Dictionary(uniqueKeysWithValues: slice.entries.map { ($0.path, $0.reason) })
    #expect(reasons["App/Views/Rainbow.swift"] == .root(className: "Rainbow"))
    #expect(
      reasons["App/Support/Palette.swift"]
        == .declares(name: "brand", referencedFrom: "App/Views/Rainbow.swift"))
    #expect(
      reasons["App/Support/Geometry.swift"]
        == .declares(name: "ringWidth", referencedFrom: "App/Views/Rainbow.swift"))
    #expect(
      reasons["App/Views/BaseRingView.swift"] == .superclass(name: "BaseRingView", of: "Rainbow"))
    #expect(reasons["App/Views/Rainbow+Accessibility.swift"] == .extends(type: "Rainbow"))
    #expect(
      reasons["App/Views/BaseRingView+Count.swift"]
        == .declares(name: "visibleRings", referencedFrom: "App/Views/Rainbow.swift"))
    #expect(
      reasons["App/Support/Palette.swift"]?.description
        == "declares 'brand' (used by App/Views/Rainbow.swift)")
  }

  /// A file adding a key to a UIKit class is taken for a runtime attribute setting that key
  /// (with what it uses), never for a designable that does not name it: Interface Builder's
  /// agent needs it only to set such an attribute.
  @Test func takesAnExtensionsFileOnlyForTheKeysItAdds() {
    let rainbow = DependencySlice.files(
      roots: ["Rainbow"], scan: Self.scan, near: ["App/Base.lproj/Main.storyboard"])
    #expect(!rainbow.paths.contains("App/Support/Label+Key.swift"))
    let key = DependencySlice.files(roots: [], scan: Self.scan, runtimeKeys: ["textAsKey"])
    #expect(key.paths == ["App/Support/Label+Key.swift"])
    #expect(key.entries.first?.reason == .inspectables(type: "UILabel"))
    #expect(DependencySlice.files(roots: [], scan: Self.scan, runtimeKeys: ["other"]).paths == [])
    #expect(
      DependencySlice.files(roots: [], scan: Self.scan, runtimeKeys: nil).paths == [
        "App/Support/Label+Key.swift"
      ])
  }

  @Test func listsTheModulesTheSliceImports() {
    let rainbow = DependencySlice.files(
      roots: ["Rainbow"], scan: Self.scan, near: ["App/Base.lproj/Main.storyboard"])
    #expect(Set(rainbow.importedModules.keys) == ["UIKit"])
    #expect(rainbow.importedModules["UIKit"]?.first == "App/Support/Geometry.swift")
    #expect(rainbow.importedModules["Alamofire"] == nil)
  }

  @Test func duplicateCopyIsLeftOutWithANote() {
    let slice = DependencySlice.files(
      roots: ["Rainbow"], scan: Self.scan, near: ["App/Base.lproj/Main.storyboard"])
    #expect(!slice.paths.contains { $0.hasPrefix("Example/") })
    let notes = slice.notes.map(\.message)
    #expect(
      notes.contains { $0.contains("'Rainbow'") && $0.contains("Example/Views/Rainbow.swift") })
  }

  /// A custom operator's declaration and its implementations for each type live in
  /// different files (ObjectMapper's `<-`): a file using it takes them all.
  @Test func everyFileOfACustomOperatorIsTaken() {
    let files = [
      ("Kit/Operators.swift", "infix operator <-\nfunc <- (l: inout Int, r: Map) {}\n"),
      ("Kit/EnumOperators.swift", "func <- <T: RawRepresentable>(l: inout T, r: Map) {}\n"),
      ("Kit/Map.swift", "final class Map {}\n"),
      (
        "App/Card.swift",
        "import UIKit\nclass Card: UIView { var n = 0; func read(_ m: Map) { n <- m } }\n"
      ),
    ]
    let scan = ScanResult(files: files.map { SwiftScanner.scan(source: $0.1, path: $0.0) })
    let slice = DependencySlice.files(roots: ["Card"], scan: scan)
    #expect(
      Set(slice.paths) == [
        "App/Card.swift", "Kit/Operators.swift", "Kit/EnumOperators.swift", "Kit/Map.swift",
      ], "\(slice.paths)")
    #expect(!slice.notes.contains { $0.message.contains("several files") })
  }

  @Test func nearTheDocumentPicksTheOtherCopy() {
    let slice = DependencySlice.files(
      roots: ["Rainbow"], scan: Self.scan, near: ["Example/Base.lproj/Main.storyboard"])
    #expect(slice.paths.first == "Example/Views/Rainbow.swift")
    // Its superclass is taken from the copy next to it, and never twice.
    #expect(slice.paths.contains("Example/Views/BaseRingView.swift"))
    #expect(!slice.paths.contains("App/Views/BaseRingView.swift"))
    #expect(!slice.paths.contains("App/Views/Rainbow.swift"))
  }

  @Test func entryPointsAndUnneededFilesStayOut() {
    let slice = DependencySlice.files(roots: ["Rainbow"], scan: Self.scan)
    for path in [
      "App/AppDelegate.swift", "App/main.swift", "App/Networking.swift", "App/Unused.swift",
      "App/Views/Rainbow+Debug.swift", "App/Support/Array+Search.swift",
      "AppTests/RainbowTests.swift",
    ] {
      #expect(!slice.paths.contains(path), "\(path)")
    }
  }

  @Test func appDelegateIsTakenWhenNeeded() {
    var files = Self.app
    files.append(
      ("App/Views/Badge.swift", "@IBDesignable class Badge: UIView { var d: AppDelegate? }\n"))
    let scan = ScanResult(files: files.map { SwiftScanner.scan(source: $0.1, path: $0.0) })
    let slice = DependencySlice.files(roots: ["Badge"], scan: scan)
    #expect(slice.paths.contains("App/AppDelegate.swift"))
    #expect(!slice.paths.contains("App/main.swift"))
  }

  @Test func mainFileNameIsNotedNotTaken() {
    let files = [
      ("A/main.swift", "let sharedTint = 1\nprint(sharedTint)\n"),
      ("A/V.swift", "@IBDesignable class V: UIView { var t = sharedTint }\n"),
    ]
    let scan = ScanResult(files: files.map { SwiftScanner.scan(source: $0.1, path: $0.0) })
    let slice = DependencySlice.files(roots: ["V"], scan: scan)
    #expect(slice.paths == ["A/V.swift"])
    #expect(slice.notes.contains { $0.id == "slice-entry-point" })
  }

  @Test func aMacOnlyCopyIsNotTaken() {
    let files = [
      ("Mac/Palette.swift", "#if os(macOS)\nenum Palette { static let tint = 1 }\n#endif\n"),
      ("Mac/Palette+AppKit.swift", "#if canImport(AppKit)\nenum Palette {}\n#endif\n"),
      ("iOS/Deep/Palette.swift", "#if os(iOS)\nenum Palette { static let tint = 2 }\n#endif\n"),
      ("V.swift", "@IBDesignable class V: UIView { var t = Palette.tint }\n"),
    ]
    let scan = ScanResult(files: files.map { SwiftScanner.scan(source: $0.1, path: $0.0) })
    let slice = DependencySlice.files(roots: ["V"], scan: scan)
    #expect(slice.paths == ["V.swift", "iOS/Deep/Palette.swift"])
    #expect(PlatformConditions.holdAtDesignTime(["(canImport(UIKit))", "DEBUG"]) == true)
    #expect(PlatformConditions.holdAtDesignTime(["canImport(Alamofire)"]) == nil)
  }

  @Test func missingRootIsReported() {
    let slice = DependencySlice.files(roots: ["Nowhere"], scan: Self.scan)
    #expect(slice.missingRoots == ["Nowhere"])
    #expect(slice.paths.isEmpty)
  }

  /// A chain of `count` files, each naming the next: a slice from the first takes them all.
  static func chain(_ count: Int) -> ScanResult {
    var files: [(String, String)] = []
    for k in 0..<count {
      let next = (k + 1) % count
      files.append(
        (
          "P/F\(k).swift",
          """
          import UIKit
          class C\(k): UIView {
            var a = helper\(next)()
            override func layoutSubviews() { let x = C\(next)(); _ = x; backgroundColor = .c\(k) }
          }
          func helper\(k)() -> Int { \(k) }
          extension UIColor { static let c\(k) = UIColor.red }
          """
        ))
    }
    return ScanResult(files: files.map { SwiftScanner.scan(source: $0.1, path: $0.0) })
  }

  /// Slicing grows with the files, not with their square: ten times the files take well under
  /// sixty times as long (a quadratic walk takes a hundred times; a linear one ten, plus the
  /// small run's fixed costs). Each size's best of five runs, in the same test, so that a
  /// loaded machine slows both alike (with three, a load of 5 gave 47 times once); the speed
  /// itself is a benchmark's to measure, not a test's. The smaller chain has 200 files: below
  /// about a hundred a slice takes a couple of milliseconds, too little for the ratio to mean
  /// growth (measured: 50, 100, 200, 400, 800, 1,600 files took 2, 16, 64, 121, 244, 422 ms,
  /// so 50 against 500 read 65 to 85 times under load though the walk doubles with the files).
  @Test func slicingScalesWithTheFiles() {
    let clock = ContinuousClock()
    func best(_ count: Int) -> Duration {
      let scan = Self.chain(count)
      var times: [Duration] = []
      for _ in 0..<5 {
        var slice: DependencySlice?
        times.append(clock.measure { slice = DependencySlice.files(roots: ["C0"], scan: scan) })
        #expect(slice?.paths.count == count)
      }
      return times.min() ?? .zero
    }
    let small = best(200)
    let large = best(2000)
    #expect(large < small * 60, "200 files: \(small), 2,000 files: \(large)")
  }

  /// A palette found by name at run time (seed 002's `UIColor.perform(NSSelectorFromString(
  /// name))`): the file declaring its `@objc` class members is taken though no code names
  /// them; a slice that makes no selector from a string does not take it.
  @Test func membersFoundByNameAtRunTimeAreTaken() {
    let palette = """
      import UIKit
      extension UIColor {
        @objc class var brandClr: UIColor { .red }
      }
      """
    let byName = """
      import UIKit
      @IBDesignable class Swatch: UIView {
        @IBInspectable var colorName: String = "" {
          didSet { _ = UIColor.perform(NSSelectorFromString(colorName)) }
        }
      }
      """
    let plain = """
      import UIKit
      @IBDesignable class Plain: UIView {
        @IBInspectable var tone: CGFloat = 0
      }
      """
    let scan = ScanResult(files: [
      SwiftScanner.scan(source: palette, path: "UIColor+Palette.swift"),
      SwiftScanner.scan(source: byName, path: "Swatch.swift"),
      SwiftScanner.scan(source: plain, path: "Plain.swift"),
    ])
    let swatch = DependencySlice.files(roots: ["Swatch"], scan: scan)
    #expect(Set(swatch.paths) == ["Swatch.swift", "UIColor+Palette.swift"])
    #expect(swatch.entries.last?.reason == .runtimeMembers(type: "UIColor"))
    #expect(DependencySlice.files(roots: ["Plain"], scan: scan).paths == ["Plain.swift"])
  }

  /// A selector the code spells (`perform(#selector(stripe))`, `Selector("glow")`) reaches
  /// only the members answering to it: a designable animating itself so never takes a file
  /// swizzling `UITextField`'s `@objc` methods (haiphan5289/UITest's StepSlider took
  /// `Swizzle+SearchBar.swift`, which does not build without another file). The extension
  /// whose `@objc` member a spelled selector names is taken.
  @Test func spelledSelectorsTakeOnlyTheMembersTheyName() {
    let swizzle = """
      import UIKit
      extension UITextField {
        @objc private func _drawText(in rect: CGRect) { _ = Highlight(rect: rect) }
      }
      """
    let glow = """
      import UIKit
      extension UIView {
        @objc func glow() { layer.shadowOpacity = 1 }
      }
      """
    let bar = """
      import UIKit
      @IBDesignable class Bar: UIView {
        @IBInspectable var progress: CGFloat = 0 {
          didSet { perform(#selector(stripe), with: nil, afterDelay: 0.2) }
        }
        @objc func stripe() {}
      }
      """
    let glowing = """
      import UIKit
      @IBDesignable class Glowing: UIView {
        override func layoutSubviews() { _ = responds(to: Selector("glow")) }
      }
      """
    let scan = ScanResult(files: [
      SwiftScanner.scan(source: swizzle, path: "Swizzle+TextField.swift"),
      SwiftScanner.scan(source: glow, path: "UIView+Glow.swift"),
      SwiftScanner.scan(source: bar, path: "Bar.swift"),
      SwiftScanner.scan(source: glowing, path: "Glowing.swift"),
    ])
    #expect(DependencySlice.files(roots: ["Bar"], scan: scan).paths == ["Bar.swift"])
    let slice = DependencySlice.files(roots: ["Glowing"], scan: scan)
    #expect(slice.paths == ["Glowing.swift", "UIView+Glow.swift"])
    #expect(slice.entries.last?.reason == .runtimeMembers(type: "UIView"))
  }

  /// A custom operator ending in `>` after `-` (`<->`, which the lexer reads as `<` and the
  /// arrow `->`) is declared and used under its whole name: a designable comparing with `<`
  /// does not take the file declaring `<->` (haiphan5289/UITest's StepSlider took Swizzle.swift
  /// so, and through it a swizzle that does not build); a file using `<->` does.
  @Test func anOperatorWithAnArrowInItIsItsWholeName() {
    let swizzle = """
      import Foundation
      infix operator <->
      public struct Pair { let a: Selector; let b: Selector }
      extension Selector {
        public static func <->(a: Selector, b: Selector) -> Pair { Pair(a: a, b: b) }
      }
      """
    let stepper = """
      import UIKit
      @IBDesignable class Stepper: UISlider {
        @IBInspectable var steps: Int = 5
        func set(_ step: Int) { guard step >= 0, step < steps else { return } }
      }
      """
    let swapper = """
      import UIKit
      @IBDesignable class Swapper: UIView {
        let pair = #selector(layoutSubviews) <-> #selector(setNeedsLayout)
      }
      """
    let scan = ScanResult(files: [
      SwiftScanner.scan(source: swizzle, path: "Swizzle.swift"),
      SwiftScanner.scan(source: stepper, path: "Stepper.swift"),
      SwiftScanner.scan(source: swapper, path: "Swapper.swift"),
    ])
    #expect(scan.files[0].symbols.declaredOperators == ["<->"])
    #expect(DependencySlice.files(roots: ["Stepper"], scan: scan).paths == ["Stepper.swift"])
    #expect(
      DependencySlice.files(roots: ["Swapper"], scan: scan).paths == [
        "Swapper.swift", "Swizzle.swift",
      ])
  }

  /// An overload of a standard operator is taken by a file naming one of its operand types,
  /// not by every `+` or `<`: ryan9gray/teremok-tv's AMProgressBar took Style.swift for
  /// `width + 2` (its `func + (NSAttributedString, NSAttributedString)`), and through it
  /// StrokeLabel.swift, which does not compile here, and UILayoutPriority's `+` too.
  @Test func operatorOverloadsAreFoundByTheirOperandTypes() {
    let style = """
      import UIKit
      func + (left: NSAttributedString, right: NSAttributedString) -> NSAttributedString {
        let s = NSMutableAttributedString(attributedString: left); s.append(right); return s
      }
      let title = Outline.shared
      """
    let outline = "import UIKit\nfinal class Outline { static let shared = Outline() }\n"
    let priority = """
      import UIKit
      extension UILayoutPriority {
        static func + (l: UILayoutPriority, r: Float) -> UILayoutPriority { l }
      }
      """
    let bar = """
      import UIKit
      @IBDesignable class Bar: UIView {
        @IBInspectable var inset: CGFloat = 0
        override func draw(_ rect: CGRect) { _ = bounds.width + inset < 2 }
      }
      """
    let caption = """
      import UIKit
      @IBDesignable class Caption: UILabel {
        override func layoutSubviews() {
          attributedText = NSAttributedString(string: "a") + NSAttributedString(string: "b")
        }
      }
      """
    let scan = ScanResult(files: [
      SwiftScanner.scan(source: style, path: "Style.swift"),
      SwiftScanner.scan(source: outline, path: "Outline.swift"),
      SwiftScanner.scan(source: priority, path: "LayoutHelper.swift"),
      SwiftScanner.scan(source: bar, path: "Bar.swift"),
      SwiftScanner.scan(source: caption, path: "Caption.swift"),
    ])
    #expect(scan.files[0].symbols.operatorOperandTypes["+"] == ["NSAttributedString"])
    #expect(DependencySlice.files(roots: ["Bar"], scan: scan).paths == ["Bar.swift"])
    #expect(
      DependencySlice.files(roots: ["Caption"], scan: scan).paths == [
        "Caption.swift", "Style.swift", "Outline.swift",
      ])
  }

  /// A module's files its importers need: what they name, what that needs in turn, and the
  /// extensions of the types taken; not a file importing something else of no use to them.
  @Test func aDependencyIsSlicedByWhatItsImportersName() {
    let kit: [(String, String)] = [
      (
        "Kit/RoundedView.swift",
        "import UIKit\nopen class RoundedView: UIView { public var radius = Corner.small }\n"
      ),
      ("Kit/Corner.swift", "import UIKit\npublic enum Corner { case small, large }\n"),
      (
        "Kit/RoundedView+Border.swift",
        "import UIKit\nextension RoundedView: Bordered { public var border: CGFloat { 1 } }\n"
      ),
      ("Kit/Bordered.swift", "import UIKit\npublic protocol Bordered {}\n"),
      (
        "Kit/Feed.swift",
        "import RxSwift\npublic final class Feed { let items = PublishSubject<Int>() }\n"
      ),
    ]
    let scan = ScanResult(files: kit.map { SwiftScanner.scan(source: $0.1, path: $0.0) })
    let app = SwiftScanner.scan(
      source: """
        import Kit
        @IBDesignable class Card: RoundedView {
          override func layoutSubviews() { radius = .large }
        }
        """, path: "App/Card.swift")
    let slice = DependencySlice.files(importedBy: [app], scan: scan)
    #expect(
      Set(slice.paths) == [
        "Kit/RoundedView.swift", "Kit/Corner.swift", "Kit/RoundedView+Border.swift",
        "Kit/Bordered.swift",
      ])
    #expect(slice.importedModules["RxSwift"] == nil)
    #expect(!slice.paths.contains("App/Card.swift"), "the importer is not the module's")
    // A name the importer declares too is still taken from the module for its own files.
    let helper = SwiftScanner.scan(
      source:
        "import Kit\nenum Corner { case none }\nlet c: Corner = .none\nlet v = RoundedView()\n",
      path: "App/Helper.swift")
    #expect(
      DependencySlice.files(importedBy: [helper], scan: scan).paths.contains("Kit/Corner.swift"))
  }
}
