import Foundation

// `@synthesize` of a framework protocol's property the class never declares itself
// (`@synthesize beginningOfDocument;` for `UITextInput`'s): clang makes an instance variable
// of the property's name and type, whose Swift variable is then the protocol's witness.
// An object one is `T!` like any instance variable, which Swift does not take for a
// requirement of type `T?` or `T` ("candidate has non-matching type"): it is declared with
// the requirement's nullability instead, `T?` for a nullable one, and a nonnull one reads
// and writes a `T!` beside it.

extension FileTranslator {
  /// The nullability of the property of a framework protocol that `className` (or a class
  /// above it) adopts, or one those inherit, whose getter is `getter`; nil when none declares
  /// it, or the class declares the property itself.
  func frameworkProtocolPropertyNullability(_ getter: String, of className: String)
    -> Nullability?
  {
    guard module.property(getter, on: className) == nil else { return nil }
    var pending = module.lineage(of: className).flatMap(\.protocols)
    var seen: Set<String> = []
    while !pending.isEmpty {
      let name = pending.removeFirst()
      guard seen.insert(name).inserted else { continue }
      if module.classes[name]?.isOwn == true {
        pending += module.classes[name]?.protocols ?? []
        continue
      }
      if let row = names.member(selector: getter, owner: name, isClass: false),
        row.owner == name, row.kind == .property
      {
        // An `id<P>` property is an object too (`tokenizer`), nonnull unless it says.
        let qualifiedId = row.declaration.contains(" id<")
        return ObjCModuleGatherer.nullability(ofProperty: row.declaration)
          ?? (qualifiedId ? (row.declaration.contains("nullable") ? .nullable : .nonnull) : nil)
      }
      pending += names.protocolNames(of: name)
    }
    return nil
  }

  /// The declarations of the instance variable `ivarName` of type `type` that `@synthesize`
  /// made for a framework protocol's property `property` with `nullability`: `T?`, or for a
  /// nonnull one a computed `T` over the variable as `T!` (`ivarSwiftName` names it apart;
  /// read before it is set, it traps, where Objective-C gives nil).
  func synthesizedProtocolStorage(
    _ property: String, _ ivarName: String, type: SwiftType, nullability: Nullability,
    className: String
  ) -> [String] {
    let storage = "var " + ivarName + ": "
    switch nullability {
    case .nullable:
      return [storage + declared(type, .nullable, selfName: className) + " = nil"]
    case .nonnull where ivarName != property:
      return [
        storage + declared(type, .unspecified, selfName: className) + " = nil",
        "var " + property.swiftIdentifier + ": " + declared(type, .nonnull, selfName: className)
          + " {",
        "  get { return " + ivarName + " }",
        "  set { " + ivarName + " = newValue }",
        "}",
      ]
    default:
      return [storage + declared(type, .unspecified, selfName: className) + " = nil"]
    }
  }
}
