import Foundation

/// The header Xcode generates from a mixed target's Swift for its Objective-C
/// (`<Module>-Swift.h`, or the target's `SWIFT_OBJC_INTERFACE_HEADER_NAME`): an `@interface`
/// for each class Objective-C can see (one descending from `NSObject`, not generic, visible to
/// the module's other files), with the members it exposes (`@objc`, `@IBInspectable`,
/// `@IBAction`, an override of a framework member, every member of an `@objcMembers` class),
/// each `NS_SWIFT_NAME`d with its Swift name, so that the translation calls it by that name.
///
/// Differs from Xcode: a member whose type is not one this header can spell (a Swift struct,
/// enumeration or closure, a class Objective-C does not see) is left out, where Xcode would
/// declare the `@objc` enumerations and blocks too; protocols and extensions are not declared.
public struct GeneratedSwiftHeader: Sendable {
  /// A Swift class, as far as the header needs it.
  public struct SwiftClass: Sendable, Hashable {
    /// The Swift name (`Palette`).
    public var name: String
    /// `@objc(Name)`'s name, when given.
    public var objcName: String?
    /// The superclass as the Swift declares it (`UIView`, `Operation`, another class here).
    public var superclass: String
    public var members: [Member]

    public init(name: String, objcName: String? = nil, superclass: String, members: [Member]) {
      self.name = name
      self.objcName = objcName
      self.superclass = superclass
      self.members = members
    }
  }

