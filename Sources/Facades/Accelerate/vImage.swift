// vImage's types (vImage_Types.h) and the 8-bit ARGB filters image code copies from Apple's
// blur sample (`UIImage+ImageEffects`) and its descendants: box and tent convolution and the
// 4×4 colour matrix, computed as the SDK headers define them (Convolution.h, Transform.h), so
// that a designable that blurs or desaturates an image draws it. The rest of vImage is not
// declared; a use of it fails to build naming the function.

/// A number of pixels (`unsigned long`).
public typealias vImagePixelCount = UInt

/// A result: `kvImageNoError`, a negative error, or (with `kvImageGetTempBufferSize`) a size.
public typealias vImage_Error = Int

/// Options for a vImage call (`kvImageEdgeExtend`, …).
public typealias vImage_Flags = UInt32

/// An 8-bit planar pixel.
public typealias Pixel_8 = UInt8
/// A 32-bit float planar pixel.
public typealias Pixel_F = Float
/// An interleaved 8-bit pixel, four channels; a parameter of this type is a pointer to four.
public typealias Pixel_8888 = (UInt8, UInt8, UInt8, UInt8)

/// An image in memory: `height` rows of `width` pixels, `rowBytes` apart, from `data`.
public struct vImage_Buffer {
  public var data: UnsafeMutableRawPointer!
  public var height: vImagePixelCount
  public var width: vImagePixelCount
  public var rowBytes: Int

  public init() {
    data = nil
    height = 0
    width = 0
    rowBytes = 0
  }

  public init(
    data: UnsafeMutableRawPointer!, height: vImagePixelCount, width: vImagePixelCount,
    rowBytes: Int
  ) {
    self.data = data
    self.height = height
    self.width = width
    self.rowBytes = rowBytes
  }
}

public var kvImageNoError: Int { 0 }
public var kvImageRoiLargerThanInputBuffer: Int { -21766 }
public var kvImageInvalidKernelSize: Int { -21767 }
public var kvImageInvalidEdgeStyle: Int { -21768 }
public var kvImageInvalidOffset_X: Int { -21769 }
public var kvImageInvalidOffset_Y: Int { -21770 }
public var kvImageMemoryAllocationError: Int { -21771 }
public var kvImageNullPointerArgument: Int { -21772 }
public var kvImageInvalidParameter: Int { -21773 }
public var kvImageBufferSizeMismatch: Int { -21774 }
public var kvImageUnknownFlagsBit: Int { -21775 }
public var kvImageInternalError: Int { -21776 }
public var kvImageInvalidRowBytes: Int { -21777 }
public var kvImageInvalidImageFormat: Int { -21778 }
public var kvImageColorSyncIsAbsent: Int { -21779 }
public var kvImageOutOfPlaceOperationRequired: Int { -21780 }
public var kvImageInvalidImageObject: Int { -21781 }
public var kvImageInvalidCVImageFormat: Int { -21782 }
public var kvImageUnsupportedConversion: Int { -21783 }
public var kvImageCoreVideoIsAbsent: Int { -21784 }

public var kvImageNoFlags: Int { 0 }
public var kvImageLeaveAlphaUnchanged: Int { 1 }
public var kvImageCopyInPlace: Int { 2 }
public var kvImageBackgroundColorFill: Int { 4 }
public var kvImageEdgeExtend: Int { 8 }
public var kvImageDoNotTile: Int { 16 }
public var kvImageHighQualityResampling: Int { 32 }
public var kvImageTruncateKernel: Int { 64 }
public var kvImageGetTempBufferSize: Int { 128 }
public var kvImagePrintDiagnosticsToConsole: Int { 256 }
public var kvImageNoAllocate: Int { 512 }
public var kvImageHDRContent: Int { 1024 }
public var kvImageDoNotClamp: Int { 2048 }

/// Each pixel the rounded mean of the `kernel_width` × `kernel_height` pixels around it, per
/// channel, the missing ones beyond the edges as `flags`' edging mode says.
public func vImageBoxConvolve_ARGB8888(
  _ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
  _ tempBuffer: UnsafeMutableRawPointer!, _ srcOffsetToROI_X: vImagePixelCount,
  _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
  _ backgroundColor: UnsafePointer<UInt8>!, _ flags: vImage_Flags
) -> vImage_Error {
  SeparableConvolution(
    rows: [Int](repeating: 1, count: Int(kernel_height)),
    columns: [Int](repeating: 1, count: Int(kernel_width))
  ).run(
    src.pointee, dest.pointee, offset: (Int(srcOffsetToROI_X), Int(srcOffsetToROI_Y)),
    background: backgroundColor, flags: flags)
}

