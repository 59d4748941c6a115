import EaselDocument
import EaselInspect
import Foundation

/// What a key names on a class chain.
enum KeyMatch {
  /// A property settable by key, of `type`, declared by `owner` (`UILabel`, `UILabel
  /// (extension in UILabel+X.swift)`); `baseTypeName` is the declared type without
  /// optionality, used to follow dotted paths through user properties.
  case property(PropertyType, owner: String, baseTypeName: String?)
  /// A UIKit property Easel's key-value table does not set.
  case uiKitUnsupported(owner: String)
  /// Nothing on the known part of the chain has it.
  case none
}

extension ClassChain {
  /// Looks `key` up on every class of the chain and on their extensions, nearest first.
  func match(_ key: String, in project: ProjectKnowledge) -> KeyMatch {
    for link in links {
      switch link {
      case .scanned(let c):
        if let p = c.properties.first(where: { $0.name == key }) {
          return .property(Self.type(of: p), owner: c.name, baseTypeName: p.baseTypeName)
        }
      case .uiKit, .unknown:
        break
      }
      for e in project.extensions[link.name] ?? [] {
        if let p = e.properties.first(where: { $0.name == key }) {
          let file = (e.location.file as NSString).lastPathComponent
          return .property(
            Self.type(of: p), owner: "\(link.name) (extension in \(file))",
            baseTypeName: p.baseTypeName)
        }
      }
      for declared in project.accessors[link.name] ?? [] {
        if let (accessor, written) = declared.accessor(forKey: key) {
          let file = (declared.location.file as NSString).lastPathComponent
          let base = written.filter { !"?!* ".contains($0) }
          return .property(
            KeyValueAccessors.propertyType(written),
            owner: "\(link.name) (\(accessor) in \(file))", baseTypeName: base.isEmpty ? nil : base)
        }
      }
      if case .uiKit(let name) = link {
        if let type = project.uiKit.applied[name]?[key] {
          return .property(type, owner: name, baseTypeName: nil)
        }
        if project.uiKit.known[name]?.contains(key) == true {
          return .uiKitUnsupported(owner: name)
        }
      }
    }
    return .none
  }

  /// Every key the chain's classes and their extensions have, with `layer.` keys for views:
  /// the candidates for "did you mean".
  func candidateKeys(in project: ProjectKnowledge) -> Set<String> {
    var out: Set<String> = []
    for link in links {
      if case .scanned(let c) = link { out.formUnion(c.properties.map(\.name)) }
      for e in project.extensions[link.name] ?? [] { out.formUnion(e.properties.map(\.name)) }
      for declared in project.accessors[link.name] ?? [] { out.formUnion(declared.keys) }
    }
    let uiKit = uiKitNames
    out.formUnion(project.uiKit.names(along: uiKit))
    if uiKit.contains("UIView") {
      let layer = UIKitCatalog.superclassChain(of: "CALayer")
      out.formUnion(project.uiKit.names(along: layer).map { "layer." + $0 })
    }
    return out
  }

  private static func type(of p: ScannedProperty) -> PropertyType {
    if let kind = p.kind { return .kind(kind) }
    return .unknown(p.baseTypeName)
  }
}
