import EaselInspect
import Foundation

/// Leaves out `import` lines of modules that are nowhere to be found (a pod that is not
/// checked out, a framework Linux and Easel lack), columns and lines kept, so that a file that
/// imports a module without really using it still compiles, and one that does use it fails
/// with errors that point at the uses. Imports Linux spells differently are answered with its
/// spelling: `Darwin` is `Glibc` there, `os.log` (a Clang submodule, which a Swift façade
/// cannot declare) is the `os` façade, and `CoreFoundation` is the `CoreGraphics` façade, which
/// re-exports Easel's Core Foundation (Linux's own C module of that name declares `CFString`,
/// `CFRange` … again, differently, and every use of them would be ambiguous).
enum MissingImports {
  /// Modules imported under another name on Linux, by the name iOS code uses.
  static let substitutes = ["Darwin": "Glibc", "os.log": "os", "CoreFoundation": "CoreGraphics"]

  /// The modules `files` import: from the scan's symbols for the files it holds (imports in
  /// comments and strings left out), read line by line for the others (a pod or checkout
  /// found for an import, which the project's scan did not cover).
  static func modules(importedBy files: [URL], scan: ScanResult) -> Set<String> {
    let scanned = Dictionary(
      scan.files.map { ($0.path, $0.symbols.imports.map(\.module)) },
      uniquingKeysWith: { a, _ in a })
    var names: Set<String> = []
    for file in files {
      if let modules = scanned[file.path] {
        names.formUnion(modules)
        continue
      }
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      for line in text.split(separator: "\n") {
        if let name = importedModule(in: line) { names.insert(name) }
      }
    }
    return names
  }

  /// The module an `import` declaration on `line` names, if the line is one: `import A`,
  /// `@testable import A`, `@_implementationOnly import A`, `import class A.B`, `import A.B`.
  static func importedModule(in line: Substring) -> String? {
    importDeclaration(in: line)?.module
  }

  /// The module an `import` declaration on `line` names, and whether it imports one
  /// declaration of it (`import struct UIKit.ObjCMethod`) rather than the module.
  static func importDeclaration(in line: Substring) -> (module: String, scoped: Bool)? {
    var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
    while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
    for modifier in ["public", "internal", "package", "private", "fileprivate"]
    where words.first == Substring(modifier) {
      words = words.dropFirst()
    }
    guard words.first == "import", words.count >= 2 else { return nil }
    words = words.dropFirst()
    let kinds: Set<Substring> = [
      "class", "struct", "enum", "protocol", "typealias", "func", "let", "var",
    ]
    let scoped = words.first.map { kinds.contains($0) } ?? false
    if scoped { words = words.dropFirst() }
    // The path ends where the statement does: `import AssetsLibrary;`, `import UIKit//…`.
    guard let word = words.first,
      case let path = word.prefix(while: { $0 != ";" && $0 != "/" }), !path.isEmpty
    else { return nil }
    let name = path.split(separator: ".").first.map(String.init) ?? ""
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return (name, scoped)
  }

