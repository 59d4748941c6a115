import EaselGraphics
import Foundation
import Testing

@testable import EaselUIKit

/// A highlighted system button fades its title and image, whatever colour its states give the
/// title, as UIKit does; a custom button does not. homework-school's storyboard highlights a
/// system button with a white title through a runtime attribute (`isHighlighted`), and iOS
/// shows that title faded over the button's background.
@MainActor
struct ButtonHighlightFadeTests {
  func button(_ type: UIButton.ButtonType, highlighted: Bool) -> UIButton {
    let button = UIButton(type: type)
    button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
    button.backgroundColor = .black
    button.setTitle("WWWW", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.isHighlighted = highlighted
    button.layoutIfNeeded()
    return button
  }

  /// The brightest red channel in the picture (0...1).
  func brightest(_ button: UIButton) throws -> Double {
    let bitmap = try renderPixels(button, scale: 1)
    var most = 0.0
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width { most = max(most, bitmap.pixel(x: x, y: y).red) }
    }
    return most
  }

  @Test func aHighlightedSystemButtonsTitleFades() throws {
    let normal = try brightest(button(.system, highlighted: false))
    let pressed = try brightest(button(.system, highlighted: true))
    #expect(normal > 0.95)
    // White at 0.2 over black: about 0.2.
    #expect(pressed > 0.12 && pressed < 0.3, "faded title: \(pressed)")
  }

  @Test func aCustomButtonsTitleDoesNotFade() throws {
    #expect(try brightest(button(.custom, highlighted: true)) > 0.95)
  }

  @Test func theFadeIsTakenBackAndLeavesTheUsersAlpha() {
    let b = button(.system, highlighted: true)
    #expect(abs((b.titleLabel?.alpha ?? 1) - UIButton.systemHighlightAlpha) < 0.001)
    b.isHighlighted = false
    #expect(b.titleLabel?.alpha == 1)
    b.titleLabel?.alpha = 0.5
    b.setTitle("Other", for: .normal)
    #expect(b.titleLabel?.alpha == 0.5, "a refresh that changes no highlight keeps it")
  }

  @Test func aSystemButtonsDefaultTitleColourIsItsTint() {
    let b = UIButton(type: .system)
    b.isHighlighted = true
    #expect(b.currentTitleColor.cgColor.components == b.tintColor.cgColor.components)
  }
}
