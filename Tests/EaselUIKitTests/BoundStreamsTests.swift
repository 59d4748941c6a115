import Foundation
import Testing

@testable import EaselUIKit

/// `Stream.getBoundStreams(withBufferSize:inputStream:outputStream:)`, which Apple's
/// Foundation has and Linux's lacks: bytes written to the output stream are read from the
/// input stream, through a buffer of the size asked for (Alamofire's
/// `Request.asInputStream(bufferSize:)`, called as `Foundation.Stream.getBoundStreams`).
@Suite struct BoundStreamsTests {
  @Test func bytesWrittenAreReadThroughABufferOfTheSizeAskedFor() throws {
    var input: InputStream?
    var output: OutputStream?
    Foundation.Stream.getBoundStreams(
      withBufferSize: 4, inputStream: &input, outputStream: &output)
    let reader = try #require(input)
    let writer = try #require(output)
    #expect(reader.streamStatus == .notOpen && writer.streamStatus == .notOpen)
    reader.open()
    writer.open()
    #expect(writer.hasSpaceAvailable && !reader.streamStatus.isEnd)

    // The buffer takes 4 of 6 bytes; the rest is written once they are read.
    let bytes: [UInt8] = [1, 2, 3, 4, 5, 6]
    #expect(writer.write(bytes, maxLength: bytes.count) == 4)
    #expect(!writer.hasSpaceAvailable && reader.hasBytesAvailable)
    var read = [UInt8](repeating: 0, count: 3)
    #expect(reader.read(&read, maxLength: 3) == 3)
    #expect(read == [1, 2, 3])
    #expect(
      Array(bytes[4...]).withUnsafeBufferPointer {
        writer.write($0.baseAddress!, maxLength: 2)
      } == 2)
    var rest = [UInt8](repeating: 0, count: 8)
    #expect(reader.read(&rest, maxLength: 8) == 3)
    #expect(rest.prefix(3) == [4, 5, 6])

    // Closing the output stream ends the input stream once it is read.
    writer.close()
    #expect(reader.read(&rest, maxLength: 8) == 0)
    #expect(reader.streamStatus == .atEnd)
  }

  @Test func aReadWaitsForTheWriterOnAnotherThread() throws {
    var input: InputStream?
    var output: OutputStream?
    Stream.getBoundStreams(withBufferSize: 2, inputStream: &input, outputStream: &output)
    let reader = try #require(input)
    nonisolated(unsafe) let writer = try #require(output)
    reader.open()
    writer.open()
    let thread = Thread {
      let bytes: [UInt8] = Array("hello".utf8)
      var sent = 0
      while sent < bytes.count {
        let n = bytes[sent...].withUnsafeBufferPointer {
          writer.write($0.baseAddress!, maxLength: $0.count)
        }
        if n <= 0 { break }
        sent += n
      }
      writer.close()
    }
    thread.start()
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16)
    while case let n = reader.read(&chunk, maxLength: chunk.count), n > 0 {
      received += chunk.prefix(n)
    }
    #expect(String(decoding: received, as: UTF8.self) == "hello")
  }
}

extension Stream.Status {
  fileprivate var isEnd: Bool { self == .atEnd }
}
