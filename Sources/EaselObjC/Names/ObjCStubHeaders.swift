import Foundation

/// Headers that declare the façade to clang, written from the name table: what a designable's
/// `#import <UIKit/UIKit.h>`, `@import UIKit;`, `#import <Foundation/Foundation.h>` or
/// `#import <QuartzCore/QuartzCore.h>` sees when Easel parses it.
///
/// One header a framework (ObjectiveC, CoreFoundation, CoreGraphics, Foundation, QuartzCore,
/// UIKit, each importing the one below as on iOS), a small C library (`math.h`, `stdlib.h`,
/// `TargetConditionals.h` …) and a `module.modulemap` naming them all, so that clang's
/// `-fmodules` builds each once into its module cache. Every class, protocol, method,
/// property, C function, constant, enumeration and C type the table has is declared, with the
/// SDK's types; nothing the façade lacks is, so a use of it is clang's located error.
///
/// Parse with `clangArguments(headers:)`: the folder replaces the system's include paths.
public enum ObjCStubHeaders {
  /// The file in the folder holding the hash of what was written.
  public static let stampName = ".easel-stub-headers"

  /// The frameworks the name table declares (scripts/objc-names' MODULES), each importing the
  /// one before it: UIKit's own (after those of the façade's frameworks UIKit's headers import,
  /// ImageIO and Core Image), then the façade's other frameworks the SDK has.
  public static var frameworks: [String] { ObjCNameTable.shared.frameworks }

