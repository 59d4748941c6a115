// The members of QuartzCore that Swift 4 mode (`SWIFT_VERSION = 4.0`) sees as `String`s:
// the iOS SDK's API notes make the typedefs of these constants (`CAShapeLayerLineCap`,
// `CAMediaTimingFunctionName` …, twenty in all) plain strings in their `Version: 4` section
// (`SwiftWrapper: none`), so Swift 4 code keeps them in `String`s (`var style: String =
// kCAMediaTimingFunctionEaseIn`). Each member taking one is declared again here for Swift 4
// with `String`, forwarding to the member of the wrapper type, which Swift 4 does not see
// (`@available(swift, introduced: 4.2)` where it is declared); the constants themselves are
// `String`s in `QuartzCore+Swift4Names.swift`.
public import EaselUIKit
public import Foundation

extension CAKeyframeAnimation {
  @available(swift, obsoleted: 4.2)
  public var calculationMode: String {
    get { (calculationMode as CAAnimationCalculationMode).rawValue }
    set { calculationMode = CAAnimationCalculationMode(rawValue: newValue) }
  }
  @available(swift, obsoleted: 4.2)
  public var rotationMode: String? {
    get { (rotationMode as CAAnimationRotationMode?)?.rawValue }
    set { rotationMode = newValue.map { CAAnimationRotationMode(rawValue: $0) } }
  }
}

extension CATransition {
  @available(swift, obsoleted: 4.2)
  public var type: String {
    get { (type as CATransitionType).rawValue }
    set { type = CATransitionType(rawValue: newValue) }
  }
  @available(swift, obsoleted: 4.2)
  public var subtype: String? {
    get { (subtype as CATransitionSubtype?)?.rawValue }
    set { subtype = newValue.map { CATransitionSubtype(rawValue: $0) } }
  }
}

extension CAAnimation {
  @available(swift, obsoleted: 4.2)
  public var fillMode: String {
    get { (fillMode as CAMediaTimingFillMode).rawValue }
    set { fillMode = CAMediaTimingFillMode(rawValue: newValue) }
  }
}

extension CALayer {
  @available(swift, obsoleted: 4.2)
  public var fillMode: String {
    get { (fillMode as CAMediaTimingFillMode).rawValue }
    set { fillMode = CAMediaTimingFillMode(rawValue: newValue) }
  }
  @available(swift, obsoleted: 4.2)
  public var contentsGravity: String {
    get { (contentsGravity as CALayerContentsGravity).rawValue }
    set { contentsGravity = CALayerContentsGravity(rawValue: newValue) }
  }
  @available(swift, obsoleted: 4.2)
  public var contentsFormat: String {
    get { (contentsFormat as CALayerContentsFormat).rawValue }
    set { contentsFormat = CALayerContentsFormat(rawValue: newValue) }
  }
  @available(swift, obsoleted: 4.2)
  public var minificationFilter: String {
    get { (minificationFilter as CALayerContentsFilter).rawValue }
    set { minificationFilter = CALayerContentsFilter(rawValue: newValue) }
  }
  @available(swift, obsoleted: 4.2)
  public var magnificationFilter: String {
    get { (magnificationFilter as CALayerContentsFilter).rawValue }
    set { magnificationFilter = CALayerContentsFilter(rawValue: newValue) }
  }
}

extension CAEmitterLayer {
  @available(swift, obsoleted: 4.2)
  public var emitterShape: String {
    get { (emitterShape as CAEmitterLayerEmitterShape).rawValue }
    set { emitterShape = CAEmitterLayerEmitterShape(rawValue: newValue) }
  }
  @available(swift, obsoleted: 4.2)
  public var emitterMode: String {
    get { (emitterMode as CAEmitterLayerEmitterMode).rawValue }
    set { emitterMode = CAEmitterLayerEmitterMode(rawValue: newValue) }
  }
  @available(swift, obsoleted: 4.2)
  public var renderMode: String {
    get { (renderMode as CAEmitterLayerRenderMode).rawValue }
    set { renderMode = CAEmitterLayerRenderMode(rawValue: newValue) }
  }
}

extension CAGradientLayer {
  @available(swift, obsoleted: 4.2)
  public var type: String {
    get { (type as CAGradientLayerType).rawValue }
    set { type = CAGradientLayerType(rawValue: newValue) }
  }
}

extension CAShapeLayer {
  @available(swift, obsoleted: 4.2)
  public var fillRule: String {
    get { (fillRule as CAShapeLayerFillRule).rawValue }
    set { fillRule = CAShapeLayerFillRule(rawValue: newValue) }
  }
  @available(swift, obsoleted: 4.2)
  public var lineCap: String {
    get { (lineCap as CAShapeLayerLineCap).rawValue }
    set { lineCap = CAShapeLayerLineCap(rawValue: newValue) }
  }
  @available(swift, obsoleted: 4.2)
  public var lineJoin: String {
    get { (lineJoin as CAShapeLayerLineJoin).rawValue }
    set { lineJoin = CAShapeLayerLineJoin(rawValue: newValue) }
  }
}

extension CATextLayer {
  @available(swift, obsoleted: 4.2)
  public var alignmentMode: String {
    get { (alignmentMode as CATextLayerAlignmentMode).rawValue }
    set { alignmentMode = CATextLayerAlignmentMode(rawValue: newValue) }
  }
  @available(swift, obsoleted: 4.2)
  public var truncationMode: String {
    get { (truncationMode as CATextLayerTruncationMode).rawValue }
    set { truncationMode = CATextLayerTruncationMode(rawValue: newValue) }
  }
}

extension CAMediaTimingFunction {
  @available(swift, obsoleted: 4.2)
  public convenience init(name: String) {
    self.init(name: CAMediaTimingFunctionName(rawValue: name))
  }
}

extension CAValueFunction {
  @available(swift, obsoleted: 4.2)
  public convenience init?(name: String) {
    self.init(name: CAValueFunctionName(rawValue: name))
  }
}
