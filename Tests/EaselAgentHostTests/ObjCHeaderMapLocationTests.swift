import EaselDiagnostics
import EaselObjC
import Foundation
import Testing

@testable import EaselAgentHost

/// A header clang reached through Easel's header maps is named by the project's path in what
/// a person reads: diagnostics, and the `#sourceLocation`s the compiler's errors come from.
struct ObjCHeaderMapLocationTests {
  @Test func aLinkInTheHeaderMapsIsNamedByItsHeader() throws {
    let folder = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    let header = folder.appendingPathComponent("Project/Animation/Manager.h")
    try FileManager.default.createDirectory(
      at: header.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("@interface Manager\n@end\n".utf8).write(to: header)
    let maps = folder.appendingPathComponent("objc/headermaps")
    let link = maps.appendingPathComponent("0123/flat/Manager.h")
    try FileManager.default.createDirectory(
      at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: header)

    var translation = ObjCTranslation()
    translation.sources.append(
      TranslatedSource(
        original: folder.appendingPathComponent("Project/View.m"),
        swift: """
          #sourceLocation(file: "\(link.path)", line: 1)
          class Manager {}
          #sourceLocation(file: "\(folder.path)/Project/View.m", line: 3)
          """, classes: []))
    translation.diagnostics.append(
      Diagnostic(
        .error, "unknown type", id: "objc-clang",
        at: SourceLocation(file: link.path, line: 1, column: 12)))
    translation.parseErrors[link.path] = translation.diagnostics

    let named = ObjCBuild.namingHeadersWhereTheyAre(translation, headerMaps: maps)
    let swift = try #require(named.sources.first?.swift)
    #expect(swift.contains("#sourceLocation(file: \"\(header.path)\", line: 1)"))
    #expect(swift.contains("#sourceLocation(file: \"\(folder.path)/Project/View.m\", line: 3)"))
    #expect(!swift.contains("headermaps"))
    #expect(named.diagnostics.first?.location?.file == header.path)
    #expect(named.parseErrors[header.path]?.first?.location?.file == header.path)
  }
}
