import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// An image view subclass that overrides `draw(_:)`, which iOS never calls for image views.
private final class DrawingImageView: UIImageView {
  var drawCalls = 0
  override func draw(_ rect: CGRect) {
    drawCalls += 1
    UIColor.red.setFill()
    UIRectFill(rect)
  }
}

/// A plain view subclass that overrides `draw(_:)`: the control case.
private final class DrawingView: UIView {
  var drawCalls = 0
  override func draw(_ rect: CGRect) { drawCalls += 1 }
}

/// A text field subclass that overrides `draw(_:)` without calling `super`.
private final class PaintedField: UITextField {
  override func draw(_ rect: CGRect) {
    UIColor(white: 0.9, alpha: 1).setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: rect.width, height: 4))
  }
}

/// A text field subclass that restyles its placeholder whenever it is set.
private final class StyledPlaceholderField: UITextField {
  var placeholderSets = 0
  override var placeholder: String? {
    didSet {
      placeholderSets += 1
      attributedPlaceholder = NSAttributedString(
        string: placeholder ?? "", attributes: [.foregroundColor: UIColor.red])
    }
  }
}

/// A text view subclass whose `text` setter styles the text through `attributedText`.
private final class StyledTextView: UITextView {
  var textSets = 0
  override var text: String! {
    get { super.text }
    set {
      textSets += 1
      attributedText = NSAttributedString(
        string: newValue ?? "", attributes: [.foregroundColor: UIColor.red])
    }
  }
}

/// A text field subclass whose `text` setter styles the text through `attributedText`.
private final class StyledTextField: UITextField {
  var textSets = 0
  override var text: String? {
    get { super.text }
    set {
      textSets += 1
      attributedText = NSAttributedString(
        string: newValue ?? "", attributes: [.foregroundColor: UIColor.red])
    }
  }
}

/// Easel's own UIKit bugs, each pinned down: what iOS does, checked.
@MainActor
@Suite struct OwnDrawingRegressionTests {
  @Test func imageViewSubclassDrawIsNeverCalled() throws {
    let image = try solidImage(width: 20, height: 20, color: rgb(0, 0, 255))
    let view = DrawingImageView(image: image)
    let pixels = try renderPixels(view)
    #expect(view.drawCalls == 0)
    // The image shows, not draw(_:)'s red.
    #expect(close(pixels.pixel(x: 10, y: 10), rgb(0, 0, 255)))

    let plain = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    _ = try renderPixels(plain)
    #expect(plain.drawCalls == 1)
  }

  @Test func gradientLayerIsClippedToItsCornerRadius() throws {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let gradient = CAGradientLayer()
    gradient.frame = host.bounds
    gradient.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
    gradient.cornerRadius = 20
    host.layer.addSublayer(gradient)
    let round = try renderPixels(host)
    #expect(round.pixel(x: 1, y: 1).alpha < 0.05, "the corner is cut without masksToBounds")
    #expect(round.pixel(x: 38, y: 38).alpha < 0.05)
    #expect(close(round.pixel(x: 20, y: 20), rgb(255, 0, 0)))

    gradient.maskedCorners = [.layerMinXMinYCorner]
    let oneCorner = try renderPixels(host)
    #expect(oneCorner.pixel(x: 1, y: 1).alpha < 0.05, "the masked corner stays round")
    #expect(close(oneCorner.pixel(x: 38, y: 38), rgb(255, 0, 0)), "the others are square")
  }

  @Test func textFieldSubclassOverridingDrawKeepsItsText() throws {
    let field = PaintedField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    field.backgroundColor = .white
    field.textColor = .black
    field.font = UIFont.systemFont(ofSize: 20)
    field.text = "WWWWWW"
    let pixels = try renderPixels(field)
    var darkest = 1.0
    for y in 6..<26 {
      for x in 0..<90 { darkest = min(darkest, pixels.pixel(x: x, y: y).red) }
    }
    #expect(darkest < 0.3, "the text is drawn though draw(_:) is overridden")
    // The subclass's own drawing is there too.
    #expect(close(pixels.pixel(x: 60, y: 1), rgb(230, 230, 230)))
  }

  @Test func placeholderRestyledInDidSetDoesNotRecurse() {
    let field = StyledPlaceholderField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    field.placeholder = "Name"
    #expect(field.placeholderSets == 1)
    #expect(field.attributedPlaceholder?.string == "Name")
    let color = field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil)
    #expect((color as? UIColor) == UIColor.red)
    #expect(field.placeholder == "Name")

    // Setting the attributed placeholder updates `placeholder` without its setter.
    field.attributedPlaceholder = NSAttributedString(string: "Email")
    #expect(field.placeholder == "Email")
    #expect(field.placeholderSets == 1)

    let plain = UITextField(frame: .zero)
    plain.placeholder = "Plain"
    #expect(plain.attributedPlaceholder?.string == "Plain")
    plain.placeholder = nil
    #expect(plain.attributedPlaceholder == nil)
  }

  @Test func textSetThroughAttributedTextDoesNotRecurse() {
    let view = StyledTextView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.text = "Hello #tag"
    #expect(view.textSets == 1)
    #expect(view.text == "Hello #tag")
    let color = view.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil)
    #expect((color as? UIColor) == UIColor.red)

    let field = StyledTextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    field.text = "Hello"
    #expect(field.textSets == 1)
    #expect(field.text == "Hello")

    // Plain text replaces styled text, as in UIKit.
    let plain = UITextView(frame: .zero)
    plain.attributedText = NSAttributedString(string: "Styled")
    plain.text = "Plain"
    #expect(plain.attributedText.string == "Plain")
    #expect(plain.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
  }
}
