import EaselInspect
import Foundation

/// Outlet, action and method names declared in a project's sources, by type.
///
/// A member counts for every type its file declares or extends: an approximation of "the
/// class's members" that needs no full parse. It can only make lint quieter (a member
/// declared for another class in the same file is taken as present), never report a
/// member that is there.
public struct SourceMembers: Sendable {
  /// `@IBOutlet` / `IBOutlet` property names and every property the scan found, by type.
  public private(set) var outlets: [String: Set<String>] = [:]
  /// Method names (`func name(`, `- (IBAction)name:`, `- (void)name`), by type.
  public private(set) var methods: [String: Set<String>] = [:]
  /// `+ (UIColor *)name` class methods of Objective-C `UIColor` categories.
  public private(set) var objectiveCColorMethods: Set<String> = []

  /// Reads the members of `files`, attributing them to the types `scan` found in each.
  init(files: [URL], scan: ScanResult) {
    var typesByFile: [String: Set<String>] = [:]
    for c in scan.classes {
      typesByFile[c.location.file, default: []].insert(c.name)
      outlets[c.name, default: []].formUnion(c.properties.map(\.name))
    }
    for e in scan.extensions {
      typesByFile[e.location.file, default: []].insert(e.extendedType)
      outlets[e.extendedType, default: []].formUnion(e.properties.map(\.name))
    }
    for url in files {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      let isObjC = ["h", "m", "mm"].contains(url.pathExtension.lowercased())
      var types = typesByFile[url.path] ?? []
      // A class's methods are those of its @implementation, in whichever file: a `.m` whose
      // class the `.h` declares, with no class extension, declares no type of its own.
      if isObjC { types.formUnion(Self.objectiveCImplementations(text)) }
      let found = isObjC ? Self.objectiveCMembers(text) : Self.swiftMembers(text)
      for type in types {
        outlets[type, default: []].formUnion(found.outlets)
        methods[type, default: []].formUnion(found.methods)
      }
      if isObjC { objectiveCColorMethods.formUnion(found.colorMethods) }
    }
  }

  private struct Found {
    var outlets: Set<String> = []
    var methods: Set<String> = []
    var colorMethods: Set<String> = []
  }

  private static func matches(_ pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let ns = text as NSString
    return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap {
      $0.numberOfRanges > 1 && $0.range(at: 1).location != NSNotFound
        ? ns.substring(with: $0.range(at: 1)) : nil
    }
  }

  private static func swiftMembers(_ text: String) -> Found {
    var found = Found()
    found.outlets = Set(
      matches(#"@IBOutlet[^\n]*?\b(?:var|let)\s+`?([A-Za-z_][A-Za-z0-9_]*)"#, in: text))
    found.methods = Set(matches(#"\bfunc\s+`?([A-Za-z_][A-Za-z0-9_]*)"#, in: text))
    return found
  }

  /// The classes an Objective-C file implements (`@implementation Name`, categories too).
  static func objectiveCImplementations(_ text: String) -> Set<String> {
    Set(matches(#"@implementation\s+([A-Za-z_][A-Za-z0-9_]*)"#, in: text))
  }

  private static func objectiveCMembers(_ text: String) -> Found {
    var found = Found()
    found.outlets = Set(matches(#"IBOutlet[^;\n]*?\*?\s*([A-Za-z_][A-Za-z0-9_]*)\s*;"#, in: text))
    found.methods = Set(
      matches(#"[-+]\s*\([^)]*\)\s*([A-Za-z_][A-Za-z0-9_]*)"#, in: text))
    found.colorMethods = Set(
      matches(#"\+\s*\(\s*UIColor\s*\*\s*\)\s*([A-Za-z_][A-Za-z0-9_]*)"#, in: text))
    return found
  }
}
