extension ObjCNameTable {
  /// The instance members of the façade's classes by Swift base name (`mutableString`,
  /// `setString`), each with the class that declares it, where one class does (its
  /// subclasses inheriting it, or declaring it again): what Darwin's dynamic lookup finds when
  /// code sends the member to an `AnyObject`, and what the agent's source preparation casts
  /// such a receiver to (`SourceRewriter.dynamicMemberOwners`). A name classes apart from
  /// each other declare (`text`: `UILabel`'s, `UITextField`'s) is left out, as are
  /// `NSNumber`'s accessors, which the preparation bridges to an optional number instead,
  /// and `NSObject`'s (the preparation's own list, `RewritePass.nsObjectMembers`: a name
  /// that is also another class's, `index`, is not NSObject's there).
  public var dynamicMemberOwners: [String: String] {
    var owners: [String: Set<String>] = [:]
    for m in members where m.kind == .property || m.kind == .instanceMethod {
      guard !m.isProtocolMember, typesByName[m.owner]?.kind == .class else { continue }
      let base = m.swift.split(separator: "(", maxSplits: 1).first.map(String.init) ?? m.swift
      guard !base.isEmpty, !base.contains(".") else { continue }
      owners[base, default: []].insert(m.owner)
    }
    var out: [String: String] = [:]
    for (base, classes) in owners {
      // The one class every other declaring class descends from.
      guard
        let top = classes.first(where: { c in
          classes.allSatisfy { superclassChain(of: $0).contains(c) }
        }), top != "NSNumber", top != "NSObject", let swift = typesByName[top]?.swift
      else { continue }
      out[base] = swift
    }
    return out
  }

  /// `name` and its superclasses, nearest first, as the table has them.
  func superclassChain(of name: String) -> [String] {
    var chain = [name]
    while let next = typesByName[chain[chain.count - 1]]?.superclass, !next.isEmpty,
      !chain.contains(next)
    {
      chain.append(next)
    }
    return chain
  }
}

extension ObjCNameTable {
  /// The Swift names of the SDK's constants of type `CFStringRef` the façade declares
  /// (`kCTFontAttributeName`): strings iOS bridges toll-free to `NSString`, and so with `as`
  /// to a string struct (`SourceRewriter.cfStringConstants`).
  public var cfStringConstants: Set<String> {
    Set(
      members.filter { $0.kind == .constant && $0.declaration.contains("CFStringRef ") }
        .map(\.swift))
  }

  /// The Swift names of the string structs Swift's importer makes of typed string constants
  /// (`NSAttributedString.Key`, `NSNotification.Name`), and for those nested in a type their
  /// Objective-C names, Swift 4.0's names of most (`NSAttributedStringKey`, which the façades'
  /// Swift 4 names declare for code built in Swift 4 mode).
  public var stringStructSwiftNames: Set<String> {
    Set(
      stringStructs.flatMap { name -> [String] in
        guard let swift = typesByName[name]?.swift else { return [] }
        return swift.contains(".") ? [swift, name] : [swift]
      })
  }
}
