// C's memory functions as Swift imports them from Darwin's string.h, which has no nullability:
// their pointers are implicitly unwrapped, so code passes optional pointers to them
// (`let bytes = CFDataGetBytePtr(data)`, then `memcpy(buffer.data, bytes, count)`). Glibc marks
// them non-null, so Swift on Linux takes only non-optional pointers and such code fails to
// build. These take what Darwin's take; a call with non-optional pointers still goes to the C
// library's own. A nil pointer traps, where C's call would crash.

/// Copies `n` bytes from `src` to `dst`, as Darwin's `memcpy(3)`.
public func memcpy(
  _ dst: UnsafeMutableRawPointer!, _ src: UnsafeRawPointer!, _ n: Int
) -> UnsafeMutableRawPointer! {
  dst.copyMemory(from: src, byteCount: n)
  return dst
}

/// Copies `n` bytes from `src` to `dst`, which may overlap, as Darwin's `memmove(3)`.
public func memmove(
  _ dst: UnsafeMutableRawPointer!, _ src: UnsafeRawPointer!, _ n: Int
) -> UnsafeMutableRawPointer! {
  // `copyMemory(from:byteCount:)` is memmove: overlapping regions are allowed.
  dst.copyMemory(from: src, byteCount: n)
  return dst
}

/// Sets `len` bytes at `b` to `c`, as Darwin's `memset(3)`.
public func memset(_ b: UnsafeMutableRawPointer!, _ c: Int32, _ len: Int)
  -> UnsafeMutableRawPointer!
{
  b.initializeMemory(as: UInt8.self, repeating: UInt8(truncatingIfNeeded: c), count: len)
  return b
}

/// Compares `n` bytes, as Darwin's `memcmp(3)`: negative, zero or positive.
public func memcmp(_ s1: UnsafeRawPointer!, _ s2: UnsafeRawPointer!, _ n: Int) -> Int32 {
  for i in 0..<n {
    let (a, b) = (s1.load(fromByteOffset: i, as: UInt8.self), s2.load(fromByteOffset: i, as: UInt8.self))
    if a != b { return Int32(a) - Int32(b) }
  }
  return 0
}
