import Foundation

// Classes by name, as Objective-C's runtime finds them. On iOS `NSClassFromString` knows every
// class loaded: UIKit's by their Objective-C names (`UIView`, `CAShapeLayer`), a Swift class
// by its module-qualified name (`MyApp.GaugeView`) or its `@objc(Name)`. Linux's Foundation
// knows only `Module.Class` names of loaded Swift classes and its own; the façade's classes
// live in the module `EaselUIKit`, not `UIKit`. These answer from the designables' generated
// registration (`ObjCRuntime`'s key-value table: plain, qualified and `@objc` names), the
// façade's own classes, then Foundation.

/// The class named `aClassName`, as Objective-C's runtime finds it: a designable of the
/// project by its plain, module-qualified or `@objc` name, a UIKit, QuartzCore or Foundation
/// class by its Objective-C name (or `UIKit.UIView`); nil for a name no loaded class has.
public func NSClassFromString(_ aClassName: String) -> AnyClass? {
  EaselClassLookup.class(named: aClassName)
}

/// The name Objective-C's runtime gives `aClass`: a façade class's Objective-C name
/// (`UIView`), a Swift class's module-qualified name (`MyApp.GaugeView`).
public func NSStringFromClass(_ aClass: AnyClass) -> String {
  EaselClassLookup.name(of: aClass)
}

/// Class lookup by name for `NSClassFromString` and `NSStringFromClass`.
enum EaselClassLookup {
  /// The module the façade's classes are compiled into.
  static let facadeModule = "EaselUIKit"
  /// The frameworks whose classes the façade declares, as a qualified name may spell them.
  static let frameworks: Set<String> = [
    "UIKit", "QuartzCore", "CoreGraphics", "Foundation", "CoreFoundation", "ObjectiveC",
    facadeModule,
  ]

  static func `class`(named name: String) -> AnyClass? {
    guard !name.isEmpty else { return nil }
    if let registered = ObjCRuntime.shared.keyValueTable.classes[name]?.type {
      return registered
    }
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    if parts.count == 2, frameworks.contains(parts[0]) {
      return facadeClass(parts[1]) ?? Foundation.NSClassFromString(name)
    }
    if parts.count == 1, let found = facadeClass(name) { return found }
    return Foundation.NSClassFromString(name)
  }

  /// A class of the façade by its Swift name, which is its Objective-C name.
  private static func facadeClass(_ name: String) -> AnyClass? {
    _typeByName(facadeModule + "." + name) as? AnyClass
  }

  static func name(of cls: AnyClass) -> String {
    let full = String(reflecting: cls)
    if full.hasPrefix(facadeModule + ".") { return String(full.dropFirst(facadeModule.count + 1)) }
    return Foundation.NSStringFromClass(cls)
  }
}
