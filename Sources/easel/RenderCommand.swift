import EaselAgentHost
import EaselCommandLine
import EaselDiagnostics
import EaselDocument
import EaselInterface
import EaselProject
import EaselRendering
import EaselResources
import Foundation

/// `easel render`: one scene, every scene, or the whole storyboard of a storyboard or xib
/// to PNG, SVG or PDF.
enum RenderCommand {
  static let usage = """
    USAGE: easel render DOCUMENT [--scene ID | --all | --overview] [--device NAME | --size WxH]
                                 [--sources DIR] [--scale N] [--format png|svg|pdf] [--dark]
                                 [--language CODE] [--text-size NAME]
                                 [--timeout SECONDS] [--verbose] [-o PATH]
           easel render DOCUMENT --matrix SPEC [--scene ID | --all] [-o FOLDER]

    Renders a scene of a storyboard or xib, running the project's @IBDesignable views.

    \(RenderOptions.helpSections)

    EXIT STATUS: 0 rendered; 1 a designable failed (the picture shows it as its base
    class), an extension adding a key the runtime attributes set did not build (they are not
    applied), or the document could not be rendered; 64 usage error.
    """

  @MainActor
  static func run(_ arguments: [String]) throws -> Int32 {
    guard let options = try RenderOptions.parse(arguments, orPrintHelp: usage) else { return 0 }
    guard options.positionals.count == 1, let documentPath = options.positionals.first else {
      throw UsageError(
        message: options.positionals.isEmpty
          ? "missing DOCUMENT (see 'easel render --help')"
          : "render takes one DOCUMENT, got \(options.positionals.count)")
    }
    let documentURL = URL(fileURLWithPath: documentPath)
    if let problem = DocumentOpening.problem(with: documentPath) { throw problem }
    var job = RenderJob(document: documentURL)
    if let sources = options.value(of: \.sources) {
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: sources, isDirectory: &isDir), isDir.boolValue
      else {
        throw UsageError(message: "--sources: no such folder: \(sources)")
      }
      job.sources = URL(fileURLWithPath: sources)
    }
    var sceneID = ""
    let all = options.has(\.all)
    let overview = options.has(\.overview)
    var matrix: RenderMatrix?
    if let spec = options.value(of: \.matrix) {
      for option in [\RenderOptions.overview, \.device, \.size, \.dark, \.language, \.format]
      where options.has(option) {
        throw UsageError(
          message: "--matrix cannot be used with \(options.name(option)); say it in the matrix")
      }
      do {
        matrix = try RenderMatrix(spec: spec)
      } catch {
        throw UsageError(message: "--matrix: \(error.message)")
      }
    }
    if overview && options.has(\.size) {
      throw UsageError(message: "--overview cannot be used with --size")
    }
    if all && overview {
      throw UsageError(message: "--all and --overview cannot be used together")
    }
    if let scene = options.value(of: \.scene) {
      if all || overview {
        throw UsageError(message: "--scene cannot be used with \(all ? "--all" : "--overview")")
      }
      sceneID = scene
    }
    let scale = try options.scale(\.scale)
    if let scale { job.request.settings.scale = scale }
    if let device = try options.device(\.device) {
      job.request.settings.canvasSize = device.size
      job.request.settings.deviceID = device.interfaceBuilderID
    }
    if let size = try options.size(\.size) {
      if options.has(\.device) {
        throw UsageError(message: "--size cannot be used with --device: say one size")
      }
      job.request.settings.viewSize = size
    }
    if let timeout = try options.seconds(\.timeout) { job.timeout = timeout }
    job.request.settings.darkAppearance = options.has(\.dark)
    job.request.settings.language = options.value(of: \.language)
    job.request.settings.contentSizeCategory = try options.contentSizeCategory(\.textSize)
    let outputPath = options.value(of: \.output)
    if let format = try options.value(
      of: \.format, as: "png, svg or pdf", OutputFormat.init(rawValue:))
    {
      job.request.settings.format = format
    } else if !all, let outputPath,
      let format = OutputFormat(pathExtension: (outputPath as NSString).pathExtension)
    {
      job.request.settings.format = format
    }
    let name = documentURL.deletingPathExtension().lastPathComponent
    // `-o FOLDER` for one picture puts it in the folder under its default name, as `cp` does.
    func file(_ defaultName: String) -> String {
      guard let outputPath else { return defaultName }
      guard ProjectWalk.isFolder(URL(fileURLWithPath: outputPath)) || outputPath.hasSuffix("/")
      else { return outputPath }
      return URL(fileURLWithPath: outputPath, isDirectory: true)
        .appendingPathComponent(defaultName).path
    }
    if matrix != nil {
      // Rendered below, once the document is known to open.
    } else if all {
      job.mode = .all(folder: URL(fileURLWithPath: outputPath ?? name))
    } else if overview {
      guard job.request.settings.format == .png else {
        throw UsageError(
          message: "--overview writes PNG only, not \(job.request.settings.format.rawValue)")
      }
      job.mode = .overview(
        output: URL(fileURLWithPath: file(name + "-overview.png")), scale: scale)
    } else {
      let format = job.request.settings.format.rawValue
      job.request.scenes = [
        SceneOutput(sceneID: sceneID, path: file(name + "." + format))
      ]
    }

