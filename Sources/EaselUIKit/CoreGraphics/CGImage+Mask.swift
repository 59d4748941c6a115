internal import EaselGraphics
import Foundation

extension CGImage {
  /// An image mask of the samples `provider` holds, as `CGImageMaskCreate`: each pixel's first
  /// component (1, 2, 4 or 8 bits, most significant bits first, `bitsPerPixel` apart), read
  /// through `decode` (two values, `[0, 1]` when nil), says where painting goes through it:
  /// a sample of 0 paints fully, 1 not at all, as an inverse alpha. Nil for another component
  /// size, pixels narrower than a component or not a whole number of components, or a
  /// provider holding fewer bytes than the rows need.
  ///
  /// Drawn with `CGContext.draw(_:in:)`, the mask paints the fill colour; given to
  /// `masking(_:)`, it cuts an image. `shouldInterpolate` has no effect (Easel interpolates
  /// when it scales).
  ///
  /// Differs from Core Graphics' Swift overlay: `provider` may be nil (giving nil, as
  /// `CGImageMaskCreate` gives NULL for a NULL provider), as C declares it, so that translated
  /// Objective-C passes `CGImageGetDataProvider(…)`'s optional as C does. Swift code passing a
  /// provider reads the same.
  public convenience init?(
    maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int,
    bytesPerRow: Int, provider: CGDataProvider?, decode: UnsafePointer<CGFloat>?,
    shouldInterpolate: Bool
  ) {
    guard let provider, width > 0, height > 0, [1, 2, 4, 8].contains(bitsPerComponent),
      bitsPerPixel >= bitsPerComponent, bitsPerPixel % bitsPerComponent == 0,
      bytesPerRow * 8 >= width * bitsPerPixel,
      provider.data.count >= bytesPerRow * (height - 1) + (width * bitsPerPixel + 7) / 8,
      let surface = try? RasterSurface(width: CGFloat(width), height: CGFloat(height))
    else { return nil }
    let low = decode.map { Double($0[0]) } ?? 0
    let high = decode.map { Double($0[1]) } ?? 1
    let largest = (1 << bitsPerComponent) - 1
    // Straight black with the coverage as alpha, one RGBA pixel a sample.
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    provider.data.withUnsafeBytes { raw in
      for y in 0..<height {
        for x in 0..<width {
          let bit = y * bytesPerRow * 8 + x * bitsPerPixel
          let shift = 8 - bitsPerComponent - bit % 8
          let sample = Double((Int(raw[bit / 8]) >> shift) & largest) / Double(largest)
          let coverage = min(max(1 - (low + sample * (high - low)), 0), 1)
          pixels[(y * width + x) * 4 + 3] = UInt8((coverage * 255).rounded())
        }
      }
    }
    pixels.withUnsafeBytes {
      surface.load(
        $0.baseAddress!, bytesPerRow: width * 4,
        layout: .init(alphaFirst: false, premultiplied: false, skipsAlpha: false, littleEndian: false))
    }
    self.init(bitmap: surface.bitmap(), isMask: true)
  }

  /// The image painted through `mask`, as `CGImageCreateWithMask`: an image mask's samples act
  /// as an inverse alpha (0 shows the image, 1 leaves it out); an image's act as an alpha (its
  /// grey value: white shows, black leaves out). The mask is scaled to the image's size when
  /// they differ. Nil when the image is itself an image mask, as Core Graphics gives.
  ///
  /// Differs from Core Graphics, which takes as a mask image only one in a grey colour space
  /// without alpha (and gives nil for another): Easel's images do not keep their colour
  /// space, so a colour image masks by its luminance, and one with transparency by its alpha.
  public func masking(_ mask: CGImage) -> CGImage? {
    guard !isMask else { return nil }
    let coverage = mask.isMask ? mask.bitmap : mask.bitmap.alphaMask()
    return bitmap.masked(by: coverage).map { CGImage(bitmap: $0) }
  }
}
