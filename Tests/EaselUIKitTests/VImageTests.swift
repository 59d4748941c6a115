import Accelerate
import Testing

/// vImage's 8-bit ARGB box and tent convolutions and colour matrix, as the SDK headers define
/// them (Convolution.h, Transform.h), for blur code copied from Apple's image-effects sample.
@Suite struct VImageTests {
  /// A `width` × `height` ARGB8888 image, rows padded to `rowBytes`, filled by `pixel(x, y)`.
  final class Image {
    var bytes: [UInt8]
    let width: Int
    let height: Int
    let rowBytes: Int

    init(width: Int, height: Int, pixel: (Int, Int) -> [UInt8] = { _, _ in [0, 0, 0, 0] }) {
      self.width = width
      self.height = height
      rowBytes = width * 4 + 8
      bytes = [UInt8](repeating: 0xEE, count: rowBytes * height)
      for y in 0..<height {
        for x in 0..<width {
          for (c, v) in pixel(x, y).enumerated() { bytes[y * rowBytes + 4 * x + c] = v }
        }
      }
    }

    func channel(_ c: Int, y: Int = 0) -> [UInt8] {
      (0..<width).map { bytes[y * rowBytes + 4 * $0 + c] }
    }

    /// Runs `body` with a buffer over the bytes.
    func with<T>(_ body: (inout vImage_Buffer) -> T) -> T {
      bytes.withUnsafeMutableBytes { raw in
        var buffer = vImage_Buffer(
          data: raw.baseAddress, height: vImagePixelCount(height),
          width: vImagePixelCount(width), rowBytes: rowBytes)
        return body(&buffer)
      }
    }
  }

  /// One row: alpha 255, red 0, 30, 60, 90, 120.
  static func ramp() -> Image {
    Image(width: 5, height: 1) { x, _ in [255, UInt8(30 * x), 0, 0] }
  }

  static func box(_ width: UInt32, _ flags: Int, background: [UInt8] = [0, 0, 0, 0]) -> (
    vImage_Error, Image
  ) {
    let src = ramp()
    let dest = Image(width: 5, height: 1)
    let error = src.with { s in
      dest.with { d in
        vImageBoxConvolve_ARGB8888(&s, &d, nil, 0, 0, 1, width, background, vImage_Flags(flags))
      }
    }
    return (error, dest)
  }

  @Test(arguments: [
    // The edge pixel stands in for the missing ones.
    (kvImageEdgeExtend, [10, 30, 60, 90, 110]),
    // The background colour (opaque, red 255) does.
    (kvImageBackgroundColorFill, [95, 30, 60, 90, 155]),
    // Only the pixels there count.
    (kvImageTruncateKernel, [15, 30, 60, 90, 105]),
    // Where the kernel overhangs, the source is copied.
    (kvImageCopyInPlace, [0, 30, 60, 90, 120]),
  ])
  func boxAveragesTheKernelEachEdgingModeItsWay(_ flags: Int, _ red: [Int]) {
    let (error, dest) = Self.box(3, flags, background: [255, 255, 0, 0])
    #expect(error == kvImageNoError)
    #expect(dest.channel(1).map(Int.init) == red)
    #expect(dest.channel(0) == [255, 255, 255, 255, 255])
    // Row padding is not written.
    #expect(dest.bytes[20..<28].allSatisfy { $0 == 0xEE })
  }

  @Test func tentWeighsTheCentreMost() {
    let src = Self.ramp()
    let dest = Image(width: 5, height: 1)
    let error = src.with { s in
      dest.with { d in
        vImageTentConvolve_ARGB8888(&s, &d, nil, 0, 0, 1, 3, nil, vImage_Flags(kvImageEdgeExtend))
      }
    }
    #expect(error == kvImageNoError)
    // (1·0 + 2·0 + 1·30 + 2) / 4, (0 + 60 + 60 + 2) / 4, …
    #expect(dest.channel(1) == [8, 30, 60, 90, 113])
  }

  @Test func aTwoDimensionalBlurOfAFlatImageKeepsItAndLeavesAlphaWhenAsked() {
    let src = Image(width: 40, height: 30) { x, y in [UInt8(x), 77, 77, 77] }
    let dest = Image(width: 40, height: 30)
    let flags = kvImageEdgeExtend | kvImageLeaveAlphaUnchanged
    let error = src.with { s in
      dest.with { d in
        vImageBoxConvolve_ARGB8888(&s, &d, nil, 0, 0, 21, 35, nil, vImage_Flags(flags))
      }
    }
    #expect(error == kvImageNoError)
    for y in [0, 15, 29] {
      #expect(dest.channel(2, y: y).allSatisfy { $0 == 77 })
      #expect(dest.channel(0, y: y) == (0..<40).map { UInt8($0) })
    }
  }

  @Test func theTempBufferSizeIsAskedWithoutTouchingTheImage() {
    let (size, dest) = Self.box(3, kvImageEdgeExtend | kvImageGetTempBufferSize)
    #expect(size > 0)
    #expect(dest.channel(1) == [0, 0, 0, 0, 0])
  }

  @Test func badArgumentsAreErrorsAsTheHeadersList() {
    #expect(Self.box(3, kvImageNoFlags).0 == kvImageInvalidEdgeStyle)
    #expect(Self.box(3, kvImageEdgeExtend | kvImageCopyInPlace).0 == kvImageInvalidEdgeStyle)
    #expect(Self.box(4, kvImageEdgeExtend).0 == kvImageInvalidKernelSize)
  }

  @Test func matrixMultipliesEachPixelAsARowVector() {
    let image = Image(width: 2, height: 2) { x, y in [255, 10, UInt8(100 * x), 200] }
    // Red and blue swapped (in · M, M[4 * in + out]), green doubled, then halved by the divisor
    // with the default rounding (divisor / 2), plus a pre-bias of 1 on green.
    var m = [Int16](repeating: 0, count: 16)
    m[0] = 2
    m[4 * 1 + 3] = 2
    m[4 * 3 + 1] = 2
    m[4 * 2 + 2] = 4
    let pre: [Int16] = [0, 0, 1, 0]
    let error = image.with { b in
      vImageMatrixMultiply_ARGB8888(&b, &b, m, 2, pre, nil, vImage_Flags(kvImageNoFlags))
    }
    #expect(error == kvImageNoError)
    #expect(image.channel(0) == [255, 255])
    #expect(image.channel(1) == [200, 200])
    // (0 + 1) · 4 / 2 = 2; (100 + 1) · 4 / 2 = 202 (+1 rounding, integer division).
    #expect(image.channel(2) == [2, 202])
    #expect(image.channel(3) == [10, 10])
  }
}
