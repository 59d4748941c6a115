import Foundation

// `NSPurgeableData`, which Linux's Foundation lacks: mutable data whose bytes the system may
// discard while nobody accesses them, through `NSDiscardableContent`'s counter. Nothing purges
// memory on its own in a render; the content goes only when code discards it.

/// Mutable data adopting `NSDiscardableContent`, as Foundation's: the content is accessed at
/// creation (its counter is 1); `endContentAccess()` lets it go, `discardContentIfPossible()`
/// then frees the bytes (`length` 0), and `beginContentAccess()` says whether they are still
/// there.
open class NSPurgeableData: NSMutableData, NSDiscardableContent {
  /// How many `beginContentAccess()` calls (the creation counting as one) are not yet ended.
  private var accessCount = 1
  /// Whether `discardContentIfPossible()` has freed the bytes.
  private var discarded = false
  /// The bytes. Linux's `NSMutableData` keeps none for a subclass, which must provide them
  /// (its "funnel" members: `length`, `bytes`, `mutableBytes` and the edits below).
  private var buffer: UnsafeMutableRawPointer?
  /// How many bytes `buffer` holds.
  private var count = 0

  deinit { free(buffer) }

  open override var length: Int {
    get { count }
    set {
      precondition(newValue >= 0, "NSPurgeableData's length set to \(newValue)")
      guard let grown = realloc(buffer, Swift.max(newValue, 1)) else {
        preconditionFailure("NSPurgeableData could not hold \(newValue) bytes")
      }
      if newValue > count { memset(grown + count, 0, newValue - count) }
      buffer = grown
      count = newValue
    }
  }

  open override var bytes: UnsafeRawPointer { UnsafeRawPointer(mutableBytes) }

  open override var mutableBytes: UnsafeMutableRawPointer {
    if buffer == nil { length = 0 }
    return buffer!
  }

  open override func replaceBytes(
    in range: NSRange, withBytes replacementBytes: UnsafeRawPointer?, length replacementLength: Int
  ) {
    let old = count
    let new = old - range.length + replacementLength
    if new > old { length = new }
    memmove(
      mutableBytes + range.location + replacementLength, mutableBytes + range.upperBound,
      old - range.upperBound)
    if new < old { length = new }
    if let replacementBytes, replacementLength > 0 {
      memmove(mutableBytes + range.location, replacementBytes, replacementLength)
    }
  }

  open override func replaceBytes(in range: NSRange, withBytes bytes: UnsafeRawPointer) {
    memmove(mutableBytes + range.location, bytes, range.length)
  }

  open override func append(_ bytes: UnsafeRawPointer, length: Int) {
    replaceBytes(in: NSRange(location: count, length: 0), withBytes: bytes, length: length)
  }

  open override func append(_ other: Data) {
    other.withUnsafeBytes { raw in
      if let base = raw.baseAddress { append(base, length: raw.count) }
    }
  }

  open override func increaseLength(by extraLength: Int) { length = count + extraLength }

  open override func resetBytes(in range: NSRange) {
    memset(mutableBytes + range.location, 0, range.length)
  }

  open override func setData(_ data: Data) {
    length = 0
    append(data)
  }

  /// Takes the content for use: true (the counter raised) while it is there, false once it
  /// was discarded.
  open func beginContentAccess() -> Bool {
    guard !discarded else { return false }
    accessCount += 1
    return true
  }

  /// Ends one use begun by `beginContentAccess()` or by creation. Differs from Foundation:
  /// one more end than uses is kept at zero rather than raising.
  open func endContentAccess() {
    accessCount = Swift.max(0, accessCount - 1)
  }

  /// Frees the bytes when nobody accesses them (the counter is 0); otherwise does nothing.
  open func discardContentIfPossible() {
    guard accessCount == 0, !discarded else { return }
    length = 0
    discarded = true
  }

  /// Whether the bytes were discarded.
  open func isContentDiscarded() -> Bool { discarded }
}
