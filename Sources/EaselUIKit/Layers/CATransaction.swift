import Foundation

/// Groups layer changes into one animated update, as `CATransaction`.
///
/// Differs from UIKit: a still render has no animations, so every method is a no-op that
/// exists only so code written for iOS compiles; changes always take effect at once.
@preconcurrency @MainActor
public final class CATransaction {
  /// Starts a transaction (no-op).
  public static func begin() {}
  /// Ends a transaction (no-op).
  public static func commit() {}
  /// Flushes pending changes (no-op).
  public static func flush() {}
  /// Whether implicit animations are off (always true here: there are none).
  public static func disableActions() -> Bool { true }
  /// Turns implicit animations on or off (no-op: there are none).
  public static func setDisableActions(_ flag: Bool) {}
  /// The animation duration (always 0 here).
  public static func animationDuration() -> CFTimeInterval { 0 }
  /// Sets the animation duration (no-op).
  public static func setAnimationDuration(_ duration: CFTimeInterval) {}
  /// Sets a block to run when the transaction's animations end; it runs at once here.
  public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) { block?() }
  /// The value of a transaction property (`kCATransactionDisableActions` …), as set on this
  /// thread (Core Animation's transactions are per thread).
  public static func value(forKey key: String) -> Any? { values[key] }
  /// Sets a transaction property, kept for `value(forKey:)`; none changes a still render.
  public static func setValue(_ anObject: Any?, forKey key: String) {
    var changed = values
    changed[key] = anObject
    Thread.current.threadDictionary[valuesKey] = changed
  }

  /// This thread's transaction properties.
  private static var values: [String: Any] {
    Thread.current.threadDictionary[valuesKey] as? [String: Any] ?? [:]
  }
  private static let valuesKey = "EaselCATransactionValues"
}
