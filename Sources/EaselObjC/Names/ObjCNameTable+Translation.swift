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

  public func enumerationType(_ objcName: String) -> String? {
    guard let type = type(named: objcName), type.kind == .enum || type.kind == .options else {
      return nil
    }
    return type.swift
  }

  /// A typedef row whose declaration is `typedef NSString *Name;`: a string-keyed struct
  /// (`NS_TYPED_ENUM`, `NS_EXTENSIBLE_STRING_ENUM`) by the Swift name the importer gives it,
  /// and `String` for the others, which Swift imports as strings.
  public func stringTypeName(_ objcName: String) -> String? {
    guard let type = type(named: objcName), type.kind == .typedef,
      type.declaration.hasPrefix("typedef NSString *")
    else { return nil }
    return stringStructs.contains(objcName) ? type.swift : "String"
  }

  public func typedefSwiftName(_ objcName: String) -> String? {
    guard let type = type(named: objcName), type.kind == .typedef, type.swift != objcName,
      !type.swift.isEmpty
    else { return nil }
    return type.swift
  }

  public func superclassName(of className: String) -> String? { superclass(of: className) }

  public func isOptionSet(_ swiftName: String) -> Bool { optionSets.contains(swiftName) }

  public func protocolNames(of name: String) -> [String] {
    (type(named: name) ?? protocolsByName[name])?.protocols ?? []
  }

  public func swiftClassName(_ objcName: String) -> String? {
    guard let type = type(named: objcName), type.kind == .class else { return nil }
    return type.swift
  }
}
