import EaselInspect
import EaselProject
import Foundation

/// Swift 3's `@objc` inference (SE-0160): a target whose "Swift 3 @objc Inference" build
/// setting is `On` (`SWIFT_SWIFT3_OBJC_INFERENCE`), or that is in Swift 3 mode, exposes every
/// member of an `NSObject` subclass and of its extensions that is `internal` or wider, as
/// Swift 3 did; under `Default` or `Off` Swift 4 mode exposes only what Swift 4's rules say.
/// Key-value coding and selectors reach a member only if it is exposed:
/// `UIColor.value(forKey: "primaryText")` of an extension's `static var primaryText` answers
/// under `On` and raises NSUnknownKeyException (a crash) under `Default`.
extension DesignablesProject {
  /// `scan` with, in the Swift files of `modules` that infer `@objc` as Swift 3 did
  /// (`SwiftSettings.infersObjCAsSwift3`), the members only that inference exposes
  /// (`swift3ObjCMembers`) among the members Objective-C sees, for the classes that descend
  /// from an Objective-C class and the extensions of such classes.
  static func inferringObjCAsSwift3(_ scan: ScanResult, modules: [ModuleSources]) -> ScanResult {
    let inferring = Set(
      modules.filter(\.settings.infersObjCAsSwift3).flatMap(\.swiftFiles).map(\.path))
    guard !inferring.isEmpty else { return scan }
    var declared: [String: ScannedClass] = [:]
    for c in scan.classes where declared[c.name] == nil { declared[c.name] = c }
    func isObjectiveC(_ name: String) -> Bool {
      var name = name
      var seen: Set<String> = []
      while seen.insert(name).inserted {
        guard let c = declared[name] else { return UIKitClasses.isFrameworkObjCClass(name) }
        if c.language == .objectiveC { return true }
        guard let superclass = c.superclassName else { return false }
        name = superclass
      }
      return false
    }
    var files = scan.files
    for k in files.indices where files[k].language == .swift && inferring.contains(files[k].path) {
      for j in files[k].classes.indices where isObjectiveC(files[k].classes[j].name) {
        files[k].classes[j].objcMembers += files[k].classes[j].swift3ObjCMembers
      }
      for j in files[k].extensions.indices where isObjectiveC(files[k].extensions[j].extendedType) {
        files[k].extensions[j].objcMembers += files[k].extensions[j].swift3ObjCMembers
      }
    }
    return ScanResult(files: files)
  }
}
