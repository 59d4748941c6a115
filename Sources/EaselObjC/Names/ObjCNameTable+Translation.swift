// The façade's name table as the translator looks names up.

extension ObjCNameTable: ObjCNameLookup {
  public func member(selector: String, owner: String, isClass: Bool) -> ObjCMemberName? {
    if owner.isEmpty { return anyMember(selector, isClass: isClass)?.member }
    if type(named: owner)?.kind == .protocol {
      return member(selector, ofProtocol: owner, isClass: isClass)?.member
    }
    return member(selector, of: owner, isClass: isClass)?.member
  }

  public func global(_ name: String) -> ObjCMemberName? {
    function(name) ?? constant(name) ?? enumerator(name)
  }

  public func property(swiftNamed swiftName: String, owner: String, isClass: Bool)
    -> ObjCMemberName?
  {
    let kind: ObjCMemberName.Kind = isClass ? .classProperty : .property
    return membersByOwner[owner]?.values.lazy.flatMap { $0 }.map { self.members[$0.index] }
      .first { $0.kind == kind && $0.owner == owner && $0.swift == swiftName }
  }

  public func enumerationCases(_ swiftName: String) -> [ObjCEnumerationCase] {
    casesByEnumeration[swiftName] ?? []
  }

  public func enumerationType(_ objcName: String) -> String? {
    guard let type = type(named: objcName), type.kind == .enum || type.kind == .options else {
      return nil
    }
    return type.swift
  }

  /// What the importer makes of a typedef row: a typedef of `NSString *` is a string-keyed
  /// struct (`NS_TYPED_ENUM`, `NS_EXTENSIBLE_STRING_ENUM`) by the Swift name the importer
  /// gives it, or `String` for the others, which Swift imports as strings; another typedef
  /// Swift renames is its Swift name, as is a struct's (a typedef of an anonymous struct,
  /// `NSOperatingSystemVersion`, is the struct's row: Swift's `OperatingSystemVersion`).
  public func typedefImport(_ objcName: String) -> ObjCTypedefImport? {
    guard let type = type(named: objcName), type.kind == .typedef || type.kind == .struct
    else { return nil }
    if type.declaration.hasPrefix("typedef NSString *") {
      return stringStructs.contains(objcName) ? .stringStruct(type.swift) : .string
    }
    if let raw = numericStructs[objcName], !type.swift.isEmpty {
      return .numericStruct(type.swift, raw: raw)
    }
    guard type.swift != objcName, !type.swift.isEmpty else { return nil }
    return .renamed(type.swift)
  }

  public func superclassName(of className: String) -> String? { superclass(of: className) }

  /// A class row's parameters (`NSCache<__covariant KeyType, __covariant ObjectType>`), but
  /// for Foundation's collections, which Swift imports without them (their API notes'
  /// `SwiftImportAsNonGeneric`), as it bridges the immutable ones to its own values.
  public func genericParameters(of className: String) -> [String] {
    guard let type = type(named: className), type.kind == .class,
      !Self.importedAsNonGeneric.contains(className)
    else { return [] }
    let head = type.declaration.prefix { $0 != ":" }
    guard let open = head.firstIndex(of: "<"), let close = head.lastIndex(of: ">"), open < close
    else { return [] }
    return head[head.index(after: open)..<close].split(separator: ",").compactMap {
      $0.split(separator: " ").last.map(String.init)
    }
  }

  /// Foundation's classes whose lightweight generics Swift does not import.
  static let importedAsNonGeneric: Set<String> = [
    "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet", "NSMutableSet",
    "NSCountedSet", "NSOrderedSet", "NSMutableOrderedSet", "NSEnumerator",
    "NSDirectoryEnumerator", "NSMeasurement",
  ]

  public func sdkGap(_ name: String) -> (module: String, why: String)? { sdkGaps[name] }

  public func isOptionSet(_ swiftName: String) -> Bool { optionSets.contains(swiftName) }

  public func isCStruct(_ objcName: String) -> Bool {
    guard let type = type(named: objcName) else { return false }
    return type.kind == .struct
      || (type.kind == .typedef
        && type.declaration == "typedef struct " + objcName + " " + objcName + ";")
  }

  /// A struct row's fields, read from its declaration (`struct NSOperatingSystemVersion
  /// {NSInteger majorVersion; NSInteger minorVersion; NSInteger patchVersion;};`), by the
  /// struct's Swift name (`OperatingSystemVersion`).
  public func structFields(_ swiftName: String) -> [(name: String, type: String)]? {
    guard let type = types.first(where: { $0.kind == .struct && $0.swift == swiftName }),
      let open = type.declaration.firstIndex(of: "{"),
      let close = type.declaration.lastIndex(of: "}"), open < close
    else { return nil }
    let body = type.declaration[type.declaration.index(after: open)..<close]
    var fields: [(name: String, type: String)] = []
    for field in body.split(separator: ";") where !field.allSatisfy(\.isWhitespace) {
      let words = field.split(separator: " ")
      guard words.count >= 2, let name = words.last,
        !field.contains(where: { "[]():,".contains($0) }),
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else { return nil }
      fields.append((String(name), words.dropLast().joined(separator: " ")))
    }
    return fields.isEmpty ? nil : fields
  }

  public func numericStructRaw(_ swiftName: String) -> String? {
    numericStructSwiftNames[swiftName]
  }

  public func numberTypedefUnderlying(_ objcName: String) -> String? {
    // `typedef UInt8 Byte;`: one the importer keeps under its own name, not a struct.
    guard let type = type(named: objcName), type.kind == .typedef, type.swift == objcName,
      numericStructs[objcName] == nil, type.declaration.hasPrefix("typedef "),
      type.declaration.hasSuffix(" " + objcName + ";")
    else { return nil }
    let underlying = type.declaration.dropFirst(8).dropLast(objcName.count + 2)
    guard !underlying.isEmpty, underlying.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "_" })
    else { return nil }
    return String(underlying)
  }

  public func protocolNames(of name: String) -> [String] {
    (type(named: name) ?? protocolsByName[name])?.protocols ?? []
  }

  public func protocolSelectors(of name: String) -> [ObjCProtocolSelector] {
    (protocolMembersByOwner[name] ?? [:]).flatMap { selector, entries in
      entries.map {
        ObjCProtocolSelector(
          selector: selector, isClass: $0.isClass, isOptional: members[$0.index].isOptional)
      }
    }
  }

  /// A generic class of a framework past Foundation (`NSFetchRequest<ResultType>`) is
  /// generic in Swift too, and Objective-C names it without arguments (`NSFetchRequest *`):
  /// Swift's importer then gives each parameter its bound, `id` in all but Core Data's
  /// `id<NSFetchRequestResult>`, which the façade leaves unbound, so any object
  /// (`NSFetchRequest<AnyObject>`). Foundation's are Linux Foundation's, which declares its
  /// collections without parameters, as the importer erases them.
  public func swiftClassName(_ objcName: String) -> String? {
    guard let type = type(named: objcName), type.kind == .class else { return nil }
    let head = type.declaration.components(separatedBy: " : ")[0]
    guard !["Foundation", "CoreFoundation"].contains(type.module),
      let open = head.firstIndex(of: "<"), !type.swift.contains("<")
    else { return type.swift }
    let parameters = head[open...].split(separator: ",").count
    return type.swift + "<" + Array(repeating: "AnyObject", count: parameters)
      .joined(separator: ", ") + ">"
  }
}
