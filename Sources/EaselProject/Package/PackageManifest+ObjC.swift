import EaselDiagnostics
import Foundation

/// The C-family side of a package's targets, found as SwiftPM builds each as its own clang
/// module.
///
/// A target's `.m`, `.mm` and `.c` files are its implementations and every `.h` under its
/// folder its headers (`sources:` and `exclude:` applied). Its files find their `#import`s in,
/// in order: its public headers folder (`publicHeadersPath:`, else `include`), the public
/// headers folders of the targets of the package it depends on (transitively, as SwiftPM
/// passes every C-family dependency's `-I`), its `.headerSearchPath` settings, then its own
/// folder. SwiftPM defines `SWIFT_PACKAGE=1` and the `.define` settings, which a prefix
/// header Easel writes defines too. A target with `resources:` gets SwiftPM's generated
/// `resource_bundle_accessor.h`, included first in every file and found by `#import`.
extension PackageManifest {
  /// The Objective-C files of `target`, and how they find their headers; empty for a target
  /// without any.
  public func objectiveC(of target: PackageTarget) -> ObjCFiles {
    let folder = folder(of: target)
    let files = files(of: target, extensions: ObjCFiles.implementationExtensions.union(["h"]))
    let implementations = files.filter {
      ObjCFiles.implementationExtensions.contains($0.pathExtension.lowercased())
    }
    guard !implementations.isEmpty else { return ObjCFiles() }
    var paths = [publicHeadersFolder(of: target)]
    paths += dependencyTargets(of: target).map(publicHeadersFolder(of:))
    paths += target.cSettings.headerSearchPaths.map { ObjectGraph.join(folder, $0) }
    paths.append(folder)
    var objc = ObjCFiles(
      implementations: implementations,
      headers: files.filter { $0.pathExtension.lowercased() == "h" },
      headerSearchPaths: ObjCFiles.unique(paths.filter(ProjectWalk.isFolder)))
    objc.generatedPrefixHeader =
      (["SWIFT_PACKAGE=1"] + target.cSettings.defines).map(Self.defineLine).joined()
    if target.declaresResources {
      let functions = bundleAccessorFunctions(of: target)
      objc.bundleAccessorFunctions = functions
      objc.generatedHeaders.append(
        GeneratedHeader(
          path: "resource_bundle_accessor.h", text: Self.resourceBundleAccessor(functions),
          isIncludedFirst: true))
    }
    objc.generatedHeaders += dependencyTargets(of: target).compactMap(umbrellaHeader(of:))
    return objc
  }

  /// The folder of `target`'s public headers: `publicHeadersPath`, else `include`.
  public func publicHeadersFolder(of target: PackageTarget) -> URL {
    ObjectGraph.join(folder(of: target), target.publicHeadersPath ?? "include")
  }

  /// The targets of this package `target` depends on, directly or not, each once (a
  /// `.product(name:package:)` is another package's).
  func dependencyTargets(of target: PackageTarget) -> [PackageTarget] {
    func local(_ t: PackageTarget) -> [String] {
      t.dependencies.compactMap {
        if case .product = $0 { return nil }
        return $0.name
      }
    }
    var found: [PackageTarget] = []
    var queue = local(target)
    while let name = queue.first {
      queue.removeFirst()
      guard let t = self.target(named: name), t.name != target.name,
        !found.contains(where: { $0.name == t.name })
      else { continue }
      found.append(t)
      queue += local(t)
    }
    return found
  }

  /// The functions returning `target`'s resource bundle that Objective-C calls: SwiftPM's
  /// `<Target>_SWIFTPM_MODULE_BUNDLE`, and `<Package>_<Target>_SWIFTPM_MODULE_BUNDLE`, named
  /// after the bundle as Xcode has generated it, which packages built with Xcode call.
  func bundleAccessorFunctions(of target: PackageTarget) -> [String] {
    let module = ModuleName.identifier(target.name)
    let package = ModuleName.identifier(name ?? root.lastPathComponent)
    return ["\(module)_SWIFTPM_MODULE_BUNDLE", "\(package)_\(module)_SWIFTPM_MODULE_BUNDLE"]
  }

  /// The text of `resource_bundle_accessor.h` declaring `functions`, the first as
  /// `SWIFTPM_MODULE_BUNDLE`, as SwiftPM writes it.
  static func resourceBundleAccessor(_ functions: [String]) -> String {
    var text = "#import <Foundation/Foundation.h>\n\n#if __cplusplus\nextern \"C\" {\n#endif\n\n"
    for function in functions { text += "NSBundle* \(function)(void);\n" }
    if let first = functions.first {
      text += "\n#define SWIFTPM_MODULE_BUNDLE \(first)()\n"
    }
    return text + "\n#if __cplusplus\n}\n#endif\n"
  }

