/// A member found for a message send or a property access.
public struct ObjCMemberMatch: Sendable, Equatable {
  /// How the selector reaches the member.
  public enum Accessor: Sendable, Equatable {
    /// The method itself (`setNeedsDisplay`, `colorWithRed:green:blue:alpha:`).
    case call
    /// A property's getter (`backgroundColor`, `isHidden`, `redColor` for `UIColor.red`).
    case getter
    /// A property's setter (`setBackgroundColor:`).
    case setter
  }

  public var member: ObjCMemberName
  public var accessor: Accessor
  /// The class or protocol where the member was found (`UIView` for `UILabel`'s
  /// `setNeedsDisplay`; `NSObject` for `respondsToSelector:`).
  public var foundIn: String
}

extension ObjCNameTable {
  /// The member `selector` reaches on instances (or, when `isClass`, on the class object) of
  /// `className`: its own and its categories' members first, then its protocols', then its
  /// superclass's, as the Objective-C runtime resolves a message.
  public func member(_ selector: String, of className: String, isClass: Bool) -> ObjCMemberMatch? {
    var current: String? = className
    var visited: Set<String> = []
    while let name = current, visited.insert(name).inserted {
      if let match = ownMember(selector, of: name, isClass: isClass) { return match }
      var protocolsSeen: Set<String> = []
      for adopted in typesByName[name]?.protocols ?? [] {
        if let match = protocolMember(
          selector, in: adopted, isClass: isClass, seen: &protocolsSeen)
        {
          return match
        }
      }
      guard let next = superclass(of: name) else {
        // A class object also answers its root class's instance methods
        // (`[UIColor respondsToSelector:sel]` is NSObject's `respondsToSelector:`).
        return isClass ? member(selector, of: name, isClass: false) : nil
      }
      current = next
    }
    return nil
  }

  /// The member `selector` reaches in a protocol or those it inherits (for receivers typed
  /// `id<UITableViewDataSource>`).
  public func member(_ selector: String, ofProtocol name: String, isClass: Bool = false)
    -> ObjCMemberMatch?
  {
    var seen: Set<String> = []
    return protocolMember(selector, in: name, isClass: isClass, seen: &seen)
  }

  /// The classes declaring `selector` among their own members (or their categories'), in the
  /// table's order: those a message to `id` may reach, of the frameworks every view's file
  /// sees (UIKit and what it imports), not of one a file must import (`SCNNode`'s `isHidden`).
  public func declaringClasses(of selector: String, isClass: Bool) -> [String] {
    types.filter {
      $0.kind == .class && Self.viewFrameworks.contains($0.module)
        && ownMember(selector, of: $0.name, isClass: isClass) != nil
    }.map(\.name)
  }

  static let viewFrameworks: Set<String> = ["UIKit", "Foundation", "QuartzCore", "CoreGraphics"]

  /// The member named `selector` in any class, for a receiver of type `id`: the first class
  /// in the table's order that has it (clang accepts such a send if any class declares it).
  public func anyMember(_ selector: String, isClass: Bool) -> ObjCMemberMatch? {
    for type in types where type.kind == .class {
      if let match = ownMember(selector, of: type.name, isClass: isClass) { return match }
    }
    for type in types where type.kind == .protocol {
      if let match = member(selector, ofProtocol: type.name, isClass: isClass) { return match }
    }
    return nil
  }

  /// The superclass of an Objective-C class the table has.
  public func superclass(of className: String) -> String? {
    guard let type = typesByName[className], type.kind == .class, !type.superclass.isEmpty
    else { return nil }
    return type.superclass
  }

  /// A type row by its Objective-C or C name (`UIView`, `UIViewContentMode`, `CGRect`).
  public func type(named name: String) -> ObjCTypeName? { typesByName[name] }

  /// The Swift name of a protocol where it differs from its Objective-C name
  /// (`NSObjectProtocol` for `NSObject`, `URLSessionTaskDelegate` for
  /// `NSURLSessionTaskDelegate`), as the table's protocol rows give it; nil otherwise.
  public func protocolSwiftName(_ name: String) -> String? {
    guard let swift = protocolsByName[name]?.swift, swift != name else { return nil }
    return swift
  }

  /// The Objective-C name of the protocol Swift names `swiftName`, where the two differ.
  public func protocolObjCName(swiftName: String) -> String? {
    guard protocolsByName[swiftName] == nil else { return nil }
    return protocolsByName.first { $0.value.swift == swiftName && $0.key != swiftName }?.key
  }

