import CommonCrypto
import Foundation
import Testing

/// CommonCrypto's digests and HMAC against the published test vectors (RFC 1321's MD5 suite,
/// FIPS 180's "abc", RFC 4231 test case 2), not against Easel's own output.
@Suite struct CommonCryptoTests {
  static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

  static func digest(
    _ text: String, length: Int32,
    _ f: (UnsafeRawPointer?, CC_LONG, UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>?
  ) -> String {
    var out = [UInt8](repeating: 0, count: Int(length))
    let data = Array(text.utf8)
    _ = f(data, CC_LONG(data.count), &out)
    return hex(out)
  }

  @Test func digestsMatchThePublishedVectors() {
    #expect(
      Self.digest("", length: CC_MD5_DIGEST_LENGTH, CC_MD5) == "d41d8cd98f00b204e9800998ecf8427e")
    #expect(
      Self.digest("abc", length: CC_MD5_DIGEST_LENGTH, CC_MD5) == "900150983cd24fb0d6963f7d28e17f72"
    )
    #expect(
      Self.digest("abc", length: CC_SHA1_DIGEST_LENGTH, CC_SHA1)
        == "a9993e364706816aba3e25717850c26c9cd0d89d")
    #expect(
      Self.digest("abc", length: CC_SHA256_DIGEST_LENGTH, CC_SHA256)
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      Self.digest("abc", length: CC_SHA224_DIGEST_LENGTH, CC_SHA224)
        == "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7")
    #expect(
      Self.digest("abc", length: CC_SHA512_DIGEST_LENGTH, CC_SHA512).hasPrefix("ddaf35a193617aba"))
    #expect(
      Self.digest("abc", length: CC_SHA384_DIGEST_LENGTH, CC_SHA384).hasPrefix("cb00753f45a35e8b"))
  }

  @Test func hmacMatchesRFC4231() {
    let key = Array("Jefe".utf8)
    let data = Array("what do ya want for nothing?".utf8)
    var mac = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
    CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA256), key, key.count, data, data.count, &mac)
    #expect(
      Self.hex(mac) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
  }

  @Test func noOutputGivesNil() {
    let data = Array("abc".utf8)
    #expect(CC_MD5(data, 3, nil) == nil)
  }
}

/// `CCCrypt` against FIPS 197's AES-128 vector (ECB, no padding) and a round trip with
/// PKCS#7 padding in CBC mode.
@Suite struct CommonCryptorTests {
  static func bytes(_ hex: String) -> [UInt8] {
    stride(from: 0, to: hex.count, by: 2).map {
      let start = hex.index(hex.startIndex, offsetBy: $0)
      return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!
    }
  }

  @Test func aes128MatchesFIPS197() {
    let key = Self.bytes("000102030405060708090a0b0c0d0e0f")
    let plain = Self.bytes("00112233445566778899aabbccddeeff")
    var out = [UInt8](repeating: 0, count: 16)
    var moved = 0
    let status = CCCrypt(
      CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES128), CCOptions(kCCOptionECBMode), key,
      key.count, nil, plain, plain.count, &out, out.count, &moved)
    #expect(status == CCCryptorStatus(kCCSuccess))
    #expect(moved == 16)
    #expect(CommonCryptoTests.hex(out) == "69c4e0d86a7b0430d8cdb78070b4c55a")
  }

  @Test func paddedCBCRoundTrips() {
    let key = [UInt8](repeating: 7, count: kCCKeySizeAES256)
    let iv = [UInt8](repeating: 1, count: kCCBlockSizeAES128)
    let plain = Array("Interface Builder, off the Mac".utf8)
    var sealed = [UInt8](repeating: 0, count: plain.count + kCCBlockSizeAES128)
    var sealedCount = 0
    let options = CCOptions(kCCOptionPKCS7Padding)
    #expect(
      CCCrypt(
        CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), options, key, key.count, iv, plain,
        plain.count, &sealed, sealed.count, &sealedCount) == CCCryptorStatus(kCCSuccess))
    #expect(sealedCount == 32)
    var opened = [UInt8](repeating: 0, count: sealedCount)
    var openedCount = 0
    #expect(
      CCCrypt(
        CCOperation(kCCDecrypt), CCAlgorithm(kCCAlgorithmAES), options, key, key.count, iv, sealed,
        sealedCount, &opened, opened.count, &openedCount) == CCCryptorStatus(kCCSuccess))
    #expect(Array(opened.prefix(openedCount)) == plain)
    var small = [UInt8](repeating: 0, count: 4)
    #expect(
      CCCrypt(
        CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), options, key, key.count, iv, plain,
        plain.count, &small, small.count, &sealedCount) == CCCryptorStatus(kCCBufferTooSmall))
    #expect(
      CCCrypt(
        CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmBlowfish), options, key, 16, iv, plain,
        plain.count, &sealed, sealed.count, &sealedCount) == CCCryptorStatus(kCCUnimplemented))
  }
}
