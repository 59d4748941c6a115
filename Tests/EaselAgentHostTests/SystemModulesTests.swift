import Foundation
import Testing

@testable import EaselAgentHost

/// The one list of the C modules the façade imports (`Sources/facade-c-modules.txt`).
struct SystemModulesTests {
  @Test func theListIsReadAsNamesAndPackages() {
    let text = """
      # a comment
      CCairo cairo
        CPango   pangocairo   # trailing comment

      Broken line with words
      """
    #expect(
      SystemModules.modules(listed: text) == [
        .init(name: "CCairo", package: "cairo"), .init(name: "CPango", package: "pangocairo"),
      ])
  }

  /// Each listed module is a system library of the package, with the pkg-config package the
  /// manifest gives it, and has its module map: the list and Package.swift cannot drift apart.
  @Test func theListAgreesWithTheManifest() throws {
    let sources = SystemModules.folder(environment: [:])
    let modules = try SystemModules.modules(in: sources)
    #expect(modules.count >= 6)
    let manifest = try String(
      contentsOf: sources.deletingLastPathComponent().appendingPathComponent("Package.swift"),
      encoding: .utf8)
    for module in modules {
      #expect(
        manifest.contains("name: \"\(module.name)\", pkgConfig: \"\(module.package)\""),
        "\(module.name) is not a system library with pkg-config \(module.package)")
      #expect(
        FileManager.default.fileExists(
          atPath: sources.appendingPathComponent("\(module.name)/module.modulemap").path))
    }
  }

  @Test func aMissingListIsNamedInTheError() {
    let empty = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-no-modules-\(UUID().uuidString)")
    #expect {
      try SystemModules.compilerArguments(environment: ["EASEL_SYSTEM_MODULES": empty.path])
    } throws: { error in
      "\(error)".contains("facade-c-modules.txt")
    }
  }
}
