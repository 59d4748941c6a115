import Foundation
import Testing

@testable import EaselUIKit

/// A path subclass of a project, whose copy must stay of its class.
private final class TaggedPath: UIBezierPath {
  var tag = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! TaggedPath
    copy.tag = tag
    return copy
  }
}

/// A shadow subclass of a project, of a class the façade declares at rest.
private final class NamedShadow: NSShadow {
  var name = ""

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! NamedShadow
    copy.name = name
    return copy
  }
}

/// The classes UIKit's headers declare `NSCopying` copy as UIKit does: a mutable one makes
/// the receiver's own class (the façade's subclasses through its table, a project's through
/// its registration's factory) and copies its state, at-rest values included; an immutable
/// one is its own copy.
@MainActor
@Suite(.serialized) struct FacadeCopyingTests {
  init() {
    var table = KeyValueTable()
    table.add(factory: ClassFactory(TaggedPath.self) { TaggedPath() })
    table.add(factory: ClassFactory(NamedShadow.self) { NamedShadow() })
    ObjCRuntime.shared.install(table)
  }

  @Test func anAnimationCopiesEveryLevelOfItsClass() throws {
    let spring = CASpringAnimation(keyPath: "position.y")
    spring.duration = 0.4
    spring.fromValue = 1
    spring.toValue = 2
    spring.damping = 7
    spring.isRemovedOnCompletion = false
    let copy = try #require(spring.copy() as? CASpringAnimation)
    #expect(copy !== spring && type(of: copy) == CASpringAnimation.self)
    #expect(copy.keyPath == "position.y" && copy.duration == 0.4 && copy.damping == 7)
    #expect(copy.fromValue as? Int == 1 && copy.toValue as? Int == 2)
    #expect(!copy.isRemovedOnCompletion)
    let keyframes = CAKeyframeAnimation(keyPath: "opacity")
    keyframes.values = [0, 1]
    keyframes.keyTimes = [0, 1]
    let group = CAAnimationGroup()
    group.animations = [keyframes]
    let groupCopy = try #require(group.copy() as? CAAnimationGroup)
    #expect(groupCopy.animations?.first === keyframes)
    let keyframesCopy = try #require(keyframes.copy() as? CAKeyframeAnimation)
    #expect(keyframesCopy.values?.count == 2 && keyframesCopy.keyTimes == [0, 1])
  }

  @Test func aPathCopyIsOfTheProjectsClass() throws {
    let path = TaggedPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    path.lineWidth = 3
    path.tag = 7
    let copy = try #require(path.copy() as? TaggedPath)
    #expect(copy !== path && copy.tag == 7 && copy.lineWidth == 3)
    #expect(copy.bounds == path.bounds)
    copy.addLine(to: CGPoint(x: 40, y: 40))
    #expect(path.bounds.width == 10, "the copy's elements are its own")
  }

  @Test func atRestValuesAreCopied() throws {
    let shadow = NSShadow()
    shadow.shadowBlurRadius = 4
    let copy = try #require(shadow.copy() as? NSShadow)
    #expect(copy !== shadow && copy.shadowBlurRadius == 4)
    let item = UIApplicationShortcutItem(type: "open", localizedTitle: "Open")
    #expect(item.copy() is UIApplicationShortcutItem)
    let mutable = UIMutableApplicationShortcutItem(type: "new", localizedTitle: "New")
    #expect(
      type(of: try #require(mutable.copy() as? NSObject)) == UIMutableApplicationShortcutItem.self)
  }

  @Test func classesAtRestCopyAsTheirOwnClassAndAProjectsSubclass() throws {
    let symbol = UIImage.SymbolConfiguration(pointSize: 20)
    let symbolCopy = try #require(symbol.copy() as? NSObject)
    #expect(symbolCopy !== symbol && type(of: symbolCopy) == UIImage.SymbolConfiguration.self)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      subitems: [])
    #expect(type(of: try #require(group.copy() as? NSObject)) == NSCollectionLayoutGroup.self)
    let shadow = NamedShadow()
    shadow.name = "soft"
    shadow.shadowOffset = CGSize(width: 0, height: 2)
    let copy = try #require(shadow.copy() as? NamedShadow)
    #expect(copy.name == "soft" && copy.shadowOffset == CGSize(width: 0, height: 2))
  }

  @Test func immutableObjectsAreTheirOwnCopies() {
    let color = UIColor.red
    #expect(color.copy() as AnyObject === color)
    let font = UIFont.systemFont(ofSize: 12)
    #expect(font.copy() as AnyObject === font)
    let style = NSParagraphStyle.default
    #expect(style.copy() as AnyObject === style)
    let mutable = NSMutableParagraphStyle()
    mutable.lineSpacing = 6
    let frozen = mutable.copy() as AnyObject
    #expect(type(of: frozen) == NSParagraphStyle.self)
    #expect((frozen as? NSParagraphStyle)?.lineSpacing == 6)
  }

  @Test func anAlertActionAndAnAnimatorCopyTheirState() throws {
    let action = UIAlertAction(title: "Delete", style: .destructive)
    action.isEnabled = false
    let copy = try #require(action.copy() as? UIAlertAction)
    #expect(copy !== action && copy.title == "Delete" && copy.style == .destructive)
    #expect(!copy.isEnabled)
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeIn)
    animator.isInterruptible = false
    let animatorCopy = try #require(animator.copy() as? UIViewPropertyAnimator)
    #expect(animatorCopy.duration == 0.3 && !animatorCopy.isInterruptible)
    let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    effect.minimumRelativeValue = -10
    let effectCopy = try #require(effect.copy() as? UIInterpolatingMotionEffect)
    #expect(effectCopy.keyPath == "center.x" && effectCopy.minimumRelativeValue as? Int == -10)
  }
}
