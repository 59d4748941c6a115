import EaselAgentHost
import EaselCommandLine
import EaselDiagnostics
import EaselDocument
import EaselInterface
import Foundation

/// `easel render`: one scene, every scene, or the whole storyboard of a storyboard or xib
/// to PNG, SVG or PDF.
enum RenderCommand {
  static let usage = """
    USAGE: easel render DOCUMENT [--scene ID | --all | --overview] [--device NAME]
                                 [--sources DIR] [--scale N] [--format png|svg|pdf] [--dark]
                                 [--language CODE] [--text-size NAME]
                                 [--timeout SECONDS] [--verbose] [-o PATH]
           easel render DOCUMENT --matrix SPEC [--scene ID | --all] [-o FOLDER]

    Renders a scene of a storyboard or xib, running the project's @IBDesignable views.

    ARGUMENTS:
      DOCUMENT             A .storyboard or .xib file.

    OPTIONS:
      --sources DIR        Where the designable Swift sources are (default: the document's
                           project: the nearest folder above it with an .xcodeproj,
                           Package.swift or .git, else the document's folder).
      --scene ID           The scene to render: a scene, view controller or view id
                           (default: the initial view controller's scene, else the first).
      --all                Render every scene with a view into the folder -o names (default:
                           DOCUMENT's name, in the current folder), one file per scene named
                           <sceneID>.<format>. Scenes without a view (navigation and tab bar
                           controllers, storyboard references) are listed as skipped.
      --overview           Render the whole storyboard as one PNG, like Interface Builder's
                           canvas: scenes at their canvas positions under their titles,
                           segues as arrows (solid: show, present; dashed blue: relationship,
                           embed), the initial view controller's entry arrow. --scale is then
                           pixels per canvas point (default: fit in about 4000 pixels, at
                           most 0.5). Default -o: DOCUMENT's name + "-overview.png".
      --device NAME        Resize each view controller's root view to the device's screen:
                           a name (iPhone SE, iPhone 8, iPhone 15, iPhone 15 Pro Max, iPad,
                           iPad Pro 12.9, ...) or Interface Builder's id (retina6_12), with
                           an optional " landscape", and lay the scene out fresh for it with
                           Auto Layout (constraints solved; views without constraints follow
                           their autoresizing masks; the safe area and margins are the
                           device's). xib views, cells and freeform scenes keep their size.
                           Default: the stored frames (views stored without one are laid out).
      --scale N            Pixels per point for PNG (default: 2).
      --format FORMAT      png, svg or pdf (default: from -o's extension, else png).
      --dark               Render in the dark appearance.
      --language CODE      Render in a language of the project (en, zh-Hans, …): the
                           document's <lang>.lproj strings and NSLocalizedString tables.
                           pseudo: every localizable text accented and about 40% longer,
                           in brackets (a plain text was never localized; a missing ']'
                           is cut off); pseudo-rtl: the same, laid out right to left
                           (leading and trailing constraints and stacks mirrored).
      --matrix SPEC        Render in every combination of devices, languages and
                           appearances: 'device=iPhone SE,iPad;language=en,de,pseudo;
                           appearance=light,dark' (each dimension optional). Writes
                           <sceneID>.<device>.<language>.<appearance>.png per combination
                           and matrix.png, a contact sheet of them all (a row per device),
                           into the folder -o names (default: DOCUMENT's name + "-matrix").
      --text-size NAME     A Dynamic Type size for text-style fonts: xSmall, small, medium,
                           large (default), xLarge, xxLarge, xxxLarge, accessibilityMedium,
                           accessibilityLarge, accessibilityXLarge, accessibilityXXLarge,
                           accessibilityXXXLarge (AX1…AX5).
      --timeout SECONDS    How long designable code may run before it is stopped (default: 20).
      --verbose            Print every diagnostic, every error of a failed build and whole
                           backtraces (by default: each class's status and first error, a few
                           warnings, and where the whole text was written).
      -o, --output PATH    The file to write, or the folder with --all (default: DOCUMENT's
                           name with the format's extension, in the current folder).
      -h, --help           Show this help.

    EXIT STATUS: 0 rendered; 1 a designable failed (the picture shows it as its base
    class) or the document could not be rendered; 64 usage error.
    """

  static let options = OptionTable.render

