import Foundation
import Testing

@testable import EaselServer

/// The server's own JSON writer gives `JSONSerialization`'s text for the values it takes (its
/// keys in an order of its own), and declines anything else.
struct JSONTextTests {
  static func serialized(_ value: Any) throws -> String {
    String(
      decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]),
      as: UTF8.self)
  }

  @Test func framesHeadsAndMessagesAreWrittenAsJSONSerializationWritesThem() throws {
    let samples: [[String: Any]] = [
      [:],
      ["type": "pong"],
      [
        "type": "frame", "document": "App/Base.lproj/Main.storyboard", "scene": "tne-QT-ifu",
        "version": 12, "tag": -3, "id": 0, "live": 1, "base": Int.max,
        "statuses": ["Rainbow": "Up to date", "Ring": "Crashed in draw(_:) (SIGILL)"],
      ],
      [
        "error":
          "line 1\nline 2\t\"quoted\" \\ back/slash \u{01}\u{08}\u{0C}\r\u{1F}\u{7F} é 😀 \u{2028}",
        "ok": true, "failed": false, "list": ["a", 1, true, ["nested": []], [] as [Any]],
        "empty": "",
      ],
    ]
    for sample in samples {
      let text = try #require(JSONText.encode(sample))
      // The same object read back (the keys' order is the writer's own).
      let read = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary
      #expect(read == NSDictionary(dictionary: sample), "\(text)")
      // Each value written alike.
      for (key, value) in sample {
        #expect(JSONText.encode([key: value]) == (try Self.serialized([key: value])))
      }
    }
  }

  @Test func randomStringsAreEscapedAlike() throws {
    var generator = SystemRandomNumberGenerator()
    let pool: [Unicode.Scalar] =
      (0..<0x80).compactMap(Unicode.Scalar.init) + ["é", "€", "\u{2028}", "😀", "\u{FEFF}"]
    for _ in 0..<500 {
      let text = String(
        String.UnicodeScalarView(
          (0..<Int.random(in: 0...12, using: &generator)).map { _ in
            pool.randomElement(using: &generator)!
          }))
      let sample: [String: Any] = [text: [text, ["k": text]]]
      #expect(
        JSONText.encode(sample) == (try Self.serialized(sample)), "\(Array(text.unicodeScalars))")
    }
  }

  /// A laid-out frame's numbers: whole ones as integers, fractions as Swift prints them,
  /// read back as the same numbers; one that is not finite is left to `JSONSerialization`.
  @Test func finiteDoublesAreWritten() throws {
    let text = try #require(JSONText.encode(["Abc-de-fgh": [33.5, 16.0, 600.0, -0.25]]))
    #expect(text == #"{"Abc-de-fgh":[33.5,16,600,-0.25]}"#)
    let read = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [Double]]
    #expect(read == ["Abc-de-fgh": [33.5, 16, 600, -0.25]])
    #expect(JSONText.encode(["x": Double.nan]) == nil)
    #expect(JSONText.encode(["x": Double.infinity]) == nil)
  }

  @Test func otherValuesAreLeftToJSONSerialization() {
    #expect(JSONText.encode(["fraction": Float(0.5)]) == nil)
    #expect(JSONText.encode(["number": NSNumber(value: 1)]) == nil)
    #expect(JSONText.encode(["null": NSNull()]) == nil)
    #expect(JSONText.encode(["nested": ["date": Date()]]) == nil)
  }
}
