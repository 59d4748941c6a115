import Foundation

/// The hand-written classes of the façade that UIKit copies by making the receiver's own
/// class, each made with `init()`: `copy(with:)` of a class whose subclasses copy their own
/// state on top of it (`CAAnimation`'s, `UIMotionEffect`'s, `UIBezierPath`'s…) makes the
/// dynamic class through this table. The classes at rest make themselves
/// (`copyingInstance(of:as:_:make:)`), and a project's subclasses are made by the factories of
/// its generated registration (`ObjCClassFactories.swift`).
@MainActor
enum FacadeClassFactories {
  /// Makes each class with `init()` (a class with none, with placeholder arguments its copy
  /// replaces), by class.
  static let table: [ObjectIdentifier: @MainActor () -> AnyObject] = [
    ObjectIdentifier(CAAnimation.self): { CAAnimation() },
    ObjectIdentifier(CAAnimationGroup.self): { CAAnimationGroup() },
    ObjectIdentifier(CABasicAnimation.self): { CABasicAnimation() },
    ObjectIdentifier(CAKeyframeAnimation.self): { CAKeyframeAnimation() },
    ObjectIdentifier(CAPropertyAnimation.self): { CAPropertyAnimation() },
    ObjectIdentifier(CASpringAnimation.self): { CASpringAnimation() },
    ObjectIdentifier(CATransition.self): { CATransition() },
    ObjectIdentifier(UIAlertAction.self): { UIAlertAction() },
    ObjectIdentifier(UIBezierPath.self): { UIBezierPath() },
    ObjectIdentifier(UICollectionViewLayoutAttributes.self): { UICollectionViewLayoutAttributes() },
    ObjectIdentifier(UIInterpolatingMotionEffect.self): {
      UIInterpolatingMotionEffect(keyPath: "", type: .tiltAlongHorizontalAxis)
    },
    ObjectIdentifier(UIMotionEffect.self): { UIMotionEffect() },
    ObjectIdentifier(UIMotionEffectGroup.self): { UIMotionEffectGroup() },
  ]
}
