import EaselObjC
import Foundation
import Testing

/// Every row's Swift name is declared by the façade as built now: the table is checked
/// against the symbol graph `swift-symbolgraph-extract` prints for EaselUIKit (which the
/// UIKit, QuartzCore, CoreGraphics and ObjectiveC façades re-export) and Linux's Foundation,
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
    for name in ["CCairo", "CPango", "CLittleCMS"] {
      flags += [
        "-Xcc",
        "-fmodule-map-file=" + root.appendingPathComponent("Sources/\(name)/module.modulemap").path,
      ]
    }
    for include in try pkgConfigIncludes() { flags += ["-Xcc", include] }
    for module in [
      "EaselUIKit", "Foundation", "FoundationEssentials", "FoundationInternationalization",
    ] {
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
    for file in try FileManager.default.contentsOfDirectory(atPath: output.path) {
      let data = try Data(contentsOf: output.appendingPathComponent(file))
      let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
      for symbol in graph.symbols { symbols.insert(symbol.pathComponents.joined(separator: ".")) }
    }
    return symbols
  }

  struct SymbolGraph: Decodable {
    struct Symbol: Decodable { var pathComponents: [String] }
    var symbols: [Symbol]
  }

  static func machine() -> String {
    #if arch(arm64)
      "aarch64"
    #else
      "x86_64"
    #endif
  }

  static func pkgConfigIncludes() throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--cflags-only-I", "pangocairo", "lcms2"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: " ").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }.filter { !$0.isEmpty }
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
          owners = [table.protocolSwiftName(member.owner)]
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