  /// `import UIKit.UIColor`, `import class UIKit.UIView.UIView`,
  /// `import func ObjectiveC.runtime.objc_getAssociatedObject`: an import through a Clang
  /// submodule of an Apple framework, as an import of the whole module, padded to the
  /// statement's width so later columns stay put; nil for any other line. Every module a
  /// designable is built with here is a Swift module (the façades, Linux's Foundation, the
  /// project's pods and packages), and a Swift module has no submodules. An import of one
  /// declaration straight from the module (`import struct UIKit.ObjCMethod`) is kept.
  static func wholeModuleImport(_ line: String) -> String? {
    guard let (module, scoped) = importDeclaration(in: line[...]),
      let keyword = line.range(of: "import"),
      let start = line.range(of: module + ".", range: keyword.upperBound..<line.endIndex)
    else { return nil }
    let end =
      line[start.lowerBound...].firstIndex {
        !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".")
      } ?? line.endIndex
    let components = line[start.lowerBound..<end].split(separator: ".").count
    guard components > (scoped ? 2 : 1) else { return nil }
    let width = line.distance(from: keyword.lowerBound, to: end)
    return line.replacingCharacters(
      in: keyword.lowerBound..<end,
      with: ("import " + module).padding(toLength: width, withPad: " ", startingAt: 0))
  }

  /// `(value as AnyObject).doubleValue` — a member looked up on `AnyObject`, which needs the
  /// Objective-C runtime — as `(value as? NSNumber)?.doubleValue`, for NSNumber's accessors:
  /// the same optional result. The line's later columns move by a few characters.
  static func numberLookup(_ line: String) -> String? {
    // Every line of every prepared file comes here: the 22 replacements below, each a
    // search of the line through NSString, were most of the time a build spent before its
    // compile (0.7 s of IBAnimatable's first agent, a debug build); one search rules out
    // nearly every line.
    guard line.contains("as AnyObject") else { return nil }
    let members = [
      "doubleValue", "floatValue", "intValue", "integerValue", "uintValue", "boolValue",
      "int32Value", "int64Value", "uint32Value", "uint64Value", "stringValue",
    ]
    var out = line
    for member in members {
      out = out.replacingOccurrences(
        of: "as AnyObject).\(member)", with: "as? NSNumber)?.\(member)")
      out = out.replacingOccurrences(
        of: "as AnyObject?)?.\(member)", with: "as? NSNumber)?.\(member)")
    }
    return out == line ? nil : out
  }

  /// `CoreFoundation.sqrt(5)` as `    Foundation.sqrt(5)`: on Apple, Foundation re-exports
  /// Core Foundation, so code qualifies names with either; Linux's Foundation does not, and
  /// its own qualifies the same names. Padded in front, so later columns stay put.
  static func foundationQualified(_ line: String) -> String? {
    guard line.contains("CoreFoundation.") else { return nil }
    var out = ""
    var rest = line[...]
    while let range = rest.range(of: "CoreFoundation.") {
      let before = rest[..<range.lowerBound]
      let startsName = before.last.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
      out += before + (startsName ? "    Foundation." : "CoreFoundation.")
      rest = rest[range.upperBound...]
    }
    out += rest
    return out == line ? nil : out
  }

  /// `@NSManaged public var name: String?` as a computed property whose accessors read and
  /// write the object's managed storage by key (`__easelManagedValue(self, "name")`, the
  /// property's name or its `@objc(name)`), as the Objective-C runtime's do: a Core Data
  /// entity's attributes and relationships, declared in the class or in an extension (Xcode's
  /// `Entity+CoreDataProperties.swift`, where a stored property is refused), and a Core
  /// Animation layer's animatable properties. Before it is set a property reads as at rest
  /// (`__easelManagedDefault()`: nil, zero, false, an empty set for a to-many relationship).
  /// Core Data's generated relationship accessors (`@NSManaged public func addToItems(_ value:
  /// Item)`, `removeFromItems(_:)`) get bodies that change the set under the relationship's
  /// key. Linux compiles `@NSManaged` but cannot link it. Columns before the accessors are kept
  /// (a `weak` or `unowned`, which a computed property cannot have, becomes spaces); nil when
  /// the line is not such a declaration.
  static func managedProperty(_ line: String) -> String? {
    guard let attribute = line.range(of: "@NSManaged "),
      !line[..<attribute.lowerBound].contains("//"), !line[..<attribute.lowerBound].contains("\"")
    else { return nil }
    var code = line[attribute.upperBound...]
    var comment = ""
    if let slashes = code.range(of: "//") {
      comment = " " + code[slashes.lowerBound...]
      code = code[..<slashes.lowerBound]
    }
    var declaration = code.trimmingCharacters(in: .whitespaces)
    let objcKey =
      Self.objcName(in: line[..<attribute.lowerBound]) ?? Self.objcName(in: declaration[...])
    let indent = String(line[..<attribute.lowerBound])
      + String(repeating: " ", count: "@NSManaged ".count)
    if let function = managedRelationshipAccessor(declaration) {
      return indent + function + comment
    }
    guard let varRange = declaration.range(of: "var "),
      let colon = declaration[varRange.upperBound...].firstIndex(of: ":"),
      !declaration.contains("="), !declaration.contains("{")
    else { return nil }
    let name = declaration[varRange.upperBound..<colon].trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" })
    else { return nil }
    var modifiers = String(declaration[..<varRange.lowerBound])
    for ownership in ["weak ", "unowned(unsafe) ", "unowned "] {
      modifiers = modifiers.replacingOccurrences(
        of: ownership, with: String(repeating: " ", count: ownership.count))
    }
    declaration = modifiers + declaration[varRange.lowerBound...]
    let key = objcKey ?? name.replacingOccurrences(of: "`", with: "")
    return indent + declaration
      + " { get { __easelManagedValue(self, \"\(key)\") }"
      + " set { __easelSetManagedValue(self, \"\(key)\", newValue) } }" + comment
  }

  /// The name an `@objc(name)` in `text` gives, if any (not a selector: no colon).
  static func objcName(in text: Substring) -> String? {
    guard let start = text.range(of: "@objc(") else { return nil }
    let name = text[start.upperBound...].prefix { $0 != ")" }
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
      return nil
    }
    return String(name)
  }

  /// Core Data's generated accessor of a to-many relationship, `public func addToItems(_ value:
  /// Item)` or `removeFromItems(_ values: NSSet)`, with a body that adds to or removes from
  /// the set under the relationship's key (`items`: Xcode writes the key with its first letter
  /// upper-cased after `addTo`/`removeFrom`); nil for any other declaration.
  static func managedRelationshipAccessor(_ declaration: String) -> String? {
    guard let funcRange = declaration.range(of: "func "), declaration.hasSuffix(")"),
      let open = declaration.firstIndex(of: "("), funcRange.upperBound < open
    else { return nil }
    let name = declaration[funcRange.upperBound..<open].trimmingCharacters(in: .whitespaces)
    let parameters = declaration[declaration.index(after: open)...].dropLast()
    // One parameter with no label: `_ value: Item`.
    let words = parameters.split(separator: ":").first?.split(separator: " ") ?? []
    guard !parameters.contains(","), words.count == 2, words[0] == "_" else { return nil }
    let argument = words[1]
    for (prefix, function) in [
      ("addTo", "__easelManagedAdd"), ("removeFrom", "__easelManagedRemove"),
    ] where name.hasPrefix(prefix) && name.count > prefix.count {
      let key = name.dropFirst(prefix.count)
      guard let first = key.first, first.isUppercase else { continue }
      return declaration
        + " { \(function)(self, \"\(first.lowercased() + key.dropFirst())\", \(argument)) }"
    }
    return nil
  }

  /// The `override` of a line that declares `override init()` (after access modifiers).
  static func layerInitializerOverride(in line: String) -> Range<String.Index>? {
    var rest = line.drop { $0 == " " || $0 == "\t" }
    for word in ["public ", "open ", "internal ", "package "] where rest.hasPrefix(word) {
      rest = rest.dropFirst(word.count).drop { $0 == " " }
    }
    guard rest.hasPrefix("override init()") else { return nil }
    return rest.startIndex..<line.index(rest.startIndex, offsetBy: "override".count)
  }

  /// `prepared` (a copy made by `SourcePreparation`, or `original` itself) with the imports
  /// of `modules` blanked; the original file is never written.
  ///
  /// `leakUIKit` gives the file UIKit when it does not import the whole module itself (a
  /// scoped `import struct UIKit.…` does not count): on iOS another file of the module
  /// importing UIKit makes its declarations visible module-wide, and real code relies on it.
  /// The import goes before the copy's `#sourceLocation`, so no line moves.
  ///
  /// `declaresLayers` says the file declares a Core Animation layer subclass: the façade's
  /// `CALayer.init()` is `required` (so a view's `layerClass` can make any subclass), so such a
  /// class's `override init()` is written `required init()`, the same width.
  static func blank(
    _ modules: Set<String>, in prepared: URL, original: URL, folder: URL, leakUIKit: Bool = false,
    declaresLayers: Bool = false
  ) throws -> URL {
    let text = try String(contentsOf: prepared, encoding: .utf8)
    var lines = text.components(separatedBy: "\n")
    var changed = false
    var importsUIKit = false
    var managed = false
    // The modules that bring the managed properties' accessors (`CoreGraphics` re-exports
    // them; a Core Data model's file imports CoreData, a layer's UIKit or QuartzCore).
    var seesManagedAccessors = leakUIKit
    for i in lines.indices {
      if let bridged = numberLookup(lines[i]) {
        lines[i] = bridged
        changed = true
      }
      if let requalified = foundationQualified(lines[i]) {
        lines[i] = requalified
        changed = true
      }
      if let accessors = managedProperty(lines[i]) {
        lines[i] = accessors
        managed = true
        changed = true
      }
      if declaresLayers, let range = layerInitializerOverride(in: lines[i]) {
        lines[i].replaceSubrange(range, with: "required")
        changed = true
      }
      guard let (name, scoped) = importDeclaration(in: lines[i][...]) else { continue }
      // Only the whole module: the selector table appended to a file whose class Objective-C
      // sees imports three of UIKit's declarations (`import struct UIKit.ObjCMethod`), which
      // leave the rest of UIKit unseen there (Charts 3's `Animator.swift`, which imports
      // Foundation and CoreGraphics, calls `CACurrentMediaTime()` through the leak).
      if name == "UIKit" && !scoped { importsUIKit = true }
      if !scoped && ["UIKit", "CoreData", "CoreGraphics", "QuartzCore"].contains(name) {
        seesManagedAccessors = true
      }
      if modules.contains(name) {
        // The statement, to its `;` when one ends it (`import AssetsLibrary; import Photos`).
        let end =
          lines[i].firstIndex(of: ";").map { lines[i].index(after: $0) } ?? lines[i].endIndex
        let width = lines[i].distance(from: lines[i].startIndex, to: end)
        lines[i].replaceSubrange(
          lines[i].startIndex..<end, with: String(repeating: " ", count: width))
        changed = true
        continue
      }
      for (ios, linux) in substitutes {
        let words = lines[i].split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let index = words.firstIndex(where: { $0 == ios || $0.hasPrefix(ios + ".") }),
          words.contains("import"), let range = lines[i].range(of: String(words[index]))
        else { continue }
        // The new name, padded to the old one's width so later columns stay put.
        let replacement =
          words[index] == Substring(ios) ? linux : linux + words[index].dropFirst(ios.count)
        lines[i].replaceSubrange(
          range,
          with: replacement.padding(
            toLength: max(replacement.count, words[index].count), withPad: " ", startingAt: 0))
        changed = true
      }
      if let whole = wholeModuleImport(lines[i]) {
        lines[i] = whole
        changed = true
      }
    }
    let addUIKit = leakUIKit && !importsUIKit
    guard changed || addUIKit else { return prepared }
    var body = lines.joined(separator: "\n")
    if prepared == original {
      let escaped = original.path.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"")
      body = "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + body
    }
    if addUIKit { body = "import UIKit\n" + body }
    if managed && !seesManagedAccessors { body = "import CoreGraphics\n" + body }
    let copy =
      prepared == original
      ? folder.appendingPathComponent("imports-\(UUID().uuidString)-" + original.lastPathComponent)
      : prepared
    try Data(body.utf8).write(to: copy)
    return copy
  }
}
