// The `ObjectiveC` façade: Foundation's `NSObject` and the associated-object functions
// categories use (Easel's, from EaselUIKit: there is no Objective-C runtime on Linux).
@_exported public import Foundation

@_exported public import enum EaselUIKit.objc_AssociationPolicy
@_exported public import func EaselUIKit.objc_getAssociatedObject
@_exported public import func EaselUIKit.objc_removeAssociatedObjects
@_exported public import func EaselUIKit.objc_setAssociatedObject
