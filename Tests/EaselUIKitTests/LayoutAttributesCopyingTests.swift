import Foundation
import Testing

@testable import EaselUIKit

/// Layout attributes with a property of their own, copied the way a pager's are: the
/// override copies its property onto what UIKit's `copy(with:)` made.
private final class PositionedAttributes: UICollectionViewLayoutAttributes {
  var position: CGFloat = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! PositionedAttributes
    copy.position = position
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? PositionedAttributes else { return false }
    return super.isEqual(other) && position == other.position
  }
}

/// A layout whose attributes are of its own class.
private final class PositionedLayout: UICollectionViewLayout {
  override class var layoutAttributesClass: AnyClass { PositionedAttributes.self }
}

/// `copy(with:)` of UIKit's copying classes makes the receiver's own class, as
/// `[[[self class] allocWithZone:zone] init]` does on iOS: a project's subclass through the
/// factory its generated registration gives the runtime (`ClassFactory`).
@MainActor
@Suite(.serialized) struct LayoutAttributesCopyingTests {
  init() {
    var table = KeyValueTable()
    table.add(factory: ClassFactory(PositionedAttributes.self) { PositionedAttributes() })
    ObjCRuntime.shared.install(table)
  }

  @Test func aCopyOfASubclassIsOfTheSubclassWithEveryAttribute() throws {
    let original = PositionedAttributes(forSupplementaryViewOfKind: "header", with: [2, 5])
    original.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
    original.alpha = 0.5
    original.zIndex = 3
    original.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
    original.position = -0.25
    let copy = try #require(original.copy() as? PositionedAttributes)
    #expect(copy !== original)
    #expect(copy.position == -0.25)
    #expect(copy.frame == original.frame && copy.alpha == 0.5 && copy.zIndex == 3)
    #expect(copy.transform == original.transform && copy.indexPath == [2, 5])
    #expect(copy.representedElementCategory == .supplementaryView)
    #expect(copy.representedElementKind == "header")
    #expect(copy.isEqual(original) && original.isEqual(copy) && copy.hash == original.hash)
    copy.position = 0.5
    #expect(!copy.isEqual(original))
  }

  @Test func aCopyOfUIKitsOwnClassIsOfThatClass() throws {
    let original = UICollectionViewLayoutAttributes(forCellWith: [0, 7])
    original.isHidden = true
    let copy = try #require(original.copy(with: nil) as? UICollectionViewLayoutAttributes)
    #expect(type(of: copy) == UICollectionViewLayoutAttributes.self)
    #expect(copy.isHidden && copy.indexPath == [0, 7] && copy.isEqual(original))
  }

  @Test func aLayoutNamesItsAttributesClass() {
    #expect(
      ObjectIdentifier(PositionedLayout.layoutAttributesClass)
        == ObjectIdentifier(PositionedAttributes.self))
    #expect(
      ObjectIdentifier(UICollectionViewLayout.layoutAttributesClass)
        == ObjectIdentifier(UICollectionViewLayoutAttributes.self))
    let made = ObjCRuntime.shared.makeInstance(of: PositionedLayout.layoutAttributesClass)
    #expect(made is PositionedAttributes)
  }
}
