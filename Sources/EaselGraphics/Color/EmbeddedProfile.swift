internal import CCairo
internal import CLittleCMS
import Foundation

/// An ICC profile an image file carries (PNG's `iCCP` chunk, JPEG's `APP2` `ICC_PROFILE`
/// segments), and the conversion of the image's pixels from it to sRGB, as iOS draws such
/// an image into an sRGB context.
///
/// A profile that is missing, damaged or of a kind the decoded pixels are not in (a CMYK
/// profile: CMYK JPEGs are decoded without one) leaves the pixels as decoded: iOS too
/// draws an image whose profile it cannot use as sRGB.
struct EmbeddedProfile {
  /// The profile's bytes.
  let data: Data

  /// The profile of a PNG file: its `iCCP` chunk, inflated; `nil` when it has none.
  static func png(_ file: Data) -> EmbeddedProfile? {
    let bytes = [UInt8](file)
    var at = 8
    while at + 8 <= bytes.count {
      let length = Int(bigEndian: bytes, at: at)
      let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
      let body = at + 8
      guard length >= 0, body + length <= bytes.count else { return nil }
      if type == "iCCP" {
        // name (1–79 bytes), NUL, compression method 0, zlib stream.
        let chunk = bytes[body..<body + length]
        guard let nul = chunk.firstIndex(of: 0), nul + 2 <= chunk.endIndex,
          chunk[nul + 1] == 0,
          let profile = inflate(Array(chunk[(nul + 2)...]))
        else { return nil }
        return EmbeddedProfile(data: Data(profile))
      }
      if type == "IDAT" || type == "IEND" { return nil }
      at = body + length + 4
    }
    return nil
  }

  /// The profile of a JPEG file: its `APP2` `ICC_PROFILE` segments joined in sequence
  /// order; `nil` when it has none or they are incomplete.
  static func jpeg(_ file: Data) -> EmbeddedProfile? {
    let bytes = [UInt8](file)
    let signature = Array("ICC_PROFILE".utf8) + [0]
    var pieces: [Int: ArraySlice<UInt8>] = [:]
    var count = 0
    var at = 2
    while at + 4 <= bytes.count, bytes[at] == 0xFF {
      let marker = bytes[at + 1]
      if marker == 0xFF {
        at += 1
        continue
      }
      // Start of scan or end of image: the header segments are over.
      if marker == 0xDA || marker == 0xD9 { break }
      let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
      let body = at + 4
      guard length >= 2, at + 2 + length <= bytes.count else { break }
      let end = at + 2 + length
      if marker == 0xE2, end - body > signature.count + 2,
        Array(bytes[body..<body + signature.count]) == signature
      {
        let sequence = Int(bytes[body + signature.count])
        count = Int(bytes[body + signature.count + 1])
        pieces[sequence] = bytes[(body + signature.count + 2)..<end]
      }
      at = end
    }
    guard count > 0, pieces.count == count, (1...count).allSatisfy({ pieces[$0] != nil })
    else { return nil }
    return EmbeddedProfile(data: Data((1...count).flatMap { pieces[$0]! }))
  }

  /// Converts rows of straight-alpha BGRA pixels in place from this profile to sRGB.
  /// Does nothing for a profile LittleCMS cannot read or that is neither RGB nor grey.
  func convertToSRGB(
    _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int
  ) {
    guard width > 0, height > 0,
      let source = data.withUnsafeBytes({ raw -> cmsHPROFILE? in
        guard let base = raw.baseAddress else { return nil }
        return cmsOpenProfileFromMem(base, cmsUInt32Number(raw.count))
      })
    else { return }
    defer { cmsCloseProfile(source) }
    let sRGB = cmsCreate_sRGBProfile()
    defer { cmsCloseProfile(sRGB) }
    let intent = cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC)
    switch cmsGetColorSpace(source) {
    case cmsSigRgbData:
      guard
        let transform = cmsCreateTransform(
          source, easel_lcms_bgra_8, sRGB, easel_lcms_bgra_8, intent,
          cmsUInt32Number(cmsFLAGS_NOCACHE | cmsFLAGS_COPY_ALPHA))
      else { return }
      defer { cmsDeleteTransform(transform) }
      for y in 0..<height {
        cmsDoTransform(transform, pixels + y * stride, pixels + y * stride, cmsUInt32Number(width))
      }
    case cmsSigGrayData:
      // A grey image was decoded with red = green = blue: each level maps through a table
      // LittleCMS fills with the 256 levels' sRGB values.
      guard
        let transform = cmsCreateTransform(
          source, easel_lcms_gray_8, sRGB, easel_lcms_rgb_8, intent,
          cmsUInt32Number(cmsFLAGS_NOCACHE))
      else { return }
      defer { cmsDeleteTransform(transform) }
      let levels = (0...255).map { UInt8($0) }
      var table = [UInt8](repeating: 0, count: 256 * 3)
      levels.withUnsafeBufferPointer { i in
        table.withUnsafeMutableBufferPointer { o in
          cmsDoTransform(transform, i.baseAddress, o.baseAddress, 256)
        }
      }
      for y in 0..<height {
        let row = pixels + y * stride
        for x in 0..<width {
          let level = Int(row[x * 4 + 1]) * 3
          row[x * 4 + 2] = table[level]
          row[x * 4 + 1] = table[level + 1]
          row[x * 4] = table[level + 2]
        }
      }
    default:
      return
    }
  }

  /// A zlib stream inflated; `nil` when it is damaged or inflates past 64 MB.
  private static func inflate(_ compressed: [UInt8]) -> [UInt8]? {
    var stream = z_stream()
    guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { return nil }
    defer { inflateEnd(&stream) }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var input = compressed
    return input.withUnsafeMutableBufferPointer { i -> [UInt8]? in
      stream.next_in = i.baseAddress
      stream.avail_in = uInt(i.count)
      while true {
        let status = chunk.withUnsafeMutableBufferPointer { c -> Int32 in
          stream.next_out = c.baseAddress
          stream.avail_out = uInt(c.count)
          return CCairo.inflate(&stream, Z_NO_FLUSH)
        }
        output += chunk[0..<(chunk.count - Int(stream.avail_out))]
        if status == Z_STREAM_END { return output }
        guard status == Z_OK, output.count <= 1 << 26 else { return nil }
      }
    }
  }
}

extension Int {
  /// The 32-bit big-endian integer at `offset` of `bytes` (which must hold it).
  fileprivate init(bigEndian bytes: [UInt8], at offset: Int) {
    self = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }
}