  @MainActor
  static func run(_ arguments: [String]) throws -> Int32 {
    var parser = Arguments(arguments, table: options)
    guard let options = try parser.parse(orPrintHelp: usage) else { return 0 }
    guard parser.positionals.count == 1, let documentPath = parser.positionals.first else {
      throw UsageError(
        message: parser.positionals.isEmpty
          ? "missing DOCUMENT (see 'easel render --help')"
          : "render takes one DOCUMENT, got \(parser.positionals.count)")
    }
    let documentURL = URL(fileURLWithPath: documentPath)
    if let problem = DocumentOpening.problem(with: documentPath) { throw problem }
    var job = RenderJob(document: documentURL)
    if let sources = options["--sources"]?.last {
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: sources, isDirectory: &isDir), isDir.boolValue
      else {
        throw UsageError(message: "--sources: no such folder: \(sources)")
      }
      job.sources = URL(fileURLWithPath: sources)
    }
    let all = options["--all"] != nil
    let overview = options["--overview"] != nil
    var matrix: RenderMatrix?
    if let spec = options["--matrix"]?.last {
      for option in ["--overview", "--device", "--dark", "--language", "--format"]
      where options[option] != nil {
        throw UsageError(message: "--matrix cannot be used with \(option); say it in the matrix")
      }
      do {
        matrix = try RenderMatrix(spec: spec)
      } catch {
        throw UsageError(message: "--matrix: \(error.message)")
      }
    }
    if all && overview {
      throw UsageError(message: "--all and --overview cannot be used together")
    }
    if let scene = options["--scene"]?.last {
      if all || overview {
        throw UsageError(message: "--scene cannot be used with \(all ? "--all" : "--overview")")
      }
      job.sceneIDs = [scene]
    }
    var scale: Double?
    if let scaleText = options["--scale"]?.last {
      guard let value = Double(scaleText), value > 0, value <= 8 else {
        throw UsageError(message: "--scale must be a number from 0 to 8, got '\(scaleText)'")
      }
      scale = value
      job.settings.scale = value
    }
    if let deviceName = options["--device"]?.last {
      guard let device = Device.named(deviceName) else {
        let hint = Suggestion.hint(for: deviceName, among: Device.names)
        throw UsageError(
          message: "unknown device '\(deviceName)'\(hint); devices: "
            + Device.names.joined(separator: ", "))
      }
      job.device = device
    }
    if let timeoutText = options["--timeout"]?.last {
      guard let timeout = Double(timeoutText), timeout > 0 else {
        throw UsageError(message: "--timeout must be a positive number, got '\(timeoutText)'")
      }
      job.timeout = timeout
    }
    job.settings.darkAppearance = options["--dark"] != nil
    job.settings.language = options["--language"]?.last
    job.settings.contentSizeCategory = try TextSizeOption.category(options["--text-size"]?.last)
    let outputPath = options["-o"]?.last ?? options["--output"]?.last
    if let formatText = options["--format"]?.last {
      guard let format = OutputFormat(rawValue: formatText) else {
        throw UsageError(message: "--format must be png, svg or pdf, got '\(formatText)'")
      }
      job.settings.format = format
    } else if !all, let outputPath,
      let format = OutputFormat(pathExtension: (outputPath as NSString).pathExtension)
    {
      job.settings.format = format
    }
    let name = documentURL.deletingPathExtension().lastPathComponent
    if matrix != nil {
      // Rendered below, once the document is known to open.
    } else if all {
      job.mode = .all(folder: URL(fileURLWithPath: outputPath ?? name))
    } else if overview {
      guard job.settings.format == .png else {
        throw UsageError(message: "--overview writes PNG only, not \(job.settings.format.rawValue)")
      }
      job.mode = .overview(
        output: URL(fileURLWithPath: outputPath ?? name + "-overview.png"), scale: scale)
    } else {
      job.outputs = [URL(fileURLWithPath: outputPath ?? name + "." + job.settings.format.rawValue)]
    }

    // What the job would refuse late, refused before it starts: a document that does not
    // parse, one Easel does not render (WatchKit, AppKit), absurd or non-finite sizes.
    guard let document = DocumentOpening.open(documentPath) else { return 1 }
    if let refusal = document.renderRefusal {
      throw CommandFailure(refusal)
    }
    if let id = job.sceneIDs.first, DocumentOpening.sceneIndex(id, in: document) == nil {
      return 1
    }
    do {
      try document.checkNumbers()
    } catch {
      CommandOutput.error(error.description)
      return 1
    }
    if let matrix {
      let scenes =
        all
        ? document.scenes.filter { $0.rootView != nil }
        : (try? RenderJob.scenes(of: document, ids: job.sceneIDs)) ?? []
      guard !scenes.isEmpty else {
        throw CommandFailure("\(documentPath) has no scene with a view to render")
      }
      return RenderMatrixCommand.run(
        job, scenes: scenes, matrix: matrix,
        folder: URL(fileURLWithPath: outputPath ?? name + "-matrix"), thumbnailWidth: 240)
    }
    let report: RenderJob.Report
    do {
      report = try job.run()
    } catch let error as RenderJobError {
      CommandOutput.error(error.description)
      return 1
    }
    Output.print(
      report, verbose: options["--verbose"] != nil,
      log: Output.logFile(for: documentPath, cache: job.cacheDirectory))
    return report.failed ? 1 : 0
  }
}

/// How results reach the terminal: diagnostics and statuses on standard error, in the
/// `file:line:col: severity: message` form editors understand; written files on standard
/// output. Unless `verbose`, standard error gets the report's summary, and the whole text
/// goes to a log file the summary names (`RenderJob.Report.terminalText(logPath:)`).
enum Output {
  static func print(_ report: RenderJob.Report, verbose: Bool = false, log: URL? = nil) {
    var text = report.terminalText(logPath: log?.path)
    if !verbose && text.isAbridged, let log {
      do {
        try FileManager.default.createDirectory(
          at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        try OutputFile.write(Data(text.full.utf8), to: log)
      } catch {
        text = report.terminalText()  // no log to point at: say --verbose instead
      }
    }
    FileHandle.standardError.write(Data((verbose ? text.full : text.summary).utf8))
    for url in report.written { Swift.print("wrote \(url.path)") }
    for (id, reason) in report.skipped { Swift.print("skipped \(id): \(reason)") }
  }

  /// The log file of a render of `document`: in the cache folder, one per document name,
  /// replaced by each run.
  static func logFile(for document: String, cache: URL) -> URL {
    cache.appendingPathComponent("logs")
      .appendingPathComponent(URL(fileURLWithPath: document).lastPathComponent + ".log")
  }
}