  /// The umbrella header of `target`'s clang module when SwiftPM makes its public headers
  /// folder the module's umbrella directory (it holds neither `<Target>/<Target>.h` nor
  /// `<Target>.h`): `<Target>/<Target>-umbrella.h`, importing each of its headers, which
  /// `@import Target;` of a target depending on it reads. Nil when the target has a header
  /// of its own name, or no public header.
  func umbrellaHeader(of target: PackageTarget) -> GeneratedHeader? {
    let include = publicHeadersFolder(of: target)
    let name = ModuleName.identifier(target.name)
    let fm = FileManager.default
    guard !fm.fileExists(atPath: include.appendingPathComponent("\(name)/\(name).h").path),
      !fm.fileExists(atPath: include.appendingPathComponent("\(name).h").path)
    else { return nil }
    let headers = ProjectWalk(skipsTestFolders: false).files(under: include, extensions: ["h"])
    guard !headers.isEmpty else { return nil }
    // Relative to the folder, which the dependent target searches.
    let prefix = include.standardizedFileURL.path + "/"
    return GeneratedHeader(
      path: "\(name)/\(name)-umbrella.h",
      text: headers.map {
        "#import \"\($0.standardizedFileURL.path.dropFirst(prefix.count))\"\n"
      }.joined())
  }

  /// A warning for each target whose Objective-C is translated (a source target with
  /// implementation files) and whose `cSettings:` hold what Easel cannot read without running
  /// the manifest, at the target's name: its Objective-C is translated without them.
  public func unreadSettingWarnings() -> [Diagnostic] {
    targets.filter {
      $0.isSourceTarget && !$0.cSettings.unread.isEmpty
        && !files(of: $0, extensions: ObjCFiles.implementationExtensions).isEmpty
    }.map { target in
      Diagnostic(
        .warning,
        "the cSettings of target '\(target.name)' are read from Package.swift as text, "
          + "which is never run: \(target.cSettings.unread.joined(separator: ", ")) "
          + "cannot be read so and \(target.cSettings.unread.count == 1 ? "is" : "are") "
          + "left out of its Objective-C's translation",
        id: "project-package-setting-unread", at: location(ofTarget: target.name))
    }
  }

  /// Where the manifest declares the target `name` (its `name:` in `.target(name:)`,
  /// `.executableTarget(name:)` or `.testTarget(name:)`), else where it first spells the
  /// literal. A declaration is in `targets:`, nested least: a `.target(name:)` nested deeper is
  /// another target's dependency on it.
  func location(ofTarget name: String) -> SourceLocation {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      return location(of: name)
    }
    let pattern = /\.(?:target|executableTarget|testTarget)\s*\(\s*name\s*:\s*"([^"]*)"/
    let offsets = text.matches(of: pattern).filter { $0.1 == name }.map {
      // At the literal's opening quote, as `location(of:)` locates a literal.
      text.utf8.distance(from: text.startIndex, to: text.index(before: $0.1.startIndex))
    }
    guard !offsets.isEmpty else { return location(of: name) }
    let depths = Self.nestingDepths(in: text, at: offsets)
    let declaration = offsets.indices.min { depths[$0] < depths[$1] } ?? 0
    return LineIndex(text).location(of: offsets[declaration], in: url.path)
  }

  /// How deep in brackets and parentheses `text` is at each of `offsets` (UTF-8, ascending),
  /// those in string literals and comments not counted.
  static func nestingDepths(in text: String, at offsets: [Int]) -> [Int] {
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    var depths: [Int] = []
    var depth = 0
    var inString = false
    var escaped = false
    var lineComment = false
    var blockComment = false
    var previous: UInt8 = 0
    for (offset, byte) in text.utf8.enumerated() {
      while depths.count < offsets.count, offsets[depths.count] == offset { depths.append(depth) }
      if depths.count == offsets.count { break }
      var current = byte
      if lineComment {
        lineComment = byte != UInt8(ascii: "\n")
      } else if blockComment {
        if previous == star, byte == slash {
          blockComment = false
          current = 0  // the `/` closes; it opens nothing
        }
      } else if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if previous == slash, byte == slash {
        lineComment = true
      } else if previous == slash, byte == star {
        blockComment = true
        current = 0  // the `*` opens; it closes nothing
      } else {
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
        default: break
        }
      }
      previous = current
    }
    while depths.count < offsets.count { depths.append(depth) }
    return depths
  }

  /// `NAME=VALUE` as a `#define` line.
  static func defineLine(_ macro: String) -> String {
    guard let equals = macro.firstIndex(of: "=") else { return "#define \(macro) 1\n" }
    return "#define \(macro[..<equals]) \(macro[macro.index(after: equals)...])\n"
  }
}
