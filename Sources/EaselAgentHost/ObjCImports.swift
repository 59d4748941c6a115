import EaselObjC
import EaselProject
import Foundation

/// What Objective-C files import, read from their `#import` and `#include` lines only (the
/// preprocessor's own syntax; the code itself is the translator's to parse): which headers a
/// set's files reach, for its cache key, and which headers nothing imports, which are
/// translated as files of their own.
enum ObjCImports {
  /// One `#import "Name.h"` (`quoted`) or `#import <Pod/Name.h>`.
  struct Directive: Equatable {
    var path: String
    var quoted: Bool
  }

  /// The `#import`, `#include` and `#import`-like lines of `text`.
  static func directives(in text: String) -> [Directive] {
    var found: [Directive] = []
    for line in text.split(whereSeparator: \.isNewline) {
      var rest = line.drop { $0 == " " || $0 == "\t" }
      guard rest.first == "#" else { continue }
      rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
      guard let keyword = ["import", "include"].first(where: { rest.hasPrefix($0) }) else {
        continue
      }
      rest = rest.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
      guard let open = rest.first, open == "\"" || open == "<" else { continue }
      let close: Character = open == "\"" ? "\"" : ">"
      let body = rest.dropFirst()
      guard let end = body.firstIndex(of: close) else { continue }
      found.append(Directive(path: String(body[..<end]), quoted: open == "\""))
    }
    return found
  }

