import Foundation
import Testing

@testable import EaselUIKit

/// An object stored where a narrower project class is declared is kept as it is, as C stores
/// it (`ObjCUncheckedObject`); its class is read from the object, not its static type.
private final class UncheckedCard: UIView {}

@MainActor @Suite struct ObjCUncheckedObjectTests {
  private typealias Card = UncheckedCard

  @Test func anObjectOfTheClassIsItself() {
    let card = Card()
    let same = ObjCUncheckedObject.stored(card, as: Card.self, within: UIView.self) === card
    #expect(same)
  }

  @Test func anObjectOfTheFrameworkClassIsKeptAsItIs() throws {
    let view = UIView()
    let kept = ObjCUncheckedObject.stored(view, as: Card.self, within: UIView.self)
    let stored = try #require(kept)
    let same = (stored as AnyObject) === view
    #expect(same)
    let cls: AnyClass = Swift.type(of: stored as AnyObject)
    let isView = ObjCUncheckedObject.isClass(cls, descendingFrom: UIView.self)
    let isCard = ObjCUncheckedObject.isClass(cls, descendingFrom: Card.self)
    #expect(isView && !isCard)
  }

  @Test func nilAndOtherObjectsAreNil() {
    let none = ObjCUncheckedObject.stored(nil, as: Card.self, within: UIView.self)
    let other = ObjCUncheckedObject.stored(NSObject(), as: Card.self, within: UIView.self)
    #expect(none == nil && other == nil)
  }
}
