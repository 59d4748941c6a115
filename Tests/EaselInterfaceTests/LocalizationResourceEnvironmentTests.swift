import EaselDiagnostics
import EaselResources
import EaselTestSupport
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// A localization installed in a resource environment answers `NSLocalizedString`.
@MainActor
struct LocalizationResourceEnvironmentTests {
  @Test func installedTablesAnswerNSLocalizedString() throws {
    let folder = try TestPaths.temporaryFolder("easel-localization-install")
    defer { try? FileManager.default.removeItem(at: folder) }
    let zh = folder.appendingPathComponent("zh-Hans.lproj")
    try FileManager.default.createDirectory(at: zh, withIntermediateDirectories: true)
    try Data(#""greeting" = "你好";"#.utf8).write(
      to: zh.appendingPathComponent("Localizable.strings"))
    let environment = ResourceEnvironment()
    Localization(
      projectRoot: folder, document: nil, language: "zh-Hans", diagnostics: DiagnosticLog()
    ).install(in: environment)
    withResourceEnvironment(environment) {
      #expect(EaselLocalizedString("greeting", comment: "") == "你好")
      #expect(EaselLocalizedString("farewell", comment: "") == "farewell")
      #expect(EaselLocalizedString("farewell", value: "Bye", comment: "") == "Bye")
    }
    #expect(EaselLocalizedString("greeting", comment: "") == "greeting")
  }
}
