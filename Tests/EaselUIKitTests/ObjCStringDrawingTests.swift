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

  @Test func theShrinkingFormsFitTheWidthNoSmallerThanTheMinimum() {
    let font = UIFont.systemFont(ofSize: 20)
    let text = "a rather long line of text"
    let natural = ObjCStringDrawing.size(text, font: font)
    var actual: CGFloat = 0
    let fitted = ObjCStringDrawing.size(
      text, font: font, minFontSize: 8, actualFontSize: &actual, forWidth: natural.width / 2,
      lineBreakMode: .byTruncatingTail)
    #expect(actual < 20 && actual >= 8)
    #expect(fitted.width <= natural.width / 2)
    #expect(text.size(withAttributes: [.font: font.withSize(actual)]).width <= natural.width / 2)
    _ = ObjCStringDrawing.size(
      text, font: font, minFontSize: 18, actualFontSize: &actual, forWidth: natural.width / 2,
      lineBreakMode: .byTruncatingTail)
    #expect(actual == 18)
    _ = ObjCStringDrawing.size(
      "a", font: font, minFontSize: 8, actualFontSize: &actual, forWidth: 500,
      lineBreakMode: .byTruncatingTail)
    #expect(actual == 20)
  }

  @Test func aSmallerFontKeepsTheBaselineOrTheMiddleOrTheTop() {
    let font = UIFont.systemFont(ofSize: 20)
    let small = font.withSize(10)
    #expect(
      ObjCStringDrawing.offset(of: small, in: font, adjustment: .alignBaselines)
        == font.ascender - small.ascender)
    #expect(
      ObjCStringDrawing.offset(of: small, in: font, adjustment: .alignCenters)
        == (font.lineHeight - small.lineHeight) / 2)
    #expect(ObjCStringDrawing.offset(of: small, in: font, adjustment: .none) == 0)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 60, height: 30), false, 1)
    defer { UIGraphicsEndImageContext() }
    var actual: CGFloat = 0
    let drawn = ObjCStringDrawing.draw(
      "wide text here", at: .zero, forWidth: 60, font: font, minFontSize: 6,
      actualFontSize: &actual, lineBreakMode: .byClipping, baselineAdjustment: .alignBaselines)
    #expect(drawn.width <= 60)
    #expect(actual < 20)
  }
}
