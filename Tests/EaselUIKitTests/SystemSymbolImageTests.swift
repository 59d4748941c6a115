import EaselGraphics
import Foundation
import Testing

@testable import EaselUIKit

/// `UIImage(systemName:)` gives Easel's stand-in for the symbol, as a document's system image
/// does: a template image, drawn in the tint colour; a star's outline, filled form and
/// half-filled form differ where the star's inside is.
@MainActor
@Suite struct SystemSymbolImageTests {
  func inkAtCentre(_ name: String) throws -> Double {
    let image = try #require(UIImage(systemName: name))
    #expect(image.renderingMode == .alwaysTemplate)
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.backgroundColor = .white
    view.tintColor = .black
    view.image = image
    view.contentMode = .scaleToFill
    let px = try renderPixels(view)
    // The star's centre, and a point left of it inside the star.
    return (px.pixel(x: 20, y: 22).red + px.pixel(x: 15, y: 22).red) / 2
  }

  @Test func symbolsHaveStandIns() throws {
    let outline = try inkAtCentre("star")
    let filled = try inkAtCentre("star.fill")
    #expect(outline > 0.9, "the outline's inside is bare")
    #expect(filled < 0.1, "the filled star is inked inside")
    #expect(UIImage(systemName: "") == nil)
    #expect(UIImage(systemName: "heart.fill") != nil)
  }
}
