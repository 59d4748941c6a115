import Foundation

// Conformances an Objective-C class never declares but Swift needs: clang converts an object
// to `id<Protocol>` whatever its class adopts (an incompatible-pointer warning, no error), and
// old code relies on it for protocols that were informal before (`animation.delegate = self`:
// `CAAnimationDelegate` became a protocol in iOS 10, and KDCircularProgress never adopts it).
// Swift assigns only a conforming object, so the class adopts the protocol in its translation,
// as its methods already answer the messages the protocol names.

extension ObjCModuleGatherer {
  /// The implicit conversions of `node`'s bodies from an object of a class (`KDCircularProgress
  /// *`) to `id<Protocol, …>`: the class and the protocols.
  static func protocolConversions(in node: ClangNode) -> [(className: String, protocols: [String])]
  {
    var found: [(className: String, protocols: [String])] = []
    func visit(_ n: ClangNode) {
      if n.kind == "ImplicitCastExpr", n["castKind"] == "BitCast", let target = n.type,
        let protocols = qualifiedIdProtocols(target), let source = n.children.first?.type,
        let className = objectClass(source)
      {
        found.append((className, protocols))
      }
      for child in n.children { visit(child) }
    }
    visit(node)
    return found
  }

  /// `id<CAAnimationDelegate> _Nullable` → `["CAAnimationDelegate"]`; nil for another type.
  static func qualifiedIdProtocols(_ type: String) -> [String]? {
    let t = type.trimmingCharacters(in: .whitespaces)
    guard t.hasPrefix("id<"), let close = t.firstIndex(of: ">") else { return nil }
    let list = t[t.index(t.startIndex, offsetBy: 3)..<close]
    let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    return names.isEmpty ? nil : names
  }

  /// `KDCircularProgress *` (qualifiers and nullability aside) → `KDCircularProgress`.
  static func objectClass(_ type: String) -> String? {
    let words = type.replacingOccurrences(of: "*", with: " * ").split(separator: " ").map(
      String.init
    ).filter {
      !["const", "__strong", "__weak", "__unsafe_unretained", "__autoreleasing", "_Nonnull",
        "_Nullable", "_Null_unspecified"].contains($0)
    }
    guard words.count == 2, words[1] == "*", let first = words[0].first,
      first.isLetter || first == "_"
    else { return nil }
    return words[0]
  }

  /// Adds to each own class the protocols it is converted to and does not conform to, through
  /// itself, a superclass, or a protocol one adopts (superclasses first, so that a subclass
  /// does not adopt again what its superclass now adopts, which Swift rejects).
  mutating func adoptImpliedConformances() {
    let ordered = impliedConformances.sorted {
      module.lineage(of: $0.className).count < module.lineage(of: $1.className).count
    }
    for (className, protocols) in ordered where module.classes[className]?.isOwn == true {
      for p in protocols.map(module.protocolName)
      where p != "NSObject" && !conforms(className, to: p) {
        module.classes[className]?.protocols.append(p)
      }
    }
  }

  /// Whether `className` (or a class above it, the module's or the façade's) adopts
  /// `protocolName` or a protocol inheriting it.
  func conforms(_ className: String, to protocolName: String) -> Bool {
    var classes: [String] = []
    var current: String? = className
    while let c = current, !classes.contains(c) {
      classes.append(c)
      current = module.classes[c]?.isOwn == true
        ? module.classes[c]?.superclass : names.superclassName(of: c)
    }
    var pending = classes.flatMap { c in
      module.classes[c]?.isOwn == true
        ? module.classes[c]?.protocols ?? [] : names.protocolNames(of: c)
    }
    var seen: Set<String> = []
    while let p = pending.popLast() {
      guard seen.insert(p).inserted else { continue }
      if p == protocolName { return true }
      pending += module.classes[p]?.isProtocol == true
        ? module.classes[p]?.protocols ?? [] : names.protocolNames(of: p)
    }
    return false
  }
}
