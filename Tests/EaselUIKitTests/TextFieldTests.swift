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

  @Test func secureTextIsBullets() throws {
    let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    f.text = "secret"
    f.isSecureTextEntry = true
    try KeyValueTable.uiKit.setValue(.string("Name"), forKeyPath: "placeholder", of: f)
    #expect(f.placeholder == "Name")
    _ = try renderPixels(f)
  }
}
