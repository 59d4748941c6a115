import EaselUIKit
import Foundation
import Testing

/// A collection seen with other element types (`ObjCRetypedCollection`): typed strings are
/// their strings and back, objects are cast, and what is none of the new type is left out.
struct ObjCRetypedCollectionTests {
  @Test func typedStringKeysAreTheirStrings() throws {
    let change: [NSKeyValueChangeKey: Any]? = [.newKey: NSValue(cgPoint: CGPoint(x: 1, y: 2))]
    let seen: [String: Any]? = ObjCRetypedCollection.retyped(change)
    #expect((seen?["new"] as? NSValue)?.cgPointValue == CGPoint(x: 1, y: 2))
    let back: [NSKeyValueChangeKey: NSValue] = ObjCRetypedCollection.retyped(seen ?? [:])
    #expect(back[.newKey]?.cgPointValue == CGPoint(x: 1, y: 2))
    let none: [String: Any]? = ObjCRetypedCollection.retyped(nil as [NSKeyValueChangeKey: Any]?)
    #expect(none == nil)
  }

  @Test func elementsOfAnotherTypeAreLeftOut() {
    let views: [UIView] = [UILabel(), UIView(), UILabel()]
    let labels: [UILabel] = ObjCRetypedCollection.retyped(views)
    #expect(labels.count == 2)
    let words: Set<String> = ObjCRetypedCollection.retyped(Set<AnyHashable>(["a", 1, "b"]))
    #expect(words == ["a", "b"])
  }
}

/// `ObjCAutorelease.keep(_:)` keeps an object that only a weak reference holds.
struct ObjCAutoreleaseTests {
  @Test func aKeptObjectOutlivesItsStatement() {
    weak var kept: UIView? = ObjCAutorelease.keep(UIView())
    #expect(kept != nil)
    weak var dropped: UIView? = UIView()
    #expect(dropped == nil)
  }
}
