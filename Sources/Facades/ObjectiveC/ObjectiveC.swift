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

