import EaselCommandLine
import EaselLint
import Foundation

/// `easel colors list|rename`: the colours documents use, and renaming one everywhere.
enum ColorsCommand {
  static let usage = """
    USAGE: easel colors list [PATH...] [--format text|json|sarif|github] [--config FILE]
           easel colors rename OLD NEW [PATH...] [--dry-run]

    'list' prints every colour each storyboard and xib under PATH uses (default: the current
    folder), with counts: literal (#RRGGBB and its colour space), system (systemBlueColor),
    named (an asset-catalog colour) and palette (a UIColor class property named by a
    ...ColorName runtime attribute, as seed 002's bgColorName="blueClr"); then the totals.
    Documents lint's configuration excludes are left out; --format sarif and github report
    the documents that cannot be read, as lint reports findings.

    'rename' renames a named or palette colour across everything under PATH: <color name=>
    and <namedColor name=> in storyboards and xibs, ...ColorName runtime attributes, the
    colour set's folder (OLD.colorset), and in Swift and Objective-C sources the palette's
    declarations and uses (UIColor.OLD, [UIColor OLD], "OLD") or the literals that load the
    colour set (UIColor(named: "OLD")) — never inside a longer name, a comment or a label's
    text. Documents are edited through the lossless document model (each diff is exactly
    the renamed values), checked to reopen, and every file is written atomically.

    \(ColorsOptions.helpSections)

    EXIT STATUS: 0 done; 1 a document could not be read, or a rename was refused (an
    unknown OLD, a NEW that already exists) — nothing is written then; 64 usage error.
    """

  static func run(_ arguments: [String]) throws -> Int32 {
    guard
      let action = try CommandAction.read(
        arguments, command: "colors", actions: ["list", "rename"], usage: usage)
    else { return 0 }
    guard let options = try ColorsOptions.parse(Array(arguments.dropFirst()), orPrintHelp: usage)
    else { return 0 }
    var positionals = options.positionals
    if action == "list" {
      if options.has(\.dryRun) { throw UsageError(message: "--dry-run is for 'rename'") }
      let format = try options.reportFormat(\.format, json: \.json)
      let configuration: LintConfiguration
      do {
        configuration = try LintCommand.configuration(options.value(of: \.config))
      } catch {
        CommandOutput.error(error.description)
        return 1
      }
      let paths = positionals.isEmpty ? ["."] : positionals
      try DocumentOpening.requireExisting(paths)
      let report = ColorsReport(paths: paths, configuration: configuration)
      print(report.write(as: format), terminator: "")
      return report.exitStatus
    }
    for option in [\ColorsOptions.json, \.format, \.config] where options.has(option) {
      throw UsageError(message: "\(options.name(option)) is for 'list'")
    }
    guard positionals.count >= 2 else {
      throw UsageError(message: "'easel colors rename' needs OLD and NEW names")
    }
    let rename = ColorRename(old: positionals.removeFirst(), new: positionals.removeFirst())
    let paths = positionals.isEmpty ? ["."] : positionals
    try DocumentOpening.requireExisting(paths)
    do {
      let plan = try rename.plan(paths: paths)
      let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      if options.has(\.dryRun) {
        print(plan.diff(relativeTo: cwd), terminator: "")
        CommandOutput.error("dry run: \(plan.summary); nothing written")
        return 0
      }
      try plan.apply()
      for file in plan.files {
        CommandOutput.error("renamed \(file.patches.count) in \(file.url.path)")
      }
      for move in plan.folders {
        CommandOutput.error("renamed \(move.from.path) to \(move.to.lastPathComponent)")
      }
      print(plan.summary)
      return 0
    } catch {
      CommandOutput.error(error.description)
      return 1
    }
  }
}
