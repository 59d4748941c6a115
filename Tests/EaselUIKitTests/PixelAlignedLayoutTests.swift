import Foundation
import Testing

@testable import EaselUIKit

/// Auto Layout's frames are aligned to the screen's pixels, as UIKit's engine aligns them.
///
/// The rule is read off UIKit's own renders (issue 21's pixel sample,
/// poolsoft/ios-autolayout-examples at c86fc9b1856b4396b280759790509bbc3ec4154d,
/// `testExample_2iPhone6@3x.png`): a 100-point view centred in 667 points (y = 283.5, pixel
/// 850.5 at 3×) starts at pixel row 851 with its subview 10 points below at row 881; no row
/// is blended across the edge.
@MainActor
@Suite struct PixelAlignedLayoutTests {
  /// A 375×667 root with a 100-point band centred vertically and a box 10 points inside it.
  func centredBand() -> (root: UIView, band: UIView, box: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let band = UIView()
    band.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(band)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    band.addSubview(box)
    NSLayoutConstraint.activate([
      band.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      band.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      band.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      band.heightAnchor.constraint(equalToConstant: 100),
      box.leadingAnchor.constraint(equalTo: band.leadingAnchor, constant: 10.2),
      box.topAnchor.constraint(equalTo: band.topAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 80),
    ])
    return (root, band, box)
  }

  func laidOut(atScale scale: CGFloat?) -> (band: CGRect, box: CGRect) {
    let (root, band, box) = centredBand()
    if let scale {
      let environment = ResourceEnvironment(
        traitCollection: UITraitCollection(userInterfaceStyle: .light, displayScale: scale))
      withResourceEnvironment(environment) { root.layoutIfNeeded() }
    } else {
      root.layoutIfNeeded()
    }
    return (band.frame, box.frame)
  }

  @Test func framesAreRoundedToTheRenderScalesPixels() {
    // 3×: 283.5 points is pixel 850.5, rounded up to 851 (283.667 points); the box's edges
    // (pixels 881.0 and 30.6) to 881 and 31.
    let three = laidOut(atScale: 3)
    #expect(abs(three.band.minY - 851.0 / 3) < 1e-9)
    #expect(abs(three.band.height - 100) < 1e-9)
    #expect(abs(three.box.minY - 10) < 1e-9)
    #expect(abs(three.box.minX - 31.0 / 3) < 1e-9)
    #expect(abs(three.box.width - 100) < 1e-9)
    // 2×: 283.5 is on the grid already; the box's 10.2 is pixel 20.4, rounded to 20.
    let two = laidOut(atScale: 2)
    #expect(two.band.minY == 283.5)
    #expect(two.box.minX == 10)
    // 1× (a preview of a 2× screen, never a screen since 2010): the 2× grid, so a half
    // point Interface Builder stored stays; a third of a point does not.
    let one = laidOut(atScale: 1)
    #expect(one.band.minY == 283.5)
    #expect(one.box.minX == 10)
  }

  @Test func unboundLayoutKeepsTheSolvedValues() {
    let free = laidOut(atScale: nil)
    #expect(free.band.minY == 283.5)
    #expect(abs(free.box.minX - 10.2) < 1e-9)
  }
}
