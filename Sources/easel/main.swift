import EaselCommandLine
import EaselDiagnostics
import Foundation

/// `easel`: the command line. Thin: arguments in, library calls, exit statuses out.
let usage = """
  USAGE: easel <command> [options]

  Interface Builder's designables, off the Mac.

  \(OptionTable.commandsHelp)

  See 'easel <command> --help' for a command's options.
  """

@MainActor
func main() -> Int32 {
  // How each command runs, by the name its options declare (`RenderOptions.command`).
  let runs: [String: @MainActor ([String]) throws -> Int32] = [
    RenderOptions.command: RenderCommand.run, ScenesOptions.command: ScenesCommand.run,
    DumpOptions.command: DumpCommand.run, EditOptions.command: EditCommand.run,
    ContactSheetOptions.command: ContactSheetCommand.run,
    DesignablesOptions.command: DesignablesCommand.run, LayoutOptions.command: LayoutCommand.run,
    ServeOptions.command: ServeCommand.run, LintOptions.command: LintCommand.run,
    StringsOptions.command: StringsCommand.run, ColorsOptions.command: ColorsCommand.run,
    SnapshotOptions.command: SnapshotCommand.run,
  ]
  var arguments = Array(CommandLine.arguments.dropFirst())
  guard let command = arguments.first else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    return 64
  }
  arguments.removeFirst()
  do {
    if ["-h", "--help", "help"].contains(command) {
      print(usage)
      return 0
    }
    guard let run = runs[command] else {
      let hint = Suggestion.hint(for: command, among: OptionTable.commands.map(\.name))
      throw UsageError(message: "unknown command '\(command)'\(hint)")
    }
    return try run(arguments)
  } catch let error as UsageError {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    return 64
  } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    return 1
  }
}

exit(MainActor.assumeIsolated { main() })
