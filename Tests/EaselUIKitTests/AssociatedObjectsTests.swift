import EaselUIKit
import Foundation
import Testing

// Keys as category code declares them: the address of a global is the key.
nonisolated(unsafe) private var firstKey: UInt8 = 0
nonisolated(unsafe) private var secondKey: UInt8 = 0
nonisolated(unsafe) private var textAsKeyKey: UInt8 = 0
nonisolated(unsafe) private var originalTextKey: UInt8 = 0

private final class Token: Sendable {
  let name: String
  init(_ name: String) { self.name = name }
}

/// Seed 002's `UILabel (SBLocalizable)` category, ported line by line.
extension UILabel {
  fileprivate var textAsKey: Bool {
    get { objc_getAssociatedObject(self, &textAsKeyKey) as? Bool ?? false }
    set {
      objc_setAssociatedObject(self, &textAsKeyKey, newValue, .OBJC_ASSOCIATION_ASSIGN)
      if newValue {
        objc_setAssociatedObject(self, &originalTextKey, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        text = EaselLocalizedString(text ?? "", comment: "")
      } else {
        text = objc_getAssociatedObject(self, &originalTextKey) as? String
      }
    }
  }
}

/// `objc_setAssociatedObject` and friends: policies, keys, removal, and no leaks.
@MainActor
@Suite struct AssociatedObjectsTests {
  @Test func valuesRoundTripPerObjectAndKey() {
    let a = UIView()
    let b = UIView()
    objc_setAssociatedObject(a, &firstKey, "one", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_setAssociatedObject(a, &secondKey, 2, .OBJC_ASSOCIATION_RETAIN)
    objc_setAssociatedObject(b, &firstKey, "other", .OBJC_ASSOCIATION_COPY)
    #expect(objc_getAssociatedObject(a, &firstKey) as? String == "one")
    #expect(objc_getAssociatedObject(a, &secondKey) as? Int == 2)
    #expect(objc_getAssociatedObject(b, &firstKey) as? String == "other")
    #expect(objc_getAssociatedObject(b, &secondKey) == nil)
  }

  @Test func settingNilRemovesAndRemoveAllClears() {
    let v = UIView()
    objc_setAssociatedObject(v, &firstKey, "x", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_setAssociatedObject(v, &secondKey, "y", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_setAssociatedObject(v, &firstKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_getAssociatedObject(v, &firstKey) == nil)
    #expect(objc_getAssociatedObject(v, &secondKey) as? String == "y")
    objc_removeAssociatedObjects(v)
    #expect(objc_getAssociatedObject(v, &secondKey) == nil)
  }

  @Test func policiesHaveApplesRawValues() {
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue == 0)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue == 1)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue == 3)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 0x301)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 0x303)
  }

  @Test func assignHoldsObjectsWeaklyAndValuesAsTheyAre() {
    let v = UIView()
    var token: Token? = Token("t")
    weak let watcher = token
    objc_setAssociatedObject(v, &firstKey, token, .OBJC_ASSOCIATION_ASSIGN)
    objc_setAssociatedObject(v, &secondKey, true, .OBJC_ASSOCIATION_ASSIGN)
    #expect((objc_getAssociatedObject(v, &firstKey) as? Token)?.name == "t")
    token = nil
    #expect(watcher == nil)
    #expect(objc_getAssociatedObject(v, &firstKey) == nil)
    #expect(objc_getAssociatedObject(v, &secondKey) as? Bool == true)
    objc_setAssociatedObject(v, &secondKey, NSNumber(value: true), .OBJC_ASSOCIATION_ASSIGN)
    #expect((objc_getAssociatedObject(v, &secondKey) as? NSNumber)?.boolValue == true)
  }

  @Test func retainKeepsTheValueAliveAsLongAsTheOwner() {
    let v = UIView()
    weak var watcher: Token?
    do {
      let token = Token("kept")
      watcher = token
      objc_setAssociatedObject(v, &firstKey, token, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
    #expect(watcher?.name == "kept")
    objc_setAssociatedObject(v, &firstKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(watcher == nil)
  }

  @Test func copyStoresACopy() {
    let v = UIView()
    let text = NSMutableString(string: "before")
    objc_setAssociatedObject(v, &firstKey, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    text.append(" and after")
    #expect((objc_getAssociatedObject(v, &firstKey) as? NSString).map { $0 as String } == "before")
  }

  @Test func anOptionalOwnerIsTheObjectInside() throws {
    let view: UIView? = UIView()
    objc_setAssociatedObject(view as Any, &firstKey, "inside", .OBJC_ASSOCIATION_RETAIN)
    let unwrapped = try #require(view)
    #expect(objc_getAssociatedObject(unwrapped, &firstKey) as? String == "inside")
    let none: UIView? = nil
    objc_setAssociatedObject(none as Any, &firstKey, "x", .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(none as Any, &firstKey) == nil)
  }

  @Test func aValueTypeOwnerStoresNothing() {
    objc_setAssociatedObject(42, &firstKey, "x", .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(42, &firstKey) == nil)
    objc_removeAssociatedObjects(42)
  }

  @Test func valuesOfDeadOwnersAreReleased() {
    weak var watcher: Token?
    do {
      let owner = UIView()
      let token = Token("owned")
      watcher = token
      objc_setAssociatedObject(owner, &firstKey, token, .OBJC_ASSOCIATION_RETAIN)
    }
    AssociatedObjectTable.shared.purge()
    #expect(watcher == nil)
  }

  @Test func theTableStaysBoundedWithoutExplicitPurges() {
    let table = AssociatedObjectTable()
    for i in 0..<2_000 {
      let owner = Token("owner \(i)")
      table.set(owner, key: 1, Token("value"), policy: .OBJC_ASSOCIATION_RETAIN)
    }
    #expect(table.ownerCount <= 128)
    let survivor = Token("alive")
    table.set(survivor, key: 1, "v", policy: .OBJC_ASSOCIATION_RETAIN)
    table.purge()
    #expect(table.ownerCount == 1)
    #expect(table.get(survivor, key: 1) as? String == "v")
  }

  @Test func safeFromManyThreads() {
    let table = AssociatedObjectTable()
    let owners = (0..<8).map { Token("owner \($0)") }
    DispatchQueue.concurrentPerform(iterations: 400) { i in
      let owner = owners[i % owners.count]
      table.set(owner, key: UInt(i % 5), i, policy: .OBJC_ASSOCIATION_RETAIN)
      _ = table.get(owner, key: UInt((i + 1) % 5))
      table.set(Token("transient"), key: 9, i, policy: .OBJC_ASSOCIATION_RETAIN)
    }
    table.purge()
    #expect(table.ownerCount == owners.count)
  }

  @Test func seed002TextAsKeyTranslatesAndRestores() {
    let environment = ResourceEnvironment(localizedString: { key, _ in
      ["login.title": "登录"][key]
    })
    withResourceEnvironment(environment) {
      let label = UILabel()
      label.text = "login.title"
      label.textAsKey = true
      #expect(label.text == "登录")
      #expect(label.textAsKey)
      label.textAsKey = false
      #expect(label.text == "login.title")
      #expect(!label.textAsKey)
      // As on iOS, turning it off first restores an original never stored: the text goes.
      let other = UILabel()
      other.text = "kept?"
      other.textAsKey = false
      #expect(other.text == nil)
    }
  }
}
