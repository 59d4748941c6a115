import EaselGraphics
import EaselUIKit
import Foundation
import Testing

@MainActor
@Suite struct TextFieldTests {
  @Test func placeholderIsDrawnInPlaceholderGrey() throws {
    let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    f.borderStyle = .roundedRect
    f.placeholder = "██████"
    let px = try renderPixels(f)
    let ink = (0..<200).map { px.pixel(x: $0, y: 17) }.filter { $0.red < 0.95 && $0.alpha > 0.9 }
    #expect(!ink.isEmpty)
    #expect(ink.allSatisfy { $0.red > 0.5 })  // grey, not black
    #expect(f.intrinsicContentSize.height == 34)
    // The rounded-rect style gives a white background.
    #expect(close(px.pixel(x: 150, y: 5), .white))
  }

  /// A secure field draws one bullet per character: its pixels are those of a plain field
  /// showing "••••••", and not those of one showing the text.
  @Test func secureTextIsBullets() throws {
    func field(_ text: String, secure: Bool) -> UITextField {
      let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
      f.text = text
      f.isSecureTextEntry = secure
      return f
    }
    let secure = try renderPixels(field("secret", secure: true))
    let bullets = try renderPixels(field("••••••", secure: false))
    let plain = try renderPixels(field("secret", secure: false))
    func ink(_ px: Bitmap) -> [Int] {
      (0..<200).flatMap { x in (0..<34).map { y in (x, y) } }
        .filter { px.pixel(x: $0.0, y: $0.1).alpha > 0.5 && px.pixel(x: $0.0, y: $0.1).red < 0.5 }
        .map { $0.0 * 34 + $0.1 }
    }
    let secureInk = ink(secure)
    #expect(!secureInk.isEmpty)
    #expect(secureInk == ink(bullets))
    #expect(secureInk != ink(plain))
    // The text itself is kept; only the drawing hides it. Placeholders still set by key.
    let f = field("secret", secure: true)
    #expect(f.text == "secret")
    try KeyValueTable.uiKit.setValue(.string("Name"), forKeyPath: "placeholder", of: f)
    #expect(f.placeholder == "Name")
  }
}
