// The `QuartzCore` façade: Core Animation's `CA` types and Core Graphics, as on iOS. The
// types live in EaselUIKit (views and layers are drawn together) and are re-exported one by
// one, so `import QuartzCore` alone does not bring UIKit's API.
@_exported public import CoreGraphics

@_exported public import protocol EaselUIKit.CAAction
@_exported public import class EaselUIKit.CAAnimation
@_exported public import class EaselUIKit.CAAnimationGroup
@_exported public import class EaselUIKit.CABasicAnimation
@_exported public import struct EaselUIKit.CACornerMask
@_exported public import class EaselUIKit.CAEmitterCell
@_exported public import class EaselUIKit.CAEmitterLayer
@_exported public import struct EaselUIKit.CAEmitterLayerEmitterMode
@_exported public import struct EaselUIKit.CAEmitterLayerEmitterShape
@_exported public import struct EaselUIKit.CAEmitterLayerRenderMode
@_exported public import class EaselUIKit.CAGradientLayer
@_exported public import struct EaselUIKit.CAGradientLayerType
@_exported public import class EaselUIKit.CAKeyframeAnimation
@_exported public import class EaselUIKit.CALayer
@_exported public import struct EaselUIKit.CALayerContentsGravity
@_exported public import struct EaselUIKit.CALayerCornerCurve
@_exported public import protocol EaselUIKit.CALayerDelegate
@_exported public import class EaselUIKit.CAMediaTimingFunction
@_exported public import struct EaselUIKit.CAMediaTimingFunctionName
@_exported public import class EaselUIKit.CAPropertyAnimation
@_exported public import class EaselUIKit.CAShapeLayer
@_exported public import struct EaselUIKit.CAShapeLayerFillRule
@_exported public import struct EaselUIKit.CAShapeLayerLineCap
@_exported public import struct EaselUIKit.CAShapeLayerLineJoin
@_exported public import class EaselUIKit.CATextLayer
@_exported public import struct EaselUIKit.CATextLayerAlignmentMode
@_exported public import class EaselUIKit.CATransaction
@_exported public import struct EaselUIKit.CATransform3D
@_exported public import func EaselUIKit.CATransform3DConcat
@_exported public import func EaselUIKit.CATransform3DGetAffineTransform
@_exported public import let EaselUIKit.CATransform3DIdentity
@_exported public import func EaselUIKit.CATransform3DIsAffine
@_exported public import func EaselUIKit.CATransform3DIsIdentity
@_exported public import func EaselUIKit.CATransform3DMakeAffineTransform
@_exported public import func EaselUIKit.CATransform3DMakeRotation
@_exported public import func EaselUIKit.CATransform3DMakeScale
@_exported public import func EaselUIKit.CATransform3DMakeTranslation
@_exported public import func EaselUIKit.CATransform3DRotate
@_exported public import func EaselUIKit.CATransform3DScale
@_exported public import func EaselUIKit.CATransform3DTranslate
