// The `CoreGraphics` façade: what Core Graphics has, and no more. `CGFloat`, `CGPoint`,
// `CGSize` and `CGRect` are Foundation's on Linux, so Foundation comes with it; the `CG`
// types Easel implements live in EaselUIKit (they draw through its layers) and are
// re-exported one by one, so `import CoreGraphics` alone does not bring UIKit's API.
@_exported public import Foundation

@_exported public import struct EaselGraphics.CGAffineTransform
@_exported public import typealias EaselUIKit.Boolean
@_exported public import typealias EaselUIKit.CFAbsoluteTime
@_exported public import func EaselUIKit.CFAbsoluteTimeGetCurrent
@_exported public import typealias EaselUIKit.CFArray
@_exported public import typealias EaselUIKit.CFData
@_exported public import typealias EaselUIKit.CFError
@_exported public import typealias EaselUIKit.CFString
@_exported public import typealias EaselUIKit.CFTimeInterval
@_exported public import enum EaselUIKit.CGBlendMode
@_exported public import class EaselUIKit.CGColor
@_exported public import class EaselUIKit.CGColorSpace
@_exported public import func EaselUIKit.CGColorSpaceCreateDeviceGray
@_exported public import func EaselUIKit.CGColorSpaceCreateDeviceRGB
@_exported public import class EaselUIKit.CGContext
@_exported public import class EaselUIKit.CGDataProvider
@_exported public import class EaselUIKit.CGFont
@_exported public import class EaselUIKit.CGGradient
@_exported public import struct EaselUIKit.CGGradientDrawingOptions
@_exported public import class EaselUIKit.CGImage
@_exported public import enum EaselUIKit.CGInterpolationQuality
@_exported public import enum EaselUIKit.CGLineCap
@_exported public import enum EaselUIKit.CGLineJoin
@_exported public import class EaselUIKit.CGMutablePath
@_exported public import class EaselUIKit.CGPath
@_exported public import typealias EaselUIKit.CGPathApplierFunction
@_exported public import typealias EaselUIKit.CGPathApplyBlock
@_exported public import enum EaselUIKit.CGPathDrawingMode
@_exported public import struct EaselUIKit.CGPathElement
@_exported public import enum EaselUIKit.CGPathElementType
@_exported public import enum EaselUIKit.CGPathFillRule
@_exported public import typealias EaselUIKit.Fixed
@_exported public import typealias EaselUIKit.FourCharCode
// Darwin's and Dispatch's names that Linux lacks: on iOS every framework above Foundation
// brings them (`animation.repeatCount = HUGE` in a file that imports only QuartzCore).
@_exported public import let EaselUIKit.HUGE
@_exported public import let EaselUIKit.MAXFLOAT
@_exported public import let EaselUIKit.MSEC_PER_SEC
@_exported public import let EaselUIKit.NSEC_PER_MSEC
@_exported public import let EaselUIKit.NSEC_PER_SEC
@_exported public import let EaselUIKit.NSEC_PER_USEC
@_exported public import class EaselUIKit.NSDataDetector
@_exported public import class EaselUIKit.NSHashTable
@_exported public import var EaselUIKit.NSHashTableCopyIn
@_exported public import var EaselUIKit.NSHashTableObjectPointerPersonality
@_exported public import var EaselUIKit.NSHashTableStrongMemory
@_exported public import var EaselUIKit.NSHashTableWeakMemory
@_exported public import class EaselUIKit.NSMapTable
@_exported public import var EaselUIKit.NSMapTableCopyIn
@_exported public import var EaselUIKit.NSMapTableObjectPointerPersonality
@_exported public import var EaselUIKit.NSMapTableStrongMemory
@_exported public import var EaselUIKit.NSMapTableWeakMemory
@_exported public import class EaselUIKit.NSPurgeableData
@_exported public import typealias EaselUIKit.OSStatus
@_exported public import typealias EaselUIKit.OSType
@_exported public import let EaselUIKit.USEC_PER_SEC
@_exported public import typealias EaselUIKit.UniChar
@_exported public import func EaselUIKit.autoreleasepool
// The accessors the source preparation gives `@NSManaged` properties (a Core Data model's,
// whose files import CoreData, which re-exports this module; a layer's).
@_exported public import func EaselUIKit.__easelManagedAdd
@_exported public import func EaselUIKit.__easelManagedRemove
@_exported public import func EaselUIKit.__easelManagedValue
@_exported public import func EaselUIKit.__easelSetManagedValue
