import EaselUIKit
import Foundation
import Testing

/// A palette declared as a subclass of UIColor with no initializers of its own, as apps
/// write it (`class MaterialColors: UIColor { static let red = UIColor(hexRGB: …) }`):
/// it inherits UIColor's initializers, as on iOS, so it compiles and makes colours. Easel's
/// UIColor had designated initializers the subclass could not see, so it inherited none
/// and its build failed ("'required' initializer … must be provided by subclass").
final class MaterialPaletteColor: UIColor, @unchecked Sendable {
  static let brand = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
}

@Suite struct UIColorSubclassTests {
  @Test func aSubclassWithNoInitializersInheritsUIColors() {
    var red: CGFloat = 0
    var alpha: CGFloat = 0
    MaterialPaletteColor(red: 0.5, green: 0, blue: 0, alpha: 1).getRed(
      &red, green: nil, blue: nil, alpha: &alpha)
    #expect(red == 0.5 && alpha == 1)
    var white: CGFloat = 0
    MaterialPaletteColor(white: 0.25, alpha: 1).getWhite(&white, alpha: nil)
    #expect(abs(white - 0.25) < 0.001)
    #expect(MaterialPaletteColor(cgColor: UIColor.blue.cgColor).cgColor.components?[2] == 1)
    #expect(MaterialPaletteColor.brand.cgColor.components?[0] == 1)
  }

  @Test func theFacadesOwnColoursAreStillWhatTheyWere() {
    #expect(UIColor.systemBlue.cgColor.components?.count == 4)
    #expect(UIColor().cgColor.alpha == 0)
    var red: CGFloat = 0
    UIColor.red.getRed(&red, green: nil, blue: nil, alpha: nil)
    #expect(red == 1)
  }
}
