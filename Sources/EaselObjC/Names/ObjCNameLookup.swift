import Foundation

/// Where translation finds the Swift names of the façade's declarations: the messages,
/// properties, C functions, constants and enumerators a stub header declares to clang.
/// What it does not know is named by Swift's importer rules.
public protocol ObjCNameLookup: Sendable {
  /// The member `selector` names on `owner` (or, failing that, on any class): a method,
  /// initializer or property (a property row answers its getter's selector).
  func member(selector: String, owner: String, isClass: Bool) -> ObjCMemberName?
  /// The property `owner` itself declares whose Swift name is `swiftName`, whatever its
  /// Objective-C name (`UIView`'s `maskView` for `mask`).
  func property(swiftNamed swiftName: String, owner: String, isClass: Bool) -> ObjCMemberName?
  /// The classes that declare `selector` themselves, in the table's order: those a message to
  /// `id` may reach (`frame` is `UIView`'s and `CALayer`'s).
  func declaringClasses(of selector: String, isClass: Bool) -> [String]
  /// A C function, constant or enumerator by its Objective-C name.
  func global(_ name: String) -> ObjCMemberName?
  /// The Swift type of a C enumeration or option set (`UIViewContentMode` →
  /// `UIView.ContentMode`).
  func enumerationType(_ objcName: String) -> String?
  /// What Swift's importer makes of a framework typedef, or nil for one it imports under its
  /// own name (or a name the lookup does not know).
  func typedefImport(_ objcName: String) -> ObjCTypedefImport?
  /// The superclass of a façade class, when the lookup knows the hierarchy.
  func superclassName(of className: String) -> String?
  /// A façade class's Swift name where it differs (`NSBundle` → `Bundle`).
  func swiftClassName(_ objcName: String) -> String?
  /// The lightweight generic parameters Swift's importer keeps on a façade class (`NSCache`'s
  /// `KeyType` and `ObjectType`), empty for a class it imports without any.
  func genericParameters(of className: String) -> [String]
  /// The protocols a façade class adopts in its declaration, or a protocol inherits.
  func protocolNames(of name: String) -> [String]
  /// A framework protocol's Swift name where it differs from its Objective-C name, as Swift's
  /// importer gives it (`NS_SWIFT_NAME`, Foundation's `NS` prefix: `NSURLSessionTaskDelegate`
  /// → `URLSessionTaskDelegate`; `NSObject` → `NSObjectProtocol`), or nil.
  func protocolSwiftName(_ objcName: String) -> String?
  /// The reverse: the Objective-C name of the framework protocol Swift names `swiftName`,
  /// where the two differ (`URLSessionTaskDelegate` → `NSURLSessionTaskDelegate`), or nil.
  func protocolObjCName(swiftName: String) -> String?
  /// The selectors a framework protocol declares itself (its methods', its properties'
  /// accessors'; not those of the protocols it inherits), each a class method's or an
  /// instance method's, required or `@optional`; empty for a name the lookup does not know.
  func protocolSelectors(of name: String) -> [ObjCProtocolSelector]
  /// Whether a Swift type the lookup names is an option set (an `NS_OPTIONS` type).
  func isOptionSet(_ swiftName: String) -> Bool
  /// The C type of the raw value of a struct Swift wraps a number typedef in
  /// (`UILayoutPriority` → `float`), by its Swift name; nil for any other type.
  func numericStructRaw(_ swiftName: String) -> String?
  /// The C type a framework typedef of a number stands for, which Swift imports as a type
  /// alias of the number (MacTypes' `Byte` → `unsigned char`'s `UInt8`), by its C name; nil
  /// for any other typedef.
  func numberTypedefUnderlying(_ objcName: String) -> String?
  /// Why Easel's headers lack a C function or constant the iOS SDK declares (`name`'s
  /// framework and the reason), or nil for a name the SDK does not declare or Easel has.
  func sdkGap(_ name: String) -> (module: String, why: String)?
  /// The cases of a façade enumeration by its Swift name (`UITableViewCell.SeparatorStyle`),
  /// each its Swift name (`UITableViewCell.SeparatorStyle.none`) and raw value, in the
  /// header's order; empty for a name the lookup does not know.
  func enumerationCases(_ swiftName: String) -> [ObjCEnumerationCase]
  /// Whether `objcName` is a C struct a framework declares (`CGPathElement`), so that a
  /// pointer to it is a pointer (`element->type`), not an object.
  func isCStruct(_ objcName: String) -> Bool
  /// The fields of a C struct a framework declares, by its Swift name
  /// (`OperatingSystemVersion`), in C's order with their C types: what an initializer list
  /// fills. Nil for a name the lookup does not
  /// know as a struct, or a struct with a field other than a plain one (an array, a
  /// bit-field, a function pointer).
  func structFields(_ swiftName: String) -> [(name: String, type: String)]?
}

/// A case of a C enumeration: its Swift name, qualified, and its raw value.
public struct ObjCEnumerationCase: Sendable, Equatable {
  public var swift: String
  public var value: Int

  public init(swift: String, value: Int) {
    self.swift = swift
    self.value = value
  }

  /// An enumerator row's case (`UITableViewCellSeparatorStyleNone = 0`), nil when its
  /// declaration gives no value.
  init?(_ row: ObjCMemberName) {
    guard row.kind == .enumerator, let equals = row.declaration.range(of: " = "),
      let value = Int(row.declaration[equals.upperBound...].trimmingCharacters(in: .whitespaces))
    else { return nil }
    self.init(swift: row.swift, value: value)
  }
}

