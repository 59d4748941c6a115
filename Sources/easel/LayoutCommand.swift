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

    \(LayoutOptions.helpSections)

    EXIT STATUS: 0 laid out (warnings do not fail); 1 no such document or folder;
    64 usage error.
    """

  @MainActor
  static func run(_ arguments: [String]) throws -> Int32 {
    guard let options = try LayoutOptions.parse(arguments, orPrintHelp: usage) else { return 0 }
    let path = try DocumentOpening.documentPath(options.positionals, command: "layout")
    try DocumentOpening.requireExisting([path])
    let compare = options.has(\.checkFrames)
    let category = try options.contentSizeCategory(\.textSize)
    let reports = LayoutCheck.run(
      path: URL(fileURLWithPath: path).standardizedFileURL, compareFrames: compare,
      contentSizeCategory: category)
    if options.has(\.json) {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      print(String(decoding: try encoder.encode(reports), as: UTF8.self))
    } else {
      for line in LayoutCheck.text(reports, compareFrames: compare) { print(line) }
    }
    return 0
  }
}
