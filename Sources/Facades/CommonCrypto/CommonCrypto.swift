internal import CCrypto
// The `CommonCrypto` façade: the message digests and HMAC of Apple's CommonDigest.h and
// CommonHMAC.h, as Swift imports them, computed by OpenSSL's libcrypto (a designable hashes a
// string to name a cached image, or to pick a colour from it).
//
// The streaming digests (`CC_MD5_Init` …) and the ciphers (`CCCrypt`) are not declared: a use
// of them is a located build error, not a wrong answer.
@_exported import Foundation

/// A length as CommonCrypto takes it.
public typealias CC_LONG = UInt32

/// The digest lengths in bytes, as Swift imports CommonDigest.h's macros.
public var CC_MD5_DIGEST_LENGTH: Int32 { 16 }
public var CC_SHA1_DIGEST_LENGTH: Int32 { 20 }
public var CC_SHA224_DIGEST_LENGTH: Int32 { 28 }
public var CC_SHA256_DIGEST_LENGTH: Int32 { 32 }
public var CC_SHA384_DIGEST_LENGTH: Int32 { 48 }
public var CC_SHA512_DIGEST_LENGTH: Int32 { 64 }

/// The block sizes in bytes.
public var CC_MD5_BLOCK_BYTES: Int32 { 64 }
public var CC_SHA1_BLOCK_BYTES: Int32 { 64 }
public var CC_SHA224_BLOCK_BYTES: Int32 { 64 }
public var CC_SHA256_BLOCK_BYTES: Int32 { 64 }
public var CC_SHA384_BLOCK_BYTES: Int32 { 128 }
public var CC_SHA512_BLOCK_BYTES: Int32 { 128 }

/// The MD5 digest of `len` bytes at `data`, written to `md` (16 bytes); returns `md`.
@discardableResult
public func CC_MD5(
  _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
) -> UnsafeMutablePointer<UInt8>! {
  Digest.md5.compute(data, len, md)
}

/// The SHA-1 digest (20 bytes).
@discardableResult
public func CC_SHA1(
  _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
) -> UnsafeMutablePointer<UInt8>! {
  Digest.sha1.compute(data, len, md)
}

/// The SHA-224 digest (28 bytes).
@discardableResult
public func CC_SHA224(
  _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
) -> UnsafeMutablePointer<UInt8>! {
  Digest.sha224.compute(data, len, md)
}

/// The SHA-256 digest (32 bytes).
@discardableResult
public func CC_SHA256(
  _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
) -> UnsafeMutablePointer<UInt8>! {
  Digest.sha256.compute(data, len, md)
}

/// The SHA-384 digest (48 bytes).
@discardableResult
public func CC_SHA384(
  _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
) -> UnsafeMutablePointer<UInt8>! {
  Digest.sha384.compute(data, len, md)
}

/// The SHA-512 digest (64 bytes).
@discardableResult
public func CC_SHA512(
  _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
) -> UnsafeMutablePointer<UInt8>! {
  Digest.sha512.compute(data, len, md)
}

/// An HMAC's hash function, as CommonHMAC.h numbers them.
public typealias CCHmacAlgorithm = UInt32
public var kCCHmacAlgSHA1: Int { 0 }
public var kCCHmacAlgMD5: Int { 1 }
public var kCCHmacAlgSHA256: Int { 2 }
public var kCCHmacAlgSHA384: Int { 3 }
public var kCCHmacAlgSHA512: Int { 4 }
public var kCCHmacAlgSHA224: Int { 5 }

/// The HMAC of `dataLength` bytes at `data` under `keyLength` bytes of `key`, written to
/// `macOut` (the algorithm's digest length). An unknown algorithm writes nothing, as
/// CommonCrypto does.
public func CCHmac(
  _ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!, _ keyLength: Int,
  _ data: UnsafeRawPointer!, _ dataLength: Int, _ macOut: UnsafeMutableRawPointer!
) {
  let byNumber: [Digest] = [.sha1, .md5, .sha256, .sha384, .sha512, .sha224]
  guard Int(algorithm) < byNumber.count, let macOut else { return }
  var length: UInt32 = 0
  let empty: UInt8 = 0
  withUnsafePointer(to: empty) { nothing in
    _ = HMAC(
      byNumber[Int(algorithm)].algorithm(), key ?? UnsafeRawPointer(nothing), Int32(keyLength),
      (data ?? UnsafeRawPointer(nothing)).assumingMemoryBound(to: UInt8.self), dataLength,
      macOut.assumingMemoryBound(to: UInt8.self), &length)
  }
}

/// A digest of libcrypto's.
private enum Digest {
  case md5, sha1, sha224, sha256, sha384, sha512

  func algorithm() -> OpaquePointer? {
    switch self {
    case .md5: EVP_md5()
    case .sha1: EVP_sha1()
    case .sha224: EVP_sha224()
    case .sha256: EVP_sha256()
    case .sha384: EVP_sha384()
    case .sha512: EVP_sha512()
    }
  }

  /// Digests `len` bytes at `data` into `md`; nil when `md` is (as CommonCrypto answers).
  func compute(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?)
    -> UnsafeMutablePointer<UInt8>?
  {
    guard let md else { return nil }
    let empty: UInt8 = 0
    let ok = withUnsafePointer(to: empty) { nothing in
      EVP_Digest(data ?? UnsafeRawPointer(nothing), Int(len), md, nil, algorithm(), nil)
    }
    return ok == 1 ? md : nil
  }
}