  /// The Apple framework façades beside UIKit's modules in `modules` (the built runtime's
  /// `Modules`): every module there but Easel's own (`Easel…`), the C libraries' (`CCairo` …)
  /// and lower-case tools. The frameworks a build passes as `otherFrameworks`.
  public static func facadeFrameworks(in modules: URL) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: modules.path)) ?? []
    let names = Set(
      entries.filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(12)) })
    return names.filter { name in
      guard let first = name.first, first.isUppercase, !name.hasPrefix("Easel") else {
        return false
      }
      let second = name.dropFirst().first
      return !(first == "C" && second?.isUppercase == true)
    }.sorted()
  }

  /// Writes the headers into `folder` unless the same table already wrote them there (a
  /// stamp file holds a hash of the contents); returns whether anything was written.
  @discardableResult
  public static func write(
    to folder: URL, table: ObjCNameTable = .shared, otherFrameworks: [String] = []
  ) throws -> Bool {
    let files = contents(table: table, otherFrameworks: otherFrameworks)
    return try write(files, digest: fingerprint(files), to: folder)
  }

  /// Writes the headers into a folder of `parent` named by their contents, and returns it:
  /// Easel builds whose stubs differ (two on one machine, sharing a cache) each keep their
  /// own, where one folder would be rewritten by each in turn under the other's clang runs.
  public static func write(
    under parent: URL, table: ObjCNameTable = .shared, otherFrameworks: [String] = []
  ) throws -> URL {
    let files = contents(table: table, otherFrameworks: otherFrameworks)
    let digest = fingerprint(files)
    try write(files, digest: digest, to: parent.appendingPathComponent(digest))
    return parent.appendingPathComponent(digest)
  }

  @discardableResult
  private static func write(_ files: [String: String], digest: String, to folder: URL) throws
    -> Bool
  {
    let stamp = folder.appendingPathComponent(stampName)
    if let existing = try? String(contentsOf: stamp, encoding: .utf8), existing == digest {
      return false
    }
    let manager = FileManager.default
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      let url = folder.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    }
    try Data(digest.utf8).write(to: stamp, options: .atomic)
    return true
  }

  /// The arguments that make clang find the stub headers in `headers` and nothing of the
  /// host's own (`-nostdlibinc`: clang's builtin headers, such as `stdint.h` and
  /// `stdarg.h`, stay).
  public static func clangArguments(headers: URL) -> [String] {
    [
      "-nostdlibinc", "-isystem", headers.path,
      "-fmodule-map-file="
        + headers.appendingPathComponent("module.modulemap").path,
    ]
  }

  /// Every file to write, by path relative to the folder.
  /// `otherFrameworks` (façade modules the table does not cover) each get an umbrella that
  /// imports UIKit's.
  public static func contents(table: ObjCNameTable, otherFrameworks: [String] = [])
    -> [String: String]
  {
    var files = Prelude.cLibrary
    let plan = Plan(table: table)
    let frameworks = table.frameworks
    for (index, framework) in frameworks.enumerated() {
      let below = index > 0 ? frameworks[index - 1] : nil
      files["\(framework)/\(framework).h"] = header(
        framework, importing: below, plan: plan, frameworks: frameworks)
    }
    // Every other public header of the frameworks, so that `#import <UIKit/UITextField.h>`
    // finds one: each imports its framework's umbrella, which declares everything.
    // The C library's other headers (`<sys/socket.h>`, `<arpa/inet.h>` …) are there by name,
    // empty: including one works, and a use of what it would declare is clang's located error.
    for (module, path) in table.headers where files[path] == nil {
      files[path] = module == "Darwin" ? "#pragma once\n" : "#import <\(module)/\(module).h>\n"
    }
    let others = otherFrameworks.filter { !frameworks.contains($0) }.sorted()
    var otherModules = ""
    for framework in others {
      let own = (Prelude.frameworkHeaders[framework] ?? [:]).sorted { $0.key < $1.key }
      files["\(framework)/\(framework).h"] =
        "#import <UIKit/UIKit.h>\n" + own.map { "#import <\($0.key)>\n" }.joined()
      for (path, text) in own { files[path] = text }
      otherModules +=
        "module \(framework) [system] {\n  header \"\(framework)/\(framework).h\"\n"
        + own.map { "  header \"\($0.key)\"\n" }.joined() + "  export *\n}\n"
    }
    files["module.modulemap"] = moduleMap(table: table) + otherModules
    return files
  }

  /// The module map: the C library as `Darwin`, and each framework with its umbrella and,
  /// as submodules, its other public headers.
  static func moduleMap(table: ObjCNameTable) -> String {
    // The C library Easel declares (`Prelude.cLibrary`), then the headers it only names.
    let cLibrary = Prelude.cLibrary.keys.sorted()
    let others = table.headers.filter { $0.module == "Darwin" && !cLibrary.contains($0.path) }
    var text =
      "// Written by Easel from its façade's name table (scripts/objc-names, docs/objc.md).\n"
    text += "module Darwin [system] {\n"
    for path in cLibrary + others.map(\.path) { text += "  header \"\(path)\"\n" }
    text += "  export *\n}\n"
    for framework in table.frameworks {
      let umbrella = "\(framework)/\(framework).h"
      let others = table.headers.filter { $0.module == framework && $0.path != umbrella }
      text += "module \(framework) [system] {\n  header \"\(umbrella)\"\n  export *\n"
      // Each other header a submodule of its name, as the SDK's module maps have them:
      // `@import UIKit.UITextField;` names one.
      for header in others {
        // A module name is an identifier (`NSIndexPath+UIKitAdditions.h` →
        // `NSIndexPath_UIKitAdditions`, as the SDK names it).
        let base = URL(fileURLWithPath: header.path).deletingPathExtension().lastPathComponent
        let name = String(base.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        text += "  explicit module \(name) {\n    header \"\(header.path)\"\n    export *\n  }\n"
      }
      text += "}\n"
    }
    return text
  }

  private static func fingerprint(_ files: [String: String]) -> String {
    // FNV-1a over the paths and contents: a change detector, not a security hash.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      for part in [path, text] {
        // Each part's bytes, then a 0 (the headers are megabytes: no array of them is made).
        var part = part
        part.withUTF8 { bytes in
          for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        hash = hash &* 0x100_0000_01b3
      }
    }
    return String(hash, radix: 16)
  }
}
