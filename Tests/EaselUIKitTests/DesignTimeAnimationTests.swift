import EaselUIKit
import Foundation
import Testing

/// Animations at design time leave the model at its end state, as Interface Builder shows it.
@MainActor
@Suite struct DesignTimeAnimationTests {
  @Test func animateAppliesTheEndStateAndCompletesTrue() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished: Bool?
    UIView.animate(
      withDuration: 0.3, delay: 0.1, usingSpringWithDamping: 0.5, initialSpringVelocity: 1,
      options: [.curveEaseOut, .allowUserInteraction],
      animations: { v.alpha = 0.25 }, completion: { finished = $0 })
    #expect(v.alpha == 0.25)
    #expect(finished == true)
    UIView.animate(withDuration: 1) { v.center = CGPoint(x: 50, y: 60) }
    #expect(v.center == CGPoint(x: 50, y: 60))
  }

  @Test func keyframesRunInStartOrderAndTheLastWins() {
    let v = UIView()
    var order: [Double] = []
    var done = false
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: [.calculationModeCubic],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          order.append(0.5)
          v.alpha = 0.5
        }
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          order.append(0)
          v.alpha = 0.1
        }
      }, completion: { done = $0 })
    #expect(order == [0, 0.5])
    #expect(v.alpha == 0.5)
    #expect(done)
  }

  @Test func transitionBetweenViewsSwapsThem() {
    let root = UIView()
    let from = UIView()
    let to = UIView()
    root.addSubview(from)
    UIView.transition(from: from, to: to, duration: 0.2, options: [.transitionFlipFromLeft])
    #expect(root.subviews.count == 1 && root.subviews[0] === to)
    UIView.transition(
      with: root, duration: 0.2, options: .transitionCrossDissolve,
      animations: { root.tag = 3 })
    #expect(root.tag == 3)
  }

  @Test func propertyAnimatorEndsAtOnceWhenStarted() {
    let v = UIView()
    var position: UIViewAnimatingPosition?
    let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7) { v.alpha = 0.25 }
    animator.addAnimations { v.tag = 7 }
    animator.addCompletion { position = $0 }
    #expect(v.alpha == 1)
    animator.startAnimation()
    #expect(v.alpha == 0.25 && v.tag == 7)
    #expect(position == .end)
    #expect(animator.fractionComplete == 1 && animator.state == .inactive)
    UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 1, delay: 0, options: [], animations: { v.alpha = 0.75 })
    #expect(v.alpha == 0.75)
  }

  @Test func layerAnimationsDoNotChangeTheModel() {
    let layer = CALayer()
    layer.opacity = 1
    let fade = CAKeyframeAnimation(keyPath: "opacity")
    fade.values = [1, 0.5, 0]
    fade.keyTimes = [0, 0.5, 1]
    fade.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
    fade.calculationMode = .cubic
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    let spring = CASpringAnimation(keyPath: "transform.scale")
    spring.damping = 10
    let group = CAAnimationGroup()
    group.animations = [fade, spring]
    group.duration = 1
    layer.add(group, forKey: "g")
    #expect(layer.opacity == 1)
    #expect(layer.animation(forKey: "g") === group)
    #expect(spring.settlingDuration > 0.5 && spring.settlingDuration < 2)
  }

  @Test func timingFunctionsFollowTheirCurves() {
    let linear = CAMediaTimingFunction(name: .linear)
    #expect(abs(linear.value(at: 0.3) - 0.3) < 0.001)
    let ease = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    #expect(ease.value(at: 0.25) < 0.25 && ease.value(at: 0.75) > 0.75)
    var point: [Float] = [0, 0]
    ease.getControlPoint(at: 2, values: &point)
    #expect(point == [0.58, 1])
    #expect(CACurrentMediaTime() > 0)
  }
}
