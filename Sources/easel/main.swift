import EaselCommandLine
import EaselDiagnostics
import Foundation

/// `easel`: the command line. Thin: arguments in, library calls, exit statuses out.
let usage = """
  USAGE: easel <command> [options]

  Interface Builder's designables, off the Mac.

  COMMANDS:
    render      Render a scene of a storyboard or xib to PNG, SVG or PDF.
    scenes      List the scenes of a storyboard or xib: id, title, class, size.
    dump        Print a storyboard's or xib's scenes and view trees as stable text.
    edit        Edit objects of a storyboard or xib: attributes, runtime attributes,
                frames, colours; saved atomically, changing only the bytes it must.
    contact-sheet
                Render every scene of every storyboard and xib under a folder into one
                captioned grid PNG.
    designables List a project's @IBDesignable classes, build and draw each, and report
                Interface Builder's status for each (Up to date, Build failed, …).
    layout      Report a storyboard's or xib's conflicting and ambiguous constraints;
                with --check-frames, compare the solved frames with the stored ones.
    serve       Open the live designer: a local web page with the project's documents,
                the rendered scene and Interface Builder's inspectors.
    lint        Check documents against the project's sources and resources: stale and
                mistyped runtime attributes, unknown classes, missing images and colours,
                duplicate ids, broken outlets and actions; --fix removes stale attributes.
    strings     'strings check': missing, untranslated and unused keys per language,
                and format specifiers that differ between languages; 'strings extract':
                each document's texts as ibtool exports them, and the keys code uses.
    colors      'colors list': every colour each document uses, with counts;
                'colors rename OLD NEW': a named or palette colour renamed everywhere.
    snapshot    'snapshot record': reference images of every scene; 'snapshot verify':
                render again, fail with difference images where pixels changed.

  See 'easel <command> --help' for a command's options.
  """

@MainActor
func main() -> Int32 {
  var arguments = Array(CommandLine.arguments.dropFirst())
  guard let command = arguments.first else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    return 64
  }
  arguments.removeFirst()
  do {
    switch command {
    case "render": return try RenderCommand.run(arguments)
    case "scenes": return try ScenesCommand.run(arguments)
    case "dump": return try DumpCommand.run(arguments)
    case "edit": return try EditCommand.run(arguments)
    case "contact-sheet": return try ContactSheetCommand.run(arguments)
    case "designables": return try DesignablesCommand.run(arguments)
    case "layout": return try LayoutCommand.run(arguments)
    case "serve": return try ServeCommand.run(arguments)
    case "lint": return try LintCommand.run(arguments)
    case "strings": return try StringsCommand.run(arguments)
    case "colors": return try ColorsCommand.run(arguments)
    case "snapshot": return try SnapshotCommand.run(arguments)
    case "-h", "--help", "help":
      print(usage)
      return 0
    default:
      let hint = Suggestion.hint(for: command, among: OptionTable.commands.map(\.name))
      throw UsageError(message: "unknown command '\(command)'\(hint)")
    }
  } catch let error as UsageError {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    return 64
  } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    return 1
  }
}

exit(MainActor.assumeIsolated { main() })
