import Foundation
import UIKit

// The scenarios of CoreImageTests.swift, in a file of their own because `import UIKit` (which
// brings Core Image, as on iOS) and `import Testing` in one file make the compiler look for
// swift-testing's `_Testing_CoreImage` cross-import overlay, which Linux toolchains lack.
// Each returns what failed, located by line.

/// What a scenario found wrong.
struct Checks {
  var failures: [String] = []

  mutating func expect(_ ok: Bool, _ what: @autoclosure () -> String = "", line: Int = #line) {
    if !ok { failures.append("CoreImageFixture.swift:\(line): \(what())") }
  }

  mutating func require<T>(_ value: T?, line: Int = #line) -> T? {
    if value == nil { failures.append("CoreImageFixture.swift:\(line): required value is nil") }
    return value
  }
}

@MainActor
enum CoreImageFixture {
  /// The straight-alpha colour of pixel (x, y), y down from the image's top row.
  private static func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> (
    r: Double, g: Double, b: Double, a: Double
  ) {
    let p = image.bitmap.pixel(x: x, y: y)
    return (p.red, p.green, p.blue, p.alpha)
  }

  /// A `width`×`height` image, red in its top half and blue in its bottom half.
  private static func redOverBlue(width: Int, height: Int) -> CGImage {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: width, height: height))
    let image = renderer.image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: width, height: height / 2))
      UIColor.blue.setFill()
      context.fill(CGRect(x: 0, y: height / 2, width: width, height: height - height / 2))
    }
    return image.cgImage!
  }

  static func importUIKitBringsCoreImageImageIOAndSecurity() -> [String] {
    var c = Checks()
    var bytes = [UInt8](repeating: 0, count: 8)
    let status = SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes)
    c.expect(status == errSecSuccess)
    c.expect(bytes != [UInt8](repeating: 0, count: 8), "the bytes are filled: \(bytes)")
    c.expect(CGImageSourceCreateWithData(Data([1, 2, 3]), nil) != nil)
    c.expect(CIColor.red.red == 1)
    return c.failures
  }

  static func colorsConvertBothWaysAndReadTheirStrings() -> [String] {
    var c = Checks()
    let color = CIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
    c.expect(color.numberOfComponents == 4 && color.components[2] == 0.75)
    c.expect(color.stringRepresentation == "0.25 0.5 0.75 0.5")
    c.expect(CIColor(string: color.stringRepresentation) == color)
    c.expect(CIColor(string: "[1 0 0]").alpha == 1)
    let ui = UIColor(ciColor: color)
    var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
    c.expect(ui.getRed(&r, green: &g, blue: &b, alpha: &a))
    c.expect(abs(r - 0.25) < 1e-9 && abs(b - 0.75) < 1e-9 && abs(a - 0.5) < 1e-9)
    c.expect(CIColor(color: UIColor(white: 1, alpha: 1)) == CIColor.white)
    c.expect(UIColor.green.ciColor.green == 1)
    c.expect(
      CIColor(red: 1, green: 0, blue: 0, alpha: 1, colorSpace: CGColorSpaceCreateDeviceGray())
        == nil)
    return c.failures
  }

  static func vectorsHoldPointsRectanglesAndTransforms() -> [String] {
    var c = Checks()
    let r = CGRect(x: 1, y: 2, width: 3, height: 4)
    c.expect(CIVector(cgRect: r).cgRectValue == r)
    c.expect(CIVector(string: "[5 6]").cgPointValue == CGPoint(x: 5, y: 6))
    c.expect(CIVector(x: 1, y: 2).value(at: 7) == 0)
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    c.expect(CIVector(cgAffineTransform: t).cgAffineTransformValue == t)
    return c.failures
  }

  static func anImageOfPixelsRendersUprightInCoreImagesSpace() -> [String] {
    var c = Checks()
    let source = redOverBlue(width: 4, height: 4)
    let image = CIImage(cgImage: source)
    c.expect(image.extent == CGRect(x: 0, y: 0, width: 4, height: 4))
    guard let out = c.require(CIContext().createCGImage(image, from: image.extent)) else {
      return c.failures
    }
    c.expect(out.width == 4 && out.height == 4)
    c.expect(pixel(out, 1, 0).r > 0.99 && pixel(out, 1, 3).b > 0.99, "not turned upside down")
    // The bottom half of Core Image's space (y up) is the image's bottom rows: blue.
    guard
      let bottom = c.require(
        CIContext().createCGImage(image, from: CGRect(x: 0, y: 0, width: 4, height: 2)))
    else { return c.failures }
    c.expect(pixel(bottom, 0, 0).b > 0.99 && pixel(bottom, 3, 1).b > 0.99)
    return c.failures
  }

  static func colorsCropsTransformsAndCompositesRender() -> [String] {
    var c = Checks()
    let red = CIImage(color: .red)
    c.expect(red.extent.isInfinite)
    let square = red.cropped(to: CGRect(x: 0, y: 0, width: 2, height: 2))
    c.expect(square.extent == CGRect(x: 0, y: 0, width: 2, height: 2))
    let moved = square.transformed(by: CGAffineTransform(translationX: 2, y: 0))
    c.expect(moved.extent == CGRect(x: 2, y: 0, width: 2, height: 2))
    let blue = CIImage(color: .blue).cropped(to: CGRect(x: 0, y: 0, width: 4, height: 2))
    let both = moved.composited(over: blue)
    guard let out = c.require(CIContext().createCGImage(both, from: both.extent)) else {
      return c.failures
    }
    c.expect(out.width == 4 && out.height == 2)
    c.expect(pixel(out, 0, 0).b > 0.99 && pixel(out, 3, 1).r > 0.99)
    c.expect(
      CIContext().createCGImage(red, from: red.extent) == nil, "an infinite extent has no pixels")
    return c.failures
  }

  static func aGaussianBlurSpreadsAndSoftensTheEdge() -> [String] {
    var c = Checks()
    let square = CIImage(color: .white).cropped(to: CGRect(x: 0, y: 0, width: 20, height: 20))
    let blurred = square.applyingGaussianBlur(sigma: 3)
    c.expect(blurred.extent == CGRect(x: -9, y: -9, width: 38, height: 38))
    guard let out = c.require(CIContext().createCGImage(blurred, from: blurred.extent)) else {
      return c.failures
    }
    c.expect(pixel(out, 19, 19).a > 0.97, "the middle stays opaque")
    let edge = pixel(out, 9, 19).a
    c.expect(edge > 0.35 && edge < 0.65, "half covered at the square's edge: \(edge)")
    c.expect(pixel(out, 0, 19).a < 0.05, "three sigma out is clear")
    // Clamped first, the edge does not fade: Core Image's idiom for a blur to the edges.
    let clamped = square.clampedToExtent().applyingGaussianBlur(sigma: 3).cropped(to: square.extent)
    guard let inside = c.require(CIContext().createCGImage(clamped, from: square.extent)) else {
      return c.failures
    }
    c.expect(pixel(inside, 0, 0).a > 0.99)
    return c.failures
  }

  static func filtersTakeTheirParametersByKeyAndSayWhatTheyDoNotApply() -> [String] {
    var c = Checks()
    let square = CIImage(color: .white).cropped(to: CGRect(x: 0, y: 0, width: 10, height: 10))
    guard let blur = c.require(CIFilter(name: "CIGaussianBlur")) else { return c.failures }
    blur.setValue(square, forKey: kCIInputImageKey)
    blur.setValue(2, forKey: kCIInputRadiusKey)
    c.expect(kCIInputImageKey == "inputImage")
    c.expect((blur.value(forKey: kCIInputRadiusKey) as? Int) == 2)
    c.expect(blur.outputImage?.extent == CGRect(x: -6, y: -6, width: 22, height: 22))
    c.expect((blur.value(forKey: kCIOutputImageKey) as? CIImage)?.extent.width == 22)

    guard
      let color = c.require(
        CIFilter(name: "CIConstantColorGenerator", parameters: ["inputColor": CIColor.red]))
    else { return c.failures }
    c.expect(color.outputImage?.extent.isInfinite == true)

    _ = UnimplementedAPI.shared.take()
    guard let sepia = c.require(CIFilter(name: "CISepiaTone")) else { return c.failures }
    sepia.setValue(square, forKey: kCIInputImageKey)
    c.expect(sepia.outputImage === square, "drawn unfiltered")
    let noted = UnimplementedAPI.shared.take().map(\.symbol)
    c.expect(noted.contains("CIFilter(name: \"CISepiaTone\")"), "\(noted)")
    c.expect(CIFilter(name: "sepia") == nil)
    c.expect(
      square.applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: 1]).extent.width == 16
    )
    return c.failures
  }

  static func imagesConvertBetweenUIKitAndCoreImage() -> [String] {
    var c = Checks()
    let ci = CIImage(color: .green).cropped(to: CGRect(x: 0, y: 0, width: 3, height: 5))
    let image = UIImage(ciImage: ci)
    c.expect(image.size == CGSize(width: 3, height: 5))
    c.expect(image.ciImage === ci)
    guard let back = c.require(CIImage(image: image)) else { return c.failures }
    c.expect(back.extent.size == CGSize(width: 3, height: 5))
    c.expect(CIImage(image: UIImage()) == nil)
    return c.failures
  }

  static func anImageSourceReadsPNGAndSaysWhatItCannotRead() -> [String] {
    var c = Checks()
    guard let png = c.require(UIImage(cgImage: redOverBlue(width: 6, height: 4)).pngData()) else {
      return c.failures
    }
    guard let source = c.require(CGImageSourceCreateWithData(png as CFData, nil)) else {
      return c.failures
    }
    c.expect(CGImageSourceGetCount(source) == 1)
    c.expect(CGImageSourceGetStatus(source) == .statusComplete)
    c.expect(CGImageSourceGetType(source) == "public.png")
    guard
      let properties = c.require(
        CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
    else { return c.failures }
    c.expect((properties[kCGImagePropertyPixelWidth as String] as? NSNumber)?.intValue == 6)
    guard let image = c.require(CGImageSourceCreateImageAtIndex(source, 0, nil)) else {
      return c.failures
    }
    c.expect(image.width == 6 && pixel(image, 0, 0).r > 0.99)
    c.expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)
    guard
      let thumbnail = c.require(
        CGImageSourceCreateThumbnailAtIndex(
          source, 0, [kCGImageSourceThumbnailMaxPixelSize: 3] as CFDictionary))
    else { return c.failures }
    c.expect(thumbnail.width == 3 && thumbnail.height == 2)

    _ = UnimplementedAPI.shared.take()
    guard let gif = c.require(CGImageSourceCreateWithData(Data("GIF89a....".utf8) as CFData, nil))
    else { return c.failures }
    c.expect(CGImageSourceGetCount(gif) == 0 && CGImageSourceGetStatus(gif) == .statusUnknownType)
    c.expect(
      UnimplementedAPI.shared.take().map(\.symbol).contains(
        "CGImageSource of com.compuserve.gif data"))
    c.expect(CGImageSourceCreateWithData(Data() as CFData, nil) == nil)
    return c.failures
  }
}
