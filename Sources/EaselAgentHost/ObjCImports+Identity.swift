import EaselObjC
import Foundation

/// When two modules' Objective-C translates identically: white-label apps of one project
/// (eleven targets of one `.xcodeproj`, ioskinjal/ios-app-portfolio's OTT) compile the same
/// `.m` files with the same headers, and each translation took clang minutes.
extension ObjCImports {
  /// What translating `set` gives depends on, besides the two things in which modules
  /// compiling the same sources differ without consequence — the module's name and the
  /// folders of its header maps (`headerMap(modules:in:)`, under `headerMaps`, which hold
  /// the module's own headers first and under its own name): the files in their order, the
  /// prefix headers, the framework folders and the other search paths as given, the text of
  /// the Swift header, and, for every `#import`, `#include` and `@import` of every file the
  /// set reaches, the header it finds (by its real path, or none), or for a `-Swift.h`
  /// whether it names the set's own generated header. The translator reads nothing else of
  /// the module's name, so two sets with one identity translate to the same Swift, and one
  /// translation serves both. A header found only by a case-insensitive match (as a Mac's
  /// file system finds it) is looked up in the header maps too, which are all that differ.
  static func translationIdentity(of set: ObjCSourceSet, headerMaps: URL) -> String {
    let maps = headerMaps.standardizedFileURL.path + "/"
    func real(_ url: URL) -> String { url.resolvingSymlinksInPath().path }
    let mapFolders = set.headerSearchPaths.filter { $0.standardizedFileURL.path.hasPrefix(maps) }
    var lines = [
      "files " + set.files.map(real).joined(separator: ":"),
      "prefix " + set.prefixHeaders.map(real).joined(separator: ":"),
      "frameworks "
        + set.frameworkSearchPaths.map(\.standardizedFileURL.path).joined(
          separator: ":"),
      "paths "
        + set.headerSearchPaths.map(\.standardizedFileURL.path).filter { !$0.hasPrefix(maps) }
        .joined(separator: ":"),
      "swift-header " + (set.swiftHeader ?? ""),
    ]
    let ownSwiftHeaders = Set(
      ([set.moduleName + "-Swift.h"] + (set.swiftHeaderName.map { [$0] } ?? [])).map {
        $0.lowercased()
      })
    var found: [String] = []
    var seen: Set<String> = []
    var pending = set.files + set.prefixHeaders
    var listings: [String: [String: String]] = [:]
    while let file = pending.popLast() {
      guard seen.insert(file.standardizedFileURL.path).inserted else { continue }
      let from = real(file)
      for d in directivesAndModuleImports(of: file) {
        let parts = d.path.split(separator: "/").map(String.init)
        let name = parts.last ?? d.path
        if name.lowercased().hasSuffix("-swift.h") {
          let own =
            ownSwiftHeaders.contains(name.lowercased())
            && (parts.count == 1 || parts.first == set.moduleName)
          found.append("\(from) \(d.path) own-swift-header \(own)")
          continue
        }
        let header =
          resolve(
            d, in: file, searchPaths: set.headerSearchPaths,
            frameworkPaths: set.frameworkSearchPaths)
          ?? ignoringCase(parts, in: mapFolders, listings: &listings)
        found.append("\(from) \(d.quoted) \(d.path) \(header.map(real) ?? "-")")
        if let header { pending.append(header) }
      }
    }
    lines += Set(found).sorted()
    return cacheKey(sources: [], extra: lines.joined(separator: "\n"))
  }

  /// `file`'s `#import`s and `#include`s, and its `@import Name;` lines as the umbrella
  /// header they stand for, in the order `ModuleImports` looks for it: `<Name/Name-umbrella.h>`
  /// (CocoaPods', or the one Easel writes for a package target's umbrella folder), then
  /// `<Name/Name.h>`.
  static func directivesAndModuleImports(of file: URL) -> [Directive] {
    let text = String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
    var found = directives(in: text)
    for line in text.split(whereSeparator: \.isNewline) {
      let code = line.drop { $0 == " " || $0 == "\t" }
      guard code.hasPrefix("@import") else { continue }
      let name = code.dropFirst("@import".count).drop { $0 == " " || $0 == "\t" }.prefix {
        $0.isLetter || $0.isNumber || $0 == "_"
      }
      guard !name.isEmpty else { continue }
      found.append(Directive(path: "\(name)/\(name)-umbrella.h", quoted: false))
      found.append(Directive(path: "\(name)/\(name).h", quoted: false))
    }
    return found
  }

  /// The file `parts` (a relative path) names in one of `folders`, each part matched
  /// ignoring case; `listings` keeps each folder's entries by their lowercased names.
  private static func ignoringCase(
    _ parts: [String], in folders: [URL], listings: inout [String: [String: String]]
  ) -> URL? {
    for folder in folders {
      var current = folder
      var matched = true
      for part in parts {
        let key = current.path
        if listings[key] == nil {
          let names = (try? FileManager.default.contentsOfDirectory(atPath: key)) ?? []
          listings[key] = Dictionary(
            names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        }
        guard let entry = listings[key]?[part.lowercased()] else {
          matched = false
          break
        }
        current = current.appendingPathComponent(entry)
      }
      if matched, FileManager.default.fileExists(atPath: current.path) { return current }
    }
    return nil
  }
}
