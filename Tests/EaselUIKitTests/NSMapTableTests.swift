import Foundation
import Testing

@testable import EaselUIKit

/// Foundation's map and hash tables, which Linux's Foundation lacks: keys compared with
/// `isEqual(_:)`, weakly held objects gone with their object.
struct NSMapTableTests {
  @Test func weakValuesGoWithTheirObject() {
    let table = NSMapTable<NSString, NSObject>(
      keyOptions: NSMapTableStrongMemory, valueOptions: NSMapTableWeakMemory, capacity: 3)
    let kept = NSObject()
    table.setObject(kept, forKey: NSString(string: "kept"))
    do {
      let passing = NSObject()
      table.setObject(passing, forKey: NSString(string: "passing"))
      #expect(table.count == 2)
    }
    #expect(table.count == 1)
    // An equal key that is another object finds the entry.
    #expect(table.object(forKey: NSString(string: "kept")) === kept)
    #expect(table.object(forKey: NSString(string: "passing")) == nil)
    table.setObject(nil, forKey: NSString(string: "kept"))
    #expect(table.count == 0)
  }

  @Test func strongTablesKeepAndCompareByIdentityWhenAsked() {
    let table = NSMapTable<NSString, NSObject>.strongToStrongObjects()
    do { table.setObject(NSObject(), forKey: "a") }
    #expect(table.count == 1)
    #expect(table.keyEnumerator().allObjects as? [NSString] == ["a"])
    let byIdentity = NSMapTable<NSString, NSObject>(
      keyOptions: .objectPointerPersonality, valueOptions: [])
    byIdentity.setObject(NSObject(), forKey: NSString(string: "a"))
    #expect(byIdentity.object(forKey: NSString(string: "a")) == nil)
  }

  @Test func hashTablesHoldEachObjectOnce() {
    let table = NSHashTable<NSObject>.weakObjects()
    let one = NSObject()
    table.add(one)
    table.add(one)
    do { table.add(NSObject()) }
    #expect(table.allObjects == [one])
    #expect(table.contains(one))
    table.remove(one)
    #expect(table.count == 0)
  }
}
