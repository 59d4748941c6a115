import Foundation
import Testing

@testable import EaselAgentHost

@Suite("SHA-256 and cache keys")
struct SHA256Tests {
  // FIPS 180-4 / NIST example vectors.
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
    ),
    (
      "The quick brown fox jumps over the lazy dog",
      "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"
    ),
  ])
  func vectors(_ input: String, _ digest: String) {
    #expect(SHA256.hex(Array(input.utf8)) == digest)
  }

  @Test func millionAs() {
    var h = SHA256()
    let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
    for _ in 0..<1000 { h.update(chunk) }
    #expect(
      SHA256.hexString(h.finalize())
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test(arguments: [55, 56, 63, 64, 65, 119, 120])
  func paddingBoundariesMatchOneShot(_ n: Int) {
    let bytes = (0..<n).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    var h = SHA256()
    for b in bytes { h.update([b]) }
    #expect(SHA256.hexString(h.finalize()) == SHA256.hex(bytes))
  }

  @Test func cacheKeys() {
    let a = (path: "A.swift", contents: Data("class A {}".utf8))
    let b = (path: "B.swift", contents: Data("class B {}".utf8))
    let key = cacheKey(sources: [a, b], extra: "swift-6.3")
    #expect(key.count == 64)
    #expect(cacheKey(sources: [b, a], extra: "swift-6.3") == key)
    #expect(cacheKey(sources: [a, b], extra: "swift-6.4") != key)
    #expect(cacheKey(sources: [a, (b.path, Data("class B { }".utf8))], extra: "swift-6.3") != key)
    #expect(cacheKey(sources: [a, ("C.swift", b.contents)], extra: "swift-6.3") != key)
    // Length prefixes: moving bytes between path and contents changes the key.
    #expect(
      cacheKey(sources: [("ab", Data("c".utf8))], extra: "")
        != cacheKey(sources: [("a", Data("bc".utf8))], extra: ""))
  }
}
