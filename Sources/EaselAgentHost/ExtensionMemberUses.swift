import EaselInspect
import Foundation

/// The public members a module's extensions give types it does not declare
/// (`UIColor.init(hex:)`, SnapKit's `ConstraintView.snp`), and which of them a file of another
/// module uses: what such a file sees of the module without importing it, when another file
/// of its target does (Swift 5's member lookup, before SE-0444's `MemberImportVisibility`).
struct ExtensionMemberUses {
  /// Each member, with the file declaring it and the type it extends, the module's type
  /// aliases resolved (`ConstraintView` → `UIView`).
  var members: [(file: String, member: ExtensionMember, type: String)] = []

  /// The members the files `files` (one module's) declare: an internal one no other module
  /// sees (Lottie's `extension CGRect`), nor one of a type the module declares itself.
  init(files: [FileScan]) {
    var declared: Set<String> = []
    var aliases: [String: String] = [:]
    for f in files {
      declared.formUnion(f.symbols.topLevelNames)
      declared.formUnion(f.symbols.nestedTypeNames)
      aliases.merge(f.symbols.typeAliases) { a, _ in a }
    }
    func resolved(_ type: String) -> String {
      var current = type
      var seen: Set<String> = []
      while let next = aliases[current].map(Self.bareTypeName), seen.insert(current).inserted {
        current = next
      }
      return current
    }
    // An alias is no type of the module's own: what it names is (`ConstraintView`, SnapKit's
    // name for UIKit's `UIView`).
    declared.subtract(aliases.keys)
    for f in files {
      for m in f.symbols.extensionMembers where m.isPublic {
        let type = resolved(m.extendedType)
        if !declared.contains(type) { members.append((f.path, m, type)) }
      }
    }
  }

  /// `written` without a module qualifier or generic arguments (`UIKit.UIView` → `UIView`).
  static func bareTypeName(_ written: String) -> String {
    let plain = written.split(separator: "<").first.map(String.init) ?? written
    let name = plain.split(separator: ".").last.map(String.init) ?? plain
    return name.trimmingCharacters(in: .whitespaces)
  }

  /// The files declaring a member that `symbols` (a file's) uses: one whose name it refers to
  /// (as an argument label only for an initializer's or subscript's first label) and whose
  /// extended type it names, or reaches through the superclasses of a class it names
  /// (`superclasses`: `button.snp` of `extension UIView`, the file naming `UIButton`); or one a
  /// file's own extension of that type overloads (`extension UIColor { convenience init(hex:
  /// UInt32) }`, whose parameter `hex` hides the label among the names the file uses).
  func files(usedBy symbols: FileSymbols, superclasses: (String) -> [String]) -> Set<String> {
    var found: Set<String> = []
    let overloaded = Set(symbols.extensionMembers.map { $0.extendedType + "." + $0.lookupName })
    var reached: Set<String>?
    for (file, member, type) in members where !found.contains(file) {
      let name = member.lookupName
      if overloaded.contains(type + "." + name)
        || overloaded.contains(member.extendedType + "." + name)
      {
        found.insert(file)
        continue
      }
      guard symbols.references.contains(name),
        member.isFoundByLabel || !symbols.labelOnlyReferences.contains(name)
      else { continue }
      if reached == nil {
        reached = symbols.references.reduce(into: Set<String>()) { types, r in
          guard r.first?.isUppercase == true else { return }
          types.insert(r)
          types.formUnion(superclasses(r))
        }
      }
      if reached?.contains(type) == true { found.insert(file) }
    }
    return found
  }

  /// The superclasses of each class `scan` declares (its Swift classes, then the SDK's), and
  /// of the SDK's classes, nearest first.
  static func superclassChains(_ scan: ScanResult) -> (String) -> [String] {
    var own: [String: String] = [:]
    for c in scan.classes where c.language == .swift {
      if let s = c.superclassName { own[c.name] = own[c.name] ?? bareTypeName(s) }
    }
    return { name in
      var chain: [String] = []
      var current = name
      while let next = own[current], !chain.contains(next), next != name {
        chain.append(next)
        current = next
      }
      return chain + UIKitClasses.sdkSuperclasses(of: current)
    }
  }
}
