import EaselGraphics
import Foundation
import Testing

@testable import EaselUIKit

/// A button's title shadow sits under the title, offset by nothing, until the title label's
/// `shadowOffset` is set: UIButton's title shadow offset is zero, where a plain label's is
/// (0, -1). Interface Builder writes a grey `titleShadowColor` into older documents' every
/// button (APRoundedButton's storyboard), which iOS shows as no shadow at all.
@MainActor
struct ButtonTitleShadowTests {
  @Test func aButtonsTitleShadowIsNotOffset() throws {
    for type in [UIButton.ButtonType.custom, .system] {
      let button = UIButton(type: type)
      #expect(button.titleLabel?.shadowOffset == .zero)
    }
    #expect(UILabel().shadowOffset == CGSize(width: 0, height: -1), "a plain label's is")
  }

  func render(shadow: UIColor?) throws -> Bitmap {
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
    button.backgroundColor = .black
    button.setTitle("BL - BR", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.setTitleShadowColor(shadow, for: .normal)
    button.layoutIfNeeded()
    return try renderPixels(button, scale: 2)
  }

  @Test func aShadowColourAloneInksNothingBesideTheTitle() throws {
    let plain = try render(shadow: nil)
    let shadowed = try render(shadow: UIColor(white: 0.5, alpha: 1))
    // The shadow lies under the glyphs: every pixel it reaches, the title reaches too (one
    // point off, it would ink rows of grey above them).
    var inked = 0
    var outside = 0
    for y in 0..<plain.height {
      for x in 0..<plain.width {
        let title = plain.pixel(x: x, y: y).red > 0
        if title { inked += 1 }
        if !title && shadowed.pixel(x: x, y: y).red > 0.1 { outside += 1 }
      }
    }
    #expect(inked > 100, "the title is drawn")
    #expect(outside == 0)
  }
}