/// As `vImageBoxConvolve_ARGB8888`, with weights that fall linearly from the centre (1, 2, …,
/// n, …, 2, 1 in each direction).
public func vImageTentConvolve_ARGB8888(
  _ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
  _ tempBuffer: UnsafeMutableRawPointer!, _ srcOffsetToROI_X: vImagePixelCount,
  _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
  _ backgroundColor: UnsafePointer<UInt8>!, _ flags: vImage_Flags
) -> vImage_Error {
  func tent(_ n: UInt32) -> [Int] { (0..<Int(n)).map { min($0 + 1, Int(n) - $0) } }
  return SeparableConvolution(rows: tent(kernel_height), columns: tent(kernel_width)).run(
    src.pointee, dest.pointee, offset: (Int(srcOffsetToROI_X), Int(srcOffsetToROI_Y)),
    background: backgroundColor, flags: flags)
}

/// Each pixel, a row vector of its four channels plus `pre_bias`, times the 4×4 `matrix`
/// (`matrix[4 * in + out]`), plus `post_bias` (`divisor / 2` when nil, to round), divided by
/// `divisor` and clamped to 0…255. Works in place when `src` and `dest` are the same buffer.
public func vImageMatrixMultiply_ARGB8888(
  _ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
  _ matrix: UnsafePointer<Int16>, _ divisor: Int32, _ pre_bias: UnsafePointer<Int16>!,
  _ post_bias: UnsafePointer<Int32>!, _ flags: vImage_Flags
) -> vImage_Error {
  let s = src.pointee
  let d = dest.pointee
  guard let from = s.data, let to = d.data else { return kvImageNullPointerArgument }
  guard d.width <= s.width, d.height <= s.height else { return kvImageRoiLargerThanInputBuffer }
  guard divisor != 0 else { return kvImageInvalidParameter }
  let pre = (0..<4).map { i in pre_bias.map { Int($0[i]) } ?? 0 }
  let post = (0..<4).map { i in post_bias.map { Int($0[i]) } ?? Int(divisor / 2) }
  let m = (0..<16).map { Int(matrix[$0]) }
  for y in 0..<Int(d.height) {
    let inRow = from.advanced(by: y * s.rowBytes).assumingMemoryBound(to: UInt8.self)
    let outRow = to.advanced(by: y * d.rowBytes).assumingMemoryBound(to: UInt8.self)
    for x in 0..<Int(d.width) {
      let pixel = (0..<4).map { Int(inRow[4 * x + $0]) + pre[$0] }
      for out in 0..<4 {
        var sum = post[out]
        for channel in 0..<4 { sum += pixel[channel] * m[4 * channel + out] }
        outRow[4 * x + out] = UInt8(clamping: sum / Int(divisor))
      }
    }
  }
  return kvImageNoError
}

/// A convolution whose weights are `rows[i] * columns[j]`, over four 8-bit channels, with
/// vImage's edging modes: a pass along each row, then one down each column, each over a line
/// padded as the edging mode says (the nearest pixel, the background colour, or nothing and
/// no weight), rounded once at the end.
private struct SeparableConvolution {
  var rows: [Int]
  var columns: [Int]

