import EaselLint
import Testing

/// `missing-palette-color`: seed 002's `bgColorName` with a name the palette lacks.
@MainActor struct MissingPaletteColorRuleTests {
  static let sources = [
    "ViewController.swift": LintFixture.controller(),
    "UIColor+Palette.swift":
      "import UIKit\nextension UIColor {\n  class var blueClr: UIColor { .blue }\n}\n",
    "UIView+Name.swift":
      "import UIKit\nextension UIView {\n  @IBInspectable var bgColorName: String? {\n    get { nil }\n    set {}\n  }\n}\n",
  ]

  func fixture(_ name: String) throws -> LintFixture {
    var files = Self.sources
    files["Main.storyboard"] = LintFixture.storyboard(
      label(
        "l",
        #"<userDefinedRuntimeAttribute type="string" keyPath="bgColorName" value=""# + name
          + #""/>"#))
    return try LintFixture(files)
  }

  @Test func aNameNotInThePaletteIsReported() throws {
    let f = try fixture("purpleClr")
    defer { f.remove() }
    let messages = f.messages("missing-palette-color")
    #expect(messages.count == 1)
    #expect(messages.first?.contains("(palette: blueClr)") == true, "\(messages)")
  }

  @Test func aPaletteNameIsFound() throws {
    let f = try fixture("blueClr")
    defer { f.remove() }
    #expect(f.messages("missing-palette-color").isEmpty)
  }
}
