import EaselCommandLine
import EaselInterface
import EaselResources
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

    \(ContactSheetOptions.helpSections)

    EXIT STATUS: 0 written (even if some scenes failed: they are on the sheet and listed
    on standard error); 1 nothing to render or the sheet could not be written; 64 usage
    error.
    """

  @MainActor
  static func run(_ arguments: [String]) throws -> Int32 {
    guard let options = try ContactSheetOptions.parse(arguments, orPrintHelp: usage) else {
      return 0
    }
    guard options.positionals.count <= 1 else {
      throw UsageError(message: "contact-sheet takes one FOLDER, got \(options.positionals.count)")
    }
    let folder = URL(fileURLWithPath: options.positionals.first ?? ".").standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw CommandFailure("no such folder: \(folder.path)")
    }
    var sheet = ContactSheet()
    if let width = try options.number(
      \.width, "a number from 16 to 1024", where: (16...1024).contains)
    {
      sheet.thumbnailWidth = CGFloat(width)
      sheet.maxThumbnailHeight = CGFloat(width) * 2
    }
    if let columns = try options.wholeNumber(
      \.columns, "a whole number from 1 to 200", where: (1...200).contains)
    {
      sheet.columns = columns
    }
    let output = URL(fileURLWithPath: options.value(of: \.output) ?? "contact-sheet.png")
    let device = try options.device(\.device)?.size
    let report = sheet.addScenes(
      under: folder, darkAppearance: options.has(\.dark), device: device,
      language: options.value(of: \.language))
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
