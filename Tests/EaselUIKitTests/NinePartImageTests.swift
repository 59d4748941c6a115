import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// Resizable (cap-inset) images draw in nine parts wherever they are drawn at another size:
/// corners at their size, edges and middle stretched or tiled, as UIKit draws them.
///
/// The test image is 9×9 points with 3-point caps: corners red, green, blue, yellow (clockwise
/// from the top-left is red, green, yellow, blue); the top edge's middle has a magenta column
/// then two cyan ones, the left edge's middle a magenta row then two cyan ones; the right and
/// bottom edges are grey; the middle has a black top-left point, the rest white. Drawn 30×30
/// points, the middle spans 3..<27: tiled, it repeats every 3 points; stretched, its first
/// column fills roughly 3..<11. Uniform scaling would paint red at (4.5, 1.5).
@MainActor
@Suite struct NinePartImageTests {
  static let red = rgb(255, 0, 0)
  static let green = rgb(0, 255, 0)
  static let blue = rgb(0, 0, 255)
  static let yellow = rgb(255, 255, 0)
  static let magenta = rgb(255, 0, 255)
  static let cyan = rgb(0, 255, 255)
  static let grey = rgb(128, 128, 128)
  static let black = rgb(0, 0, 0)
  static let white = rgb(255, 255, 255)

