internal import CCairo
import Foundation

/// JPEG decoding through libjpeg(-turbo).
///
/// libjpeg reports errors by calling an `error_exit` that must not return, so the whole
/// decode runs in a static inline C function (`easel_jpeg_decode` in CCairo's
/// `easel_jpeg.h`) whose `setjmp`/`longjmp` unwind only C frames. Warnings about corrupt
/// or truncated data are promoted to errors, so a truncated file throws instead of
/// decoding with grey padding. An embedded RGB or grey ICC profile (`APP2`) converts the
/// colours to sRGB with LittleCMS. CMYK and YCCK images are converted without a colour
/// profile (Adobe's inverted convention honoured); colours will differ slightly from iOS.
enum JPEGCodec {
  /// Decodes JPEG data into a new ARGB32 image surface.
  static func decode(_ data: Data) throws -> OpaquePointer {
    var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX) + 1)
    let surface = data.withUnsafeBytes { raw -> OpaquePointer? in
      guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
      return message.withUnsafeMutableBufferPointer { msg in
        easel_jpeg_decode(base, UInt(raw.count), 1 << 27, msg.baseAddress)
      }
    }
    guard let surface else {
      let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      throw GraphicsError.decodeFailed("JPEG: \(text.isEmpty ? "invalid data" : text)")
    }
    // A profile the file embeds (RGB or grey) converts its colours to sRGB, as iOS draws
    // it. The pixels are opaque, so premultiplied and straight alpha are the same.
    if let profile = EmbeddedProfile.jpeg(data) {
      cairo_surface_flush(surface)
      if let pixels = cairo_image_surface_get_data(surface) {
        profile.convertToSRGB(
          pixels, width: Int(cairo_image_surface_get_width(surface)),
          height: Int(cairo_image_surface_get_height(surface)),
          stride: Int(cairo_image_surface_get_stride(surface)))
      }
      cairo_surface_mark_dirty(surface)
    }
    return surface
  }
}
