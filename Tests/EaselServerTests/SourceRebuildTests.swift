import EaselGraphics
import EaselServer
import EaselTestSupport
import Foundation
import Testing

/// A saved designable source while a page is open, over the real socket: the server says
/// `building`, builds in the background, says `built` with Build failed and the compiler's
/// located error (file:line:column, the source line); the canvas keeps the last good pixels;
/// the mended source brings Up to date back.
struct SourceRebuildTests {
  let served: ServedProject

  init() async throws {
    served = try await MainActor.run { try ServedProject() }
  }

  /// The text messages in `data`, server frames (unmasked) one after another; what is left of
  /// an incomplete frame stays in `data`.
  static func messages(_ data: inout Data) -> [String] {
    var texts: [String] = []
    while data.count >= 2 {
      let bytes = [UInt8](data.prefix(10))
      var length = Int(bytes[1] & 0x7F)
      var offset = 2
      if length == 126 {
        guard bytes.count >= 4 else { break }
        length = Int(bytes[2]) << 8 | Int(bytes[3])
        offset = 4
      } else if length == 127 {
        guard bytes.count >= 10 else { break }
        length = bytes[2..<10].reduce(0) { $0 << 8 | Int($1) }
        offset = 10
      }
      guard data.count >= offset + length else { break }
      let start = data.startIndex
      texts.append(
        String(decoding: data[(start + offset)..<(start + offset + length)], as: UTF8.self))
      data.removeSubrange(start..<(start + offset + length))
    }
    return texts
  }

  /// Reads messages from `socket` until one of type `type`; all messages read, in order.
  static func read(_ socket: RawClient, until type: String, buffer: inout Data) -> [String] {
    var seen: [String] = []
    for _ in 0..<400 {
      buffer += socket.receive { !$0.isEmpty }
      let new = messages(&buffer)
      seen += new
      if new.contains(where: { $0.contains(#""type":"\#(type)""#) }) { return seen }
      if new.isEmpty && buffer.isEmpty { break }
    }
    return seen
  }

  func render() throws -> (statuses: String, image: Bitmap) {
    let answer = try RawClient.get(
      port: served.port,
      "/api/render?token=\(served.token)&document=\(ServedProject.document)&scale=1",
      timeout: 240)
    let statuses =
      answer.head.split(separator: "\r\n").first {
        $0.lowercased().hasPrefix("x-easel-statuses:")
      }.map(String.init) ?? ""
    return (statuses, try Bitmap(data: answer.body))
  }

  /// How many pixels of `image` are near `colour` (0–255 per channel).
  func count(_ image: Bitmap, near colour: (Double, Double, Double)) -> Int {
    var n = 0
    for y in stride(from: 0, to: image.height, by: 2) {
      for x in stride(from: 0, to: image.width, by: 2) {
        let p = image.pixel(x: x, y: y)
        if abs(p.red * 255 - colour.0) < 40 && abs(p.green * 255 - colour.1) < 40
          && abs(p.blue * 255 - colour.2) < 40
        {
          n += 1
        }
      }
    }
    return n
  }

  @Test(.timeLimit(.minutes(8)))
  func aBrokenSourceKeepsTheLastGoodPixelsBesideItsErrorAndAMendedOneIsUpToDate() throws {
    defer { served.remove() }
    let first = try render()
    #expect(first.statuses.contains(#""Rainbow":"Up to date""#), "\(first.statuses)")
    let teal = (37.0, 252.0, 244.0)
    #expect(count(first.image, near: teal) > 200, "the Rainbow's default firstColor")

    let page = try RawClient(port: served.port, timeout: 240)
    defer { page.close() }
    page.send(
      RawClient.upgrade(
        port: served.port, target: "/ws?token=\(served.token)",
        origin: "http://127.0.0.1:\(served.port)"))
    var buffer = page.receive { String(decoding: $0, as: UTF8.self).contains("\r\n\r\n") }
    #expect(String(decoding: buffer, as: UTF8.self).hasPrefix("HTTP/1.1 101"))
    if let end = buffer.range(of: Data("\r\n\r\n".utf8)) {
      buffer.removeSubrange(..<end.upperBound)
    }

    let source = served.project.appendingPathComponent("RainbowDemo/Rainbow.swift")
    let good = try String(contentsOf: source, encoding: .utf8)
    let broken = good.replacingOccurrences(
      of: "    // Add ARCs\n", with: "    // Add ARCs\n    let broken: Int = \"no\"\n")
    #expect(broken != good)
    let line =
      broken.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("let broken") }.map { $0 + 1 } ?? 0
    try broken.write(to: source, atomically: true, encoding: .utf8)

    let messages = Self.read(page, until: "built", buffer: &buffer)
    let types = messages.compactMap { text -> String? in
      let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      return object?["type"] as? String
    }
    #expect(types.starts(with: ["sources-changed", "building"]), "\(types)")
    #expect(types.last == "built", "\(types)")
    let built = messages.last ?? ""
    #expect(built.contains(#""status":"Build failed""#), "\(built)")
    #expect(built.contains(#""location":"RainbowDemo\/Rainbow.swift:\#(line):"#), "\(built)")
    #expect(built.contains(#"let broken: Int = \"no\""#), "the source line: \(built)")

    let failed = try render()
    #expect(failed.statuses.contains(#""Rainbow":"Build failed""#), "\(failed.statuses)")
    #expect(count(failed.image, near: teal) > 200, "the last good pixels stay")
    let details = try RawClient.request(
      port: served.port, "GET", "/api/statuses?token=\(served.token)")
    #expect(details.body.contains(#""lastGoodPixels":true"#), "\(details.body)")

    try good.write(to: source, atomically: true, encoding: .utf8)
    let mended = Self.read(page, until: "built", buffer: &buffer)
    #expect(mended.last?.contains(#""status":"Up to date""#) == true, "\(mended)")
    let again = try render()
    #expect(again.statuses.contains(#""Rainbow":"Up to date""#), "\(again.statuses)")
    #expect(count(again.image, near: teal) > 200)
  }
}
