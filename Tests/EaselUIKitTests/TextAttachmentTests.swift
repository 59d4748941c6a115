import EaselGraphics
import Foundation
import Testing

@testable import EaselUIKit

/// Images in attributed text (`NSTextAttachment`): laid out on the baseline as a glyph of
/// their bounds, drawn by labels, text fields, text views and string drawing.
@MainActor
@Suite struct TextAttachmentTests {
  /// Text, an attachment showing `image` (with `bounds`, if given), and more text.
  func text(
    with image: UIImage, bounds: CGRect? = nil, color: UIColor = .black, size: CGFloat = 20
  ) -> NSAttributedString {
    let attachment = NSTextAttachment()
    attachment.image = image
    if let bounds { attachment.bounds = bounds }
    let font = UIFont.systemFont(ofSize: size)
    let result = NSMutableAttributedString(
      string: "Hx", attributes: [.font: font, .foregroundColor: color])
    result.append(NSAttributedString(attachment: attachment))
    result.append(NSAttributedString(string: "x", attributes: [.font: font]))
    return result
  }

  /// The box of the pixels `matching`, or nil when there are none.
  func box(_ px: Bitmap, _ matching: (RGBA) -> Bool) -> CGRect? {
    var (x0, y0, x1, y1) = (Int.max, Int.max, -1, -1)
    for y in 0..<px.height {
      for x in 0..<px.width where matching(px.pixel(x: x, y: y)) {
        (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
      }
    }
    guard x1 >= 0 else { return nil }
    return CGRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
  }

  /// Whether `box` is `width` × `height`, give or take the one pixel a fractional position
  /// on the line blends away at each edge.
  func sized(_ box: CGRect?, _ width: CGFloat, _ height: CGFloat) -> Bool {
    guard let box else { return false }
    return abs(box.width - width) <= 1 && abs(box.height - height) <= 1
  }

  let red = { (p: RGBA) in p.alpha > 0.9 && p.red > 0.9 && p.green < 0.1 && p.blue < 0.1 }
  let ink = { (p: RGBA) in p.alpha > 0.5 && p.red < 0.3 && p.green < 0.3 && p.blue < 0.3 }

  func redSquare(_ side: Int) throws -> UIImage {
    try solidImage(width: side, height: side, color: RGBA(red: 1, green: 0, blue: 0, alpha: 1))
  }

  @Test func theAttachmentStringIsOneObjectReplacementCharacter() throws {
    let attachment = NSTextAttachment(image: try redSquare(4))
    let string = NSAttributedString(attachment: attachment)
    #expect(string.string == "\u{FFFC}")
    #expect(NSTextAttachment.character == 0xFFFC)
    #expect(NSAttributedString.Key.attachment.rawValue == "NSAttachment")
    #expect(
      string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
    #expect(string.containsAttachments(in: NSRange(location: 0, length: 1)))
    #expect(
      !NSAttributedString(string: "a").containsAttachments(in: NSRange(location: 0, length: 1)))
  }