  /// The 9×9-point test image at `scale`.
  func patternImage(scale: CGFloat) throws -> UIImage {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 9, height: 9), false, scale)
    defer { UIGraphicsEndImageContext() }
    func fill(_ color: RGBA, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) {
      UIColor(red: color.red, green: color.green, blue: color.blue, alpha: 1).setFill()
      UIRectFill(CGRect(x: x, y: y, width: w, height: h))
    }
    fill(Self.white, 3, 3, 3, 3)
    fill(Self.black, 3, 3, 1, 1)
    fill(Self.red, 0, 0, 3, 3)
    fill(Self.green, 6, 0, 3, 3)
    fill(Self.blue, 0, 6, 3, 3)
    fill(Self.yellow, 6, 6, 3, 3)
    fill(Self.magenta, 3, 0, 1, 3)
    fill(Self.cyan, 4, 0, 2, 3)
    fill(Self.magenta, 0, 3, 3, 1)
    fill(Self.cyan, 0, 4, 3, 2)
    fill(Self.grey, 6, 3, 3, 3)
    fill(Self.grey, 3, 6, 3, 3)
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    #expect(image.size == CGSize(width: 9, height: 9) && image.scale == scale)
    return image
  }

  /// The colour at point (`x`, `y`) of pixels rendered at `scale`.
  func color(_ pixels: Bitmap, _ x: CGFloat, _ y: CGFloat, scale: CGFloat) -> RGBA {
    pixels.pixel(x: Int(x * scale), y: Int(y * scale))
  }

  /// `image` drawn into a 30×30-point image view (scale to fill), rendered at `scale`.
  func renderInImageView(_ image: UIImage, scale: CGFloat, size: CGFloat = 30) throws -> Bitmap {
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: size, height: size))
    view.image = image
    return try renderPixels(view, scale: scale)
  }

  /// `image` drawn with `draw(in:)` into a 30×30-point context at `scale`.
  func renderWithDrawIn(_ image: UIImage, scale: CGFloat, size: CGFloat = 30) throws -> Bitmap {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: size, height: size), false, scale)
    defer { UIGraphicsEndImageContext() }
    image.draw(in: CGRect(x: 0, y: 0, width: size, height: size))
    return try #require(UIGraphicsGetImageFromCurrentImageContext()?.cgImage).bitmap
  }

  func expectCorners(
    _ px: Bitmap, scale: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let checks: [(CGFloat, CGFloat, RGBA, String)] = [
      (1.5, 1.5, Self.red, "top-left"), (2.5, 2.5, Self.red, "top-left, inner"),
      (28.5, 1.5, Self.green, "top-right"), (27.5, 2.5, Self.green, "top-right, inner"),
      (1.5, 28.5, Self.blue, "bottom-left"), (28.5, 28.5, Self.yellow, "bottom-right"),
      (27.5, 27.5, Self.yellow, "bottom-right, inner"),
      (28.5, 15.5, Self.grey, "right edge"), (15.5, 28.5, Self.grey, "bottom edge"),
    ]
    for (x, y, expected, name) in checks {
      let got = color(px, x, y, scale: scale)
      #expect(
        close(got, expected), "\(name) at (\(x), \(y)): \(got)", sourceLocation: sourceLocation)
    }
  }

  func expectTiled(_ px: Bitmap, scale: CGFloat, sourceLocation: SourceLocation = #_sourceLocation)
  {
    expectCorners(px, scale: scale, sourceLocation: sourceLocation)
    let checks: [(CGFloat, CGFloat, RGBA, String)] = [
      (3.5, 1.5, Self.magenta, "top edge, first copy"), (4.5, 1.5, Self.cyan, "top edge"),
      (6.5, 1.5, Self.magenta, "top edge, second copy"), (7.5, 1.5, Self.cyan, "top edge"),
      (24.5, 1.5, Self.magenta, "top edge, last copy"), (26.5, 1.5, Self.cyan, "top edge, end"),
      (1.5, 3.5, Self.magenta, "left edge"), (1.5, 7.5, Self.cyan, "left edge"),
      (1.5, 12.5, Self.magenta, "left edge, fourth copy"),
      (3.5, 3.5, Self.black, "middle"), (4.5, 4.5, Self.white, "middle"),
      (21.5, 21.5, Self.black, "middle, sixth copy"), (22.5, 21.5, Self.white, "middle"),
    ]
    for (x, y, expected, name) in checks {
      let got = color(px, x, y, scale: scale)
      #expect(
        close(got, expected), "\(name) at (\(x), \(y)): \(got)", sourceLocation: sourceLocation)
    }
  }

  func expectStretched(
    _ px: Bitmap, scale: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectCorners(px, scale: scale, sourceLocation: sourceLocation)
    let checks: [(CGFloat, CGFloat, RGBA, String)] = [
      (3.5, 1.5, Self.magenta, "top edge"), (5.5, 1.5, Self.magenta, "top edge, stretched"),
      (20.5, 1.5, Self.cyan, "top edge"), (26.5, 1.5, Self.cyan, "top edge, end"),
      (1.5, 5.5, Self.magenta, "left edge, stretched"), (1.5, 20.5, Self.cyan, "left edge"),
      (4.5, 4.5, Self.black, "middle, stretched"), (21.5, 21.5, Self.white, "middle"),
    ]
    for (x, y, expected, name) in checks {
      let got = color(px, x, y, scale: scale)
      #expect(
        close(got, expected), "\(name) at (\(x), \(y)): \(got)", sourceLocation: sourceLocation)
    }
  }

  static let caps = UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)

  @Test(arguments: [1, 2] as [CGFloat])
  func imageViewTilesByDefault(scale: CGFloat) throws {
    let image = try patternImage(scale: scale).resizableImage(withCapInsets: Self.caps)
    #expect(image.resizingMode == .tile && image.capInsets == Self.caps)
    expectTiled(try renderInImageView(image, scale: scale), scale: scale)
  }

  @Test(arguments: [1, 2] as [CGFloat])
  func imageViewStretches(scale: CGFloat) throws {
    let image = try patternImage(scale: scale)
      .resizableImage(withCapInsets: Self.caps, resizingMode: .stretch)
    #expect(image.resizingMode == .stretch)
    expectStretched(try renderInImageView(image, scale: scale), scale: scale)
  }

  @Test(arguments: [1, 2] as [CGFloat])
  func drawInTiles(scale: CGFloat) throws {
    let image = try patternImage(scale: scale)
      .resizableImage(withCapInsets: Self.caps, resizingMode: .tile)
    expectTiled(try renderWithDrawIn(image, scale: scale), scale: scale)
  }

  @Test(arguments: [1, 2] as [CGFloat])
  func drawInStretches(scale: CGFloat) throws {
    let image = try patternImage(scale: scale)
      .resizableImage(withCapInsets: Self.caps, resizingMode: .stretch)
    expectStretched(try renderWithDrawIn(image, scale: scale), scale: scale)
  }

  @Test func drawInWithAlphaKeepsTheCaps() throws {
    let image = try patternImage(scale: 1)
      .resizableImage(withCapInsets: Self.caps, resizingMode: .stretch)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 30), false, 1)
    defer { UIGraphicsEndImageContext() }
    image.draw(in: CGRect(x: 0, y: 0, width: 30, height: 30), blendMode: .normal, alpha: 0.5)
    let px = try #require(UIGraphicsGetImageFromCurrentImageContext()?.cgImage).bitmap
    #expect(close(px.pixel(x: 3, y: 1), RGBA(red: 1, green: 0, blue: 1, alpha: 0.5)))
    #expect(close(px.pixel(x: 28, y: 1), RGBA(red: 0, green: 1, blue: 0, alpha: 0.5)))
  }

  @Test func uniformScalingIsWhatAPlainImageStillDoes() throws {
    // The control: without caps the image scales as a whole, so (4.5, 1.5) is red.
    let px = try renderInImageView(try patternImage(scale: 1), scale: 1)
    #expect(close(px.pixel(x: 4, y: 1), Self.red))
  }

  @Test(arguments: [1, 2] as [CGFloat])
  func capsLargerThanTheRectShrinkInProportion(scale: CGFloat) throws {
    // 4×4 points for 3 + 3 points of caps: each cap is drawn 2 points, with no middle.
    let image = try patternImage(scale: scale)
      .resizableImage(withCapInsets: Self.caps, resizingMode: .stretch)
    for px in [
      try renderInImageView(image, scale: scale, size: 4),
      try renderWithDrawIn(image, scale: scale, size: 4),
    ] {
      #expect(close(color(px, 0.5, 0.5, scale: scale), Self.red))
      #expect(close(color(px, 1.5, 1.5, scale: scale), Self.red))
      #expect(close(color(px, 2.5, 1.5, scale: scale), Self.green))
      #expect(close(color(px, 3.5, 0.5, scale: scale), Self.green))
      #expect(close(color(px, 0.5, 3.5, scale: scale), Self.blue))
      #expect(close(color(px, 3.5, 3.5, scale: scale), Self.yellow))
    }
  }

  @Test func stretchableImageHasAOnePointMiddle() throws {
    let image = try patternImage(scale: 1).stretchableImage(withLeftCapWidth: 3, topCapHeight: 3)
    #expect(image.capInsets == UIEdgeInsets(top: 3, left: 3, bottom: 5, right: 5))
    #expect(image.resizingMode == .stretch)
    #expect(image.leftCapWidth == 3 && image.topCapHeight == 3)
    let px = try renderInImageView(image, scale: 1)
    // The middle is the image's fourth column and row: magenta above, black in the middle.
    #expect(close(px.pixel(x: 1, y: 1), Self.red))
    #expect(close(px.pixel(x: 15, y: 1), Self.magenta))
    #expect(close(px.pixel(x: 15, y: 15), Self.black))
    // The right cap is the image's last five columns: two cyan, three green.
    #expect(close(px.pixel(x: 26, y: 1), Self.cyan))
    #expect(close(px.pixel(x: 28, y: 1), Self.green))
    #expect(close(px.pixel(x: 28, y: 28), Self.yellow))
  }

  @Test func copiesKeepTheCapsAndMode() throws {
    let image = try patternImage(scale: 2)
      .resizableImage(withCapInsets: Self.caps, resizingMode: .stretch)
    for copy in [
      image.withRenderingMode(.alwaysTemplate), image.withTintColor(.red),
      image.withTintColor(.red, renderingMode: .alwaysTemplate),
      image.withAlignmentRectInsets(UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)),
    ] {
      #expect(copy.capInsets == Self.caps)
      #expect(copy.resizingMode == .stretch)
    }
    let plain = try patternImage(scale: 1)
    #expect(plain.resizingMode == .tile && plain.capInsets == .zero)
  }

  @Test func aspectModesDrawTheImageWhole() throws {
    let image = try patternImage(scale: 1)
      .resizableImage(withCapInsets: Self.caps, resizingMode: .stretch)
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    view.image = image
    view.contentMode = .scaleAspectFit
    let px = try renderPixels(view)
    #expect(close(px.pixel(x: 4, y: 1), Self.red))
    view.contentMode = .scaleToFill
    #expect(close(try renderPixels(view).pixel(x: 4, y: 1), Self.magenta))
  }

  @Test func templateImagesKeepTheirCaps() throws {
    // Opaque 3-point corners, transparent elsewhere: tinted, only the corners show.
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 9, height: 9), false, 2)
    UIColor.black.setFill()
    for (x, y) in [(0, 0), (6, 0), (0, 6), (6, 6)] as [(CGFloat, CGFloat)] {
      UIRectFill(CGRect(x: x, y: y, width: 3, height: 3))
    }
    let corners = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    view.tintColor = .blue
    view.image = corners.resizableImage(withCapInsets: Self.caps, resizingMode: .stretch)
      .withRenderingMode(.alwaysTemplate)
    let px = try renderPixels(view, scale: 2)
    #expect(close(px.pixel(x: 3, y: 3), Self.blue))
    #expect(close(px.pixel(x: 57, y: 57), Self.blue))
    #expect(px.pixel(x: 9, y: 3).alpha < 0.05)
    #expect(px.pixel(x: 30, y: 30).alpha < 0.05)
  }

  @Test func buttonBackgroundImagesAreDrawnInNineParts() throws {
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
    button.setBackgroundImage(
      try patternImage(scale: 2).resizableImage(withCapInsets: Self.caps), for: .normal)
    button.layoutIfNeeded()
    expectTiled(try renderPixels(button, scale: 2), scale: 2)
  }

  @Test(arguments: [1, 2] as [CGFloat])
  func layerContentsCenterStretches(scale: CGFloat) throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    let layer = CALayer()
    layer.frame = view.bounds
    layer.contents = try patternImage(scale: scale).cgImage
    layer.contentsScale = scale
    layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
    view.layer.addSublayer(layer)
    expectStretched(try renderPixels(view, scale: scale), scale: scale)
  }

  @Test func aZeroSizedContentsCenterStretchesTheSeam() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    view.layer.contents = try patternImage(scale: 1).cgImage
    view.layer.contentsCenter = CGRect(x: 4.0 / 9, y: 4.0 / 9, width: 0, height: 0)
    let px = try renderPixels(view)
    #expect(close(px.pixel(x: 1, y: 1), Self.red))
    #expect(close(px.pixel(x: 3, y: 1), Self.magenta))
    #expect(close(px.pixel(x: 28, y: 28), Self.yellow))
  }
}