  /// Whether `className` is `ancestor` or inherits from it.
  public func isClass(_ className: String, kindOf ancestor: String) -> Bool {
    var current: String? = className
    while let name = current {
      if name == ancestor { return true }
      current = superclass(of: name)
    }
    return false
  }

  /// A C function by name (`CGContextAddLineToPoint` → `CGContext.addLine(to:)`).
  public func function(_ name: String) -> ObjCMemberName? {
    cSymbols[name].flatMap { $0.kind == .function ? $0 : nil }
  }

  /// A global constant by name (`NSFontAttributeName` → `NSAttributedString.Key.font`).
  public func constant(_ name: String) -> ObjCMemberName? {
    cSymbols[name].flatMap { $0.kind == .constant ? $0 : nil }
  }

  /// An enumerator by name (`UIViewContentModeScaleToFill` →
  /// `UIView.ContentMode.scaleToFill`).
  public func enumerator(_ name: String) -> ObjCMemberName? {
    cSymbols[name].flatMap { $0.kind == .enumerator ? $0 : nil }
  }

  /// The Swift type Swift's importer gives an Objective-C or C type name: the bridged and
  /// mapped ones (`NSString` → `String`, `NSInteger` → `Int`, `BOOL` → `Bool`, `id` → `Any`,
  /// `instancetype` → `Self`), then the table's (`UIViewContentMode` → `UIView.ContentMode`,
  /// `CGContextRef` → `CGContext`). Nil for a name the table does not know.
  public func swiftType(forObjC name: String) -> String? {
    if let mapped = Self.mappedTypes[name] { return mapped }
    return typesByName[name]?.swift
  }

  /// The types Swift maps rather than imports (ClangImporter's mapped types and
  /// Foundation's bridged classes).
  static let mappedTypes: [String: String] = [
    "BOOL": "Bool", "bool": "Bool", "_Bool": "Bool", "Boolean": "Bool",
    "id": "Any", "Class": "AnyClass", "SEL": "Selector", "instancetype": "Self",
    "void": "Void", "NSInteger": "Int", "NSUInteger": "Int", "CGFloat": "CGFloat",
    "double": "Double", "float": "Float", "int": "Int32", "unsigned int": "UInt32",
    "long": "Int", "unsigned long": "UInt", "long long": "Int64",
    "unsigned long long": "UInt64", "short": "Int16", "unsigned short": "UInt16",
    "char": "CChar", "unsigned char": "UInt8", "int8_t": "Int8", "int16_t": "Int16",
    "int32_t": "Int32", "int64_t": "Int64", "uint8_t": "UInt8", "uint16_t": "UInt16",
    "uint32_t": "UInt32", "uint64_t": "UInt64", "size_t": "Int", "intptr_t": "Int",
    "uintptr_t": "UInt", "NSTimeInterval": "TimeInterval", "CFTimeInterval": "CFTimeInterval",
    "NSString": "String", "NSMutableString": "NSMutableString", "NSArray": "Array",
    "NSDictionary": "Dictionary", "NSSet": "Set", "NSData": "Data", "NSDate": "Date",
    "NSURL": "URL", "NSError": "Error", "NSLocale": "Locale", "NSIndexPath": "IndexPath",
    "NSIndexSet": "IndexSet", "NSNumber": "NSNumber", "NSRange": "NSRange", "NSObject": "NSObject",
  ]

  private func ownMember(_ selector: String, of owner: String, isClass: Bool)
    -> ObjCMemberMatch?
  {
    guard let entries = membersByOwner[owner]?[selector] else { return nil }
    return entries.first { $0.isClass == isClass }.map {
      ObjCMemberMatch(member: members[$0.index], accessor: $0.accessor, foundIn: owner)
    }
  }

  private func protocolMember(
    _ selector: String, in name: String, isClass: Bool, seen: inout Set<String>
  ) -> ObjCMemberMatch? {
    guard seen.insert(name).inserted else { return nil }
    if let entry = protocolMembersByOwner[name]?[selector]?.first(where: {
      $0.isClass == isClass
    }) {
      return ObjCMemberMatch(member: members[entry.index], accessor: entry.accessor, foundIn: name)
    }
    let parents = protocolsByName[name]?.protocols ?? []
    for parent in parents {
      if let match = protocolMember(selector, in: parent, isClass: isClass, seen: &seen) {
        return match
      }
    }
    return nil
  }
}
