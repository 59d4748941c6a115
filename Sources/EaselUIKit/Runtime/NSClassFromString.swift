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
package enum EaselClassLookup {
  /// The module the façade's classes are compiled into.
  static let facadeModule = "EaselUIKit"
  /// The modules of the façades of Apple's other frameworks (`appleFrameworkFacades` in
  /// Package.swift; `ClassLookupTests` checks the two agree), part of the library the agent
  /// loads: their classes are found by their Objective-C names too (`AVPlayer`).
  package static let frameworkFacadeModules = [
    "Accelerate", "Accounts", "AudioToolbox", "AVFoundation", "AVKit", "CFNetwork",
    "CommonCrypto", "CoreData", "CoreImage", "CoreLocation", "CoreMedia", "CoreMotion",
    "CoreText", "GLKit", "HealthKit", "ImageIO", "MapKit", "MessageUI", "MobileCoreServices",
    "ObjectiveC", "OpenGLES", "os", "Photos", "SafariServices", "SceneKit", "Security",
    "SpriteKit", "StoreKit", "SystemConfiguration", "UniformTypeIdentifiers", "WebKit",
  ]
  /// The frameworks whose classes the façade declares, as a qualified name may spell them.
  static let frameworks: Set<String> = Set(
    ["UIKit", "QuartzCore", "CoreGraphics", "Foundation", "CoreFoundation", facadeModule]
      + frameworkFacadeModules)

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

  /// A class of the façade by its Swift name, which is its Objective-C name: UIKit's (in
  /// EaselUIKit) or another framework's (in its façade module, when the process has it).
  private static func facadeClass(_ name: String) -> AnyClass? {
    guard !name.contains(".") else { return nil }
    if let found = _typeByName(facadeModule + "." + name) as? AnyClass { return found }
    for module in frameworkFacadeModules {
      if let found = _typeByName(module + "." + name) as? AnyClass { return found }
    }
    return nil
  }

  static func name(of cls: AnyClass) -> String {
    let full = String(reflecting: cls)
    for module in [facadeModule] + frameworkFacadeModules where full.hasPrefix(module + ".") {
      return String(full.dropFirst(module.count + 1))
    }
    return Foundation.NSStringFromClass(cls)
  }
}
