import EaselDiagnostics
import EaselInspect
import Foundation

extension KeyValueAccessors {
  /// What a Swift class or extension offers key-value coding: its Objective-C-visible
  /// one-argument instance methods (`@objc func setThemeColor(_:)`), the setters of its
  /// settable Objective-C properties, and its stored properties (which are the object's
  /// instance variables); `nil` when it offers nothing.
  init?(
    swiftType typeName: String, members: [ObjCMember], properties: [ScannedProperty],
    at location: SourceLocation
  ) {
    self.init(typeName: typeName, location: location)
    for m in members where !m.isStatic {
      switch m.kind {
      case .method where m.labels.count == 1:
        setters[m.selector] = m.parameterTypes.first ?? ""
      case .property where m.isSettable:
        setters[m.setterSelector] = m.propertyType ?? ""
      case .method, .property:
        break
      }
    }
    for p in properties where !p.isStatic && p.storage != .computed {
      variables[p.name] = p.typeText ?? ""
    }
    if setters.isEmpty && variables.isEmpty { return nil }
  }

  /// The type lint compares a value with, from a setter's argument or a variable's type as
  /// written (`UIColor`, `UIColor?`, `NSString *`).
  static func propertyType(_ written: String) -> PropertyType {
    var bare = written.trimmingCharacters(in: .whitespaces)
    while bare.hasSuffix("?") || bare.hasSuffix("!") { bare.removeLast() }
    if let kind = InspectableKind(swiftType: bare) ?? InspectableKind(objectiveCType: bare) {
      return .kind(kind)
    }
    return .unknown(bare.isEmpty ? nil : bare)
  }
}
