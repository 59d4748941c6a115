import EaselDiagnostics
import EaselDocument
import EaselInterface
import EaselUIKit
import Foundation

/// The body of a designables agent process; its generated `main.swift` calls `run`.
@MainActor
public enum AgentMain {
  /// Answers the requests on standard input (`--serve`), one `RenderRequest` of JSON a line,
  /// each with its events and `finished`, until standard input ends; returns the exit
  /// status. What can be kept between requests (the document parsed, the project's
  /// resources, live scenes' view trees) is kept in one `RenderCache` for the process.
  public static func run(
    table userTable: KeyValueTable, arguments: [String] = CommandLine.arguments
  ) -> Int32 {
    // The designables' own members and keys answer `responds(to:)`, `perform(_:)`,
    // target–action and `value(forKey:)` from here on, before any of their code runs.
    ObjCRuntime.shared.install(userTable)
    // Then what the runtime runs as it loads the classes (`+load`) and before their first
    // message (`+initialize`): once, before any instance is made.
    for hook in userTable.hooks { hook.run() }
    guard arguments.count == 2, arguments[1] == "--serve" else {
      FileHandle.standardError.write(
        Data("usage: agent --serve  (one JSON render request a line on standard input)\n".utf8))
      return 64
    }
    var table = KeyValueTable.uiKit
    table.merge(userTable)
    warmUp()
    let reporter = EventReporter()
    let cache = RenderCache()
    var status: Int32 = 0
    while let line = readLine(strippingNewline: true) {
      guard !line.isEmpty else { continue }
      if !answer(line, table: table, cache: cache, reporter: reporter) { status = 1 }
      // What `perform(_:)` returned during the request is let go, as the run loop drains
      // its autorelease pool between events.
      ObjCRuntime.shared.drainAutoreleasePool()
      reporter.send(AgentEvent(.finished))
    }
    return status
  }

  /// The most turns of the main run loop let pass before a scene is drawn: a block that
  /// queues itself again forever is left queued after these, and noted.
  static let mainRunLoopTurns = 16

  /// Answers one request line: whether every scene was written.
  static func answer(
    _ line: String, table: KeyValueTable, cache: RenderCache, reporter: EventReporter
  ) -> Bool {
    let request: RenderRequest
    let document: IBDocument
    let parsedBefore = cache.documentsParsed
    do {
      request = try JSONDecoder().decode(RenderRequest.self, from: Data(line.utf8))
      document = try cache.document(for: request)
    } catch {
      var event = AgentEvent(.failed)
      event.message = "cannot take the request: \(error)"
      reporter.send(event)
      return false
    }
    var ready = AgentEvent(.ready)
    ready.classes = table.classes.keys.sorted()
    ready.parsed = cache.documentsParsed > parsedBefore
    reporter.send(ready)
    // Interface Builder's agent runs the main run loop between making the designables and
    // drawing them: what they queue on the main queue has run by then.
    return request.fulfil(
      document: document, table: table, cache: cache, reporter: reporter,
      mainRunLoopTurns: mainRunLoopTurns)
  }

  /// Sets up text and raster drawing once before any user code runs (fonts found, text
  /// shaped and drawn), as Interface Builder's long-lived agent has it: otherwise the first
  /// designable to draw text would be timed with that cost, tens of milliseconds.
  static func warmUp() {
    let font = UIFont.systemFont(ofSize: 17)
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8))
    _ = renderer.image { _ in
      ("Aa" as NSString).draw(at: .zero, withAttributes: [.font: font])
      ("Aa" as NSString).draw(at: .zero, withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
    }
  }
}

/// Writes agent events to standard output, a line each, flushed at once so that the last
/// `willRun` before a crash is never lost in a buffer.
@MainActor
final class EventReporter: RenderReporter {
  /// When each open `willRun` was sent, innermost last.
  private var started: [UInt64] = []

  func send(_ event: AgentEvent) {
    let line = event.encodedLine() + "\n"
    FileHandle.standardOutput.write(Data(line.utf8))
  }

  func report(_ diagnostic: Diagnostic) { send(AgentEvent(diagnostic)) }

  func rendered(_ scene: SceneOutput, live: Bool) {
    var event = AgentEvent(.rendered)
    event.sceneID = scene.sceneID
    event.path = scene.path
    if live { event.live = true }
    send(event)
  }

  func failed(_ scene: SceneOutput, message: String) {
    var event = AgentEvent(.failed)
    event.sceneID = scene.sceneID
    event.message = message
    send(event)
  }

  func debugged(_ report: ViewDebugReport) {
    guard let json = try? JSONEncoder().encode(report) else { return }
    var event = AgentEvent(.debug)
    event.objectID = report.objectID
    event.message = String(decoding: json, as: UTF8.self)
    send(event)
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
