import Foundation

// Core Foundation's two Boolean objects. Apple documents no more of them than that they are
// the two CFBoolean values (`kCFBooleanTrue`, `kCFBooleanFalse`) and that
// `CFBooleanGetValue` tells them apart, so here they are two distinct objects, made once, and
// `CFBooleanGetValue` answers by identity. Code that passes them as values
// (`CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)`,
// attribute dictionaries) compiles and runs as on iOS.

/// The CFBoolean true.
nonisolated(unsafe) public let kCFBooleanTrue: CFBoolean! = CFBoolean()
/// The CFBoolean false.
nonisolated(unsafe) public let kCFBooleanFalse: CFBoolean! = CFBoolean()

/// Whether `boolean` is `kCFBooleanTrue`.
public func CFBooleanGetValue(_ boolean: CFBoolean!) -> Bool {
  boolean === kCFBooleanTrue
}
