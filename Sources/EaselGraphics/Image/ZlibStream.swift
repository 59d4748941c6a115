internal import CCairo
import Foundation

/// A zlib deflate stream fed in pieces (one PNG row at a time), so that encoding needs no
/// image-sized temporary buffer. zlib reports errors by status codes, never by longjmp.
final class ZlibStream {
  /// The stream state; zlib keeps pointers to it, so it lives at a fixed address.
  private let stream: UnsafeMutablePointer<z_stream>
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)
  /// The compressed bytes so far.
  private(set) var output: [UInt8] = []

  /// Starts a zlib stream (window 2¹⁵, memory level 8) at `level` 0...9 with `strategy`.
  init(level: Int32, strategy: Int32) throws {
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    let status = deflateInit2_(
      stream, level, Z_DEFLATED, 15, 8, strategy, ZLIB_VERSION,
      Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      stream.deallocate()
      throw GraphicsError.encodeFailed("zlib initialisation failed (status \(status))")
    }
  }

  deinit {
    deflateEnd(stream)
    stream.deallocate()
  }

  /// Compresses `count` bytes at `bytes`.
  func write(_ bytes: UnsafePointer<UInt8>, count: Int) throws {
    stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes)
    stream.pointee.avail_in = uInt(count)
    try run(flush: Z_NO_FLUSH)
  }

  /// Ends the stream and returns all compressed bytes.
  func finish() throws -> [UInt8] {
    stream.pointee.next_in = nil
    stream.pointee.avail_in = 0
    try run(flush: Z_FINISH)
    return output
  }

  private func run(flush: Int32) throws {
    let chunkSize = chunk.count
    while true {
      let (status, produced) = chunk.withUnsafeMutableBufferPointer { buffer in
        stream.pointee.next_out = buffer.baseAddress
        stream.pointee.avail_out = uInt(chunkSize)
        let status = deflate(stream, flush)
        return (status, chunkSize - Int(stream.pointee.avail_out))
      }
      output.append(contentsOf: chunk[0..<produced])
      switch status {
      case Z_STREAM_END: return
      case Z_OK, Z_BUF_ERROR:
        // More output pending fills the chunk; otherwise all input is consumed.
        if produced == chunkSize { continue }
        if flush == Z_FINISH { continue }
        return
      default:
        throw GraphicsError.encodeFailed("zlib deflate failed (status \(status))")
      }
    }
  }
}
