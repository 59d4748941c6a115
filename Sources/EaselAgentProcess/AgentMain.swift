import EaselDiagnostics
import EaselDocument
import EaselInterface
import EaselUIKit
import Foundation

/// The body of a designables agent process; its generated `main.swift` calls `run`.
@MainActor
public enum AgentMain {
  /// Reads the request named by the first argument, renders, reports, and returns the exit
  /// status. With `--serve` instead, it stays: each line of standard input names a request,
  /// answered with its events and `finished`, until standard input ends (the designer keeps
  /// such an agent between renders; see `AgentPool`).
  public static func run(
    table userTable: KeyValueTable, arguments: [String] = CommandLine.arguments
  )
    -> Int32
  {
    let reporter = EventReporter()
    // The designables' own members and keys answer `responds(to:)`, `perform(_:)`,
    // target–action and `value(forKey:)` from here on, before any of their code runs.
    ObjCRuntime.shared.install(userTable)
    guard arguments.count == 2 else {
      FileHandle.standardError.write(Data("usage: agent REQUEST.json | agent --serve\n".utf8))
      return 64
    }
    if arguments[1] == "--serve" {
      var table = KeyValueTable.uiKit
      table.merge(userTable)
      return serve(table: table, reporter: reporter)
    }
    let request: AgentRequest
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
      request = try JSONDecoder().decode(AgentRequest.self, from: data)
    } catch {
      FileHandle.standardError.write(Data("agent: cannot read request: \(error)\n".utf8))
      return 64
    }
    var table = KeyValueTable.uiKit
    table.merge(userTable)
    var ready = AgentEvent(.ready)
    ready.classes = table.classes.keys.sorted()
    reporter.send(ready)
    let status = render(request, table: table, reporter: reporter)
    reporter.send(AgentEvent(.finished))
    return status
  }

  /// Answers the requests named on standard input, one a line, until it ends.
  static func serve(table: KeyValueTable, reporter: EventReporter) -> Int32 {
    var ready = AgentEvent(.ready)
    ready.classes = table.classes.keys.sorted()
    while let line = readLine(strippingNewline: true) {
      guard !line.isEmpty else { continue }
      do {
        let data = try Data(contentsOf: URL(fileURLWithPath: line))
        let request = try JSONDecoder().decode(AgentRequest.self, from: data)
        reporter.send(ready)
        _ = render(request, table: table, reporter: reporter)
        // What `perform(_:)` returned during the request is let go, as the run loop drains
        // its autorelease pool between events.
        ObjCRuntime.shared.drainAutoreleasePool()
      } catch {
        var event = AgentEvent(.failed)
        event.message = "cannot read request \(line): \(error)"
        reporter.send(event)
      }
      reporter.send(AgentEvent(.finished))
    }
    return 0
  }

  /// Whether `warmUp()` ran in this process.
  private static var warm = false

  /// Sets up text and raster drawing once before any user code runs (fonts found, text
  /// shaped and drawn), as Interface Builder's long-lived agent has it: otherwise the first
  /// designable to draw text would be timed with that cost, tens of milliseconds.
  static func warmUp() {
    guard !warm else { return }
    warm = true
    let font = UIFont.systemFont(ofSize: 17)
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8))
    _ = renderer.image { _ in
      ("Aa" as NSString).draw(at: .zero, withAttributes: [.font: font])
      ("Aa" as NSString).draw(at: .zero, withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
    }
  }

  static func render(_ request: AgentRequest, table: KeyValueTable, reporter: EventReporter)
    -> Int32
  {
    let diagnostics = DiagnosticLog()
    defer { for d in diagnostics.diagnostics { reporter.send(AgentEvent(d)) } }
    let document: IBDocument
    do {
      document = try IBDocument(contentsOf: URL(fileURLWithPath: request.documentPath))
    } catch {
      var event = AgentEvent(.failed)
      event.message = "\(error)"
      reporter.send(event)
      return 1
    }
    let url = URL(fileURLWithPath: request.documentPath)
    let root = URL(fileURLWithPath: request.projectRoot)
    let language = request.settings.language
    let project =
      request.resourcesStamp.map {
        ProjectRendering(
          document: document, at: url, projectRoot: root, language: language,
          diagnostics: diagnostics, resourcesStamp: $0)
      }
      ?? ProjectRendering(
        document: document, at: url, projectRoot: root, language: language,
        diagnostics: diagnostics)
    let renderer = project.renderer(
      settings: request.settings, table: table, disabled: Set(request.disabledClasses),
      nonDesignable: Set(request.nonDesignableClasses ?? []))
    renderer.observer = reporter
    warmUp()
    var status: Int32 = 0
    for (sceneID, path) in zip(request.sceneIDs, request.outputPaths) {
      do {
        let scene = try document.scene(matching: sceneID)
        let report = try renderer.render(
          scene, canvasSize: request.settings.canvasSize, debugging: request.debugObjectID,
          to: URL(fileURLWithPath: path), scratch: request.scratchOutputs == true,
          live: request.live)
        if let objectID = request.debugObjectID, let report,
          let json = try? JSONEncoder().encode(report)
        {
          var event = AgentEvent(.debug)
          event.objectID = objectID
          event.message = String(decoding: json, as: UTF8.self)
          reporter.send(event)
        }
        var event = AgentEvent(.rendered)
        event.sceneID = sceneID
        event.path = path
        if renderer.drewLive { event.live = true }
        reporter.send(event)
      } catch {
        var event = AgentEvent(.failed)
        event.sceneID = sceneID
        event.message = "\(error)"
        reporter.send(event)
        status = 1
      }
    }
    return status
  }
}

/// Writes agent events to standard output, a line each, flushed at once so that the last
/// `willRun` before a crash is never lost in a buffer.
@MainActor
final class EventReporter: DesignableObserver {
  /// When each open `willRun` was sent, innermost last.
  private var started: [UInt64] = []

  func send(_ event: AgentEvent) {
    let line = event.encodedLine() + "\n"
    FileHandle.standardOutput.write(Data(line.utf8))
  }

  func willRun(_ phase: UserCodePhase, className: String, objectID: String) {
    var e = AgentEvent(.willRun)
    e.phase = phase
    e.className = className
    e.objectID = objectID
    send(e)
    started.append(DispatchTime.now().uptimeNanoseconds)
  }

  func didRun(_ phase: UserCodePhase, className: String, objectID: String) {
    var e = AgentEvent(.didRun)
    e.phase = phase
    e.className = className
    e.objectID = objectID
    if let start = started.popLast() {
      e.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
    send(e)
  }
}
