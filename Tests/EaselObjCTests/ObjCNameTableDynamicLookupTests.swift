import EaselObjC
import Testing

/// The façade's class members Darwin finds on an `AnyObject` by dynamic lookup, each with the
/// one class declaring it, as the agent's source preparation casts such a receiver.
@Suite struct ObjCNameTableDynamicLookupTests {
  let owners = ObjCNameTable.shared.dynamicMemberOwners

  @Test func membersOneClassDeclaresHaveThatClass() {
    #expect(owners["mutableString"] == "NSMutableAttributedString")
    // A member a superclass declares and its subclasses inherit: the superclass.
    #expect(owners["decodeBool"] == "NSCoder")
  }

  /// A name classes apart declare (`UILabel`'s and `UITextField`'s `text`) is not one
  /// class's; `NSNumber`'s accessors are bridged to an optional number instead.
  @Test func ambiguousMembersAndNumberAccessorsAreLeftOut() {
    #expect(owners["text"] == nil)
    #expect(owners["uint64Value"] == nil)
    #expect(owners["index"] == nil)
  }
}

/// The SDK's `CFStringRef` constants and string structs, which iOS bridges with `as`.
@Suite struct ObjCNameTableCoreFoundationStringTests {
  @Test func cfStringConstantsAndStringStructs() {
    let table = ObjCNameTable.shared
    #expect(table.cfStringConstants.contains("kCTFontAttributeName"))
    #expect(!table.cfStringConstants.contains("UIFont.Weight.bold"))
    #expect(table.stringStructSwiftNames.contains("NSAttributedString.Key"))
  }

  /// Swift 4 code names the struct as Swift 4.0 did: zzalabri83/OmaniRecipeIOS's
  /// DesignableTextField keys a placeholder's colour `kCTForegroundColorAttributeName as
  /// NSAttributedStringKey`.
  @Test func theSwift4NamesOfTheStringStructsAreStringStructs() {
    let names = ObjCNameTable.shared.stringStructSwiftNames
    #expect(names.contains("NSAttributedStringKey"))
    #expect(names.contains("UIApplicationLaunchOptionsKey"))
  }
}
