import Foundation
import Testing

@testable import EaselUIKit

private enum RingStyle: Int { case inside = 1, ontop = 2 }

/// A Core Data entity as the source preparation writes Xcode's generated
/// `CartItem+CoreDataProperties.swift`: managed properties in an extension, off the main actor.
private final class CartItem: NSObject {}
private final class AddOn: NSObject {}

extension CartItem {
  var adonId: String? {
    get { __easelManagedValue(self, "adonId") }
    set { __easelSetManagedValue(self, "adonId", newValue) }
  }
  var quantity: Int64 {
    get { __easelManagedValue(self, "quantity") }
    set { __easelSetManagedValue(self, "quantity", newValue) }
  }
  var isGift: Bool {
    get { __easelManagedValue(self, "isGift") }
    set { __easelSetManagedValue(self, "isGift", newValue) }
  }
  var addOns: NSSet? {
    get { __easelManagedValue(self, "addOns") }
    set { __easelSetManagedValue(self, "addOns", newValue) }
  }
  func addToAddOns(_ value: AddOn) { __easelManagedAdd(self, "addOns", value) }
  func removeFromAddOns(_ value: AddOn) { __easelManagedRemove(self, "addOns", value) }
  func addToAddOns(_ values: NSSet) { __easelManagedAdd(self, "addOns", values) }
}

/// Managed properties (`@NSManaged`): the value at rest, and the object's storage by key.
@Suite struct ManagedPropertiesTests {
  @Test func zeroesEmptiesAndFirstCases() {
    let number: CGFloat = __easelManagedDefault()
    let flag: Bool = __easelManagedDefault()
    let style: RingStyle = __easelManagedDefault()
    let dashes: [CGFloat] = __easelManagedDefault()
    let names: [String: Int] = __easelManagedDefault()
    let text: String = __easelManagedDefault()
    let point: CGPoint = __easelManagedDefault()
    let cap: CGLineCap = __easelManagedDefault()
    let data: Data = __easelManagedDefault()
    #expect(number == 0 && !flag && style == .inside && dashes.isEmpty && names.isEmpty)
    #expect(text.isEmpty && point == .zero && cap == .butt && data.isEmpty)
  }

  @Test @MainActor func uiKitValuesDrawNothing() {
    let color: UIColor = __easelManagedDefault()
    let font: UIFont = __easelManagedDefault()
    #expect(color.cgColor.alpha == 0)
    #expect(font.pointSize == UIFont.systemFontSize)
  }

  /// Core Data's values for a new object: nil attributes and to-one relationships, an empty
  /// set for a to-many relationship (optional or not).
  @Test func aNewObjectReadsAsCoreDataGivesIt() {
    let optional: String? = __easelManagedDefault()
    let object: AddOn? = __easelManagedDefault()
    let set: NSSet = __easelManagedDefault()
    let optionalSet: NSSet? = __easelManagedDefault()
    let ordered: NSOrderedSet? = __easelManagedDefault()
    #expect(optional == nil && object == nil)
    #expect(set.count == 0 && optionalSet?.count == 0 && ordered?.count == 0)
  }

  /// From a nonisolated context, as a managed object's code runs.
  @Test func propertiesKeepWhatIsSet() {
    let item = CartItem()
    #expect(item.adonId == nil && item.quantity == 0 && !item.isGift)
    item.adonId = "extra-cheese"
    item.quantity = 3
    item.isGift = true
    #expect(item.adonId == "extra-cheese" && item.quantity == 3 && item.isGift)
    item.adonId = nil
    #expect(item.adonId == nil)
    // Each object has its own.
    #expect(CartItem().quantity == 0)
  }

  @Test func toManyRelationshipsAddAndRemove() {
    let item = CartItem()
    let (a, b, c) = (AddOn(), AddOn(), AddOn())
    item.addToAddOns(a)
    item.addToAddOns(a)
    item.addToAddOns(NSSet(array: [b, c]))
    #expect(item.addOns?.count == 3)
    item.removeFromAddOns(b)
    #expect(item.addOns?.count == 2)
    #expect(item.addOns?.contains(b) == false && item.addOns?.contains(a) == true)
  }

  /// Key-value coding reads and writes the same storage, as on iOS.
  @Test @MainActor func keyValueCodingSeesTheManagedValues() {
    let item = CartItem()
    item.adonId = "sauce"
    #expect(item.value(forKey: "adonId") as? String == "sauce")
    item.setValue("fries", forKey: "adonId")
    #expect(item.adonId == "fries")
  }
}
