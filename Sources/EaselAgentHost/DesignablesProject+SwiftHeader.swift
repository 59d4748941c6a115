import EaselInspect
import EaselObjC
import Foundation

extension DesignablesProject {
  /// The text of the header Xcode generates from a mixed target's Swift (`swiftFiles`, by
  /// path) for its Objective-C (`GeneratedSwiftHeader`): its classes Objective-C sees, with
  /// the members they and their extensions expose. Nil for a target without such a class.
  func swiftHeader(of swiftFiles: Set<String>) -> String? {
    guard !swiftFiles.isEmpty else { return nil }
    let classes = scan.classes.filter {
      $0.language == .swift && swiftFiles.contains($0.location.file) && !$0.isGeneric
        && $0.access.isVisibleToOtherFiles && $0.name == $0.qualifiedName
        && $0.superclassName != nil
    }
    guard !classes.isEmpty else { return nil }
    var extensionMembers: [String: [ObjCMember]] = [:]
    for e in scan.extensions
    where e.language == .swift && swiftFiles.contains(e.location.file) {
      extensionMembers[e.extendedType, default: []] += e.objcMembers
    }
    func member(_ m: ObjCMember) -> GeneratedSwiftHeader.Member? {
      guard m.access.isVisibleToOtherFiles else { return nil }
      switch m.kind {
      case .property:
        guard let type = m.propertyType else { return nil }
        return GeneratedSwiftHeader.Member(
          kind: .property, name: m.name, types: [type], selector: m.selector,
          isStatic: m.isStatic, isSettable: m.isSettable)
      case .method:
        return GeneratedSwiftHeader.Member(
          kind: .method, name: m.name, labels: m.labels, types: m.parameterTypes,
          result: m.resultType, selector: m.selector, isStatic: m.isStatic)
      }
    }
    let swiftClasses = classes.map { c in
      GeneratedSwiftHeader.SwiftClass(
        name: c.name, objcName: c.objcName, superclass: c.superclassName ?? "NSObject",
        members: (c.objcMembers + (extensionMembers[c.name] ?? [])).compactMap(member))
    }
    return GeneratedSwiftHeader.text(for: swiftClasses)
  }
}
