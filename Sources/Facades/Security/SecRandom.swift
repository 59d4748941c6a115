public import CoreGraphics
import Foundation

/// The default random number generator, which Apple's Security declares as NULL.
public var kSecRandomDefault: SecRandomRef? { nil }

/// Fills `count` bytes at `bytes` with random bytes from the system's generator, as
/// `SecRandomCopyBytes`; `rnd` is `kSecRandomDefault` (nil), the only generator there is.
/// Returns `errSecSuccess`.
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer)
  -> Int32
{
  var generator = SystemRandomNumberGenerator()
  for i in 0..<max(0, count) {
    bytes.storeBytes(
      of: UInt8.random(in: .min ... .max, using: &generator), toByteOffset: i, as: UInt8.self)
  }
  return errSecSuccess
}
