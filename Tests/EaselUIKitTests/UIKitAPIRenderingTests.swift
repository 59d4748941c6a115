import EaselUIKit
import Foundation
import Testing

/// What the added UIKit API draws: slider images, text field overlay views, text view
/// containers, fonts from descriptors.
@MainActor
@Suite struct UIKitAPIRenderingTests {
  func canvas(_ views: [UIView], width: CGFloat = 320, height: CGFloat = 120) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.backgroundColor = .white
    for v in views { root.addSubview(v) }
    return root
  }

  @Test func sliderDrawsItsThumbImageAtTheValue() throws {
    let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 300, height: 31))
    slider.value = 0.5
    slider.setThumbImage(
      try solidImage(width: 20, height: 20, color: rgb(255, 0, 255)), for: .normal)
    #expect(slider.thumbImage(for: .normal) != nil)
    #expect(slider.thumbImage(for: .highlighted) == nil)
    #expect(slider.currentThumbImage != nil)
    let thumb = slider.thumbRect(
      forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0.5)
    #expect(thumb == CGRect(x: 140, y: 5.5, width: 20, height: 20))
    let px = try renderPixels(canvas([slider]))
    #expect(close(px.pixel(x: 160, y: 25), rgb(255, 0, 255), tolerance: 0.02))
    // Outside the 20-point image there is track, not thumb.
    #expect(!close(px.pixel(x: 174, y: 25), rgb(255, 0, 255), tolerance: 0.3))
  }

  @Test func sliderDrawsTrackImages() throws {
    let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 300, height: 31))
    slider.value = 0.5
    slider.setMinimumTrackImage(
      try solidImage(width: 4, height: 6, color: rgb(0, 200, 0)), for: .normal)
    slider.setMaximumTrackImage(
      try solidImage(width: 4, height: 6, color: rgb(0, 0, 200)), for: .normal)
    let px = try renderPixels(canvas([slider]))
    #expect(close(px.pixel(x: 40, y: 25), rgb(0, 200, 0), tolerance: 0.03))
    #expect(close(px.pixel(x: 280, y: 25), rgb(0, 0, 200), tolerance: 0.03))
  }

  @Test func textFieldShowsOverlayViewsPerMode() throws {
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
    field.borderStyle = .none
    field.text = "Hello"
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    left.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let right = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    right.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    field.leftView = left
    field.leftViewMode = .always
    field.rightView = right
    field.rightViewMode = .whileEditing
    #expect(left.superview === field)
    #expect(
      field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 7, width: 30, height: 20))
    #expect(field.textRect(forBounds: field.bounds).minX == 30)
    #expect(field.textRect(forBounds: field.bounds).maxX == 300)
    let px = try renderPixels(canvas([field]))
    #expect(close(px.pixel(x: 25, y: 27), rgb(255, 0, 0)))
    #expect(right.isHidden)
    #expect(close(px.pixel(x: 300, y: 27), rgb(255, 255, 255)))
    field.rightViewMode = .unlessEditing
    #expect(field.textRect(forBounds: field.bounds).maxX == 276)
    let px2 = try renderPixels(canvas([field]))
    #expect(close(px2.pixel(x: 300, y: 27), rgb(0, 0, 255)))
    #expect(!field.isEditing && field.hasText)
  }

  @Test func textViewInsetAndPaddingMoveTheText() throws {
    func inkLeft(_ configure: (UITextView) -> Void) throws -> Int {
      let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
      tv.backgroundColor = .white
      tv.text = "Mmm"
      tv.textColor = .black
      configure(tv)
      let px = try renderPixels(tv)
      for x in 0..<200 {
        for y in 0..<60 where px.pixel(x: x, y: y).red < 0.5 { return x }
      }
      return -1
    }
    let plain = try inkLeft { _ in }
    let padded = try inkLeft { $0.textContainer.lineFragmentPadding = 25 }
    let inset = try inkLeft {
      $0.textContainerInset = UIEdgeInsets(top: 8, left: 40, bottom: 8, right: 0)
    }
    #expect(padded - plain == 20)
    #expect(inset - plain == 40)
  }

  @Test func textContainerLimitsLines() {
    let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
    tv.text = "one two three four five six seven eight nine ten"
    let tall = tv.sizeThatFits(CGSize(width: 80, height: 1000)).height
    tv.textContainer.maximumNumberOfLines = 1
    tv.textContainer.lineBreakMode = .byTruncatingTail
    let short = tv.sizeThatFits(CGSize(width: 80, height: 1000)).height
    #expect(short < tall)
    #expect(tv.layoutManager.textContainers.first === tv.textContainer)
    #expect(tv.textStorage.string == tv.text)
  }

  @Test func fontsFromDescriptors() {
    let base = UIFont.systemFont(ofSize: 15)
    let bold = UIFont(descriptor: base.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
    #expect(bold.fontSpec.weight == 700 && bold.pointSize == 15)
    #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
    let italic = UIFont(descriptor: base.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 20)
    #expect(italic.fontSpec.italic && italic.pointSize == 20)
    let mono = UIFont(descriptor: base.fontDescriptor.withDesign(.monospaced)!, size: 0)
    #expect(mono.fontSpec.family == "DejaVu Sans Mono")
    let named = UIFont(
      descriptor: UIFontDescriptor(fontAttributes: [.family: "Helvetica Neue"])
        .withSymbolicTraits(.traitBold)!, size: 12)
    #expect(named.familyName == "Helvetica Neue" && named.fontSpec.weight == 700)
    #expect(named.fontName == "HelveticaNeue-Bold")
    let weighted = UIFont(
      descriptor: UIFontDescriptor(fontAttributes: [
        .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]
      ]), size: 12)
    #expect(weighted.fontSpec.weight == 600)
    #expect(UIFont.fontNames(forFamilyName: "Helvetica Neue").contains("HelveticaNeue-Bold"))
    #expect(UIFont.familyNames.contains("Helvetica Neue"))
    #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: base) === base)
    #expect(UIFontMetrics.default.scaledFont(for: base, maximumPointSize: 12).pointSize == 12)
  }

  @Test func boldDescriptorFontDrawsHeavierInk() throws {
    func ink(_ font: UIFont) throws -> Int {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      label.backgroundColor = .white
      label.textColor = .black
      label.text = "Heavy"
      label.font = font
      let px = try renderPixels(label)
      var n = 0
      for x in 0..<200 { for y in 0..<40 where px.pixel(x: x, y: y).red < 0.5 { n += 1 } }
      return n
    }
    let regular = UIFont.systemFont(ofSize: 24)
    let bold = UIFont(descriptor: regular.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
    let boldInk = try ink(bold)
    let regularInk = try ink(regular)
    #expect(boldInk > regularInk)
  }
}