  static func directives(of file: URL) -> [Directive] {
    directives(in: String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self))
  }

  /// Where `directive`, in `file`, finds its header: the file's folder for a quoted import,
  /// then each search path, as clang looks; nil for a header outside the project (UIKit's).
  static func resolve(
    _ directive: Directive, in file: URL, searchPaths: [URL], frameworkPaths: [URL] = []
  ) -> URL? {
    let folders = (directive.quoted ? [file.deletingLastPathComponent()] : []) + searchPaths
    for folder in folders {
      let candidate = folder.appendingPathComponent(directive.path)
      if ProjectWalk.isFile(candidate) { return candidate.standardizedFileURL }
    }
    // `<Name/Header.h>` in a framework bundle: `Name.framework/Headers/Header.h`.
    let parts = directive.path.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return nil }
    for folder in frameworkPaths {
      let candidate = folder.appendingPathComponent(parts[0] + ".framework/Headers")
        .appendingPathComponent(parts[1])
      if ProjectWalk.isFile(candidate) { return candidate.standardizedFileURL }
    }
    return nil
  }

  /// Every project header `files` reach through their imports (`@import Name;` too),
  /// transitively, in the order first met (at most 4,000).
  static func reachedHeaders(from files: [URL], set: ObjCSourceSet) -> [URL] {
    var seen = Set(files.map(\.standardizedFileURL.path))
    var pending = files
    var found: [URL] = []
    while let file = pending.popLast(), found.count < 4000 {
      for d in directivesAndModuleImports(of: file) {
        guard
          let header = resolve(
            d, in: file, searchPaths: set.headerSearchPaths,
            frameworkPaths: set.frameworkSearchPaths),
          seen.insert(header.path).inserted
        else { continue }
        found.append(header)
        pending.append(header)
      }
    }
    return found
  }

  /// The files a module's Objective-C is translated from: its implementation files, then
  /// the headers none of its files imports (a header holding its own `@implementation`, a
  /// category declared nowhere else), never the bridging or prefix header.
  static func translationFiles(of objc: ObjCFiles) -> [URL] {
    var imported: Set<String> = []
    for file in objc.implementations + objc.headers {
      for d in directives(of: file) {
        imported.insert((d.path as NSString).lastPathComponent)
      }
    }
    let special = Set(([objc.bridgingHeader].compactMap { $0 } + objc.prefixHeaders).map(\.path))
    let implementations = Set(objc.implementations.map(\.path))
    let lone = objc.headers.filter {
      !imported.contains($0.lastPathComponent) && !special.contains($0.path)
        && !implementations.contains($0.path)
    }
    return objc.implementations + lone
  }

  /// `text` written as `<module>-prefix.pch` in a folder of `cache` named after it, for
  /// clang's `-include`: none when `text` is nil or cannot be written.
  static func prefixHeader(_ text: String?, module: String, in cache: URL) -> [URL] {
    guard let text else { return [] }
    let key = cacheKey(sources: [], extra: module + "\n" + text)
    let folder = cache.appendingPathComponent("prefixheaders").appendingPathComponent(
      String(key.prefix(32)))
    let file = folder.appendingPathComponent("\(module)-prefix.pch")
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: file.path) != data {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      guard (try? data.write(to: file, options: .atomic)) != nil else { return [] }
    }
    return [file]
  }

  /// `headers` written in a folder of `cache` named after them: the folder, searched first,
  /// and the headers every file includes first (clang's `-include`), in order. Nil and none
  /// when there are none or they cannot be written (a `#import` of one is then not found,
  /// located at the `#import`).
  static func generatedHeaders(_ headers: [GeneratedHeader], module: String, in cache: URL)
    -> (folder: URL?, includedFirst: [URL])
  {
    guard !headers.isEmpty else { return (nil, []) }
    let key = cacheKey(
      sources: [], extra: module + "\n" + headers.map { $0.path + "\n" + $0.text }.joined())
    let folder = cache.appendingPathComponent("generatedheaders").appendingPathComponent(
      String(key.prefix(32)))
    var first: [URL] = []
    for header in headers {
      let file = folder.appendingPathComponent(header.path)
      let data = Data(header.text.utf8)
      if FileManager.default.contents(atPath: file.path) != data {
        try? FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard (try? data.write(to: file, options: .atomic)) != nil else { return (nil, []) }
      }
      if header.isIncludedFirst { first.append(file) }
    }
    return (folder, first)
  }

  /// Makes the folder standing in for Xcode's header maps in `cache`: `<Module>/<Name>.h`
  /// for every header of every module (so `#import <Pod/Header.h>` finds a pod's header
  /// where `pod install` made no `Pods/Headers`, and `<Framework/Header.h>` a framework
  /// target's), and `flat/<Name>.h` for the project's headers by name (Xcode's project
  /// header map: `#import "Name.h"` from any folder). Links to the headers, so clang sees
  /// each header as one file by whichever path it comes. Nil when there is no header.
  /// `flat` are more headers of the project found by name only (`ObjCFiles.projectHeaders`).
  static func headerMap(
    modules: [(name: String, headers: [URL])], flat: [URL] = [], in cache: URL
  ) -> [URL] {
    let all = modules.flatMap { m in m.headers.map { (m.name, $0) } }
    guard !all.isEmpty || !flat.isEmpty else { return [] }
    let key = cacheKey(
      sources: [],
      extra: (all.map { "\($0.0)/\($0.1.path)" } + flat.map { "flat/" + $0.path })
        .joined(separator: "\n"))
    let folder = cache.appendingPathComponent("headermaps").appendingPathComponent(
      String(key.prefix(32)))
    let fm = FileManager.default
    let done = folder.appendingPathComponent(".complete")
    if !fm.fileExists(atPath: done.path) {
      // Each module's header under its module and by name; the `flat` headers by name only.
      let links = all.flatMap { [($0.0, $0.1), ("flat", $0.1)] } + flat.map { ("flat", $0) }
      for (sub, header) in links {
        let dir = folder.appendingPathComponent(sub)
        try? fm.createDirectory(at: dir, withIntermediateDirectories: true)
        let link = dir.appendingPathComponent(header.lastPathComponent)
        if (try? fm.destinationOfSymbolicLink(atPath: link.path)) == nil {
          try? fm.createSymbolicLink(at: link, withDestinationURL: header)
        }
      }
      try? Data().write(to: done)
    }
    return [folder, folder.appendingPathComponent("flat")]
  }
}