  func run(
    _ s: vImage_Buffer, _ d: vImage_Buffer, offset: (x: Int, y: Int),
    background: UnsafePointer<UInt8>?, flags: vImage_Flags
  ) -> vImage_Error {
    let f = Int(flags)
    let edging = [
      kvImageCopyInPlace, kvImageBackgroundColorFill, kvImageEdgeExtend, kvImageTruncateKernel,
    ].filter { f & $0 != 0 }
    guard rows.count % 2 == 1, columns.count % 2 == 1 else { return kvImageInvalidKernelSize }
    guard edging.count == 1, let edge = edging.first else { return kvImageInvalidEdgeStyle }
    if f & kvImageGetTempBufferSize != 0 {
      // Easel needs no working memory; a size the caller can allocate and pass back.
      return max(1, Int(d.width) * 4 * MemoryLayout<Int>.size)
    }
    guard let from = s.data, let to = d.data else { return kvImageNullPointerArgument }
    guard d.width <= s.width, d.height <= s.height else { return kvImageRoiLargerThanInputBuffer }
    guard offset.x + Int(d.width) <= Int(s.width) else { return kvImageInvalidOffset_X }
    guard offset.y + Int(d.height) <= Int(s.height) else { return kvImageInvalidOffset_Y }
    if edge == kvImageBackgroundColorFill, background == nil { return kvImageNullPointerArgument }
    let (width, height) = (Int(s.width), Int(s.height))
    let (outWidth, outHeight) = (Int(d.width), Int(d.height))
    let truncate = edge == kvImageTruncateKernel
    func source(_ x: Int, _ y: Int, _ channel: Int) -> Int {
      Int(from.load(fromByteOffset: y * s.rowBytes + 4 * x + channel, as: UInt8.self))
    }
    // Pixels beyond the edge: nil is the nearest pixel, a value stands in, `.some(0)` with no
    // weight when the kernel is truncated.
    func padding(_ channel: Int, lineWeight: Int) -> Int? {
      if truncate { return 0 }
      if edge == kvImageBackgroundColorFill, let background {
        return Int(background[channel]) * lineWeight
      }
      return nil
    }
    let columnWeight = columns.reduce(0, +)
    // Along each row: sums for the destination's columns.
    var across = [Int](repeating: 0, count: height * outWidth * 4)
    for y in 0..<height {
      for channel in 0..<4 {
        let line = Self.padded(count: width, half: columns.count / 2, padding(channel, lineWeight: 1)) {
          source($0, y, channel)
        }
        let sums = Self.convolve(line, columns, from: offset.x, count: outWidth)
        for x in 0..<outWidth { across[(y * outWidth + x) * 4 + channel] = sums[x] }
      }
    }
    let columnWeights = Self.weights(columns, count: width, from: offset.x, outCount: outWidth, truncate)
    let rowWeights = Self.weights(rows, count: height, from: offset.y, outCount: outHeight, truncate)
    let total = rows.reduce(0, +) * columnWeight
    let firstChannel = f & kvImageLeaveAlphaUnchanged != 0 ? 1 : 0
    for x in 0..<outWidth {
      for channel in firstChannel..<4 {
        let line = Self.padded(
          count: height, half: rows.count / 2, padding(channel, lineWeight: columnWeight)
        ) { across[($0 * outWidth + x) * 4 + channel] }
        let sums = Self.convolve(line, rows, from: offset.y, count: outHeight)
        for y in 0..<outHeight {
          let divisor = truncate ? max(1, rowWeights[y] * columnWeights[x]) : total
          to.storeBytes(
            of: UInt8(clamping: (sums[y] + divisor / 2) / divisor),
            toByteOffset: y * d.rowBytes + 4 * x + channel, as: UInt8.self)
        }
      }
    }
    // Unchanged: alpha when asked, and under copy-in-place the pixels the kernel overhangs.
    let (halfRows, halfColumns) = (rows.count / 2, columns.count / 2)
    for y in 0..<outHeight {
      for x in 0..<outWidth {
        let (cx, cy) = (x + offset.x, y + offset.y)
        let overhangs =
          cx < halfColumns || cx + halfColumns >= width || cy < halfRows
          || cy + halfRows >= height
        let copied = edge == kvImageCopyInPlace && overhangs ? 4 : firstChannel
        for channel in 0..<copied {
          to.storeBytes(
            of: UInt8(source(cx, cy, channel)), toByteOffset: y * d.rowBytes + 4 * x + channel,
            as: UInt8.self)
        }
      }
    }
    return kvImageNoError
  }

  /// `count` values with `half` more each side: `padding`, or the nearest value when nil.
  static func padded(count: Int, half: Int, _ padding: Int?, _ value: (Int) -> Int) -> [Int] {
    (-half..<(count + half)).map { i in
      if i >= 0, i < count { return value(i) }
      return padding ?? value(min(max(i, 0), count - 1))
    }
  }

  /// `Σ weights[j] * line[k + j]` for `k` in `from..<from + count`; a running sum when the
  /// weights are all one (a box), so a large blur costs no more than a small one.
  static func convolve(_ line: [Int], _ weights: [Int], from: Int, count: Int) -> [Int] {
    if weights.allSatisfy({ $0 == 1 }) {
      var prefix = [Int](repeating: 0, count: line.count + 1)
      for (i, v) in line.enumerated() { prefix[i + 1] = prefix[i] + v }
      return (from..<(from + count)).map { prefix[$0 + weights.count] - prefix[$0] }
    }
    return (from..<(from + count)).map { k in
      weights.indices.reduce(0) { $0 + weights[$1] * line[k + $1] }
    }
  }

  /// The weight of the kernel's pixels that exist, for each output position (truncated
  /// kernels only; otherwise unused).
  static func weights(_ kernel: [Int], count: Int, from: Int, outCount: Int, _ truncate: Bool)
    -> [Int]
  {
    guard truncate else { return [] }
    let mask = padded(count: count, half: kernel.count / 2, 0) { _ in 1 }
    return convolve(mask, kernel, from: from, count: outCount)
  }
}
