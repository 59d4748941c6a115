import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// The pinned fonts are in force in the test process, whatever ran first.
@Suite struct PinnedFontsTests {
  @Test func fontconfigReadsOnlyThePinnedFile() throws {
    // Lay some text out first, as any other suite might have: the pin was set before main.
    _ = TextLayout(text: "Easel 你好", font: .system(size: 12), color: .black).size
    try PinnedFonts.require()
  }

  @Test func thePinnedFileNamesTheThreeFontFolders() throws {
    let text = try String(contentsOf: PinnedFonts.configuration, encoding: .utf8)
    #expect(!text.contains("<include"), "no user or system configuration")
    #expect(
      ProcessInfo.processInfo.environment[PinnedFonts.variable]
        == PinnedFonts.configuration.path)
    #expect(PinnedFonts.environment == [PinnedFonts.variable: PinnedFonts.configuration.path])
  }
}
