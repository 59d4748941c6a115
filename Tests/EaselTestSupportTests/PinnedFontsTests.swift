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

  @Test func thePinnedFileNamesTheFontFolders() throws {
    let text = try String(contentsOf: PinnedFonts.configuration, encoding: .utf8)
    #expect(!text.contains("<include"), "no user or system configuration")
    #expect(
      ProcessInfo.processInfo.environment[PinnedFonts.variable]
        == PinnedFonts.configuration.path)
    #expect(PinnedFonts.environment == [PinnedFonts.variable: PinnedFonts.configuration.path])
  }

  /// What `require()` reports for each way the pin can be missed.
  @Test func eachWayOfMissingThePinIsNamed() {
    let conf = PinnedFonts.configuration.path
    let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    let folders = ["/usr/share/fonts/opentype/inter"]
    func reason(_ variable: String?, _ files: [String]?, _ fonts: [String]) -> String? {
      PinnedFonts.problem(
        .init(variable: variable, configurationFiles: files, fontFiles: fonts), folders: folders
      )?.reason
    }
    #expect(reason(conf, [conf], [inter]) == nil)
    #expect(reason(nil, [conf], [inter]) == "FONTCONFIG_FILE is ''")
    #expect(reason("/etc/fonts/fonts.conf", [conf], [inter])?.contains("/etc/fonts") == true)
    #expect(reason(conf, nil, []) == "fontconfig could not be initialised")
    #expect(
      reason(conf, ["/etc/fonts/fonts.conf", "/etc/fonts/conf.d/10-hinting.conf"], [inter])?
        .hasPrefix("fontconfig read /etc/fonts/fonts.conf, ") == true)
    #expect(reason(conf, [conf], []) == "fontconfig offers no fonts")
    #expect(
      reason(conf, [conf], [inter, "/home/me/.fonts/Comic.ttf"])
        == "fonts from elsewhere: /home/me/.fonts/Comic.ttf")
  }

  @Test func thePinnedFileListsTheDebianFontFolders() {
    #expect(
      PinnedFonts.fontFolders() == [
        "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/opentype/noto", "/usr/share/fonts/truetype/noto",
      ])
  }
}
