import Foundation

// Core Text's run delegates (`CTRunDelegate.h`): an attributed string's run that reserves
// space its delegate measures (`kCTRunDelegateAttributeName`), as text with inline images or
// attachments makes (YYText's `YYTextRunDelegate`, a Core Text frame parser's image runs).

/// The callbacks of a run delegate: its reference given to each.
public typealias CTRunDelegateDeallocateCallback = (UnsafeMutableRawPointer) -> Void
/// The ascent of the delegate's run.
public typealias CTRunDelegateGetAscentCallback = (UnsafeMutableRawPointer) -> CGFloat
/// The descent of the delegate's run.
public typealias CTRunDelegateGetDescentCallback = (UnsafeMutableRawPointer) -> CGFloat
/// The width of the delegate's run.
public typealias CTRunDelegateGetWidthCallback = (UnsafeMutableRawPointer) -> CGFloat

/// The first version of `CTRunDelegateCallbacks`, the only one.
public let kCTRunDelegateVersion1: Int = 1
/// The version `CTRunDelegateCallbacks` has today.
public let kCTRunDelegateCurrentVersion: Int = kCTRunDelegateVersion1

/// What a run delegate calls: to free its reference, and to measure its run.
public struct CTRunDelegateCallbacks {
  public var version: CFIndex
  public var dealloc: CTRunDelegateDeallocateCallback?
  public var getAscent: CTRunDelegateGetAscentCallback?
  public var getDescent: CTRunDelegateGetDescentCallback?
  public var getWidth: CTRunDelegateGetWidthCallback?

  /// No callbacks, version 0, as C's zeroed struct.
  public init() { version = 0 }

  public init(
    version: CFIndex, dealloc: CTRunDelegateDeallocateCallback?,
    getAscent: CTRunDelegateGetAscentCallback?, getDescent: CTRunDelegateGetDescentCallback?,
    getWidth: CTRunDelegateGetWidthCallback?
  ) {
    self.version = version
    self.dealloc = dealloc
    self.getAscent = getAscent
    self.getDescent = getDescent
    self.getWidth = getWidth
  }
}

/// A run delegate: its callbacks, stored, and the reference they are given.
///
/// Differs from Core Text: Easel's text layout does not ask a delegate for its run's metrics
/// (a run with one is laid out as its characters are), so the callbacks are stored and
/// answered (`ascent`, `descent`, `width`) but shape no line.
open class CTRunDelegate: NSObject {
  let callbacks: CTRunDelegateCallbacks
  let refCon: UnsafeMutableRawPointer?

  init(callbacks: CTRunDelegateCallbacks, refCon: UnsafeMutableRawPointer?) {
    self.callbacks = callbacks
    self.refCon = refCon
  }

  deinit {
    if let refCon { callbacks.dealloc?(refCon) }
  }

  /// The run's ascent, as the delegate's callback gives it (0 without one).
  public var ascent: CGFloat { measure(callbacks.getAscent) }
  /// The run's descent, as the delegate's callback gives it (0 without one).
  public var descent: CGFloat { measure(callbacks.getDescent) }
  /// The run's width, as the delegate's callback gives it (0 without one).
  public var width: CGFloat { measure(callbacks.getWidth) }

  private func measure(_ callback: ((UnsafeMutableRawPointer) -> CGFloat)?) -> CGFloat {
    guard let callback, let refCon else { return 0 }
    return callback(refCon)
  }
}

/// A run delegate with `callbacks`, giving `refCon` to each; nil for a version Core Text
/// does not know, as Core Text gives.
public func CTRunDelegateCreate(
  _ callbacks: UnsafePointer<CTRunDelegateCallbacks>, _ refCon: UnsafeMutableRawPointer?
) -> CTRunDelegate? {
  guard callbacks.pointee.version == kCTRunDelegateVersion1 else { return nil }
  return CTRunDelegate(callbacks: callbacks.pointee, refCon: refCon)
}

/// The reference a run delegate gives its callbacks.
public func CTRunDelegateGetRefCon(_ runDelegate: CTRunDelegate) -> UnsafeMutableRawPointer {
  runDelegate.refCon ?? UnsafeMutableRawPointer(bitPattern: 1)!
}
