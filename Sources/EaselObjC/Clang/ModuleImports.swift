import Foundation

/// `@import Pod;` of a module the project builds, read as Xcode resolves it: the module's
/// umbrella header, found where a `#import <Pod/Header.h>` finds the module's headers.
///
/// Xcode gives a framework target (and CocoaPods each pod it builds as a framework, or with
/// modular headers) a module whose umbrella header is `<Pod>-umbrella.h` (CocoaPods writes
/// it, importing every public header) or `<Pod>.h` (Xcode's default for a framework named
/// after its module); `@import Pod;` makes its declarations visible. Easel's clang knows only
/// the SDK's stub modules, and needs a project's declarations in a file's own syntax tree,
/// so such an `@import` is read as the `#import` of that umbrella header, in a copy of the
/// file the header overlay puts in its place (same lines, same name). An `@import` of a
/// module no search path holds (`@import UIKit;`, the SDK's) is left to clang.
enum ModuleImports {
  /// The `#import` spelling of module `name`'s umbrella header in `searchPaths`
  /// (`KissXML/KissXML-umbrella.h`), or nil when no search path holds the module's headers.
  static func umbrella(of name: String, in searchPaths: [URL]) -> String? {
    let fm = FileManager.default
    for base in ["\(name)-umbrella.h", "\(name).h"] {
      for folder in searchPaths {
        let path = folder.appendingPathComponent(name).appendingPathComponent(base).path
        if fm.fileExists(atPath: path) { return name + "/" + base }
      }
    }
    return nil
  }

  /// `text` with each `@import Module;` (or `@import Module.Submodule;`) of a module
  /// `umbrella` finds replaced by `#import <umbrella>` on the same line; nil when none is.
  static func rewrite(_ text: String, umbrella: (String) -> String?) -> String? {
    guard text.contains("@import") else { return nil }
    var changed = false
    var lines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let replaced = rewriteLine(line, umbrella: umbrella) else {
        lines.append(line)
        continue
      }
      changed = true
      lines.append(Substring(replaced))
    }
    return changed ? lines.joined(separator: "\n") : nil
  }

  /// One line's `@import Name[.Sub];` as `#import <umbrella>`, anything after it kept.
  private static func rewriteLine(_ line: Substring, umbrella: (String) -> String?) -> String? {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    guard trimmed.hasPrefix("@import") else { return nil }
    var rest = trimmed.dropFirst("@import".count)
    guard let first = rest.first, first == " " || first == "\t" else { return nil }
    rest = rest.drop { $0 == " " || $0 == "\t" }
    let path = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    let after = rest.dropFirst(path.count).drop { $0 == " " || $0 == "\t" }
    guard let top = path.split(separator: ".").first, after.hasPrefix(";"),
      let header = umbrella(String(top))
    else { return nil }
    let indent = line.prefix(line.count - trimmed.count)
    return String(indent) + "#import <\(header)>" + String(after.dropFirst())
  }

  /// The files of `folders` (their headers) and `files` whose text `@import`s a module
  /// `searchPaths` hold, each with a rewritten copy written into `directory` (named by its
  /// contents): original path → copy.
  static func rewrittenCopies(
    folders: [URL], files: [URL], searchPaths: [URL], into directory: URL
  ) -> [String: URL] {
    let fm = FileManager.default
    var candidates: [URL] = files
    var seenFolders: Set<String> = []
    for folder in folders where seenFolders.insert(folder.standardizedFileURL.path).inserted {
      let names = (try? fm.contentsOfDirectory(atPath: folder.path)) ?? []
      candidates += names.filter { $0.lowercased().hasSuffix(".h") }.sorted().map {
        folder.appendingPathComponent($0)
      }
    }
    var umbrellas: [String: String?] = [:]
    func lookUp(_ name: String) -> String? {
      if let known = umbrellas[name] { return known }
      let found = umbrella(of: name, in: searchPaths)
      umbrellas[name] = found
      return found
    }
    var copies: [String: URL] = [:]
    for file in candidates {
      let path = file.standardizedFileURL.path
      guard copies[path] == nil, let data = fm.contents(atPath: path),
        data.range(of: Data("@import".utf8)) != nil,
        let text = String(data: data, encoding: .utf8),
        let rewritten = rewrite(text, umbrella: lookUp)
      else { continue }
      let ext = file.pathExtension.isEmpty ? "h" : file.pathExtension
      let copy = directory.appendingPathComponent(ObjCTranslator.fnv1a(path + "\n" + rewritten))
        .appendingPathExtension(ext)
      if !fm.fileExists(atPath: copy.path) {
        try? fm.createDirectory(at: directory, withIntermediateDirectories: true)
        guard (try? Data(rewritten.utf8).write(to: copy, options: .atomic)) != nil else {
          continue
        }
      }
      copies[path] = copy
    }
    return copies
  }

  /// The folders a search path's modules keep their headers in (`<path>/<Module>/`), where
  /// `#import <Module/Header.h>` finds them.
  static func moduleFolders(in searchPaths: [URL]) -> [URL] {
    let fm = FileManager.default
    return searchPaths.flatMap { folder in
      ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().compactMap { name in
        var isFolder: ObjCBool = false
        let url = folder.appendingPathComponent(name)
        return fm.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
          ? url : nil
      }
    }
  }
}
