import Foundation

// NSObject.h's bridging between Foundation's objects and Core Foundation's references, which
// on iOS moves an object's ownership in or out of automatic reference counting. Swift manages
// every object here (a Core Foundation type is a class of the façade), so each gives the
// object it was given, as iOS gives the same pointer.

/// The object `X` as a Core Foundation reference (iOS adds a retain the caller releases).
public func CFBridgingRetain(_ X: Any?) -> CFTypeRef? {
  X.map { $0 as AnyObject }
}