/// What Swift's importer makes of a framework typedef: one answer for every kind of typedef,
/// so that a typedef of `NSString *` that stays a `String` is never also taken for a renamed
/// type.
public enum ObjCTypedefImport: Equatable, Sendable {
  /// A typedef of `NSString *` imported as `String` (`NSErrorUserInfoKey`).
  case string
  /// A typedef of `NSString *` imported as a string-keyed struct whose constants are its
  /// members (`NSAttributedStringKey` → `NSAttributedString.Key`).
  case stringStruct(String)
  /// Any other typedef Swift names differently (`UIFontWeight` → `UIFont.Weight`).
  case renamed(String)
  /// A typedef of a number imported as a struct around it (`NS_TYPED_EXTENSIBLE_ENUM`:
  /// `typedef float UILayoutPriority` → `UILayoutPriority(rawValue: Float)`), by its Swift
  /// name and the C type of its raw value.
  case numericStruct(String, raw: String)
}

extension ObjCNameLookup {
  public func isCStruct(_ objcName: String) -> Bool { false }
  public func property(swiftNamed swiftName: String, owner: String, isClass: Bool)
    -> ObjCMemberName?
  { nil }
  /// The classes that declare `selector` themselves (a message to `id` may reach any of them).
  public func declaringClasses(of selector: String, isClass: Bool) -> [String] { [] }
  public func superclassName(of className: String) -> String? { nil }
  public func typedefImport(_ objcName: String) -> ObjCTypedefImport? { nil }
  public func swiftClassName(_ objcName: String) -> String? { nil }
  public func genericParameters(of className: String) -> [String] { [] }
  public func protocolNames(of name: String) -> [String] { [] }
  public func protocolSwiftName(_ objcName: String) -> String? {
    objcName == "NSObject" ? "NSObjectProtocol" : nil
  }
  public func protocolObjCName(swiftName: String) -> String? {
    swiftName == "NSObjectProtocol" ? "NSObject" : nil
  }
  public func protocolSelectors(of name: String) -> [ObjCProtocolSelector] { [] }
  public func isOptionSet(_ swiftName: String) -> Bool { false }
  public func numericStructRaw(_ swiftName: String) -> String? { nil }
  public func numberTypedefUnderlying(_ objcName: String) -> String? { nil }
  public func sdkGap(_ name: String) -> (module: String, why: String)? { nil }
  public func enumerationCases(_ swiftName: String) -> [ObjCEnumerationCase] { [] }
  public func structFields(_ swiftName: String) -> [(name: String, type: String)]? { nil }
}

/// An `ObjCNameLookup` over rows of `ObjCMemberName` (the façade's table).
public struct ObjCMemberTable: ObjCNameLookup {
  private var members: [String: [ObjCMemberName]] = [:]
  private var globals: [String: ObjCMemberName] = [:]
  private var enumerations: [String: String] = [:]
  private var cases: [String: [ObjCEnumerationCase]] = [:]

  /// Indexes `rows`; `enumerationTypes` maps C enumeration type names to Swift ones where
  /// the rows' enumerators do not already say.
  public init(_ rows: [ObjCMemberName], enumerationTypes: [String: String] = [:]) {
    var enumerators: [String: [String]] = [:]
    for row in rows {
      switch row.kind {
      case .function, .constant:
        globals[row.objc] = row
      case .enumerator:
        globals[row.objc] = row
        let parts = row.swift.split(separator: ".")
        if parts.count > 1 {
          enumerators[parts.dropLast().joined(separator: "."), default: []].append(row.objc)
          if let c = ObjCEnumerationCase(row) {
            cases[parts.dropLast().joined(separator: "."), default: []].append(c)
          }
        }
      default:
        members[row.objc, default: []].append(row)
      }
    }
    // `UIViewContentModeScaleToFill` → `UIView.ContentMode.scaleToFill`: the enumeration is
    // the Swift name's qualifier, named in C by its enumerators' common camel-case prefix.
    for (swiftType, names) in enumerators {
      let split = names.map(ObjCImporterNames.words)
      var prefix = split[0].dropLast()
      for words in split.dropFirst() {
        while !prefix.isEmpty, !words.starts(with: prefix) { prefix = prefix.dropLast() }
      }
      if !prefix.isEmpty { enumerations[prefix.joined()] = swiftType }
    }
    enumerations.merge(enumerationTypes) { _, given in given }
  }

  public func member(selector: String, owner: String, isClass: Bool) -> ObjCMemberName? {
    let rows = members[selector, default: []].filter { row in
      switch row.kind {
      case .classMethod, .classProperty: isClass
      case .instanceMethod, .property: !isClass
      case .initializer: isClass != (row.objc == "init" || row.objc.hasPrefix("initWith"))
      default: false
      }
    }
    return rows.first { $0.owner == owner } ?? rows.first
  }

  public func global(_ name: String) -> ObjCMemberName? { globals[name] }

  public func enumerationType(_ objcName: String) -> String? { enumerations[objcName] }

  public func enumerationCases(_ swiftName: String) -> [ObjCEnumerationCase] {
    cases[swiftName] ?? []
  }
}

/// A selector a protocol declares, as `protocol_getMethodDescription` tells them apart.
public struct ObjCProtocolSelector: Sendable, Equatable {
  public var selector: String
  public var isClass: Bool
  public var isOptional: Bool
}
