import EaselTestSupport
import Foundation
import Testing

/// `easel strings check` on seed 002's example: clean as shipped; a key deleted from the
/// Chinese table is reported where English defines it and where a textAsKey label uses it.
struct StringsCommandTests {
  @Test func aDeletedTranslationIsReported() throws {
    let folder = try TestPaths.temporaryFolder("easel-strings-e2e")
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = folder.appendingPathComponent("LocalizedDemo")
    try FileManager.default.copyItem(
      at: TestPaths.packageRoot.appendingPathComponent("Examples/LocalizedDemo"), to: project)

    let clean = try EaselProcess.run(["strings", "check", project.path])
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    #expect(
      clean.stdout.hasPrefix("0 missing, 0 untranslated, 0 format mismatches"), "\(clean.stdout)")

    let chinese = project.appendingPathComponent("LocalizedDemo/zh-Hans.lproj/Localizable.strings")
    let text = try String(contentsOf: chinese, encoding: .utf8)
    try text.components(separatedBy: "\n").filter { !$0.hasPrefix("\"status.signedIn\"") }
      .joined(separator: "\n").write(to: chinese, atomically: true, encoding: .utf8)
    let run = try EaselProcess.run(["strings", "check", project.path])
    #expect(run.status == 0)
    let missing = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[strings-missing]") }
    #expect(missing.count == 2, "\(run.stdout)")
    #expect(missing.contains { $0.contains("en.lproj/Localizable.strings:8:") }, "\(run.stdout)")
    #expect(missing.contains { $0.contains("Main.storyboard:") && $0.contains("textAsKey") })
    let strict = try EaselProcess.run(["strings", "check", "--strict", project.path])
    #expect(strict.status == 1)
  }

  @Test func extractWritesTheDocumentsTextsAndTheKeysCodeUses() throws {
    let folder = try TestPaths.temporaryFolder("easel-strings-extract")
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = TestPaths.packageRoot.appendingPathComponent("Examples/LocalizedDemo")
    let run = try EaselProcess.run(["strings", "extract", project.path, "-o", folder.path])
    #expect(run.status == 0, "\(run.stderr)")
    let main = folder.appendingPathComponent("LocalizedDemo/Base.lproj/Main.strings")
    let localizable = folder.appendingPathComponent("Localizable.strings")
    // Both read back as .strings files; the document's keys are those its Chinese
    // translation (made from ibtool's export) has.
    let texts = try #require(
      try PropertyListSerialization.propertyList(from: Data(contentsOf: main), format: nil)
        as? [String: String])
    let chinese = try #require(
      try PropertyListSerialization.propertyList(
        from: Data(
          contentsOf: project.appendingPathComponent("LocalizedDemo/zh-Hans.lproj/Main.strings")),
        format: nil) as? [String: String])
    #expect(Set(chinese.keys).isSubset(of: Set(texts.keys)), "\(chinese.keys) \(texts.keys)")
    let keys = try #require(
      try PropertyListSerialization.propertyList(from: Data(contentsOf: localizable), format: nil)
        as? [String: String])
    #expect(Set(keys.keys) == ["greeting.title", "greeting.subtitle", "status.signedIn"])
    let usage = try EaselProcess.run(["strings", "extract", "--json"])
    #expect(usage.status == 64)
  }
}

/// `easel strings check` under lint's configuration file and output formats, its findings
/// grouped per key.
struct StringsCheckGateTests {
  @Test func theConfigurationAndFormatsApply() throws {
    let folder = try TestPaths.temporaryFolder("easel-strings-gate")
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
      "App/en.lproj/Localizable.strings": #""greeting" = "Hello, %@!"; "bye" = "Bye";"#,
      "App/de.lproj/Localizable.strings": #""greeting" = "Hallo, % @!";"#,
      "App/fr.lproj/Localizable.strings": #""greeting" = "Salut !";"#,
    ]
    for (name, text) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let run = try EaselProcess.run(["strings", "check", "App"], in: folder)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(run.status == 1)
    #expect(lines.first?.hasPrefix("2 missing, 0 untranslated, 1 format mismatches") == true)
    #expect(lines.contains("  strings-missing: 2 (de 1, fr 1)"), "\(run.stdout)")
    let missing = lines.filter { $0.hasSuffix("[strings-missing]") }
    #expect(missing.count == 1, "\(run.stdout)")
    #expect(missing.first?.hasPrefix("App/en.lproj/Localizable.strings:1:") == true)
    #expect(missing.first?.contains("the same in fr") == true)

    try Data(
      #"{"disabled": ["strings-missing"], "severity": {"strings-format-mismatch": "warning"}}"#.utf8
    )
    .write(to: folder.appendingPathComponent(".easel-lint.json"))
    let configured = try EaselProcess.run(
      ["strings", "check", "--format", "github", "App"], in: folder)
    #expect(configured.status == 0, "\(configured.stdout)")
    let commands = configured.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(commands.count == 1, "\(configured.stdout)")
    #expect(commands.first?.hasPrefix("::warning file=App/fr.lproj/Localizable.strings,") == true)
  }
}
