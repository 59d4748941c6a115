import Foundation
import Testing

@testable import EaselUIKit

/// The deprecated font-based string drawing draws with the context's fill colour, as UIKit
/// documents, and measures as the attributes-based methods do.
@MainActor
@Suite struct ObjCStringDrawingTests {
  @Test func drawsWithTheCurrentFillColor() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 30), false, 1)
    defer { UIGraphicsEndImageContext() }
    UIColor.red.setFill()
    let attributes = ObjCStringDrawing.attributes(UIFont.systemFont(ofSize: 20))
    #expect(
      (attributes[.foregroundColor] as? UIColor) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    let drawn = ObjCStringDrawing.draw("■", at: .zero, font: UIFont.systemFont(ofSize: 20))
    let measured = "■".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
    #expect(drawn == measured)
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext()?.cgImage)
    #expect(image.width == 40)
  }

  @Test func constrainedSizesWrapAndStayInside() {
    let font = UIFont.systemFont(ofSize: 17)
    let one = ObjCStringDrawing.size("word word word word", font: font)
    let wrapped = ObjCStringDrawing.size(
      "word word word word", font: font, constrainedTo: CGSize(width: one.width / 2, height: 500))
    #expect(wrapped.width <= one.width / 2)
    #expect(wrapped.height > one.height)
    let line = ObjCStringDrawing.size(
      "word word word word", font: font, forWidth: 30, lineBreakMode: .byTruncatingTail)
    #expect(line.width == 30)
  }
}