    // What the job would refuse late, refused before it starts: a document that does not
    // parse, one Easel does not render (WatchKit, AppKit), absurd or non-finite sizes.
    guard let document = DocumentOpening.open(documentPath) else { return 1 }
    if let refusal = document.renderRefusal {
      throw CommandFailure(refusal)
    }
    if !sceneID.isEmpty, DocumentOpening.sceneIndex(sceneID, in: document) == nil {
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
        ? document.canvasScenes.filter { $0.rootView != nil }
        : (try? RenderJob.scenes(of: document, ids: sceneID.isEmpty ? [] : [sceneID])) ?? []
      guard !scenes.isEmpty else {
        throw CommandFailure("\(documentPath) has no scene with a view to render")
      }
      return RenderMatrixCommand.run(
        job, document: document, scenes: scenes, matrix: matrix,
        folder: URL(fileURLWithPath: outputPath ?? name + "-matrix"), thumbnailWidth: 240)
    }
    let report: RenderJob.Report
    do {
      // The document as opened and checked above: a render parses it once (and its
      // designables agent once more).
      report = try job.run(parsed: document)
    } catch let error as RenderJobError {
      CommandOutput.error(error.description)
      return 1
    }
    PhaseTrace.note(
      "documents parsed: 1 by easel, \(report.documentsParsed.host) by the job, "
        + "\(report.documentsParsed.agent) by the agent")
    Output.print(
      report, verbose: options.has(\.verbose),
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
    let text = shown(
      report.terminalText(logPath: log?.path), verbose: verbose, log: log,
      unlogged: { report.terminalText() })
    FileHandle.standardError.write(Data(text.utf8))
    for url in report.written { Swift.print("wrote \(url.path)") }
    for (id, reason) in report.skipped { Swift.print("skipped \(id): \(reason)") }
  }

  /// What to print of `text`: everything with `verbose`; else its summary, the whole text
  /// first written to `log`, which the summary names — or, when the log cannot be written,
  /// the summary of `unlogged()`, which says to run again with --verbose instead.
  static func shown(
    _ text: RenderJob.Report.TerminalText, verbose: Bool, log: URL?,
    unlogged: () -> RenderJob.Report.TerminalText
  ) -> String {
    if verbose { return text.full }
    guard text.isAbridged, let log else { return text.summary }
    do {
      try FileManager.default.createDirectory(
        at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
      try OutputFile.write(Data(text.full.utf8), to: log)
      return text.summary
    } catch {
      return unlogged().summary
    }
  }

  /// The log file of a render of `document`: in the cache folder, one per document name,
  /// replaced by each run.
  static func logFile(for document: String, cache: URL) -> URL {
    cache.appendingPathComponent("logs")
      .appendingPathComponent(URL(fileURLWithPath: document).lastPathComponent + ".log")
  }
}
