import EaselCommandLine
import EaselDiagnostics
import EaselInterface
import Foundation

/// `easel contact-sheet`: every scene of every document under a folder, as one grid PNG.
enum ContactSheetCommand {
  static let usage = """
    USAGE: easel contact-sheet [FOLDER] [-o OUT.png] [--width PIXELS] [--columns N] [--dark]
                               [--device NAME] [--language CODE]

    Renders every scene of every .storyboard and .xib under FOLDER into one grid PNG, each
    thumbnail captioned with its document's name, the scene's title and id. Rendering is
    in-process and quick: custom classes are drawn from the document's designables cache
    or as their base class (no designables agent). A document or scene that cannot be
    rendered is a pink cell with the reason.

    ARGUMENTS:
      FOLDER               Where to look (default: the current folder).

    OPTIONS:
      -o, --output PATH    The PNG to write (default: contact-sheet.png).
      --width PIXELS       Thumbnail width (default: 160).
      --columns N          Thumbnails per row (default: a roughly 16:10 sheet).
      --dark               Render in the dark appearance.
      --device NAME        Lay every view controller's scene out for the device's screen
                           (as 'easel render --device'; e.g. "iPhone SE", "iPad Pro 12.9",
                           "iPhone 15 Pro Max landscape").
      --language CODE      Translate texts as 'easel render --language' does (en,
                           zh-Hans, …; pseudo and pseudo-rtl: accented, longer text,
                           laid out right to left for pseudo-rtl).
      -h, --help           Show this help.

    EXIT STATUS: 0 written (even if some scenes failed: they are on the sheet and listed
    on standard error); 1 nothing to render or the sheet could not be written; 64 usage
    error.
    """

  static let options = OptionTable.contactSheet

  @MainActor
  static func run(_ arguments: [String]) throws -> Int32 {
    var parser = Arguments(arguments, table: options)
    guard let options = try parser.parse(orPrintHelp: usage) else { return 0 }
    guard parser.positionals.count <= 1 else {
      throw UsageError(message: "contact-sheet takes one FOLDER, got \(parser.positionals.count)")
    }
    let folder = URL(fileURLWithPath: parser.positionals.first ?? ".").standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw CommandFailure("no such folder: \(folder.path)")
    }
    var sheet = ContactSheet()
    if let text = options["--width"]?.last {
      guard let width = Double(text), width >= 16, width <= 1024 else {
        throw UsageError(message: "--width must be a number from 16 to 1024, got '\(text)'")
      }
      sheet.thumbnailWidth = CGFloat(width)
      sheet.maxThumbnailHeight = CGFloat(width) * 2
    }
    if let text = options["--columns"]?.last {
      guard let columns = Int(text), columns >= 1, columns <= 200 else {
        throw UsageError(message: "--columns must be a whole number from 1 to 200, got '\(text)'")
      }
      sheet.columns = columns
    }
    let output = URL(
      fileURLWithPath: options["-o"]?.last ?? options["--output"]?.last ?? "contact-sheet.png")
    var device: CGSize?
    if let name = options["--device"]?.last {
      guard let found = Device.named(name) else {
        throw UsageError(
          message: "unknown device '\(name)'" + Suggestion.hint(for: name, among: Device.names))
      }
      device = found.size
    }
    let report = sheet.addScenes(
      under: folder, darkAppearance: options["--dark"] != nil, device: device,
      language: options["--language"]?.last)
    guard !sheet.entries.isEmpty else {
      throw CommandFailure("no storyboards or xibs with scenes under \(folder.path)")
    }
    for failure in report.failures { CommandOutput.error(failure) }
    do {
      try OutputFile.write(sheet.pngData(), to: output)
    } catch {
      throw CommandFailure("cannot write \(output.path): \(error)")
    }
    let slowest =
      report.slowest.first.map {
        String(format: "; slowest %@ %.0f ms", $0.0, $0.1 * 1000)
      } ?? ""
    CommandOutput.error(
      String(
        format: "%d documents, %d scenes, %d failed, in %.1f s%@", report.documents, report.scenes,
        report.failures.count, report.seconds, slowest))
    print("wrote \(output.path)")
    return 0
  }
}
