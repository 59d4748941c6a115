import Foundation
import Testing

@testable import EaselUIKit

/// An object given where its class's mutable counterpart is declared goes on, as C converts
/// object pointers unchecked; Swift's cast trapped (`[parts copy]` given to a block taking
/// `NSMutableArray *`: "Could not cast value of type NSArray to NSMutableArray").
@Suite struct ObjCMutableCounterpartTests {
  @Test func aMutableObjectIsItself() {
    let array = NSMutableArray(array: ["a"])
    #expect(ObjCMutableCounterpart.object(array, as: NSMutableArray.self) === array)
  }

  @Test func anImmutableObjectGoesOnWithItsContents() throws {
    let copied = NSMutableArray(array: ["a", "b"]).copy()
    let array = try #require(ObjCMutableCounterpart.object(copied, as: NSMutableArray.self))
    #expect(array as? [String] == ["a", "b"])
    let dictionary = ObjCMutableCounterpart.object(
      NSDictionary(dictionary: ["k": 1]), as: NSMutableDictionary.self)
    #expect(dictionary?["k"] as? Int == 1)
    let text = ObjCMutableCounterpart.object(
      NSAttributedString(string: "x"), as: NSMutableAttributedString.self)
    #expect(text?.string == "x")
  }

  @Test func swiftValuesGoOnAsTheObjectsTheyBridgeTo() {
    let strings: Any = ["x", "y"]
    #expect(ObjCMutableCounterpart.object(strings, as: NSMutableArray.self)?.count == 2)
    let keyed: Any = ["k": 1] as [AnyHashable: Any]
    #expect(ObjCMutableCounterpart.object(keyed, as: NSMutableDictionary.self)?.count == 1)
    #expect(ObjCMutableCounterpart.object("abc", as: NSMutableString.self)?.length == 3)
    #expect(ObjCMutableCounterpart.object(Data([1, 2]), as: NSMutableData.self)?.length == 2)
  }

  @Test func nilAndOtherObjectsAreNil() {
    #expect(ObjCMutableCounterpart.object(nil, as: NSMutableArray.self) == nil)
    #expect(ObjCMutableCounterpart.object(NSObject(), as: NSMutableArray.self) == nil)
    #expect(ObjCMutableCounterpart.object(NSDictionary(), as: NSMutableArray.self) == nil)
  }
}