  /// Foundation on Linux compares neighbouring runs' attributes when their counts are
  /// equal: an attachment after a run of one attribute must not reach that comparison.
  @Test func anAttachmentAfterARunOfOneAttributeIsKept() throws {
    let attachment = NSTextAttachment(image: try redSquare(4))
    let text = NSMutableAttributedString(
      string: "a", attributes: [.font: UIFont.systemFont(ofSize: 12)])
    text.append(NSAttributedString(attachment: attachment))
    text.append(NSAttributedString(attachment: attachment))
    #expect(text.length == 3)
    #expect(
      text.attribute(.attachment, at: 2, effectiveRange: nil) as? NSTextAttachment === attachment)
  }

  @Test func zeroBoundsAreTheImageSizeStandingOnTheBaseline() throws {
    let attachment = NSTextAttachment(image: try redSquare(12))
    #expect(
      attachment.attachmentBounds(
        for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0)
        == CGRect(x: 0, y: 0, width: 12, height: 12))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    label.backgroundColor = .white
    label.attributedText = text(with: try redSquare(12))
    let px = try renderPixels(label)
    let image = try #require(box(px, red), "the attachment's image is not drawn")
    #expect(sized(image, 12, 12), "\(image)")
    // "H" stands on the baseline: its ink's bottom row is the image's.
    let letters = try #require(box(px, ink))
    #expect(abs(image.maxY - letters.maxY) <= 1, "image \(image), text \(letters)")
    #expect(image.minX > letters.minX + 15, "the image comes after \"Hx\": \(image)")
  }

  @Test func boundsSizeTheImageAndMoveItOffTheBaseline() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    label.backgroundColor = .white
    label.attributedText = text(
      with: try redSquare(10), bounds: CGRect(x: 0, y: -4, width: 20, height: 20))
    let px = try renderPixels(label)
    let image = try #require(box(px, red))
    #expect(sized(image, 20, 20), "\(image)")
    let letters = try #require(box(px, ink))
    #expect(abs(image.maxY - (letters.maxY + 4)) <= 1, "image \(image), text \(letters)")
  }

  @Test func theLineMakesRoomForTheAttachment() throws {
    let plain = NSAttributedString(
      string: "Hxx", attributes: [.font: UIFont.systemFont(ofSize: 20)])
    let label = UILabel()
    label.attributedText = plain
    let without = label.intrinsicContentSize
    label.attributedText = text(
      with: try redSquare(10), bounds: CGRect(x: 0, y: -10, width: 30, height: 50))
    let with = label.intrinsicContentSize
    #expect(abs(with.width - without.width - 30) <= 1.5, "\(without) → \(with)")
    #expect(with.height >= 50, "\(with)")
    let measured = text(
      with: try redSquare(10), bounds: CGRect(x: 0, y: -10, width: 30, height: 50)
    )
    .boundingRect(
      with: CGSize(width: 500, height: 500), options: .usesLineFragmentOrigin, context: nil)
    #expect(measured.height >= 50, "\(measured)")
  }

  @Test func fieldsViewsAndStringDrawingDrawIt() throws {
    let attributed = text(with: try redSquare(12))
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    field.backgroundColor = .white
    field.attributedText = attributed
    #expect(sized(box(try renderPixels(field), red), 12, 12))

    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    view.backgroundColor = .white
    view.attributedText = attributed
    #expect(sized(box(try renderPixels(view), red), 12, 12))

    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 60), format: format)
      .image { _ in attributed.draw(in: CGRect(x: 0, y: 0, width: 200, height: 60)) }
    let pixels = try #require(drawn.cgImage?.bitmap)
    #expect(sized(box(pixels, red), 12, 12))
  }

  /// An attachment that the tail truncation replaces by the ellipsis is not drawn; one on
  /// a line past the label's lines neither.
  @Test func attachmentsCutOffAreNotDrawn() throws {
    let attachment = NSTextAttachment(image: try redSquare(12))
    let font = UIFont.systemFont(ofSize: 20)
    let text = NSMutableAttributedString(
      string: "Long words to cut short ", attributes: [.font: font])
    text.append(NSAttributedString(attachment: attachment))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    label.backgroundColor = .white
    label.attributedText = text
    #expect(box(try renderPixels(label), red) == nil)
    label.numberOfLines = 1
    label.lineBreakMode = .byWordWrapping
    #expect(box(try renderPixels(label), red) == nil)
  }

  @Test func aTemplateImageTakesTheTextColour() throws {
    let black = try solidImage(width: 12, height: 12, color: .black)
      .withRenderingMode(.alwaysTemplate)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    label.backgroundColor = .white
    let attachment = NSTextAttachment(image: black)
    label.attributedText = NSAttributedString(
      string: "\u{FFFC}", attributes: [.attachment: attachment, .foregroundColor: UIColor.red])
    #expect(sized(box(try renderPixels(label), red), 12, 12))
  }

  /// An attachment that stands as tall as its line, as subclasses written for UIKit do.
  final class LineHighAttachment: NSTextAttachment {
    override func attachmentBounds(
      for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect,
      glyphPosition position: CGPoint, characterIndex charIndex: Int
    ) -> CGRect {
      CGRect(x: 0, y: 0, width: 8, height: lineFrag.height)
    }
  }

  @Test func aSubclassSizesItsBoxAndContentsGiveTheImage() throws {
    let data = try #require(try redSquare(6).pngData())
    let attachment = LineHighAttachment(data: data, ofType: "public.png")
    #expect(attachment.image == nil)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    label.backgroundColor = .white
    let font = UIFont.systemFont(ofSize: 20)
    label.attributedText = NSAttributedString(
      string: "\u{FFFC}", attributes: [.attachment: attachment, .font: font])
    let image = try #require(box(try renderPixels(label), red))
    #expect(abs(image.width - 8) <= 1, "\(image)")
    #expect(abs(image.height - font.lineHeight) <= 1, "\(image) for \(font.lineHeight)")
  }
}
