import Foundation

// `-[NSData bytes]` where the translation holds an `NSData *` as Swift's `Data` (docs/objc.md):
// a value has no address of its own that outlives a call, where Objective-C's pointer is the
// object's storage.

/// The bytes of a translated `NSData *`, as C reads them through `-bytes`.
public enum ObjCDataBytes {
  /// A pointer to a copy of `data`'s bytes, which stays valid until the agent's autorelease
  /// pool drains (the end of the render request), as the storage of the autoreleased `NSData`
  /// a Foundation method returns does on iOS. A value that may be nil gives nil, as a message
  /// to nil does.
  ///
  /// Differs from iOS: a pointer taken from an `NSData` kept in an instance variable lives as
  /// long as that object there, here until the pool drains; one kept past it dangles.
  public static func bytes(of data: Data?) -> UnsafeRawPointer? {
    guard let data else { return nil }
    let object = NSData(data: data)
    ObjCRuntime.shared.keepUntilDrained(object)
    return object.bytes
  }
}
