import EaselGraphics
import EaselUIKit
import Foundation
import Testing

@Suite struct ColorTests {
  @Test(arguments: [
    ("systemBlue", rgb(0, 122, 255), rgb(10, 132, 255)),
    ("systemRed", rgb(255, 59, 48), rgb(255, 69, 58)),
    ("systemGreen", rgb(52, 199, 89), rgb(48, 209, 88)),
    ("systemGray6", rgb(242, 242, 247), rgb(28, 28, 30)),
    ("label", rgb(0, 0, 0), rgb(255, 255, 255)),
    ("secondaryLabel", rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
    ("systemBackground", rgb(255, 255, 255), rgb(0, 0, 0)),
    ("systemGroupedBackground", rgb(242, 242, 247), rgb(0, 0, 0)),
    ("separator", rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
  ])
  func systemColorsResolveLightAndDark(name: String, light: RGBA, dark: RGBA) throws {
    let color = try #require(UIColor.systemColor(named: name))
    let l = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).rgba
    let d = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).rgba
    #expect(close(l, light, tolerance: 0.002))
    #expect(close(d, dark, tolerance: 0.002))
  }

  @Test func storyboardSystemColorNamesResolve() {
    #expect(UIColor.systemColor(named: "systemBlueColor") != nil)
    #expect(UIColor.systemColor(named: "labelColor") != nil)
    #expect(UIColor.systemColor(named: "whiteColor")?.rgba == RGBA.white)
    #expect(UIColor.systemColor(named: "noSuchColor") == nil)
  }

  @Test func cgColorResolvesAgainstTheCurrentTraits() {
    var resolved: RGBA?
    UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
      resolved = UIColor.label.cgColor.rgba
    }
    #expect(resolved == RGBA.white)
    #expect(UIColor.label.cgColor.rgba == RGBA.black)
  }

  @Test func dynamicProviderAndAlpha() {
    let c = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? .white : .black })
    let faded = c.withAlphaComponent(0.5)
    let dark = faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).rgba
    #expect(dark == RGBA(white: 1, alpha: 0.5))
  }

  @Test func classColors() {
    #expect(UIColor.gray.rgba == RGBA(white: 0.5))
    #expect(UIColor.orange.rgba == RGBA(red: 1, green: 0.5, blue: 0))
    #expect(UIColor.clear.rgba.alpha == 0)
    #expect(close(UIColor.darkGray.rgba, RGBA(white: 1.0 / 3.0), tolerance: 1e-9))
  }

  @Test func hsbAndComponentsRoundTrip() {
    let c = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)
    #expect(c.rgba == RGBA(red: 0, green: 1, blue: 1))
    var h: CGFloat = 0
    var s: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    c.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
    #expect(abs(h - 0.5) < 1e-9 && s == 1 && b == 1 && a == 1)
    var r: CGFloat = 0
    var g: CGFloat = 0
    var bl: CGFloat = 0
    UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).getRed(&r, green: &g, blue: &bl, alpha: &a)
    #expect(abs(r - 0.2) < 1e-9 && abs(g - 0.4) < 1e-9 && abs(bl - 0.6) < 1e-9)
  }

  @Test func displayP3ConvertsToSRGB() {
    // P3 pure red is outside sRGB: it clamps to sRGB red.
    let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).rgba
    #expect(red.red == 1 && red.green < 0.01 && red.blue < 0.01)
    // Grey is the same in both spaces.
    let grey = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1).rgba
    #expect(close(grey, RGBA(white: 0.5), tolerance: 0.002))
  }

  @Test func cgColorComponents() {
    let c = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    #expect(c.components?.count == 4)
    #expect(c.alpha == 0.4)
    #expect(c.copy(alpha: 1)?.alpha == 1)
    #expect(CGColor(gray: 0.5, alpha: 1).components == [0.5, 1])
  }

  @MainActor
  @Test func namedColorsAndImagesComeFromTheResourceEnvironment() throws {
    let image = try solidImage(width: 4, height: 2, color: .white, scale: 2)
    let env = ResourceEnvironment(
      imageNamed: { $0 == "logo" ? image : nil },
      colorNamed: { $0 == "Brand" ? UIColor.red : nil })
    withResourceEnvironment(env) {
      #expect(UIColor(named: "Brand")?.rgba == UIColor.red.rgba)
      #expect(UIColor(named: "Other") == nil)
      #expect(UIImage(named: "logo")?.size == CGSize(width: 2, height: 1))
    }
    #expect(UIColor(named: "Brand") == nil)
    #expect(UIImage(named: "logo") == nil)
  }
}
