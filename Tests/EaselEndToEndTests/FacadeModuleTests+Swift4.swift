import EaselAgentHost
import Foundation
import Testing

/// The names Swift 4.2 renamed, which the SDK keeps for Swift 4 mode (generated from its API
/// notes by scripts/swift4-names): a Swift 4 module compiles with them; a Swift 4.2 or 5
/// module is told the new name, as Apple's compiler tells it.
extension FacadeModuleTests {
  static let swift4Spellings = """
    import UIKit
    import QuartzCore
    final class Tag: UIView {
      override func draw(_ rect: CGRect) {
        let inner = UIEdgeInsetsInsetRect(bounds, UIEdgeInsetsMake(2, 2, 2, 2))
        let attributes: [NSAttributedStringKey: Any] = [.foregroundColor: UIColor.red]
        let state: UIControlState = .highlighted
        let options: UIViewAnimationOptions = [.curveEaseIn]
        let name = NSNotification.Name.UIKeyboardWillShow
        let mode: RunLoopMode = .commonModes
        let filter = CALayer()
        filter.magnificationFilter = kCAFilterLinear
        let style = NSUnderlineStyle.styleSingle.rawValue
        let traits = UIAccessibilityTraitButton
        let png: Data? = UIImagePNGRepresentation(UIImage())
        let jpeg: Data? = UIImageJPEGRepresentation(UIImage(), 0.8)
        _ = (inner, attributes, state, options, name, mode, style, traits, png, jpeg)
      }
    }
    """

  /// Core Animation's string constants as Swift 4 code keeps them: `String`s, in variables of
  /// its own and given to the members that take them (the SDK's API notes unwrap those
  /// typedefs for Swift 4); Swift 5 code uses the wrappers.
  static let swift4Strings = """
    import UIKit
    final class Ring: UIView {
      var capStyle: String = kCALineCapRound
      var timing: String = kCAMediaTimingFunctionEaseIn
      override func layoutSubviews() {
        super.layoutSubviews()
        let ring = CAShapeLayer()
        ring.lineCap = capStyle
        ring.lineJoin = kCALineJoinBevel
        ring.fillRule = kCAFillRuleEvenOdd
        let cap: String = ring.lineCap
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.timingFunction = CAMediaTimingFunction(name: timing)
        animation.fillMode = kCAFillModeForwards
        layer.contentsGravity = kCAGravityResizeAspect
        let gradient = CAGradientLayer()
        gradient.type = kCAGradientLayerAxial
        let text = CATextLayer()
        text.alignmentMode = kCAAlignmentCenter
        _ = (cap, ring.lineCap == kCALineCapRound)
      }
    }
    """

  @Test func coreAnimationStringsAreStringsInSwift4Mode() throws {
    let result = try typecheck(
      Self.swift4Strings, swiftVersion: "4",
      implicitImports: AgentBuilder.implicitImports(importsUIKit: true))
    #expect(result.status == 0, "\(result.output)")
    let later = try typecheck(
      Self.swift4Strings, swiftVersion: "5",
      implicitImports: AgentBuilder.implicitImports(importsUIKit: true))
    #expect(later.status != 0)
    #expect(
      later.output.contains("'kCALineCapRound' has been renamed to 'CAShapeLayerLineCap.round'"),
      "\(later.output)")
  }

  @Test func swift4SpellingsCompileInSwift4Mode() throws {
    let result = try typecheck(
      Self.swift4Spellings, swiftVersion: "4",
      implicitImports: AgentBuilder.implicitImports(importsUIKit: true))
    #expect(result.status == 0, "\(result.output)")
  }

  @Test(arguments: ["4.2", "5"])
  func swift4SpellingsAreRefusedInLaterModes(version: String) throws {
    let result = try typecheck(
      Self.swift4Spellings, swiftVersion: version,
      implicitImports: AgentBuilder.implicitImports(importsUIKit: true))
    #expect(result.status != 0)
    for message in [
      "'UIEdgeInsetsInsetRect' has been replaced by instance method 'CGRect.inset(by:)'",
      "'NSAttributedStringKey' has been renamed to 'NSAttributedString.Key'",
      "'UIControlState' has been renamed to 'UIControl.State'",
      "'UIKeyboardWillShow' has been renamed to 'UIResponder.keyboardWillShowNotification'",
      "'UIImagePNGRepresentation' has been replaced by instance method 'UIImage.pngData()'",
    ] {
      #expect(result.output.contains(message), "\(result.output)")
    }
  }

  /// Class members the SDK's API notes name otherwise for Swift 4 (its versioned sections):
  /// the spinner's designated initializer, which Swift 4 code overrides, and members called
  /// by their Swift 4 names.
  static let swift4Members = """
    import UIKit
    final class Spinner: UIActivityIndicatorView {
      override init(activityIndicatorStyle style: UIActivityIndicatorViewStyle) {
        super.init(activityIndicatorStyle: style)
        activityIndicatorViewStyle = .gray
      }
      required init(coder: NSCoder) { super.init(coder: coder) }
    }
    final class Holder: UIViewController {
      func show(_ child: UIViewController, over view: UIView) {
        let spinner = UIActivityIndicatorView(activityIndicatorStyle: .white)
        addChildViewController(child)
        view.addSubview(child.view)
        child.didMove(toParentViewController: self)
        view.bringSubview(toFront: spinner)
        _ = (childViewControllers.count, isMovingToParentViewController)
        let gap = view.leadingAnchor.constraintEqualToSystemSpacingAfter(
          view.trailingAnchor, multiplier: 1)
        _ = gap
        child.willMove(toParentViewController: nil)
        child.removeFromParentViewController()
      }
    }
    """

  @Test func swift4MembersCompileInSwift4ModeOnly() throws {
    let result = try typecheck(
      Self.swift4Members, swiftVersion: "4",
      implicitImports: AgentBuilder.implicitImports(importsUIKit: true))
    #expect(result.status == 0, "\(result.output)")
    let later = try typecheck(
      Self.swift4Members, swiftVersion: "5",
      implicitImports: AgentBuilder.implicitImports(importsUIKit: true))
    #expect(later.status != 0)
    for message in [
      "'init(activityIndicatorStyle:)' has been renamed to 'init(style:)'",
      "'addChildViewController' has been renamed to 'addChild(_:)'",
      "'childViewControllers' has been renamed to 'children'",
    ] {
      #expect(later.output.contains(message), "\(later.output)")
    }
  }
}
