import EaselObjC
import Foundation
import Testing

/// Foundation members Apple's SDK declares on classes Linux's Foundation has without them are
/// in the name table, as the façade declares them (the formatters' behaviour by hand, the rest
/// generated into `FoundationMembers+Inventory.swift`), so the stub headers declare them and
/// clang takes `[formatter setFormatterBehavior:…]`.
@Suite struct ObjCFoundationMemberNameTests {
  let table = ObjCNameTable.shared

  @Test(arguments: [
    // (class, selector, class side, Swift name)
    ("NSNumberFormatter", "setFormatterBehavior:", false, "formatterBehavior"),
    ("NSNumberFormatter", "formatterBehavior", false, "formatterBehavior"),
    ("NSNumberFormatter", "defaultFormatterBehavior", true, "defaultFormatterBehavior()"),
    ("NSDateFormatter", "setFormatterBehavior:", false, "formatterBehavior"),
    ("NSURLSessionConfiguration", "setWaitsForConnectivity:", false, "waitsForConnectivity"),
    ("NSData", "dataWithContentsOfMappedFile:", true, "dataWithContentsOfMappedFile(_:)"),
    ("NSPurgeableData", "beginContentAccess", false, "beginContentAccess()"),
  ])
  func membersAreNamed(_ className: String, _ selector: String, _ isClass: Bool, _ swift: String)
    throws
  {
    let match = try #require(table.member(selector, of: className, isClass: isClass))
    #expect(match.member.swift == swift)
  }
}