  /// A member Objective-C sees.
  public struct Member: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case method, property }
    public var kind: Kind
    /// The Swift base name (`color`, `isBold`).
    public var name: String
    /// A method's argument labels (`_` for none).
    public var labels: [String]
    /// A method's parameter types, a property's type first, as the Swift writes them.
    public var types: [String]
    /// A method's result type; nil for none.
    public var result: String?
    /// The selector (a property's getter).
    public var selector: String
    public var isStatic: Bool
    public var isSettable: Bool

    public init(
      kind: Kind, name: String, labels: [String] = [], types: [String], result: String? = nil,
      selector: String, isStatic: Bool = false, isSettable: Bool = false
    ) {
      self.kind = kind
      self.name = name
      self.labels = labels
      self.types = types
      self.result = result
      self.selector = selector
      self.isStatic = isStatic
      self.isSettable = isSettable
    }
  }

  /// The header's text for `classes`, those Objective-C sees: each whose superclass is a
  /// framework class `names` knows or another of them. Nil when none is.
  public static func text(
    for classes: [SwiftClass], names: any ObjCNameLookup = ObjCNameTable.shared
  ) -> String? {
    let byName = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    // The framework class a Swift name names (`Operation` is NSOperation), if any.
    func frameworkClass(_ swift: String) -> String? {
      if swift == "NSObject" { return swift }
      for candidate in [swift, "NS" + swift] where names.swiftClassName(candidate) == swift {
        return candidate
      }
      return nil
    }
    // Those that reach a framework class through the others, in an order where each follows
    // its superclass.
    var ordered: [SwiftClass] = []
    var placed: Set<String> = []
    var progress = true
    while progress {
      progress = false
      for c in classes where !placed.contains(c.name) {
        guard placed.contains(c.superclass) || frameworkClass(c.superclass) != nil,
          byName[c.superclass].map({ placed.contains($0.name) }) ?? true
        else { continue }
        ordered.append(c)
        placed.insert(c.name)
        progress = true
      }
    }
    guard !ordered.isEmpty else { return nil }
    func objcName(_ c: SwiftClass) -> String { c.objcName ?? c.name }
    // The Objective-C spelling of a Swift type, and whether it is an object.
    // `optional`: nil for `T!`, whose nullability is unspecified.
    func spelled(_ swift: String) -> (text: String, isObject: Bool, optional: Bool?)? {
      var t = swift.trimmingCharacters(in: .whitespaces)
      var optional: Bool? = false
      if t.hasSuffix("?") || t.hasSuffix("!") {
        optional = t.hasSuffix("?") ? true : nil
        t.removeLast()
      }
      let scalars = [
        "Int": "NSInteger", "UInt": "NSUInteger", "Bool": "BOOL", "CGFloat": "CGFloat",
        "Double": "double", "Float": "float", "Int32": "int32_t", "Int64": "int64_t",
        "CGRect": "CGRect", "CGPoint": "CGPoint", "CGSize": "CGSize",
        "UIEdgeInsets": "UIEdgeInsets", "TimeInterval": "NSTimeInterval",
      ]
      if let scalar = scalars[t] { return optional == false ? (scalar, false, false) : nil }
      let objects = [
        "String": "NSString", "Date": "NSDate", "URL": "NSURL", "Data": "NSData",
        "NSNumber": "NSNumber",
      ]
      if let object = objects[t] { return (object + " *", true, optional) }
      if t == "Any" || t == "AnyObject" { return ("id", true, optional) }
      if t.hasPrefix("["), t.hasSuffix("]") {
        return (t.contains(":") ? "NSDictionary *" : "NSArray *", true, optional)
      }
      if let own = byName[t], placed.contains(own.name) {
        return (objcName(own) + " *", true, optional)
      }
      if let framework = frameworkClass(t) { return (framework + " *", true, optional) }
      return nil
    }
    func annotated(_ s: (text: String, isObject: Bool, optional: Bool?)) -> String {
      guard s.isObject, let optional = s.optional else { return s.text }
      return s.text + (optional ? " _Nullable" : " _Nonnull")
    }
    var lines = [
      "// Stands in for the header Xcode generates from the module's Swift: its classes that",
      "// Objective-C sees.", "#import <UIKit/UIKit.h>", "",
    ]
    // Each class is named first, so that members may name a class declared after theirs.
    for c in ordered { lines.append("@class \(objcName(c));") }
    for c in ordered {
      let superclass = byName[c.superclass].map(objcName) ?? frameworkClass(c.superclass) ?? ""
      lines.append("")
      lines.append("@interface \(objcName(c)) : \(superclass)")
      // The framework class it descends from, whose members it overrides rather than adds
      // (the framework's declaration serves, as it does in Xcode's header).
      var ancestor = c.superclass
      while let own = byName[ancestor] { ancestor = own.superclass }
      let framework = frameworkClass(ancestor)
      func isInherited(_ m: Member) -> Bool {
        var owner = framework
        while let o = owner {
          if names.member(selector: m.selector, owner: o, isClass: m.isStatic) != nil {
            return true
          }
          owner = names.superclassName(of: o)
        }
        return false
      }
      var seen: Set<String> = []
      for m in c.members where !isInherited(m) {
        let sign = m.isStatic ? "+" : "-"
        guard seen.insert(sign + m.selector).inserted else { continue }
        switch m.kind {
        case .property:
          guard let type = m.types.first.flatMap(spelled) else { continue }
          var attributes = ["nonatomic"]
          if m.isStatic { attributes.append("class") }
          if !m.isSettable { attributes.append("readonly") }
          if type.isObject {
            attributes.append(type.text == "NSString *" ? "copy" : "strong")
          }
          let swiftName = m.name == m.selector ? "" : " NS_SWIFT_NAME(\(m.name))"
          lines.append(
            "@property (\(attributes.joined(separator: ", "))) \(annotated(type)) "
              + m.selector + swiftName + ";")
        case .method:
          let parts = m.selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
          guard m.selector.hasSuffix(":") ? parts.count == m.types.count : m.types.isEmpty
          else { continue }
          let result = m.result.map(spelled) ?? ("void", false, false as Bool?)
          guard let result else { continue }
          let parameters = m.types.map(spelled)
          guard !parameters.contains(where: { $0 == nil }) else { continue }
          var declaration = sign + " (" + annotated(result) + ")"
          if m.types.isEmpty {
            declaration += m.selector
          } else {
            declaration += zip(parts, parameters).enumerated().map { i, pair in
              String(pair.0) + ":(" + annotated(pair.1!) + ")a\(i)"
            }.joined(separator: " ")
          }
          let swiftName = m.name + "(" + m.labels.map { $0 + ":" }.joined() + ")"
          lines.append(declaration + " NS_SWIFT_NAME(" + swiftName + ");")
        }
      }
      lines.append("@end")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
