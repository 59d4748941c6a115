import Foundation

/// Foundation's abstract class of stand-ins for other objects (`NSProxy.h`): a subclass
/// answers what it implements and forwards any other message through `methodSignature(for:)`
/// and `forwardInvocation(_:)`, which `ObjCRuntime` runs as Objective-C's forwarding does.
///
/// Differs from Foundation: there NSProxy is a second root class, made by `+alloc` alone;
/// Swift on Linux has one root, so here it is a subclass of `NSObject`, made by `init()`, and
/// answers the messages of NSObject's class that NSProxy does not declare (`init`, key-value
/// coding) instead of forwarding them.
open class NSProxy: NSObject {}
