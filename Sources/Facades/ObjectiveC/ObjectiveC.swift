// The `ObjectiveC` façade: Foundation's `NSObject`, selectors and the runtime functions
// categories use (Easel's generated runtime, from EaselUIKit: there is no Objective-C
// runtime on Linux). On Apple's platforms Foundation brings this module in, so the agent
// imports it into every file.
@_exported public import Foundation

@_exported public import func EaselUIKit.NSSelectorFromString
@_exported public import func EaselUIKit.NSStringFromSelector
@_exported public import struct EaselUIKit.Selector
@_exported public import enum EaselUIKit.objc_AssociationPolicy
@_exported public import func EaselUIKit.objc_getAssociatedObject
@_exported public import func EaselUIKit.objc_removeAssociatedObjects
@_exported public import func EaselUIKit.objc_setAssociatedObject
@_exported public import func EaselUIKit.sel_getName
@_exported public import func EaselUIKit.sel_isEqual
@_exported public import func EaselUIKit.sel_registerName
@_exported public import struct EaselUIKit.Method
@_exported public import struct EaselUIKit.IMP
@_exported public import func EaselUIKit.class_getInstanceMethod
@_exported public import func EaselUIKit.class_getClassMethod
@_exported public import func EaselUIKit.method_getName
@_exported public import func EaselUIKit.method_getImplementation
@_exported public import func EaselUIKit.method_getTypeEncoding
@_exported public import func EaselUIKit.method_exchangeImplementations
@_exported public import func EaselUIKit.method_setImplementation
@_exported public import func EaselUIKit.class_addMethod
@_exported public import func EaselUIKit.class_replaceMethod
@_exported public import func EaselUIKit.objc_sync_enter
@_exported public import func EaselUIKit.objc_sync_exit
@_exported public import let EaselUIKit.OBJC_SYNC_SUCCESS
@_exported public import let EaselUIKit.OBJC_SYNC_NOT_OWNING_THREAD_ERROR
// Darwin's unfair lock (`<os/lock.h>`), which Foundation brings in on Apple's platforms.
@_exported public import struct os.os_unfair_lock_s
@_exported public import typealias os.os_unfair_lock
@_exported public import typealias os.os_unfair_lock_t
@_exported public import func os.os_unfair_lock_lock
@_exported public import func os.os_unfair_lock_trylock
@_exported public import func os.os_unfair_lock_unlock
@_exported public import func os.os_unfair_lock_assert_owner
@_exported public import func os.os_unfair_lock_assert_not_owner

