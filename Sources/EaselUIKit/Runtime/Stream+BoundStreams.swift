import Foundation

extension Stream {
  /// Makes a bound pair of streams, as Apple's Foundation does (`CFStreamCreateBoundPair`):
  /// bytes written to `outputStream` are read from `inputStream`, in order, through a buffer
  /// of `bufferSize` bytes. A write fills the buffer's free space and returns how much it
  /// took, waiting while the buffer is full; a read returns what the buffer holds, waiting
  /// while it is empty and the output stream is open, and 0 (the end) once that is closed
  /// and every byte has been read. Swift's Foundation on Linux has no such pair (Alamofire's
  /// `Request.asInputStream(bufferSize:)` makes one).
  ///
  /// Differs from UIKit: the streams are given through plain pointers (`&stream`, as callers
  /// write it); Linux has no `AutoreleasingUnsafeMutablePointer`.
  public class func getBoundStreams(
    withBufferSize bufferSize: Int, inputStream: UnsafeMutablePointer<InputStream?>?,
    outputStream: UnsafeMutablePointer<OutputStream?>?
  ) {
    let buffer = BoundStreamBuffer(capacity: max(1, bufferSize))
    inputStream?.pointee = BoundInputStream(buffer)
    outputStream?.pointee = BoundOutputStream(buffer)
  }
}

/// The bytes between a bound pair's output and input streams, and whether each end is
/// closed; every access holds `condition`, which a waiting end is woken by.
final class BoundStreamBuffer: @unchecked Sendable {
  let capacity: Int
  let condition = NSCondition()
  var bytes: [UInt8] = []
  var readerClosed = false
  var writerClosed = false

  init(capacity: Int) { self.capacity = capacity }

  /// Runs `body` holding the lock, and wakes the other end afterwards.
  func locked<T>(_ body: () -> T) -> T {
    condition.lock()
    defer {
      condition.broadcast()
      condition.unlock()
    }
    return body()
  }
}

/// The reading end of a bound pair.
final class BoundInputStream: InputStream {
  let buffer: BoundStreamBuffer
  private var status: Stream.Status = .notOpen

  init(_ buffer: BoundStreamBuffer) {
    self.buffer = buffer
    super.init(data: Data())
  }

  override var streamStatus: Stream.Status { buffer.locked { status } }
  override var streamError: Error? { nil }

  override func open() { buffer.locked { if status == .notOpen { status = .open } } }

  override func close() {
    buffer.locked {
      status = .closed
      buffer.readerClosed = true
    }
  }

  override var hasBytesAvailable: Bool {
    buffer.locked { status == .open && (!buffer.bytes.isEmpty || !buffer.writerClosed) }
  }

  override func read(_ out: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
    buffer.condition.lock()
    defer {
      buffer.condition.broadcast()
      buffer.condition.unlock()
    }
    guard status == .open || status == .atEnd else { return -1 }
    while buffer.bytes.isEmpty && !buffer.writerClosed { buffer.condition.wait() }
    guard !buffer.bytes.isEmpty else {
      status = .atEnd
      return 0
    }
    let count = min(len, buffer.bytes.count)
    buffer.bytes.withUnsafeBufferPointer { out.update(from: $0.baseAddress!, count: count) }
    buffer.bytes.removeFirst(count)
    return count
  }

  override func getBuffer(
    _ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>,
    length len: UnsafeMutablePointer<Int>
  ) -> Bool { false }
}

/// The writing end of a bound pair.
final class BoundOutputStream: OutputStream {
  let buffer: BoundStreamBuffer
  private var status: Stream.Status = .notOpen

  init(_ buffer: BoundStreamBuffer) {
    self.buffer = buffer
    super.init(toMemory: ())
  }

  /// A pair's end of its own buffer, as `OutputStream` requires of a subclass.
  required convenience init(toMemory: ()) {
    self.init(BoundStreamBuffer(capacity: 1))
  }

  override var streamStatus: Stream.Status { buffer.locked { status } }
  override var streamError: Error? { nil }

  override func open() { buffer.locked { if status == .notOpen { status = .open } } }

  override func close() {
    buffer.locked {
      status = .closed
      buffer.writerClosed = true
    }
  }

  override var hasSpaceAvailable: Bool {
    buffer.locked {
      status == .open && !buffer.readerClosed && buffer.bytes.count < buffer.capacity
    }
  }

  override func write(_ bytes: UnsafePointer<UInt8>, maxLength len: Int) -> Int {
    buffer.condition.lock()
    defer {
      buffer.condition.broadcast()
      buffer.condition.unlock()
    }
    guard status == .open else { return -1 }
    guard len > 0 else { return 0 }
    while buffer.bytes.count >= buffer.capacity && !buffer.readerClosed {
      buffer.condition.wait()
    }
    guard !buffer.readerClosed else { return -1 }
    let count = min(len, buffer.capacity - buffer.bytes.count)
    buffer.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
    return count
  }
}
