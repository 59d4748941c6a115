import EaselObjC
import Foundation
import Testing

/// Every row's Swift name is declared by the façade as built now: the table is checked
/// against the symbol graph `swift-symbolgraph-extract` prints for EaselUIKit (which the
/// UIKit, QuartzCore, CoreGraphics and ObjectiveC façades re-export), the façade's other
/// frameworks the table covers and Linux's Foundation, read as scripts/objc-names reads them,
/// so that a façade change that drops a member fails here until `scripts/objc-names` runs.
@Suite struct ObjCNameTableFacadeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `Type.member` for every public symbol of the built façade and Foundation.
  static func facadeSymbols() throws -> Set<String>? {
    let modules = root.appendingPathComponent(".build/debug/Modules")
    guard
      FileManager.default.fileExists(
        atPath: modules.appendingPathComponent("EaselUIKit.swiftmodule").path),
      let clang = ObjCStubHeadersTests.clang
    else { return nil }
    let extract = clang.deletingLastPathComponent()
      .appendingPathComponent("swift-symbolgraph-extract")
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-objc-facade-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    var flags = [
      "-target", "\(machine())-unknown-linux-gnu", "-I", modules.path,
      "-minimum-access-level", "public", "-output-dir", output.path,
    ]
    for name in ObjCTestSupport.systemModules {
      flags += [
        "-Xcc",
        "-fmodule-map-file=" + root.appendingPathComponent("Sources/\(name)/module.modulemap").path,
      ]
    }
    for include in ObjCTestSupport.pkgConfigIncludes() { flags += ["-Xcc", include] }
    // As scripts/objc-names reads them: EaselGraphics for what EaselUIKit re-exports of it
    // (`CGAffineTransform`), `UIKit` for what it adds to Core Image (`UIImage.ciImage`), and
    // the façade's frameworks the table covers.
    let reexported: [String: Set<String>] = ["EaselGraphics": ["CGAffineTransform"]]
    let frameworks = ObjCStubHeaders.frameworks.filter {
      FileManager.default.fileExists(
        atPath: modules.appendingPathComponent("\($0).swiftmodule").path)
        && !["UIKit", "QuartzCore", "CoreGraphics", "ObjectiveC", "CoreFoundation", "Foundation"]
          .contains($0)
    }
    for module in [
      "EaselUIKit", "UIKit", "Foundation", "FoundationEssentials", "FoundationInternationalization",
      "FoundationNetworking",
    ] + frameworks + reexported.keys.sorted() {
      let process = Process()
      process.executableURL = extract
      process.arguments = ["-module-name", module] + flags
      process.standardError = Pipe()
      process.standardOutput = Pipe()
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "swift-symbolgraph-extract \(module)")
    }
    var symbols: Set<String> = []
    // As the script reads them: a type conforming to Equatable has `==`, written or
    // synthesized (the synthesized one is in no graph).
    var paths: [String: [String]] = [:]
    var equatable: Set<String> = []
    // A public typealias names its type's members too (`UIUserInterfaceIdiom.pad`).
    var aliases: [String: String] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: output.path) {
      let module = String(file.prefix { $0 != "." && $0 != "@" })
      let data = try Data(contentsOf: output.appendingPathComponent(file))
      let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
      for r in graph.relationships ?? [] where r.kind == "conformsTo" && r.target == "s:SQ" {
        equatable.insert(r.source)
      }
      for symbol in graph.symbols {
        if let id = symbol.identifier?.precise { paths[id] = symbol.pathComponents }
        if symbol.kind?.identifier == "swift.typealias", let target = symbol.typealiasTarget {
          aliases[symbol.pathComponents.joined(separator: ".")] = target
        }
      }
      for symbol in graph.symbols {
        // A re-exported module's extensions of other modules' types (`EaselGraphics@…`) are
        // visible with it; of its own declarations, only those re-exported.
        if let names = reexported[module], !file.contains("@"),
          !names.contains(symbol.pathComponents[0])
        {
          continue
        }
        let owner = symbol.pathComponents.dropLast()
        for spelling in symbol.callableSpellings {
          symbols.insert((owner + [spelling]).joined(separator: "."))
        }
      }
    }
    for id in equatable {
      if let path = paths[id] { symbols.insert((path + ["==(_:_:)"]).joined(separator: ".")) }
    }
    for (alias, target) in aliases {
      for key in symbols where key.hasPrefix(target + ".") {
        symbols.insert(alias + key.dropFirst(target.count))
      }
    }
    return symbols.union(try reservedSymbols(extract: extract, flags: flags, in: output))
  }

  /// EaselUIKit's public members under the reserved prefix of what Swift hides for its
  /// deprecation (`UIButton.__objc_font`), as scripts/objc-names reads them: a graph leaves a
  /// name starting with an underscore out unless it takes internal declarations too.
  static func reservedSymbols(extract: URL, flags: [String], in output: URL) throws -> Set<String> {
    let folder = output.appendingPathComponent("reserved")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let arguments =
      ["-module-name", "EaselUIKit"]
      + flags.map { $0 == "public" ? "internal" : $0 == output.path ? folder.path : $0 }
    let process = Process()
    process.executableURL = extract
    process.arguments = arguments
    process.standardError = Pipe()
    process.standardOutput = Pipe()
    try process.run()
    process.waitUntilExit()
    var symbols: Set<String> = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      for symbol in try JSONDecoder().decode(SymbolGraph.self, from: data).symbols
      where ["public", "open"].contains(symbol.accessLevel)
        && (symbol.pathComponents.last ?? "").hasPrefix("__objc_")
      {
        symbols.insert(symbol.pathComponents.joined(separator: "."))
      }
    }
    return symbols
  }

  struct SymbolGraph: Decodable {
    struct Fragment: Decodable {
      var kind: String
      var spelling: String
    }
    struct Identifier: Decodable {
      var precise: String
    }
    struct Relationship: Decodable {
      var kind: String
      var source: String
      var target: String
    }
    var symbols: [Symbol]
    var relationships: [Relationship]?
    struct Kind: Decodable {
      var identifier: String
    }
    struct Symbol: Decodable {
      var identifier: Identifier?
      var kind: Kind?
      var pathComponents: [String]
      var accessLevel: String?

      /// `UIDevice.Idiom` of `typealias UIUserInterfaceIdiom = UIDevice.Idiom`, when the
      /// target is a plain type name.
      var typealiasTarget: String? {
        let text = (declarationFragments ?? []).map(\.spelling).joined()
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let target = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        let plain = target.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return plain && !target.isEmpty ? target : nil
      }
      var declarationFragments: [Fragment]?

      /// The name, and the names a call may use by leaving out defaulted arguments
      /// (`fillPath(using:)` declared with `= .winding` is also `fillPath()`).
      var callableSpellings: [String] {
        let name = pathComponents.last ?? ""
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return [name] }
        let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
          .split(separator: ":").map(String.init)
        var defaulted: [Bool] = []
        var depth = 0
        var previous = ""
        for f in declarationFragments ?? [] {
          if f.kind == "externalParam", depth == 1 {
            defaulted.append(false)
          } else if f.kind == "internalParam", depth == 1, previous != "externalParam" {
            defaulted.append(false)
          } else if f.kind == "text" {
            var last: Character = " "
            for c in f.spelling {
              if c == "(" || c == "[" {
                depth += 1
              } else if c == ")" || c == "]" {
                depth -= 1
              } else if c == "=", depth == 1, !"=!<>".contains(last), !defaulted.isEmpty {
                defaulted[defaulted.count - 1] = true
              }
              last = c
            }
          }
          if f.kind != "text" || !f.spelling.trimmingCharacters(in: .whitespaces).isEmpty {
            previous = f.kind
          }
        }
        guard defaulted.count == labels.count, defaulted.contains(true), labels.count <= 8
        else { return [name] }
        let base = name[..<open]
        let optional = defaulted.indices.filter { defaulted[$0] }
        var spellings: Set<String> = []
        for mask in 0..<(1 << optional.count) {
          let leftOut = Set(optional.indices.filter { mask >> $0 & 1 == 1 }.map { optional[$0] })
          let kept = labels.indices.filter { !leftOut.contains($0) }.map { labels[$0] + ":" }
          spellings.insert(base + "(" + kept.joined() + ")")
        }
        return spellings.sorted()
      }
    }
  }

  static func machine() -> String {
    #if arch(arm64)
      "aarch64"
    #else
      "x86_64"
    #endif
  }

  @Test func everyRowNamesWhatTheFacadeDeclares() throws {
    guard let symbols = try Self.facadeSymbols() else {
      Issue.record("the façade is not built: swift build --target UIKit")
      return
    }
    let table = ObjCNameTable.shared
    var missing: [String] = []
    for member in table.members {
      if ["self", "type(of:)"].contains(member.swift) { continue }  // language, not API
      let candidates: [String]
      switch member.kind {
      case .function, .constant, .enumerator:
        candidates = [member.swift]
      default:
        var owners: [String] = []
        if member.isProtocolMember {
          owners = [table.protocolSwiftName(member.owner) ?? member.owner]
          owners += table.types.filter { $0.kind == .class && $0.protocols.contains(member.owner) }
            .map(\.swift)
        } else {
          owners = [table.type(named: member.owner)?.swift ?? member.owner]
          if member.owner == "NSObject" { owners += ["UIResponder", "UIView", "CALayer"] }
        }
        candidates = owners.map { "\($0).\(member.swift)" }
      }
      if !candidates.contains(where: symbols.contains) {
        missing.append("\(member.owner) \(member.objc) → \(candidates.first ?? "")")
      }
    }
    #expect(missing.isEmpty, "\(missing.count) rows: \(missing.prefix(20))")
  }
}
