// easel-bench open PROJECT [DOCUMENT…] [--warm] [--easel PATH]
//
// How soon a project opens in the designer: `easel serve PROJECT` (`--easel PATH`, else
// $EASEL, else the `easel` built beside this program: a debug and a release build can be
// measured by one bench) with an empty build cache (a fresh $EASEL_CACHE_DIR; `--warm`
// keeps $EASEL_CACHE_DIR as it is), then, as the page does, one WebSocket watching each
// document's initial scene in turn (the documents named, else every storyboard and xib of
// the project). For each: the milliseconds from the watch to the first frame received (the
// first canvas: designables may be placeholders while their agent builds) and to the first
// frame in which no designable says Building (the first canvas drawn by the agent), with the
// statuses of that frame. The server is started once: the first document pays for the
// build, the others show what it shares. Then the load average before and after, and the CPU
// time of the server and of the children it waited for (compiles that finished, agents).
import Foundation

/// One document's first frames.
struct OpenTiming {
  var document: String
  var firstMilliseconds: Double
  var realMilliseconds: Double
  var statuses: [String: String]
}

/// Watches each of `documents` in turn on one served `project`; times its first frames.
func measureOpen(project: URL, documents: [String], easel: URL) throws -> [OpenTiming] {
  let server = try ServedDesigner(easel: easel, project: project)
  defer { server.stop() }
  let socket = try LoopbackWebSocket(port: server.port, token: server.token)
  var timings: [OpenTiming] = []
  for (index, document) in documents.enumerated() {
    let start = DispatchTime.now().uptimeNanoseconds
    func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }
    try socket.send([
      "type": "watch", "document": document, "scale": 1, "have": 0, "tag": index + 1,
    ])
    var first: Double?
    var statuses: [String: String] = [:]
    let deadline = Date().addingTimeInterval(600)
    while Date() < deadline {
      let (head, _) = try socket.nextFrame()
      guard head["tag"] as? Int == index + 1 else { continue }
      let ms = elapsed()
      if first == nil { first = ms }
      statuses = head["statuses"] as? [String: String] ?? [:]
      if !statuses.values.contains("Building") {
        timings.append(
          OpenTiming(
            document: document, firstMilliseconds: first ?? ms, realMilliseconds: ms,
            statuses: statuses))
        break
      }
    }
    print(
      timings.last.map {
        let ok = $0.statuses.values.filter { $0 == "Up to date" }.count
        return String(
          format:
            "%@: first canvas %.0f ms, drawn by the agent %.0f ms (%d of %d designables Up to date)",
          document, $0.firstMilliseconds, $0.realMilliseconds, ok, $0.statuses.count)
      } ?? "\(document): no frame without Building in 600 s")
  }
  return timings
}

func benchOpen(_ arguments: [String]) throws {
  let usage = "usage: easel-bench open PROJECT [DOCUMENT…] [--warm] [--easel PATH]"
  var arguments = arguments
  var easel = easelExecutable()
  if let flag = arguments.firstIndex(of: "--easel") {
    guard flag + 1 < arguments.count else { throw DesignerBenchError(usage) }
    easel = URL(fileURLWithPath: arguments[flag + 1])
    arguments.removeSubrange(flag...(flag + 1))
  }
  guard FileManager.default.isExecutableFile(atPath: easel.path) else {
    throw DesignerBenchError("no easel at \(easel.path) (build it, or give --easel PATH)")
  }
  let warm = arguments.contains("--warm")
  let positionals = arguments.filter { !$0.hasPrefix("--") }
  guard let path = positionals.first else { throw DesignerBenchError(usage) }
  let project = URL(fileURLWithPath: path).standardizedFileURL
  var documents = Array(positionals.dropFirst())
  if documents.isEmpty {
    let walker = FileManager.default.enumerator(at: project, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      guard ["storyboard", "xib"].contains(url.pathExtension) else { continue }
      documents.append(String(url.standardizedFileURL.path.dropFirst(project.path.count + 1)))
    }
    documents.sort()
  }
  if !warm {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-open-cache-\(UUID().uuidString)")
    setenv("EASEL_CACHE_DIR", cache.path, 1)
    print("empty build cache: \(cache.path)")
  }
  print("easel: \(easel.path)")
  let loadBefore = loadAverage()
  let cpuBefore = childrenCPUSeconds()
  let timings = try measureOpen(project: project, documents: documents, easel: easel)
  print(
    String(
      format: "load average %@ before, %@ after; CPU of the server and its waited-for children "
        + "%.1f s", loadBefore, loadAverage(), childrenCPUSeconds() - cpuBefore))
  if let first = timings.first {
    let others = timings.dropFirst()
    print(
      String(
        format: "first document: first canvas %.0f ms, drawn by the agent %.0f ms",
        first.firstMilliseconds, first.realMilliseconds))
    if !others.isEmpty {
      print(
        String(
          format: "other documents (%d): median first canvas %.0f ms (max %.0f), drawn by the "
            + "agent %.0f ms (max %.0f)",
          others.count, median(others.map(\.firstMilliseconds)),
          others.map(\.firstMilliseconds).max() ?? 0, median(others.map(\.realMilliseconds)),
          others.map(\.realMilliseconds).max() ?? 0))
    }
  }
}

/// The 1-, 5- and 15-minute load averages, as `/proc/loadavg` gives them.
func loadAverage() -> String {
  let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
  return text.split(separator: " ").prefix(3).joined(separator: " ")
}

/// User and system CPU seconds of the children this process has waited for, and theirs.
func childrenCPUSeconds() -> Double {
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
  func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
  return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}
