import EaselTestSupport
import Foundation
import Testing

/// The corpus helper's decisions, for a given environment: where the corpus is, and whether
/// a test that needs it runs, is skipped or fails.
@Suite struct CorpusTraitTests {
  static let missing = "/nonexistent/easel-corpus-\(UUID().uuidString)"

  @Test func easelCorpusNamesTheFolderElseItIsBesideThePackage() {
    #expect(Corpus.url(in: ["EASEL_CORPUS": "/x/y/../corpus"]).path == "/x/corpus")
    #expect(
      Corpus.url(in: [:])
        == TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent(
          "shared/corpus"))
    #expect(Corpus.url(in: ["EASEL_CORPUS": ""]) == Corpus.url(in: [:]))
  }

  @Test func aPresentCorpusRunsTheTest() throws {
    let folder = try TestPaths.temporaryFolder("easel-corpus")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Corpus.shouldRun(in: ["EASEL_CORPUS": folder.path]))
    #expect(try Corpus.shouldRun(in: ["EASEL_CORPUS": folder.path, "CI": "true"]))
  }

  @Test func aMissingCorpusSkipsTheTest() throws {
    #expect(try !Corpus.shouldRun(in: ["EASEL_CORPUS": Self.missing]))
    #expect(try !Corpus.shouldRun(in: ["EASEL_CORPUS": Self.missing, "CI": "false"]))
    #expect(try !Corpus.shouldRun(in: ["EASEL_CORPUS": Self.missing, "CI": "0"]))
  }

  @Test func aMissingCorpusUnderCIFailsTheTestSayingWhere() {
    for ci in ["true", "1", "yes"] {
      let error = #expect(throws: Corpus.Missing.self) {
        try Corpus.shouldRun(in: ["EASEL_CORPUS": Self.missing, "CI": ci])
      }
      let message = error.map(String.init(describing:)) ?? ""
      #expect(message.contains("CI is set but the corpus is missing at \(Self.missing)"))
      #expect(message.contains("EASEL_CORPUS"))
    }
  }

  @Test func aFileIsNotACorpus() throws {
    let folder = try TestPaths.temporaryFolder("easel-corpus")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("corpus")
    try Data().write(to: file)
    #expect(try !Corpus.shouldRun(in: ["EASEL_CORPUS": file.path]))
  }
}
