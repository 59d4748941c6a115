import EaselCommandLine
import EaselInterface
import Foundation

/// `easel layout`: Auto Layout issues of a document's scenes, and how close the solved
/// frames come to the ones Interface Builder stored.
enum LayoutCommand {
  static let usage = """
    USAGE: easel layout DOCUMENT|FOLDER [--check-frames] [--json] [--text-size NAME]

    Lays out every scene with Auto Layout at the device its document was designed for and
    reports, as Interface Builder's issue navigator does, the constraints that conflict
    (which ones, and what they conflict with) and the views whose layout is ambiguous (what
    is left open), one 'file:line:col: warning: …' a line.

    ARGUMENTS:
      DOCUMENT|FOLDER      A .storyboard or .xib file, or a folder searched for them.

    OPTIONS:
      --check-frames       Also compare each solved frame with the stored one: every miss
                           as 'file:line:col: note: engine|whole miss: …' with its likely
                           reason, each document's figures, and as the last line
                           'total: N views, engine P%, whole Q%'. Engine: views sized by
                           their content take their intrinsic size from the stored frame;
                           whole: Easel measures them (its fonts, not San Francisco). Views
                           the document marks misplaced or ambiguous are left out; a view
                           hits within 0.5 pt.
      --text-size NAME     Lay out with text-style fonts at a Dynamic Type size (see
                           'easel render --help'); frames are still compared with the stored
                           ones, which Xcode laid out at Large.
      --json               Print JSON instead: [{"path", "failure", "scenes": [{"sceneID",
                           "issues", "engine", "whole", "excluded", "failure"}]}].
      -h, --help           Show this help.

    EXIT STATUS: 0 laid out (warnings do not fail); 1 no such document or folder;
    64 usage error.
    """

  static let options = OptionTable.layout

  @MainActor
  static func run(_ arguments: [String]) throws -> Int32 {
    var parser = Arguments(arguments, table: options)
    guard let options = try parser.parse(orPrintHelp: usage) else { return 0 }
    let path = try DocumentOpening.documentPath(parser.positionals, command: "layout")
    try DocumentOpening.requireExisting([path])
    let compare = options["--check-frames"] != nil
    let category = try TextSizeOption.category(options["--text-size"]?.last)
    let reports = LayoutCheck.run(
      path: URL(fileURLWithPath: path).standardizedFileURL, compareFrames: compare,
      contentSizeCategory: category)
    if options["--json"] != nil {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      print(String(decoding: try encoder.encode(reports), as: UTF8.self))
    } else {
      for line in LayoutCheck.text(reports, compareFrames: compare) { print(line) }
    }
    return 0
  }
}
