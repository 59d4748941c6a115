internal import CCrypto
// The `CommonCrypto` façade: the message digests and HMAC of Apple's CommonDigest.h and
// CommonHMAC.h, as Swift imports them, computed by OpenSSL's libcrypto (a designable hashes a
// string to name a cached image, or to pick a colour from it).
//
// The streaming digests (`CC_MD5_Init` …) and the streaming cryptors (`CCCryptorCreate` …) are
// not declared: a use of them is a located build error, not a wrong answer.
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

// MARK: CommonCryptor.h: one-shot symmetric encryption

/// An operation, algorithm, options and status as CommonCryptor.h types them.
public typealias CCOperation = UInt32
public typealias CCAlgorithm = UInt32
public typealias CCOptions = UInt32
public typealias CCCryptorStatus = Int32

public var kCCEncrypt: Int { 0 }
public var kCCDecrypt: Int { 1 }
public var kCCAlgorithmAES128: Int { 0 }
public var kCCAlgorithmAES: Int { 0 }
public var kCCAlgorithmDES: Int { 1 }
public var kCCAlgorithm3DES: Int { 2 }
public var kCCAlgorithmCAST: Int { 3 }
public var kCCAlgorithmRC4: Int { 4 }
public var kCCAlgorithmRC2: Int { 5 }
public var kCCAlgorithmBlowfish: Int { 6 }
public var kCCOptionPKCS7Padding: Int { 1 }
public var kCCOptionECBMode: Int { 2 }
public var kCCKeySizeAES128: Int { 16 }
public var kCCKeySizeAES192: Int { 24 }
public var kCCKeySizeAES256: Int { 32 }
public var kCCKeySizeDES: Int { 8 }
public var kCCKeySize3DES: Int { 24 }
public var kCCBlockSizeAES128: Int { 16 }
public var kCCBlockSizeDES: Int { 8 }
public var kCCBlockSize3DES: Int { 8 }
public var kCCSuccess: Int { 0 }
public var kCCParamError: Int { -4300 }
public var kCCBufferTooSmall: Int { -4301 }
public var kCCMemoryFailure: Int { -4302 }
public var kCCAlignmentError: Int { -4303 }
public var kCCDecodeError: Int { -4304 }
public var kCCUnimplemented: Int { -4305 }

/// Encrypts or decrypts `dataInLength` bytes in one call, as CommonCrypto's `CCCrypt`: AES
/// (128, 192 or 256 by the key's length) and triple DES, CBC (with `iv`, zero when nil) or
/// ECB, with or without PKCS#7 padding. DES, CAST, RC4, RC2 and Blowfish, which OpenSSL 3
/// keeps in its legacy provider, answer `kCCUnimplemented`.
public func CCCrypt(
  _ op: CCOperation, _ alg: CCAlgorithm, _ options: CCOptions, _ key: UnsafeRawPointer!,
  _ keyLength: Int, _ iv: UnsafeRawPointer!, _ dataIn: UnsafeRawPointer!, _ dataInLength: Int,
  _ dataOut: UnsafeMutableRawPointer!, _ dataOutAvailable: Int,
  _ dataOutMoved: UnsafeMutablePointer<Int>!
) -> CCCryptorStatus {
  let ecb = options & 2 != 0
  let cipher: OpaquePointer?
  switch (Int(alg), keyLength) {
  case (0, 16): cipher = ecb ? EVP_aes_128_ecb() : EVP_aes_128_cbc()
  case (0, 24): cipher = ecb ? EVP_aes_192_ecb() : EVP_aes_192_cbc()
  case (0, 32): cipher = ecb ? EVP_aes_256_ecb() : EVP_aes_256_cbc()
  case (0, _): return CCCryptorStatus(kCCParamError)
  case (2, 24): cipher = ecb ? EVP_des_ede3_ecb() : EVP_des_ede3_cbc()
  case (2, _): return CCCryptorStatus(kCCParamError)
  case (1, _), (3...6, _): return CCCryptorStatus(kCCUnimplemented)
  default: return CCCryptorStatus(kCCParamError)
  }
  guard op <= 1, let key, dataOut != nil || dataInLength == 0 else {
    return CCCryptorStatus(kCCParamError)
  }
  let blockSize = Int(alg) == 0 ? 16 : 8
  let padding = options & 1 != 0
  if !padding, dataInLength % blockSize != 0 { return CCCryptorStatus(kCCAlignmentError) }
  let needed = dataInLength + (op == 0 && padding ? blockSize - dataInLength % blockSize : 0)
  if op == 0, dataOutAvailable < needed {
    dataOutMoved?.pointee = needed
    return CCCryptorStatus(kCCBufferTooSmall)
  }
  guard let context = EVP_CIPHER_CTX_new() else { return CCCryptorStatus(kCCMemoryFailure) }
  defer { EVP_CIPHER_CTX_free(context) }
  let zeroIV = [UInt8](repeating: 0, count: 16)
  let status: CCCryptorStatus = zeroIV.withUnsafeBufferPointer { zero in
    let ivBytes = (iv ?? UnsafeRawPointer(zero.baseAddress!)).assumingMemoryBound(to: UInt8.self)
    guard
      EVP_CipherInit_ex(
        context, cipher, nil, key.assumingMemoryBound(to: UInt8.self), ecb ? nil : ivBytes,
        op == 0 ? 1 : 0) == 1
    else { return CCCryptorStatus(kCCParamError) }
    EVP_CIPHER_CTX_set_padding(context, padding ? 1 : 0)
    // A decryption writes up to its input's length before padding is taken off.
    var scratch = [UInt8](repeating: 0, count: dataInLength + blockSize)
    var written: Int32 = 0
    var last: Int32 = 0
    let empty: UInt8 = 0
    let ok = withUnsafePointer(to: empty) { nothing in
      scratch.withUnsafeMutableBufferPointer { out in
        EVP_CipherUpdate(
          context, out.baseAddress, &written,
          (dataIn ?? UnsafeRawPointer(nothing)).assumingMemoryBound(to: UInt8.self),
          Int32(dataInLength)) == 1
          && EVP_CipherFinal_ex(context, out.baseAddress! + Int(written), &last) == 1
      }
    }
    guard ok else { return CCCryptorStatus(kCCDecodeError) }
    let total = Int(written + last)
    dataOutMoved?.pointee = total
    guard total <= dataOutAvailable else { return CCCryptorStatus(kCCBufferTooSmall) }
    scratch.withUnsafeBytes { dataOut.copyMemory(from: $0.baseAddress!, byteCount: total) }
    return CCCryptorStatus(kCCSuccess)
  }
  return status
}
